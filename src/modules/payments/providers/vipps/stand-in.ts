import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type Request, type Response, type NextFunction } from 'express';
import { confirmationPage } from './confirmation-page.ts';
import {
  vippsAgreementDraftSchema,
  vippsAgreementEventTypes,
  vippsAgreementPatchSchema,
  vippsChargeEventTypes,
  vippsChargeDraftSchema,
  vippsFailureReasonSchema,
  vippsProblemTypeBase,
  type VippsAgreement,
  type VippsAgreementDraft,
  type VippsCharge,
  type VippsFailureReason,
  type VippsWebhookEvent,
} from './schemas.ts';

/**
 * A local stand-in for the Vipps MobilePay Recurring API v3 and its webhooks, for tests and the embedded default.
 * It keeps everything in memory, runs recurring charges on a clock the caller moves (`control.advanceTo`), and
 * signs its webhooks as the real Webhooks API does (see `signVippsWebhook`). Never for production.
 *
 * Differences from the real service, on purpose: one merchant; a charge's `failureReason` is a product spec §4
 * reason (the real API reports its own codes); the confirmation page is a form instead of the app.
 */

/**
 * How webhooks leave: at once; each twice, one after the other (a replay); each twice at the same moment (a race
 * between two of our dynos); held until `flush()` (late); or held and flushed newest first (out of order).
 */
export type VippsDeliveryMode = 'normal' | 'twice' | 'twiceAtOnce' | 'late' | 'outOfOrder';

export type VippsStandInOptions = {
  webhookUrl: string;
  webhookSecret: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Where the stand-in's clock starts; the wall time when not given. */
  now?: Date;
  /** Access tokens' lifetime in seconds (wall time); 3600 when not given. */
  tokenLifetimeSeconds?: number;
  /** Attempts per webhook delivery before giving up on a receiver that answers non-2xx; 5 when not given. */
  webhookAttempts?: number;
  /** Pause before the n-th retry is n times this; 20 ms when not given (tests stay fast). */
  webhookRetryDelayMs?: number;
};

/** One webhook as the stand-in sent it: the last answer it got, after how many attempts. */
export type VippsSentWebhook = { eventType: string; id: string; attempts: number; status: number | null };

export type VippsStandInControl = {
  /** The stand-in's date and time now. */
  now(): Date;
  /**
   * Moves the clock forward (never back), one calendar day at a time: charges within 30 days become DUE, DUE
   * charges are attempted on each day from their due date to the end of their retry days (CHARGED, or FAILED for
   * good after the last day with the reason set by `failNextCharges`), and agreements left PENDING for more than
   * 10 minutes expire. Resolves once the webhooks this caused have been sent (in the normal and twice modes).
   */
  advanceTo(date: Date): Promise<void>;
  /** Makes every later charge attempt on this agreement fail with the reason, until called again with null. */
  failNextCharges(agreementId: string, reason: VippsFailureReason | null): void;
  /** Sets how the following webhooks are delivered. */
  deliveries(mode: VippsDeliveryMode): void;
  /** Sends the webhooks held in the late and out-of-order modes; resolves when they have been answered. */
  flush(): Promise<void>;
  /** Resolves when no webhook is on its way. */
  idle(): Promise<void>;
  /** Every webhook sent so far, in the order sent. */
  sent(): VippsSentWebhook[];
  /** How many access tokens were handed out (to see a client's token cache at work). */
  tokensIssued(): number;
};

export type VippsStandIn = { origin: string; control: VippsStandInControl; stop(): Promise<void> };

type AgreementState = {
  id: string;
  uuid: string;
  msn: string;
  status: VippsAgreement['status'];
  draft: VippsAgreementDraft;
  created: Date;
  start: Date | null;
  stop: Date | null;
  failWith: VippsFailureReason | null;
  initialChargeId: string | null;
};
type ChargeState = VippsCharge & { lastAttemptDay: string | null };
type Outgoing = { id: string; event: VippsWebhookEvent };

const dayMs = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
const shortId = () => randomBytes(9).toString('base64url').replace(/[-_]/g, '').slice(0, 10);

/**
 * The Webhooks API v1 signature: `x-ms-content-sha256` is the base64 SHA-256 of the body, and `Authorization`
 * carries the base64 HMAC-SHA256, under the webhook's secret, of "POST\n<path and query>\n<x-ms-date>;<host>;<hash>".
 */
export function signVippsWebhook(input: { pathAndQuery: string; host: string; body: string; date: Date }, secret: string): Record<string, string> {
  const contentHash = createHash('sha256').update(input.body, 'utf8').digest('base64');
  const date = input.date.toUTCString();
  const signature = createHmac('sha256', secret).update(`POST\n${input.pathAndQuery}\n${date};${input.host};${contentHash}`, 'utf8').digest('base64');
  return {
    'x-ms-date': date,
    'x-ms-content-sha256': contentHash,
    authorization: `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`,
  };
}

/** Starts the stand-in on 127.0.0.1; `stop()` closes it. */
export async function startVippsStandIn(options: VippsStandInOptions): Promise<VippsStandIn> {
  const tokenLifetime = options.tokenLifetimeSeconds ?? 3600;
  const attempts = options.webhookAttempts ?? 5;
  const retryDelay = options.webhookRetryDelayMs ?? 20;
  let clock = options.now ?? new Date();
  let mode: VippsDeliveryMode = 'normal';
  let tokensIssued = 0;
  const tokens = new Map<string, { msn: string; expires: number }>();
  const agreements = new Map<string, AgreementState>();
  const agreementsByKey = new Map<string, string>();
  const charges = new Map<string, ChargeState>();
  const chargesByKey = new Map<string, string>();
  const held: Outgoing[] = [];
  const inFlight = new Set<Promise<void>>();
  const sent: VippsSentWebhook[] = [];

  // Webhooks ------------------------------------------------------------------------------------------------------

  async function send(out: Outgoing): Promise<void> {
    const record: VippsSentWebhook = { eventType: out.event.eventType, id: out.id, attempts: 0, status: null };
    sent.push(record);
    const url = new URL(options.webhookUrl);
    const body = JSON.stringify(out.event);
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, retryDelay * (attempt - 1)));
      record.attempts = attempt;
      // Signed anew for each attempt, with the wall time: the receiver checks it against its own clock.
      const headers = signVippsWebhook({ pathAndQuery: url.pathname + url.search, host: url.host, body, date: new Date() }, options.webhookSecret);
      try {
        const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
        record.status = res.status;
        await res.arrayBuffer();
        if (res.ok) return;
      } catch {
        record.status = null;
      }
    }
  }

  function track(work: Promise<void>): Promise<void> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    return work;
  }

  /** Queues the events one change caused, in the order they happened. */
  function emit(events: VippsWebhookEvent[]): void {
    const outgoing = events.map((event) => ({ id: randomUUID(), event }));
    if (mode === 'late' || mode === 'outOfOrder') {
      held.push(...outgoing);
      return;
    }
    const copies = mode === 'twice' ? 2 : 1;
    const atOnce = mode === 'twiceAtOnce';
    void track(
      (async () => {
        for (const out of outgoing) {
          if (atOnce) await Promise.all([send(out), send(out)]);
          else for (let i = 0; i < copies; i++) await send(out);
        }
      })(),
    );
  }

  async function flush(): Promise<void> {
    const batch = held.splice(0, held.length);
    if (mode === 'outOfOrder') batch.reverse();
    await track(
      (async () => {
        for (const out of batch) await send(out);
      })(),
    );
  }

  async function idle(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  const agreementEvent = (a: AgreementState, eventType: (typeof vippsAgreementEventTypes)[number]): VippsWebhookEvent => ({
    eventType,
    agreementId: a.id,
    agreementUuid: a.uuid,
    occurred: clock.toISOString(),
    msn: a.msn,
  });
  const chargeEvent = (c: ChargeState, eventType: (typeof vippsChargeEventTypes)[number]): VippsWebhookEvent => {
    const a = agreements.get(c.agreementId)!;
    return {
      eventType,
      agreementId: c.agreementId,
      chargeId: c.id,
      chargeType: c.type,
      amount: c.amount,
      currency: a.draft.pricing.currency,
      occurred: clock.toISOString(),
      msn: a.msn,
      failureReason: c.failureReason,
    };
  };

  // The clock -----------------------------------------------------------------------------------------------------

  function settleDay(day: string): VippsWebhookEvent[] {
    const events: VippsWebhookEvent[] = [];
    for (const charge of charges.values()) {
      if (charge.type !== 'RECURRING') continue;
      if (charge.status === 'PENDING' && Date.parse(charge.due) - Date.parse(day) <= 30 * dayMs) charge.status = 'DUE';
      if (charge.status !== 'DUE' || day < charge.due || charge.lastAttemptDay === day) continue;
      charge.lastAttemptDay = day;
      const agreement = agreements.get(charge.agreementId)!;
      if (agreement.status !== 'ACTIVE') {
        charge.status = 'CANCELLED';
        events.push(chargeEvent(charge, 'recurring.charge-canceled.v1'));
      } else if (agreement.failWith === null) {
        charge.status = 'CHARGED';
        events.push(chargeEvent(charge, 'recurring.charge-captured.v1'));
      } else if (day >= addDays(charge.due, charge.retryDays)) {
        charge.status = 'FAILED';
        charge.failureReason = agreement.failWith;
        charge.failureDescription = `Charge failed after ${charge.retryDays + 1} attempts`;
        events.push(chargeEvent(charge, 'recurring.charge-failed.v1'));
      }
    }
    return events;
  }

  async function advanceTo(date: Date): Promise<void> {
    if (date.getTime() < clock.getTime()) throw new Error('The stand-in clock only moves forward');
    const events: VippsWebhookEvent[] = [];
    for (let day = addDays(dayOf(clock), 1); day <= dayOf(date); day = addDays(day, 1)) {
      clock = new Date(Math.max(clock.getTime(), Date.parse(`${day}T00:00:00Z`)));
      events.push(...settleDay(day));
    }
    clock = date;
    for (const agreement of agreements.values()) {
      if (agreement.status === 'PENDING' && clock.getTime() - agreement.created.getTime() > 10 * 60_000) {
        agreement.status = 'EXPIRED';
        agreement.stop = clock;
        events.push(agreementEvent(agreement, 'recurring.agreement-expired.v1'));
      }
    }
    emit(events);
    await idle();
  }

  // The HTTP API --------------------------------------------------------------------------------------------------

  function problem(res: Response, status: number, identifier: string, title: string, detail?: string): void {
    res
      .status(status)
      .type('application/problem+json')
      .send(JSON.stringify({ type: vippsProblemTypeBase + identifier, title, status, detail, instance: res.req.originalUrl }));
  }

  function present(a: AgreementState): VippsAgreement {
    return {
      id: a.id,
      uuid: a.uuid,
      status: a.status,
      productName: a.draft.productName,
      pricing: a.draft.pricing,
      interval: a.draft.interval,
      merchantRedirectUrl: a.draft.merchantRedirectUrl,
      merchantAgreementUrl: a.draft.merchantAgreementUrl,
      created: a.created.toISOString(),
      start: a.start?.toISOString() ?? null,
      stop: a.stop?.toISOString() ?? null,
    };
  }
  const presentCharge = ({ lastAttemptDay: _, ...charge }: ChargeState): VippsCharge => charge;

  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '64kb' }));
  app.use(express.urlencoded({ extended: false, limit: '4kb' }));
  let origin = '';

  app.post('/accesstoken/get', (req, res) => {
    const msn = req.get('Merchant-Serial-Number');
    if (req.get('client_id') !== options.clientId || req.get('client_secret') !== options.clientSecret || req.get('Ocp-Apim-Subscription-Key') !== options.subscriptionKey || !msn) {
      res.status(401).json({ error: 'unauthorized_client', error_description: 'The client id, secret, subscription key or merchant serial number is not valid' });
      return;
    }
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { msn, expires: Date.now() + tokenLifetime * 1000 });
    tokensIssued++;
    res.json({ token_type: 'Bearer', expires_in: String(tokenLifetime), access_token: token });
  });

  const bearer = (req: Request, res: Response, next: NextFunction) => {
    const token = /^Bearer (\S+)$/.exec(req.get('Authorization') ?? '')?.[1];
    const grant = token === undefined ? undefined : tokens.get(token);
    if (!grant || grant.expires < Date.now() || req.get('Ocp-Apim-Subscription-Key') !== options.subscriptionKey) {
      problem(res, 401, 'not-authorized', 'Unauthorized', 'The access token is missing, expired or not valid');
      return;
    }
    res.locals.msn = grant.msn;
    next();
  };
  const agreementOf = (req: Request, res: Response): AgreementState | null => {
    const agreement = agreements.get(String(req.params.agreementId));
    if (!agreement) problem(res, 404, 'agreement-not-found', 'Not Found', 'No agreement with this id');
    return agreement ?? null;
  };

  app.post('/recurring/v3/agreements', bearer, (req, res) => {
    const parsed = vippsAgreementDraftSchema.safeParse(req.body);
    if (!parsed.success) return problem(res, 400, 'validation-error', 'Bad Request', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const key = req.get('Idempotency-Key');
    const known = key === undefined ? undefined : agreements.get(agreementsByKey.get(key) ?? '');
    const agreement: AgreementState = known ?? {
      id: `agr_${shortId()}`,
      uuid: randomUUID(),
      msn: String(res.locals.msn),
      status: 'PENDING',
      draft: parsed.data,
      created: clock,
      start: null,
      stop: null,
      failWith: null,
      initialChargeId: null,
    };
    if (!known) {
      agreements.set(agreement.id, agreement);
      if (key !== undefined) agreementsByKey.set(key, agreement.id);
      const initial = parsed.data.initialCharge;
      if (initial) {
        const charge: ChargeState = {
          id: `chr-${shortId()}`,
          agreementId: agreement.id,
          amount: initial.amount,
          description: initial.description,
          due: dayOf(clock),
          retryDays: 0,
          status: 'PENDING',
          type: 'INITIAL',
          transactionType: 'DIRECT_CAPTURE',
          orderId: initial.orderId ?? null,
          failureReason: null,
          failureDescription: null,
          lastAttemptDay: null,
        };
        charges.set(charge.id, charge);
        agreement.initialChargeId = charge.id;
      }
    }
    res.status(201).json({ agreementId: agreement.id, uuid: agreement.uuid, vippsConfirmationUrl: `${origin}/stand-in/confirm/${agreement.id}` });
  });

  app.get('/recurring/v3/agreements/:agreementId', bearer, (req, res) => {
    const agreement = agreementOf(req, res);
    if (agreement) res.json(present(agreement));
  });

  app.patch('/recurring/v3/agreements/:agreementId', bearer, (req, res) => {
    const agreement = agreementOf(req, res);
    if (!agreement) return;
    if (!vippsAgreementPatchSchema.safeParse(req.body).success) return problem(res, 400, 'validation-error', 'Bad Request', 'status: only STOPPED is allowed');
    if (agreement.status === 'STOPPED') return void res.status(204).end();
    if (agreement.status === 'EXPIRED') return problem(res, 409, 'illegal-agreement-update', 'Conflict', 'An expired agreement cannot be stopped');
    agreement.status = 'STOPPED';
    agreement.stop = clock;
    const events = [agreementEvent(agreement, 'recurring.agreement-stopped.v1')];
    for (const charge of charges.values()) {
      if (charge.agreementId === agreement.id && (charge.status === 'PENDING' || charge.status === 'DUE')) {
        charge.status = 'CANCELLED';
        events.push(chargeEvent(charge, 'recurring.charge-canceled.v1'));
      }
    }
    emit(events);
    res.status(204).end();
  });

  app.post('/recurring/v3/agreements/:agreementId/charges', bearer, (req, res) => {
    const agreement = agreementOf(req, res);
    if (!agreement) return;
    const key = req.get('Idempotency-Key');
    if (!key || key.length > 50) return problem(res, 400, 'idempotency-key-header', 'Bad Request', 'The Idempotency-Key header is missing or longer than 50 characters');
    const known = chargesByKey.get(`${agreement.id}\n${key}`);
    if (known !== undefined) return void res.status(201).json({ chargeId: known });
    const parsed = vippsChargeDraftSchema.safeParse(req.body);
    if (!parsed.success) return problem(res, 400, 'validation-error', 'Bad Request', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const draft = parsed.data;
    // Lead time: a charge may be created until midnight before its due date, and at most two years ahead.
    if (draft.due <= dayOf(clock)) return problem(res, 400, 'charge-due-too-soon', 'Bad Request', 'The due date must be at least 1 day in the future');
    if (draft.due > addDays(dayOf(clock), 730)) return problem(res, 400, 'charge-due-in-too-long', 'Bad Request', 'The due date must be at most 2 years in the future');
    if (agreement.status !== 'ACTIVE') return problem(res, 400, 'illegal-agreement-status', 'Bad Request', `The agreement is ${agreement.status}, not ACTIVE`);
    const charge: ChargeState = {
      id: `chr-${shortId()}`,
      agreementId: agreement.id,
      amount: draft.amount,
      description: draft.description,
      due: draft.due,
      retryDays: draft.retryDays,
      status: Date.parse(draft.due) - Date.parse(dayOf(clock)) <= 30 * dayMs ? 'DUE' : 'PENDING',
      type: 'RECURRING',
      transactionType: 'DIRECT_CAPTURE',
      orderId: draft.orderId ?? null,
      failureReason: null,
      failureDescription: null,
      lastAttemptDay: null,
    };
    charges.set(charge.id, charge);
    chargesByKey.set(`${agreement.id}\n${key}`, charge.id);
    res.status(201).json({ chargeId: charge.id });
  });

  app.get('/recurring/v3/agreements/:agreementId/charges/:chargeId', bearer, (req, res) => {
    const agreement = agreementOf(req, res);
    if (!agreement) return;
    const charge = charges.get(String(req.params.chargeId));
    if (!charge || charge.agreementId !== agreement.id) return problem(res, 404, 'charge-not-found', 'Not Found', 'No charge with this id on this agreement');
    res.json(presentCharge(charge));
  });

  // The confirmation page: the person's side, no token (the link is the secret, as the real deep link is).
  app.get('/stand-in/confirm/:agreementId', (req, res) => {
    const agreement = agreements.get(String(req.params.agreementId));
    if (!agreement || agreement.status !== 'PENDING') return void res.status(404).type('text/plain').send('This agreement cannot be confirmed any more.');
    const initial = agreement.initialChargeId === null ? null : charges.get(agreement.initialChargeId)!;
    res.type('html').send(confirmationPage({ id: agreement.id, productName: agreement.draft.productName, amount: agreement.draft.pricing.amount, currency: agreement.draft.pricing.currency, initialAmount: initial?.amount ?? null }));
  });

  app.post('/stand-in/confirm/:agreementId', (req, res) => {
    const agreement = agreements.get(String(req.params.agreementId));
    if (!agreement || agreement.status !== 'PENDING') return void res.status(404).type('text/plain').send('This agreement cannot be confirmed any more.');
    const choice = String((req.body as Record<string, unknown>).choice ?? '');
    const failure = vippsFailureReasonSchema.safeParse(choice);
    if (choice !== 'approve' && choice !== 'decline' && !failure.success) return void res.status(400).type('text/plain').send('Choose approve, decline or a failure reason.');
    const initial = agreement.initialChargeId === null ? null : charges.get(agreement.initialChargeId)!;
    const events: VippsWebhookEvent[] = [];
    if (choice === 'approve') {
      agreement.status = 'ACTIVE';
      agreement.start = clock;
      events.push(agreementEvent(agreement, 'recurring.agreement-activated.v1'));
      if (initial) {
        initial.status = 'CHARGED';
        events.push(chargeEvent(initial, 'recurring.charge-captured.v1'));
      }
    } else if (choice === 'decline') {
      // The person rejected it in the app: the real API stops the agreement and says "rejected".
      agreement.status = 'STOPPED';
      agreement.stop = clock;
      if (initial) initial.status = 'CANCELLED';
      events.push(agreementEvent(agreement, 'recurring.agreement-rejected.v1'));
    } else {
      // The first payment failed, so the agreement never became active.
      if (initial) {
        initial.status = 'FAILED';
        initial.failureReason = failure.data ?? 'Unknown';
        initial.failureDescription = 'The initial charge failed';
        events.push(chargeEvent(initial, 'recurring.charge-failed.v1'));
      }
      agreement.status = 'EXPIRED';
      agreement.stop = clock;
      events.push(agreementEvent(agreement, 'recurring.agreement-expired.v1'));
    }
    emit(events);
    res.redirect(303, agreement.draft.merchantRedirectUrl);
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const control: VippsStandInControl = {
    now: () => clock,
    advanceTo,
    failNextCharges(agreementId, reason) {
      const agreement = agreements.get(agreementId);
      if (!agreement) throw new Error(`No agreement ${agreementId}`);
      agreement.failWith = reason;
    },
    deliveries(next) {
      mode = next;
    },
    flush,
    idle,
    sent: () => sent.map((s) => ({ ...s })),
    tokensIssued: () => tokensIssued,
  };

  return {
    origin,
    control,
    async stop() {
      await idle();
      const closed = new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
      server.closeAllConnections();
      await closed;
    },
  };
}
