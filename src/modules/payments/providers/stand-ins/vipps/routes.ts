import { randomBytes, randomUUID } from 'node:crypto';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { confirmationPage } from './confirmation-page.ts';
import {
  vippsAgreementDraftSchema,
  vippsAgreementPatchSchema,
  vippsChargeDraftSchema,
  vippsFailureReasonSchema,
  vippsProblemTypeBase,
  vippsRefundSchema,
  type VippsAgreement,
  type VippsCharge,
  type VippsWebhookEvent,
} from '../../vipps/schemas.ts';
import { addDays, dayOf, shortId, within30Days, type AgreementState, type ChargeState, type VippsState } from './state.ts';
import type { VippsWebhooks } from './webhooks.ts';

export type VippsCredentials = { clientId: string; clientSecret: string; subscriptionKey: string };

/**
 * The wallet stand-in's HTTP side: the access token, the Recurring API v3 (agreements and charges, behind a bearer
 * token and the subscription key) and the confirmation page that plays the app. `origin` is read when an
 * agreement is made (the server's port is known by then).
 */
export function vippsStandInApp(deps: { credentials: VippsCredentials; tokenLifetimeSeconds: number; state: VippsState; webhooks: VippsWebhooks; origin: () => string }) {
  const { credentials: options, tokenLifetimeSeconds: tokenLifetime, state, webhooks } = deps;
  const { agreements, agreementsByKey, charges, chargesByKey, agreementEvent, chargeEvent } = state;
  const emit = webhooks.emit;
  const tokens = new Map<string, { msn: string; expires: number }>();
  let tokensIssued = 0;

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

  const app: Express = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '64kb' }));
  app.use(express.urlencoded({ extended: false, limit: '4kb' }));

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
    const clock = state.clock();
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
    res.status(201).json({ agreementId: agreement.id, uuid: agreement.uuid, vippsConfirmationUrl: `${deps.origin()}/stand-in/confirm/${agreement.id}` });
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
    agreement.stop = state.clock();
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
    const today = dayOf(state.clock());
    // Lead time: a charge may be created until midnight before its due date, and at most two years ahead.
    if (draft.due <= today) return problem(res, 400, 'charge-due-too-soon', 'Bad Request', 'The due date must be at least 1 day in the future');
    if (draft.due > addDays(today, 730)) return problem(res, 400, 'charge-due-in-too-long', 'Bad Request', 'The due date must be at most 2 years in the future');
    if (agreement.status !== 'ACTIVE') return problem(res, 400, 'illegal-agreement-status', 'Bad Request', `The agreement is ${agreement.status}, not ACTIVE`);
    const charge: ChargeState = {
      id: `chr-${shortId()}`,
      agreementId: agreement.id,
      amount: draft.amount,
      description: draft.description,
      due: draft.due,
      retryDays: draft.retryDays,
      status: within30Days(draft.due, today) ? 'DUE' : 'PENDING',
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

  const refundKeys = new Set<string>();
  app.post('/recurring/v3/agreements/:agreementId/charges/:chargeId/refund', bearer, (req, res) => {
    const agreement = agreementOf(req, res);
    if (!agreement) return;
    const charge = charges.get(String(req.params.chargeId));
    if (!charge || charge.agreementId !== agreement.id) return problem(res, 404, 'charge-not-found', 'Not Found', 'No charge with this id on this agreement');
    const key = req.get('Idempotency-Key');
    if (!key || key.length > 50) return problem(res, 400, 'idempotency-key-header', 'Bad Request', 'The Idempotency-Key header is missing or longer than 50 characters');
    if (refundKeys.has(`${charge.id}\n${key}`)) return void res.status(204).end();
    const parsed = vippsRefundSchema.safeParse(req.body);
    if (!parsed.success) return problem(res, 400, 'validation-error', 'Bad Request', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    if (charge.status !== 'CHARGED' && charge.status !== 'PARTIALLY_REFUNDED') return problem(res, 400, 'illegal-charge-status', 'Bad Request', `The charge is ${charge.status}`);
    const refunded = (charge.refunded ?? 0) + parsed.data.amount;
    if (refunded > charge.amount) return problem(res, 400, 'refund-amount-too-high', 'Bad Request', `At most ${charge.amount - (charge.refunded ?? 0)} can be refunded`);
    refundKeys.add(`${charge.id}\n${key}`);
    charge.refunded = refunded;
    charge.status = refunded === charge.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    res.status(204).end();
  });

  app.get('/recurring/v3/agreements/:agreementId/charges', bearer, (req, res) => {
    const agreement = agreementOf(req, res);
    if (agreement) res.json([...charges.values()].filter((c) => c.agreementId === agreement.id).map(presentCharge));
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
    const clock = state.clock();
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

  return { app, tokensIssued: () => tokensIssued };
}
