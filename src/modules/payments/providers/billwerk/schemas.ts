import { z } from 'zod';
import { paymentFailureReasons, type PaymentFailureReason } from '../../failure-reasons.ts';

/**
 * What crosses the wire between us and the card and subscription provider (Billwerk+ Payments, formerly Reepay),
 * as its API names it: snake_case, amounts in integer minor units, currencies as ISO 4217 codes. The stand-in
 * parses its requests with these and our client parses its answers with them, so both sides hold one shape.
 */

/** The failure reasons of the product spec (§4, "Payment failure reason"), as payments names them. */
export { paymentFailureReasons, type PaymentFailureReason };

/** The provider's error code for each of our failure reasons (its "error" field on a failed charge or webhook). */
export const billwerkErrorCodes: Record<PaymentFailureReason, string> = {
  InsufficientFunds: 'insufficient_funds',
  CardBlocked: 'credit_card_lost_or_stolen',
  DeclinedByBank: 'declined_by_acquirer',
  CardExpired: 'credit_card_expired',
  Unknown: 'processing_error',
};

/** Our failure reason for a provider error code; a code we do not know is `Unknown`. */
export function failureReasonOf(errorCode: string | null | undefined): PaymentFailureReason {
  const found = paymentFailureReasons.find((reason) => billwerkErrorCodes[reason] === errorCode);
  return found ?? 'Unknown';
}

const handle = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - (at most 64)');
const amount = z.number().int().positive();
const currency = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code');
const url = z.url();

/** `POST /v1/session/charge`: a hosted page that pays one order (and saves the card when `recurring`). */
export const chargeSessionRequest = z.object({
  order: z.object({ handle, amount, currency, customer_handle: handle }),
  accept_url: url,
  cancel_url: url,
  recurring: z.boolean().optional(),
});
export type ChargeSessionRequest = z.infer<typeof chargeSessionRequest>;

/** `POST /v1/session/recurring`: a hosted page that only saves a payment method for later charges. */
export const recurringSessionRequest = z.object({
  customer: handle,
  accept_url: url,
  cancel_url: url,
});
export type RecurringSessionRequest = z.infer<typeof recurringSessionRequest>;

/** A session's answer: its id and the hosted page to send the browser to. */
export const sessionResponse = z.object({ id: z.string(), url });
export type BillwerkSession = z.infer<typeof sessionResponse>;

/** `POST /v1/charge`: charges a saved payment method (`source`); the handle makes it idempotent. */
export const chargeRequest = z.object({ handle, amount, currency, customer: handle, source: z.string().min(1) });
export type ChargeRequest = z.infer<typeof chargeRequest>;

/** A charge (the provider's invoice) as `POST /v1/charge` and `GET /v1/charge/{handle}` answer it. */
export const chargeResponse = z.object({
  handle: z.string(),
  state: z.enum(['settled', 'failed']),
  amount,
  currency,
  customer: z.string(),
  source: z.string().nullable(),
  /** The provider's error code when failed: `failureReasonOf` reads it as our reason. */
  error: z.string().optional(),
  created: z.string(),
});
export type BillwerkCharge = z.infer<typeof chargeResponse>;

/** `GET /v1/payment_method/{id}`: a saved payment method, whose customer it is, and whether it may be charged. */
export const paymentMethodResponse = z.object({
  id: z.string(),
  state: z.enum(['active', 'inactivated', 'failed', 'pending', 'deleted']),
  customer: z.string(),
  created: z.string(),
});
export type BillwerkPaymentMethod = z.infer<typeof paymentMethodResponse>;

/** `POST /v1/refund`: gives back (part of) a settled charge; `key` makes it idempotent (the same key: the same refund). */
export const refundRequest = z.object({ invoice: handle, amount, key: z.string().min(1).max(64), text: z.string().max(128).optional() });
export type RefundRequest = z.infer<typeof refundRequest>;

/** A refund as `POST /v1/refund` answers it. */
export const refundResponse = z.object({ id: z.string(), state: z.enum(['refunded', 'processing', 'failed']), invoice: z.string(), amount, currency, created: z.string() });
export type BillwerkRefund = z.infer<typeof refundResponse>;

/** The provider's error answer (any non-2xx of its API). */
export const errorResponse = z.object({ http_status: z.number(), error: z.string(), message: z.string().optional(), path: z.string() });
export type BillwerkErrorBody = z.infer<typeof errorResponse>;

/** The webhook event types the stand-in sends (the real provider has more; a type we do not use is ignored). */
export const billwerkEventTypes = ['invoice_settled', 'invoice_failed', 'customer_payment_method_added'] as const;

/**
 * A webhook as posted to us. `signature` is hex(HMAC-SHA256(secret, timestamp + id)): it covers the timestamp and
 * the webhook id only, not the rest of the body, so a handler takes amounts and states from `getCharge`, never
 * from the body.
 */
export const billwerkWebhookEvent = z.object({
  id: z.string().min(1),
  event_id: z.string().min(1),
  event_type: z.string().min(1),
  timestamp: z.iso.datetime(),
  signature: z.string(),
  customer: z.string(),
  invoice: z.string().optional(),
  payment_method: z.string().optional(),
  error: z.string().optional(),
});
export type BillwerkWebhookEvent = z.infer<typeof billwerkWebhookEvent>;
