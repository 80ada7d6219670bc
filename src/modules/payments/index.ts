import './rate-limits.ts';
import { registerDrawerLinks, loggedOn } from '../../platform/drawer.ts';
import { joinAreas } from './area.ts';
import { ordersArea } from './orders/index.ts';
import { membershipArea } from './membership/index.ts';
import { promotionsArea } from './promotions/index.ts';
import { receiptsArea } from './receipts/index.ts';

/**
 * Memberships and promotions that members buy (issue 21): the catalogue, payment orders and subscriptions with
 * their state machines, the providers' calls and webhooks, the membership and promotion pages, receipts and gifts.
 */
export const paymentsModule = joinAreas('payments', [ordersArea, membershipArea, promotionsArea, receiptsArea]);

// Orders: what other modules may read or react to.
export { orderPaid, orderRefunded, renewalFailed, subscriptionEnded } from './orders/events.ts';
/** The two state machines (spec §4), for staff tools and the tests that walk every transition. */
export { orderMachine, subscriptionMachine, orderStates, subscriptionStates, type OrderState, type SubscriptionState } from './orders/states.ts';
export { markBankTransferPaid } from './orders/service/bank-transfer.ts';
/** Staff: the orders a provider paid with another amount or currency (admin CLI `payments:review`). */
export { describeOrdersToReview, describeRefund } from './orders/admin.ts';
/** Staff: full and partial refunds through the provider, each a credit note on the receipt. */
export { refundOrder, type RefundRequest, type RefundOutcome } from './orders/service/refund.ts';
export { findOrder, type Order } from './orders/repo.ts';
export { ProductId, productIds } from './catalogue/repo.ts';
/** VAT by the buyer's country (EU OSS standard rates, Norway's and the UK's own) and the VAT inside a price. */
export { vatRateFor, vatIncluded, euStandardVatBasisPoints } from './catalogue/vat.ts';

// Card and subscription provider (Billwerk+ Payments): our client, its webhook check, its wire shapes and the
// local stand-in's types (its code: `loadPaymentStandIns`).
export { createBillwerkClient, verifyBillwerkWebhook, billwerkDelivery, BillwerkApiError, type BillwerkClient, type BillwerkClientOptions, type BillwerkWebhookVerdict } from './providers/billwerk/client.ts';
export type { BillwerkStandIn, BillwerkStandInControl, BillwerkDeliveryMode, BillwerkDeliveryAttempt } from './providers/stand-ins/index.ts';
export { paymentFailureReasons, type PaymentFailureReason } from './failure-reasons.ts';
export { failureReasonOf, billwerkErrorCodes, type BillwerkCharge, type BillwerkSession, type BillwerkWebhookEvent } from './providers/billwerk/schemas.ts';

// Mobile wallet with recurring agreements (Vipps MobilePay Recurring API v3): our client, its webhook check, its
// wire shapes and the local stand-in.
export { createVippsClient, verifyVippsWebhook, vippsDelivery, VippsProblemError, type VippsClient, type VippsClientOptions, type VippsChargeRequest, type VippsWebhookRequest } from './providers/vipps/client.ts';
export type { VippsStandIn, VippsStandInControl, VippsStandInOptions, VippsDeliveryMode, VippsSentWebhook } from './providers/stand-ins/index.ts';
/**
 * The stand-ins themselves (start functions, `signVippsWebhook`) are code production never loads: tests and the
 * web process outside production get them through this loader, given settings that ask for a stand-in.
 */
export { loadPaymentStandIns, type PaymentStandIns } from './providers/stand-ins/load.ts';
export { type VippsFailureReason, type VippsAgreement, type VippsAgreementDraft, type VippsCharge, type VippsWebhookEvent } from './providers/vipps/schemas.ts';

// Which providers a process talks to (configuration → clients, and the stand-ins the web process starts), and the slot the orders read.
export { startPaymentProviders, connectPaymentProviders, type RunningPaymentProviders, type StartPaymentProvidersOptions } from './providers/runtime.ts';
export { usePaymentProviders, paymentProviders, type PaymentProviders } from './providers/use.ts';
export { paymentSettingsProblem, type PaymentSettings, type ProviderSetting, type BillwerkAccount, type VippsAccount } from './providers/settings.ts';

// Paid promotions: the profiles with a running promotion of a kind (QuickScor shows its ad's profiles first).
export { promotedProfileIds, type PromotionKind } from './promotions/active.ts';

// The membership part: the admin CLI's catalogue commands (products, prices, sale, special offers).
export { describeProducts, describeSetPrice, describeSetOnSale, describeAddOffer, describeOffers, saleCurrencies } from './membership/admin.ts';

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  promote: { label: 'payments.promotions.title', href: '/Promote', order: 80, icon: 'promote', shownTo: loggedOn },
});
