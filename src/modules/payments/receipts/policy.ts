import type { Actor } from '../../../platform/auth/actor.ts';
import type { Policies } from '../../../platform/auth/authorize.ts';
import { type ProfileSubject, profileSubjectExamples } from '../../profiles/index.ts';
import { isBuyer, orderExamples, type OrderSubject } from '../orders/policy.ts';
import { giftProfileNotFound, receiptNotFound } from './errors.ts';


declare module '../../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** Read an order's receipt (the page, the dialog, the calls). */
    'payments.receipt': OrderSubject;
    /** Give a profile a membership. */
    'payments.gift': ProfileSubject;
  }
}

/** A logged-on profile gives a membership to another profile it may see (no block either way, not hidden). */
export const mayGift = (actor: Actor, profile: ProfileSubject) => actor.profileId !== null && !profile.own && profile.visible && !profile.blockedEitherWay;

const profiles = profileSubjectExamples;

export const policies: Policies = {
  'payments.receipt': { allows: isBuyer, refusal: () => receiptNotFound(), examples: orderExamples },
  'payments.gift': { allows: mayGift, refusal: () => giftProfileNotFound(), examples: profiles },
};
