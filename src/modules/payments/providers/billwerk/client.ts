import type { z } from 'zod';
import { defaultToleranceSeconds, hmacSha256Matches, withinTolerance, type VerifiedDelivery } from '../../../../platform/webhooks/index.ts';
import {
  billwerkWebhookEvent,
  chargeResponse,
  errorResponse,
  paymentMethodResponse,
  refundResponse,
  sessionResponse,
  type BillwerkCharge,
  type BillwerkPaymentMethod,
  type BillwerkRefund,
  type BillwerkSession,
  type RefundRequest,
  type BillwerkWebhookEvent,
  type ChargeRequest,
  type ChargeSessionRequest,
  type RecurringSessionRequest,
} from './schemas.ts';

/** A non-2xx answer of the provider's API (or an answer not in its shape): the status and its error text. */
export class BillwerkApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'BillwerkApiError';
  }
}

export type BillwerkClientOptions = {
  /** The API's origin: the stand-in's, or the real provider's (https://api.reepay.com). */
  origin: string;
  /**
   * The Checkout API's origin, where hosted-page sessions are made: the real provider keeps it apart
   * (https://checkout-api.reepay.com); `origin` when not given (the stand-in serves both).
   */
  checkoutOrigin?: string;
  /** The private API key, sent as the HTTP Basic user. */
  apiKey: string;
  /** A provider that does not answer within this never holds a request longer; 10 s when not given. */
  timeoutMs?: number;
};

export type BillwerkClient = {
  /** A hosted page that pays the order (and saves the card when `recurring`): send the browser to its url. */
  createChargeSession(input: ChargeSessionRequest): Promise<BillwerkSession>;
  /** A hosted page that saves a payment method for later charges. */
  createRecurringSession(input: RecurringSessionRequest): Promise<BillwerkSession>;
  /**
   * Charges a saved payment method now. The handle is the idempotency key: the same handle answers the same charge,
   * never a second one, so a retried job may call it again. A refused card is a `failed` charge, not a throw.
   */
  chargeSavedMethod(input: ChargeRequest): Promise<BillwerkCharge>;
  /** The charge with this handle, or null when the provider has none. */
  getCharge(handle: string): Promise<BillwerkCharge | null>;
  /** The saved payment method with this id (whose customer it is, its state), or null when the provider has none. */
  getPaymentMethod(id: string): Promise<BillwerkPaymentMethod | null>;
  /** Gives back `amount` of a settled charge; the same `key` answers the same refund, never a second one. */
  refund(input: RefundRequest): Promise<BillwerkRefund>;
};

/** Our side of the card provider's private API. */
export function createBillwerkClient(options: BillwerkClientOptions): BillwerkClient {
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown, origin = options.origin): Promise<T> {
    const res = await fetch(new URL(path, origin), {
      method,
      headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const err = errorResponse.safeParse(json);
      throw new BillwerkApiError(res.status, err.success ? err.data.error : 'Unexpected answer', `Billwerk ${method} ${path}: ${res.status} ${err.success ? (err.data.message ?? err.data.error) : ''}`.trim());
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new BillwerkApiError(res.status, 'Unexpected answer', `Billwerk ${method} ${path}: answer not in the expected shape`);
    return parsed.data;
  }

  const orNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (err) {
      if (err instanceof BillwerkApiError && err.status === 404) return null;
      throw err;
    }
  };

  return {
    createChargeSession: (input) => call('POST', '/v1/session/charge', sessionResponse, input, options.checkoutOrigin),
    createRecurringSession: (input) => call('POST', '/v1/session/recurring', sessionResponse, input, options.checkoutOrigin),
    chargeSavedMethod: (input) => call('POST', '/v1/charge', chargeResponse, input),
    getCharge: (handle) => orNull(() => call('GET', `/v1/charge/${encodeURIComponent(handle)}`, chargeResponse)),
    refund: (input) => call('POST', '/v1/refund', refundResponse, input),
    getPaymentMethod: (id) => orNull(() => call('GET', `/v1/payment_method/${encodeURIComponent(id)}`, paymentMethodResponse)),
  };
}

export type BillwerkWebhookVerdict =
  | { ok: true; event: BillwerkWebhookEvent; signedAt: Date }
  /** `malformed`: not JSON or not a webhook's shape; `signature`: not signed with our secret; `stale`: signed too long ago (or ahead). */
  | { ok: false; reason: 'malformed' | 'signature' | 'stale' };

/**
 * Checks a webhook as it came (raw body, or its text): the signature hex(HMAC-SHA256(secret, timestamp + id)) in
 * constant time, then that its timestamp lies within the tolerance of `now` (5 minutes either way). The signature
 * covers the timestamp and id only, so the handler reads the charge's state with `getCharge`, not from the body.
 */
export function verifyBillwerkWebhook(
  body: Buffer | string,
  secret: string,
  opts: { now?: Date; toleranceSeconds?: number } = {},
): BillwerkWebhookVerdict {
  let json: unknown;
  try {
    json = JSON.parse(typeof body === 'string' ? body : body.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = billwerkWebhookEvent.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const event = parsed.data;
  if (!hmacSha256Matches(secret, event.timestamp + event.id, event.signature)) return { ok: false, reason: 'signature' };
  const signedAt = new Date(event.timestamp);
  if (!withinTolerance(signedAt, opts.now ?? new Date(), opts.toleranceSeconds ?? defaultToleranceSeconds)) return { ok: false, reason: 'stale' };
  return { ok: true, event, signedAt };
}

/**
 * `verifyBillwerkWebhook` in the shape a `defineWebhook({ verify })` returns: null refuses the delivery (401). The
 * inbox's key is the event's `event_id` (the happening), not the webhook's `id`, so one event reported twice is
 * handled once.
 */
export function billwerkDelivery(rawBody: Buffer, secret: string, opts: { now?: Date; toleranceSeconds?: number } = {}): VerifiedDelivery | null {
  const verdict = verifyBillwerkWebhook(rawBody, secret, opts);
  if (!verdict.ok) return null;
  return { eventId: verdict.event.event_id, type: verdict.event.event_type, signedAt: verdict.signedAt, payload: verdict.event };
}
