/**
 * Spec §4's payment order states (None is "no order yet", so never stored), and ours: NeedsReview (the provider took
 * another amount or currency than the order says: nothing granted, staff look).
 */
export const orderStates = ['Unpaid', 'Pending', 'PaidInFull', 'PaidDeposit', 'Free', 'NeedsReview'] as const;
export type OrderState = (typeof orderStates)[number];

/** Spec §4's subscription states. */
export const subscriptionStates = ['None', 'ActiveInitialPurchase', 'Active', 'DeactivatedByUser', 'DeactivatedPaymentServiceError', 'DeactivatedByPaymentMethodFailed'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];
export const activeSubscriptionStates: readonly SubscriptionState[] = ['ActiveInitialPurchase', 'Active'];
