// The payments module's public face. Not an AppModule yet: the providers' stand-ins and clients come first
// (issue 21), and orders, state machines and membership grants will be added here when they exist.

// Card and subscription provider (Billwerk+ Payments): our client, its webhook check, its wire shapes and the
// local stand-in the tests (and later `npm start`) run in its place.
export { createBillwerkClient, verifyBillwerkWebhook, billwerkDelivery, BillwerkApiError, type BillwerkClient, type BillwerkClientOptions, type BillwerkWebhookVerdict } from './providers/billwerk/client.ts';
export { startBillwerkStandIn, type BillwerkStandIn, type StandInControl as BillwerkStandInControl, type DeliveryMode as BillwerkDeliveryMode, type DeliveryAttempt as BillwerkDeliveryAttempt } from './providers/billwerk/stand-in.ts';
export { paymentFailureReasons, type PaymentFailureReason } from './failure-reasons.ts';
export { failureReasonOf, billwerkErrorCodes, type BillwerkCharge, type BillwerkSession, type BillwerkWebhookEvent } from './providers/billwerk/schemas.ts';

// Mobile wallet with recurring agreements (Vipps MobilePay Recurring API v3): our client, its webhook check, its
// wire shapes and the local stand-in.
export { createVippsClient, verifyVippsWebhook, vippsDelivery, VippsProblemError, type VippsClient, type VippsClientOptions, type VippsChargeRequest, type VippsWebhookRequest } from './providers/vipps/client.ts';
export { startVippsStandIn, signVippsWebhook, type VippsStandIn, type VippsStandInControl, type VippsStandInOptions, type VippsDeliveryMode, type VippsSentWebhook } from './providers/vipps/stand-in.ts';
export { type VippsFailureReason, type VippsAgreement, type VippsAgreementDraft, type VippsCharge, type VippsWebhookEvent } from './providers/vipps/schemas.ts';

// Paid promotions: the profiles with a running promotion of a kind (QuickScor shows its ad's profiles first).
export { promotedProfileIds, type PromotionKind } from './promotions/active.ts';
