import type { Actor } from '../../../platform/auth/actor.ts';
import { may, type Policies } from '../../../platform/auth/authorize.ts';
import { lodgeNotFound } from '../errors.ts';
import type { LodgeSubject } from '../policy.ts';

/** One lodge conversation as its rule reads it: the lodge, and whether the actor is the member who started it. */
export type LodgeConversationSubject = LodgeSubject & Readonly<{ ownConversation: boolean }>;

declare module '../../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** The Mail tab: a member writes to the admins; the admins (and staff) read every conversation. */
    'lodges.mail': LodgeSubject;
    /** Open and answer one conversation: the member who started it while they belong, or the lodge's admins. */
    'lodges.mailConversation': LodgeConversationSubject;
  }
}

const manages = (actor: Actor, lodge: LodgeSubject) => may(actor, 'lodges.manage', lodge);
const participates = (actor: Actor, lodge: LodgeSubject) => may(actor, 'lodges.participate', lodge);

export const mayUseMail = (actor: Actor, lodge: LodgeSubject): boolean => participates(actor, lodge) || manages(actor, lodge);
export const mayOpenConversation = (actor: Actor, c: LodgeConversationSubject): boolean => (c.ownConversation && participates(actor, c)) || manages(actor, c);

const base: LodgeSubject = { lodgeId: 1, dark: false, access: 'AccessForAll', memberVisibility: 'All', role: null, hasOwner: true };

export const policies: Policies = {
  'lodges.mail': {
    allows: mayUseMail,
    refusal: () => lodgeNotFound(),
    examples: { stranger: base, member: { ...base, role: 'Member' }, coOwner: { ...base, role: 'CoOwner' }, blocked: { ...base, role: 'Blacklisted' } },
  },
  'lodges.mailConversation': {
    allows: mayOpenConversation,
    refusal: () => lodgeNotFound(),
    examples: {
      ownAsMember: { ...base, role: 'Member', ownConversation: true },
      ownAfterLeaving: { ...base, role: null, ownConversation: true },
      anothersAsMember: { ...base, role: 'Member', ownConversation: false },
      anothersAsOwner: { ...base, role: 'Owner', ownConversation: false },
      anothersAsAssistant: { ...base, role: 'Assistant', ownConversation: false },
    },
  },
};
