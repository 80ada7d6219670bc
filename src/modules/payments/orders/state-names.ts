/**
 * Spec §4's payment order states (None is "no order yet", so never stored), and ours: NeedsReview (the provider took
 * another amount or currency than the order says: nothing granted, staff look) and Refunded (every minor unit paid was given back; a partial refund leaves it PaidInFull).
 */
export const orderStates = ['Unpaid', 'Pending', 'PaidInFull', 'PaidDeposit', 'Free', 'NeedsReview', 'Refunded'] as const;
export type OrderState = (typeof orderStates)[number];

/** Spec §4's subscription states. */
export const subscriptionStates = ['None', 'ActiveInitialPurchase', 'Active', 'DeactivatedByUser', 'DeactivatedPaymentServiceError', 'DeactivatedByPaymentMethodFailed'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];
export const activeSubscriptionStates: readonly SubscriptionState[] = ['ActiveInitialPurchase', 'Active'];

/** A refund: sent to the provider, then confirmed or refused. */
export const refundStates = ['Requested', 'Refunded', 'Failed'] as const;
export type RefundState = (typeof refundStates)[number];
