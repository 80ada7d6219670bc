import type { Actor } from '../../../platform/auth/actor.ts';
import type { Policies } from '../../../platform/auth/authorize.ts';
import type { ProfileSubject } from '../../profiles/index.ts';
import { giftProfileNotFound, receiptNotFound } from './errors.ts';

/** An order as the subject of reading its receipt: whose it is. */
export type ReceiptSubject = Readonly<{ orderId: number; buyerId: number | null }>;

declare module '../../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** Read an order's receipt (the page, the dialog, the calls). */
    'payments.receipt': ReceiptSubject;
    /** Give a profile a membership. */
    'payments.gift': ProfileSubject;
  }
}

/** Only the buyer reads a receipt; a gift's recipient does not (it shows the price and the buyer's address). */
export const mayReadReceipt = (actor: Actor, order: ReceiptSubject) => actor.profileId !== null && order.buyerId === actor.profileId;
/** A logged-on profile gives a membership to another profile it may see (no block either way, not hidden). */
export const mayGift = (actor: Actor, profile: ProfileSubject) => actor.profileId !== null && !profile.own && profile.visible && !profile.blockedEitherWay;

export const policies: Policies = {
  'payments.receipt': { allows: mayReadReceipt, refusal: () => receiptNotFound() },
  'payments.gift': { allows: mayGift, refusal: () => giftProfileNotFound() },
};
