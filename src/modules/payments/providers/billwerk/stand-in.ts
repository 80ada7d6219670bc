import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { hmacSha256 } from '../../../../platform/webhooks/index.ts';
import {
  billwerkErrorCodes,
  chargeRequest,
  chargeSessionRequest,
  paymentFailureReasons,
  recurringSessionRequest,
  type BillwerkCharge,
  type PaymentFailureReason,
} from './schemas.ts';

/**
 * A local stand-in for the card and subscription provider (Billwerk+ Payments, formerly Reepay), which we cannot
 * reach from development or CI. It speaks the part of its protocol we use:
 *
 * - private API, HTTP Basic with the private key as user: `POST /v1/session/charge`, `POST /v1/session/recurring`
 *   (→ `{ id, url }`), `POST /v1/charge` (charge a saved payment method; same handle → same charge),
 *   `GET /v1/charge/{handle}`;
 * - the hosted page at the session's url, where the person picks "Pay" or one of the spec's failure reasons and is
 *   sent back to `accept_url` (`?invoice=<handle>&id=<session>`, plus `payment_method=` when a card was saved) or
 *   `cancel_url` (with `error=<code>` after a refusal);
 * - webhooks to `webhookUrl`, signed hex(HMAC-SHA256(secret, timestamp + id)) in the body, retried on a non-2xx.
 *
 * Everything lives in memory. The test steers it through `control`: a clock of its own (card expiry), a forced
 * failure of a payment method's next charge, and how webhooks are delivered (normal, late, twice, out of order).
 */

export type StandInOptions = {
  /** Where webhooks are posted. */
  webhookUrl: string;
  webhookSecret: string;
  /** The private API key our client sends as the Basic user. */
  apiKey: string;
  /** 0 (any free port) when not given. */
  port?: number;
  /** Waits before each retry of a refused delivery; its length is the number of retries. */
  retryDelaysMs?: number[];
  /** The stand-in's clock at start; wall time when not given. */
  now?: Date;
  /** How long a saved card is valid from the moment it is saved, in months of the stand-in's clock. */
  cardValidMonths?: number;
};

/** How the next webhooks are delivered until changed. */
export type DeliveryMode =
  | { kind: 'normal' }
  /** Each event waits `afterMs` before its first attempt. */
  | { kind: 'late'; afterMs: number }
  /** Each event is delivered twice: one after the other, or both at once when `together` (a race on our side). */
  | { kind: 'twice'; together?: boolean }
  /** Events are swapped in pairs: one is held until the next has been delivered (`releaseHeld` sends a lone one). */
  | { kind: 'outOfOrder' };

/** One attempt to deliver a webhook, as the stand-in saw it. */
export type DeliveryAttempt = { id: string; eventType: string; attempt: number; status: number | 'network-error' };

export type SavedPaymentMethod = { id: string; customer: string; expiresAt: Date; failNext: PaymentFailureReason | null };

export type StandInControl = {
  /** The stand-in's clock (not wall time): decides card expiry. */
  now(): Date;
  setClock(at: Date): void;
  advanceClock(ms: number): void;
  /** The next charge of this payment method fails with the reason (once). */
  failNextCharge(paymentMethodId: string, reason: PaymentFailureReason): void;
  setDelivery(mode: DeliveryMode): void;
  /** Sends a webhook still held by out-of-order delivery. */
  releaseHeld(): void;
  /** Resolves when every delivery and retry queued so far has been attempted (held ones excepted). */
  idle(): Promise<void>;
  /** Every delivery attempt so far, in order. */
  deliveries(): DeliveryAttempt[];
  paymentMethod(id: string): SavedPaymentMethod | undefined;
  /** Every charge, in the order made (a repeated handle is still one charge). */
  charges(): BillwerkCharge[];
};

export type BillwerkStandIn = { origin: string; control: StandInControl; stop: () => Promise<void> };

type Session = {
  id: string;
  kind: 'charge' | 'recurring';
  customer: string;
  order: { handle: string; amount: number; currency: string } | null;
  saveCard: boolean;
  acceptUrl: string;
  cancelUrl: string;
  done: boolean;
};

/** A webhook: `id` is this webhook's (signed, the same on every delivery), `eventId` the happening's it reports. */
type Outgoing = { id: string; eventId: string; eventType: string; fields: Record<string, string> };

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Starts the stand-in on 127.0.0.1; `stop` closes it and drops webhooks not yet delivered. */
export async function startBillwerkStandIn(options: StandInOptions): Promise<BillwerkStandIn> {
  const retryDelaysMs = options.retryDelaysMs ?? [100, 1_000, 10_000, 60_000];
  const cardValidMonths = options.cardValidMonths ?? 36;
  let clock = options.now ?? new Date();
  let mode: DeliveryMode = { kind: 'normal' };
  let held: Outgoing | null = null;
  let stopped = false;
  const sessions = new Map<string, Session>();
  const charges = new Map<string, BillwerkCharge>();
  const methods = new Map<string, SavedPaymentMethod>();
  const attempts: DeliveryAttempt[] = [];
  const pending = new Set<Promise<void>>();
  const timers = new Map<NodeJS.Timeout, () => void>();

  /** A pause that `stop` ends at once (the delivery loop then sees `stopped`), so `idle` never hangs after it. */
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.set(timer, resolve);
    });

  /** One delivery with its retries; the body is signed at each attempt, so a retry carries a fresh timestamp. */
  async function deliver(event: Outgoing, delayMs = 0): Promise<void> {
    if (delayMs > 0) await wait(delayMs);
    if (stopped) return;
    for (let attempt = 1; attempt <= retryDelaysMs.length + 1 && !stopped; attempt += 1) {
      const timestamp = new Date().toISOString();
      const body = { id: event.id, event_id: event.eventId, event_type: event.eventType, timestamp, ...event.fields, signature: hmacSha256(options.webhookSecret, timestamp + event.id) };
      let status: DeliveryAttempt['status'];
      try {
        const res = await fetch(options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 'network-error';
      }
      attempts.push({ id: event.id, eventType: event.eventType, attempt, status });
      if (typeof status === 'number' && status >= 200 && status < 300) return;
      const delay = retryDelaysMs[attempt - 1];
      if (delay === undefined) return;
      await wait(delay);
    }
  }

  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
    return work;
  };

  function queueWebhook(eventType: string, fields: Record<string, string | undefined>): void {
    const event: Outgoing = { id: token('wh'), eventId: token('ev'), eventType, fields: Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined)) };
    switch (mode.kind) {
      case 'late':
        track(deliver(event, mode.afterMs));
        return;
      case 'twice':
        track(mode.together ? Promise.all([deliver(event), deliver(event)]).then(() => undefined) : deliver(event).then(() => deliver(event)));
        return;
      case 'outOfOrder': {
        if (!held) {
          held = event;
          return;
        }
        const first = held;
        held = null;
        track(deliver(event).then(() => deliver(first)));
        return;
      }
      default:
        track(deliver(event));
    }
  }

  function saveCard(customer: string): SavedPaymentMethod {
    const expiresAt = new Date(clock);
    expiresAt.setUTCMonth(expiresAt.getUTCMonth() + cardValidMonths);
    const method = { id: token('ca'), customer, expiresAt, failNext: null };
    methods.set(method.id, method);
    return method;
  }

  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '16kb' }));
  app.use(express.urlencoded({ extended: false, limit: '4kb' }));

  const apiError = (req: Request, res: Response, status: number, error: string, message?: string) => {
    res.status(status).json({ http_status: status, error, message, path: req.path });
  };

  // The private key as Basic user, compared in constant time; the hosted pages are public, as the real ones are.
  const expectedAuth = Buffer.from(`Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`);
  app.use('/v1', (req, res, next) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length === expectedAuth.length && timingSafeEqual(given, expectedAuth)) return next();
    apiError(req, res, 401, 'Unauthorized', 'Private API key required (HTTP Basic, key as user)');
  });

  const parsed = <T>(schema: z.ZodType<T>, req: Request, res: Response): T | null => {
    const result = schema.safeParse(req.body);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    apiError(req, res, 400, 'Invalid parameter', `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    return null;
  };

  const openSession = (req: Request, res: Response, session: Omit<Session, 'id' | 'done'>) => {
    const id = token('cs');
    sessions.set(id, { ...session, id, done: false });
    res.json({ id, url: `${origin}/checkout/${id}` });
  };

  app.post('/v1/session/charge', (req, res) => {
    const body = parsed(chargeSessionRequest, req, res);
    if (!body) return;
    if (charges.get(body.order.handle)?.state === 'settled') return apiError(req, res, 400, 'Invoice already settled');
    const { handle, amount, currency, customer_handle: customer } = body.order;
    openSession(req, res, { kind: 'charge', customer, order: { handle, amount, currency }, saveCard: body.recurring === true, acceptUrl: body.accept_url, cancelUrl: body.cancel_url });
  });

  app.post('/v1/session/recurring', (req, res) => {
    const body = parsed(recurringSessionRequest, req, res);
    if (!body) return;
    openSession(req, res, { kind: 'recurring', customer: body.customer, order: null, saveCard: true, acceptUrl: body.accept_url, cancelUrl: body.cancel_url });
  });

  /** Records a charge's outcome and queues its webhook. */
  function settleOrFail(charge: BillwerkCharge, paymentMethod?: string): BillwerkCharge {
    charges.set(charge.handle, charge);
    if (charge.state === 'settled') queueWebhook('invoice_settled', { invoice: charge.handle, customer: charge.customer, payment_method: paymentMethod });
    else queueWebhook('invoice_failed', { invoice: charge.handle, customer: charge.customer, payment_method: paymentMethod, error: charge.error });
    return charge;
  }

  app.post('/v1/charge', (req, res) => {
    const body = parsed(chargeRequest, req, res);
    if (!body) return;
    const existing = charges.get(body.handle);
    if (existing) {
      // Idempotent: the same handle is the same charge, answered again and never made twice.
      if (existing.amount !== body.amount || existing.currency !== body.currency || existing.customer !== body.customer) {
        return apiError(req, res, 400, 'Duplicate handle', 'A charge with this handle exists with other values');
      }
      return res.json(existing);
    }
    const method = methods.get(body.source);
    if (!method || method.customer !== body.customer) return apiError(req, res, 404, 'Payment method not found');
    let reason: PaymentFailureReason | null = method.failNext;
    method.failNext = null;
    if (!reason && method.expiresAt.getTime() <= clock.getTime()) reason = 'CardExpired';
    const charge: BillwerkCharge = {
      handle: body.handle,
      state: reason ? 'failed' : 'settled',
      amount: body.amount,
      currency: body.currency,
      customer: body.customer,
      source: method.id,
      ...(reason ? { error: billwerkErrorCodes[reason] } : {}),
      created: clock.toISOString(),
    };
    res.json(settleOrFail(charge, method.id));
  });

  app.get('/v1/charge/:handle', (req, res) => {
    const charge = charges.get(String(req.params.handle));
    if (!charge) return apiError(req, res, 404, 'Invoice not found');
    res.json(charge);
  });

  app.get('/checkout/:id', (req, res) => {
    const session = sessions.get(String(req.params.id));
    if (!session) return res.status(404).type('html').send(page('Payment not found', '<p>This payment link is not valid.</p>'));
    if (session.done) return res.status(410).type('html').send(page('Payment completed', '<p>This payment has already been completed.</p>'));
    res.type('html').send(checkoutPage(session));
  });

  const choice = z.object({ outcome: z.enum(['pay', 'cancel', ...paymentFailureReasons]) });

  app.post('/checkout/:id', (req, res) => {
    const session = sessions.get(String(req.params.id));
    const picked = choice.safeParse(req.body);
    if (!session || session.done) return res.status(410).type('html').send(page('Payment completed', '<p>This payment has already been completed.</p>'));
    if (!picked.success) return res.status(400).type('html').send(page('Choose an option', '<p>Choose pay, cancel or a failure.</p>'));
    const outcome = picked.data.outcome;
    const back = (base: string, params: Record<string, string | undefined>) => {
      const target = new URL(base);
      for (const [key, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(key, value);
      res.redirect(303, target.toString());
    };
    if (outcome === 'cancel') return back(session.cancelUrl, { invoice: session.order?.handle, id: session.id });
    if (session.order && charges.get(session.order.handle)?.state === 'settled') {
      // Another session for the same order was paid first: never take the money twice, nor mark it failed.
      session.done = true;
      return res.status(409).type('html').send(page('Already paid', '<p>This order has already been paid.</p>'));
    }
    if (outcome !== 'pay') {
      // A refused card leaves the session open for another try, as the real page does.
      const error = billwerkErrorCodes[outcome];
      if (session.order) settleOrFail({ ...session.order, state: 'failed', customer: session.customer, source: null, error, created: clock.toISOString() });
      return back(session.cancelUrl, { invoice: session.order?.handle, id: session.id, error });
    }
    session.done = true;
    const method = session.saveCard ? saveCard(session.customer) : null;
    if (method) queueWebhook('customer_payment_method_added', { customer: session.customer, payment_method: method.id });
    if (session.order) settleOrFail({ ...session.order, state: 'settled', customer: session.customer, source: method?.id ?? null, created: clock.toISOString() }, method?.id);
    back(session.acceptUrl, { invoice: session.order?.handle, id: session.id, payment_method: method?.id });
  });

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const control: StandInControl = {
    now: () => new Date(clock),
    setClock: (at) => {
      clock = new Date(at);
    },
    advanceClock: (ms) => {
      clock = new Date(clock.getTime() + ms);
    },
    failNextCharge: (id, reason) => {
      const method = methods.get(id);
      if (!method) throw new Error(`no saved payment method ${id}`);
      method.failNext = reason;
    },
    setDelivery: (next) => {
      mode = next;
    },
    releaseHeld: () => {
      const lone = held;
      held = null;
      if (lone) track(deliver(lone));
    },
    idle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    deliveries: () => [...attempts],
    paymentMethod: (id) => methods.get(id),
    charges: () => [...charges.values()],
  };

  const stop = async () => {
    stopped = true;
    for (const [timer, resolve] of timers) {
      clearTimeout(timer);
      resolve();
    }
    timers.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  return { origin, control, stop };
}

// The hosted page plays the provider's own page, which is not ours to translate: its few texts are English and
// have no locale keys on purpose. Plain HTML, no script: native buttons in one form work by keyboard, and the
// layout is one column that fits a 390 px phone.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const reasonLabels: Record<PaymentFailureReason, string> = {
  InsufficientFunds: 'Fail: insufficient funds',
  CardBlocked: 'Fail: card blocked',
  DeclinedByBank: 'Fail: declined by bank',
  CardExpired: 'Fail: card expired',
  Unknown: 'Fail: unknown error',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Billwerk+ stand-in</title>
<style>
body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:1rem;max-width:28rem;margin-inline:auto;box-sizing:border-box}
button{display:block;width:100%;min-height:44px;margin:.5rem 0;font:inherit;border:1px solid #555;border-radius:6px;background:#fff}
button[value=pay]{background:#0b5;color:#fff;border-color:#0b5;font-weight:600}
button:focus-visible{outline:3px solid #036;outline-offset:2px}
.amount{font-size:1.5rem;font-weight:600}
</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

function checkoutPage(session: Session): string {
  const what = session.order
    ? `<p>Order ${escape(session.order.handle)}</p><p class="amount">${escape((session.order.amount / 100).toFixed(2))} ${escape(session.order.currency)}</p>`
    : '<p>Save a card for later payments.</p>';
  const failures = paymentFailureReasons.map((reason) => `<button type="submit" name="outcome" value="${reason}">${reasonLabels[reason]}</button>`).join('\n');
  return page(
    session.order ? 'Pay' : 'Save card',
    `${what}
<form method="post" action="/checkout/${escape(session.id)}">
<button type="submit" name="outcome" value="pay" autofocus>${session.order ? 'Pay' : 'Save card'}</button>
${failures}
<button type="submit" name="outcome" value="cancel">Cancel</button>
</form>`,
  );
}
