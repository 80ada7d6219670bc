/** Spec §4's payment order states (None is "no order yet", so never stored). */
export const orderStates = ['Unpaid', 'Pending', 'PaidInFull', 'PaidDeposit', 'Free'] as const;
export type OrderState = (typeof orderStates)[number];

/** Spec §4's subscription states. */
export const subscriptionStates = ['None', 'ActiveInitialPurchase', 'Active', 'DeactivatedByUser', 'DeactivatedPaymentServiceError', 'DeactivatedByPaymentMethodFailed'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];
export const activeSubscriptionStates: readonly SubscriptionState[] = ['ActiveInitialPurchase', 'Active'];
