import { z } from 'zod';

/**
 * What crosses the wire to and from the mobile wallet, modelled on the Vipps MobilePay Recurring API v3, its
 * access-token endpoint and the Webhooks API v1. Both the stand-in and our client parse with these, so the two
 * cannot drift apart. Amounts are integer minor units (øre, öre); dates on charges are calendar days (YYYY-MM-DD).
 */

/** Product spec §4: why a payment failed. The stand-in reports these as a charge's `failureReason`. */
import { paymentFailureReasons } from '../../failure-reasons.ts';

export const vippsFailureReasonSchema = z.enum(paymentFailureReasons);
export type VippsFailureReason = z.infer<typeof vippsFailureReasonSchema>;

export const vippsAgreementStatuses = ['PENDING', 'ACTIVE', 'STOPPED', 'EXPIRED'] as const;
export type VippsAgreementStatus = (typeof vippsAgreementStatuses)[number];
export const vippsChargeStatuses = ['PENDING', 'DUE', 'CHARGED', 'FAILED', 'CANCELLED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export type VippsChargeStatus = (typeof vippsChargeStatuses)[number];

const calendarDay = z.string().regex(/^20\d\d-\d\d-\d\d$/, 'a date as YYYY-MM-DD');
const minorUnits = z.number().int().positive();

/** `POST /accesstoken/get`: the real API sends the lifetime as a string of seconds. */
export const vippsAccessTokenSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});
export type VippsAccessToken = z.infer<typeof vippsAccessTokenSchema>;

/** The first payment, taken when the person approves the agreement in the app. */
export const vippsInitialChargeSchema = z.object({
  amount: minorUnits,
  description: z.string().min(1).max(45),
  transactionType: z.literal('DIRECT_CAPTURE'),
  orderId: z.string().min(1).max(50).optional(),
});

/** `POST /recurring/v3/agreements` body. */
export const vippsAgreementDraftSchema = z.object({
  pricing: z.object({ type: z.literal('LEGACY'), amount: minorUnits, currency: z.enum(['NOK', 'DKK', 'EUR', 'SEK']) }),
  interval: z.object({ unit: z.enum(['MONTH', 'WEEK', 'DAY', 'YEAR']), count: z.number().int().min(1).max(31) }),
  productName: z.string().min(1).max(45),
  productDescription: z.string().max(100).optional(),
  merchantRedirectUrl: z.url(),
  merchantAgreementUrl: z.url(),
  initialCharge: vippsInitialChargeSchema.optional(),
  phoneNumber: z.string().optional(),
});
export type VippsAgreementDraft = z.infer<typeof vippsAgreementDraftSchema>;

export const vippsAgreementCreatedSchema = z.object({ agreementId: z.string(), vippsConfirmationUrl: z.url(), uuid: z.string() });
export type VippsAgreementCreated = z.infer<typeof vippsAgreementCreatedSchema>;

/** `GET /recurring/v3/agreements/{id}`. */
export const vippsAgreementSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  status: z.enum(vippsAgreementStatuses),
  productName: z.string(),
  pricing: vippsAgreementDraftSchema.shape.pricing,
  interval: vippsAgreementDraftSchema.shape.interval,
  merchantRedirectUrl: z.string(),
  merchantAgreementUrl: z.string(),
  created: z.string(),
  start: z.string().nullable(),
  stop: z.string().nullable(),
});
export type VippsAgreement = z.infer<typeof vippsAgreementSchema>;

/** `PATCH /recurring/v3/agreements/{id}`: the merchant may only stop an agreement. */
export const vippsAgreementPatchSchema = z.object({ status: z.literal('STOPPED') });

/** `POST /recurring/v3/agreements/{id}/charges` body (the Idempotency-Key travels as a header). */
export const vippsChargeDraftSchema = z.object({
  amount: minorUnits,
  description: z.string().min(1).max(45),
  due: calendarDay,
  retryDays: z.number().int().min(0).max(14),
  transactionType: z.literal('DIRECT_CAPTURE'),
  type: z.literal('RECURRING').default('RECURRING'),
  orderId: z.string().min(1).max(50).optional(),
});
export type VippsChargeDraft = z.input<typeof vippsChargeDraftSchema>;

export const vippsChargeCreatedSchema = z.object({ chargeId: z.string() });

/** `GET /recurring/v3/agreements/{id}/charges/{chargeId}`. */
export const vippsChargeSchema = z.object({
  id: z.string(),
  agreementId: z.string(),
  amount: z.number().int(),
  description: z.string(),
  due: calendarDay,
  retryDays: z.number().int(),
  status: z.enum(vippsChargeStatuses),
  type: z.enum(['INITIAL', 'RECURRING']),
  transactionType: z.literal('DIRECT_CAPTURE'),
  orderId: z.string().nullable(),
  failureReason: vippsFailureReasonSchema.nullable(),
  failureDescription: z.string().nullable(),
  /** How much of it was given back (absent on a charge never refunded). */
  refunded: z.number().int().optional(),
});
export type VippsCharge = z.infer<typeof vippsChargeSchema>;

/** `POST /recurring/v3/agreements/{id}/charges/{chargeId}/refund` body (the Idempotency-Key travels as a header). */
export const vippsRefundSchema = z.object({ amount: minorUnits, description: z.string().min(1).max(100) });
export type VippsRefund = z.infer<typeof vippsRefundSchema>;

/** An RFC 7807 problem, as the Recurring API answers every error. `type` ends in `#<identifier>`. */
export const vippsProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
});
export type VippsProblem = z.infer<typeof vippsProblemSchema>;
export const vippsProblemTypeBase = 'https://developer.vippsmobilepay.com/docs/APIs/recurring-api/recurring-api-problems#';

export const vippsAgreementEventTypes = [
  'recurring.agreement-activated.v1',
  'recurring.agreement-rejected.v1',
  'recurring.agreement-stopped.v1',
  'recurring.agreement-expired.v1',
] as const;
export const vippsChargeEventTypes = ['recurring.charge-captured.v1', 'recurring.charge-failed.v1', 'recurring.charge-canceled.v1'] as const;

/** A webhook's body: agreement events carry the agreement, charge events the charge as well. */
export const vippsWebhookEventSchema = z.discriminatedUnion('eventType', [
  z.object({
    eventType: z.enum(vippsAgreementEventTypes),
    agreementId: z.string(),
    agreementUuid: z.string(),
    occurred: z.string(),
    msn: z.string(),
  }),
  z.object({
    eventType: z.enum(vippsChargeEventTypes),
    agreementId: z.string(),
    chargeId: z.string(),
    chargeType: z.enum(['INITIAL', 'RECURRING']),
    amount: z.number().int(),
    currency: z.string(),
    occurred: z.string(),
    msn: z.string(),
    failureReason: vippsFailureReasonSchema.nullable(),
  }),
]);
export type VippsWebhookEvent = z.infer<typeof vippsWebhookEventSchema>;
