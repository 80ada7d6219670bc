import type { Actor } from '../../../platform/auth/actor.ts';
import type { Policies } from '../../../platform/auth/authorize.ts';
import { orderNotFound, subscriptionNotFound } from './errors.ts';

/** An order as the subject of an action on it: whose it is. */
export type OrderSubject = Readonly<{ orderId: number; buyerId: number | null }>;
/** A subscription as the subject of an action on it: whose it is. */
export type SubscriptionSubject = Readonly<{ subscriptionId: number; ownerId: number | null }>;

declare module '../../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** Follow, retry or pay an order (the return page, "try again", the bank transfer page). */
    'payments.order': OrderSubject;
    /** Stop a subscription, change its card, retry its renewal. */
    'payments.subscription': SubscriptionSubject;
  }
}

/** Only the buyer acts on an order or reads its receipt (a gift's recipient does not: it shows the price and the buyer's address). */
export const isBuyer = (actor: Actor, order: OrderSubject) => actor.profileId !== null && order.buyerId === actor.profileId;
export const isSubscriber = (actor: Actor, subscription: SubscriptionSubject) => actor.profileId !== null && subscription.ownerId === actor.profileId;

// Someone else's order or subscription answers as one that does not exist: never says whose it is.
export const orderExamples = {
  mine: { orderId: 1, buyerId: 100 },
  "another's": { orderId: 2, buyerId: 200 },
  "a deleted buyer's": { orderId: 3, buyerId: null },
} satisfies Record<string, OrderSubject>;

export const policies: Policies = {
  'payments.order': { allows: isBuyer, refusal: () => orderNotFound(), examples: orderExamples },
  'payments.subscription': {
    allows: isSubscriber,
    refusal: () => subscriptionNotFound(),
    examples: { mine: { subscriptionId: 1, ownerId: 100 }, "another's": { subscriptionId: 2, ownerId: 200 }, "a deleted owner's": { subscriptionId: 3, ownerId: null } },
  },
};
