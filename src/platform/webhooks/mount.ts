import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Response } from 'express';
import type { Knex } from 'knex';
import { AppError, toAppError } from '../http/errors.ts';
import { hasControlCharacter, parseInput } from '../http/validation.ts';
import type { VerifiedDelivery, WebhookDef } from './define.ts';
import { recordInInbox } from './inbox.ts';
import { defaultToleranceSeconds, withinTolerance } from './signature.ts';

const defaultMaxBodyBytes = 256 * 1024;

/**
 * Mounts every declared webhook, before cookies, sessions and CSRF (app.ts): a provider's call carries no cookie
 * and gets none, touches no session store and needs no form token; its signature is its proof. Each route keeps
 * its raw body (only there) for the signature, and answers the provider in JSON without detail.
 */
export function mountWebhooks(app: Express, webhooks: WebhookDef[], db: Knex): void {
  const providers = new Set<string>();
  for (const def of webhooks) {
    if (providers.has(def.provider)) throw new Error(`Two webhooks declare the provider "${def.provider}"`);
    providers.add(def.provider);
    const rawBody = express.raw({ type: () => true, limit: def.maxBodyBytes ?? defaultMaxBodyBytes });
    app.post(def.path, rawBody, receive(def, db), answerError);
  }
}

/** verify → signing time → event schema → inbox row and effect in one transaction. */
function receive(def: WebhookDef, db: Knex): RequestHandler {
  return async (req, res) => {
    const receivedAt = new Date();
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const delivery = await verified(def, raw, req);
    if (!delivery || !withinTolerance(delivery.signedAt, receivedAt, def.toleranceSeconds ?? defaultToleranceSeconds)) {
      req.log.warn({ provider: def.provider, eventId: delivery?.eventId, signedAt: delivery?.signedAt }, 'webhook delivery refused');
      return res.status(401).json({ error: { code: 'unauthorized' } });
    }
    const event = parseInput(def.event, delivery.payload);
    const ctx = { provider: def.provider, eventId: delivery.eventId, type: delivery.type, receivedAt, logger: req.log };
    try {
      const handled = await db.transaction(async (trx) => {
        if (!(await recordInInbox(trx, def.provider, delivery, receivedAt))) return false;
        await def.handle(trx, event, ctx);
        return true;
      });
      if (!handled) req.log.info({ provider: def.provider, eventId: delivery.eventId }, 'webhook event already handled');
      res.status(200).json({ received: true });
    } catch (err) {
      // Whatever the handler threw (a named 4xx included), nothing was recorded: 500 makes the provider deliver it again.
      req.log.error({ err, provider: def.provider, eventId: delivery.eventId }, 'webhook handler failed');
      res.status(500).json({ error: { code: 'internal' } });
    }
  };
}

async function verified(def: WebhookDef, raw: Buffer, req: express.Request): Promise<VerifiedDelivery | null> {
  try {
    const delivery = await def.verify(raw, req.headers);
    if (!delivery) return null;
    if (!validKey(delivery.eventId) || !validKey(delivery.type) || !(delivery.signedAt instanceof Date)) return null;
    return delivery;
  } catch (err) {
    req.log.warn({ err, provider: def.provider }, 'webhook delivery not verified');
    return null;
  }
}

// The inbox's text columns refuse a NUL; an id is short.
const validKey = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200 && !hasControlCharacter(value);

/** What the provider sent is refused with its status and at most the field it got wrong (too large, not the event's shape). */
const answerError: ErrorRequestHandler = (err, req, res: Response, _next) => {
  const error = toAppError(err);
  if (error.status >= 500) req.log.error({ err }, 'webhook delivery failed');
  if (res.headersSent) return;
  const field = error instanceof AppError && error.status < 500 ? error.field : undefined;
  res.status(error.status).json({ error: { code: error.code, ...(field ? { field } : {}) } });
};
