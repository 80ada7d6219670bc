import { timingSafeEqual } from 'node:crypto';
import express, { type Express, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  billwerkErrorCodes,
  chargeRequest,
  chargeSessionRequest,
  paymentFailureReasons,
  recurringSessionRequest,
  refundRequest,
  type BillwerkCharge,
  type PaymentFailureReason,
} from '../../billwerk/schemas.ts';
import { checkoutPage, page } from './hosted-page.ts';
import { token, type BillwerkState, type Session } from './state.ts';
import type { BillwerkWebhooks } from './webhooks.ts';

/**
 * The card stand-in's HTTP side: the private API (HTTP Basic, the private key as user) and the hosted pages, which
 * are public as the real ones are. `origin` is read when a session is opened (the server's port is known by then).
 */
export function billwerkStandInApp(deps: { apiKey: string; state: BillwerkState; webhooks: BillwerkWebhooks; origin: () => string }): Express {
  const { state, webhooks } = deps;
  const { sessions, charges, methods } = state;

  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '16kb' }));
  app.use(express.urlencoded({ extended: false, limit: '4kb' }));

  const apiError = (req: Request, res: Response, status: number, error: string, message?: string) => {
    res.status(status).json({ http_status: status, error, message, path: req.path });
  };

  // The private key as Basic user, compared in constant time; the hosted pages are public, as the real ones are.
  const expectedAuth = Buffer.from(`Basic ${Buffer.from(`${deps.apiKey}:`).toString('base64')}`);
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
    res.json({ id, url: `${deps.origin()}/checkout/${id}` });
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
    if (charge.state === 'settled') webhooks.queue('invoice_settled', { invoice: charge.handle, customer: charge.customer, payment_method: paymentMethod });
    else webhooks.queue('invoice_failed', { invoice: charge.handle, customer: charge.customer, payment_method: paymentMethod, error: charge.error });
    return charge;
  }

  app.post('/v1/charge', (req, res) => {
    const body = parsed(chargeRequest, req, res);
    if (!body) return;
    const drop = state.dropNextChargeAnswer;
    state.dropNextChargeAnswer = null;
    if (drop === 'before') return void req.socket.destroy();
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
    if (!reason && method.expiresAt.getTime() <= state.clock().getTime()) reason = 'CardExpired';
    const charge: BillwerkCharge = {
      handle: body.handle,
      state: reason ? 'failed' : 'settled',
      amount: body.amount,
      currency: body.currency,
      customer: body.customer,
      source: method.id,
      ...(reason ? { error: billwerkErrorCodes[reason] } : {}),
      created: state.clock().toISOString(),
    };
    settleOrFail(charge, method.id);
    if (drop === 'after') return void req.socket.destroy();
    res.json(charge);
  });

  app.get('/v1/charge/:handle', (req, res) => {
    const charge = charges.get(String(req.params.handle));
    if (!charge) return apiError(req, res, 404, 'Invoice not found');
    res.json(charge);
  });

  app.post('/v1/refund', (req, res) => {
    const body = parsed(refundRequest, req, res);
    if (!body) return;
    const known = state.refunds.get(body.key);
    if (known) return known.invoice === body.invoice && known.amount === body.amount ? void res.json(known) : apiError(req, res, 400, 'Duplicate key', 'A refund with this key exists with other values');
    const charge = charges.get(body.invoice);
    if (!charge || charge.state !== 'settled') return apiError(req, res, 400, 'Invoice not settled', 'Only a settled invoice can be refunded');
    const refunded = [...state.refunds.values()].filter((r) => r.invoice === body.invoice).reduce((sum, r) => sum + r.amount, 0);
    if (body.amount > charge.amount - refunded) return apiError(req, res, 400, 'Refund amount too high', `At most ${charge.amount - refunded} can be refunded`);
    const refund = { id: token('rf'), state: 'refunded' as const, invoice: body.invoice, amount: body.amount, currency: charge.currency, created: state.clock().toISOString() };
    state.refunds.set(body.key, refund);
    if (state.dropNextRefundAnswer) {
      state.dropNextRefundAnswer = false;
      return void req.socket.destroy();
    }
    res.json(refund);
  });

  app.get('/v1/payment_method/:id', (req, res) => {
    const method = methods.get(String(req.params.id));
    if (!method) return apiError(req, res, 404, 'Payment method not found');
    const active = method.expiresAt.getTime() > state.clock().getTime();
    res.json({ id: method.id, state: active ? 'active' : 'inactivated', customer: method.customer, created: method.createdAt.toISOString() });
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
      if (session.order) settleOrFail({ ...session.order, state: 'failed', customer: session.customer, source: null, error, created: state.clock().toISOString() });
      return back(session.cancelUrl, { invoice: session.order?.handle, id: session.id, error });
    }
    session.done = true;
    const method = session.saveCard ? state.saveCard(session.customer) : null;
    if (method) webhooks.queue('customer_payment_method_added', { customer: session.customer, payment_method: method.id });
    if (session.order) settleOrFail({ ...session.order, state: 'settled', customer: session.customer, source: method?.id ?? null, created: state.clock().toISOString() }, method?.id);
    back(session.acceptUrl, { invoice: session.order?.handle, id: session.id, payment_method: method?.id });
  });

  return app;
}
