import { defineStateMachine } from '../../../platform/state-machine.ts';
import type { OrderRow, SubscriptionRow } from './repo.ts';
import type { OrderState, RefundState, SubscriptionState } from './state-names.ts';

export { orderStates, subscriptionStates, activeSubscriptionStates, type OrderState, type SubscriptionState } from './state-names.ts';

/**
 * Spec §4, payment order: None (no order yet) → Unpaid (made, price fixed from our catalogue) → Pending (the
 * member is at the provider) → PaidInFull, or back to Unpaid when the provider refused (the failure reason is
 * kept, the member may try again). Free is a free birthday promotion; PaidDeposit a part payment a provider
 * reports, settled in full later. NeedsReview: the provider took another amount or currency than the order says;
 * nothing is granted and staff see it (`payments:review`).
 */

export const orderMachine = defineStateMachine<OrderState, OrderRow>({
  name: 'payments.order',
  table: 'payment_orders',
  transitions: {
    Unpaid: ['Pending', 'PaidInFull', 'Free', 'NeedsReview'],
    Pending: ['PaidInFull', 'PaidDeposit', 'Unpaid', 'NeedsReview'],
    PaidDeposit: ['PaidInFull'],
    PaidInFull: ['Refunded'],
    Free: [],
    NeedsReview: [],
    Refunded: [],
  },
});

/**
 * Spec §4, subscription: None (the renewing order is not paid yet) → ActiveInitialPurchase (its first period is
 * paid) → Active (a renewal was paid), and from either to one of the three ends: stopped by the member (the paid
 * period runs to its end), a provider that kept failing, or a payment method that kept being refused.
 */
const ends = ['DeactivatedByUser', 'DeactivatedPaymentServiceError', 'DeactivatedByPaymentMethodFailed'] as const;

export const subscriptionMachine = defineStateMachine<SubscriptionState, SubscriptionRow>({
  name: 'payments.subscription',
  table: 'payment_subscriptions',
  transitions: {
    None: ['ActiveInitialPurchase', 'DeactivatedByUser'],
    ActiveInitialPurchase: ['Active', ...ends],
    Active: [...ends],
    DeactivatedByUser: [],
    DeactivatedPaymentServiceError: [],
    DeactivatedByPaymentMethodFailed: [],
  },
});

/** A refund: Requested (its row written, then the provider asked) → Refunded or Failed. */
export const refundMachine = defineStateMachine<RefundState, Record<string, unknown>>({
  name: 'payments.refund',
  table: 'payment_refunds',
  transitions: { Requested: ['Refunded', 'Failed'], Refunded: [], Failed: [] },
});
