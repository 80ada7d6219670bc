import { ProfileStatus } from '../../platform/auth/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import type { ProfileSubject } from '../profiles/index.ts';
import { cannotWrite, cannotWriteSelf, conversationNotFound } from './errors.ts';

/** A conversation the actor acts in: whether they take part, and in a pair the other profile (null in a group). */
export type ConversationSubject = Readonly<{ participant: boolean; other: ProfileSubject | null }>;

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** Write to a profile: a new conversation, or a message in a pair. */
    'mail.write': ProfileSubject;
    /** Read, reply in, accept, mute, block or delete a conversation for oneself. */
    'mail.open': ConversationSubject;
  }
}

/** An Active member writes to another profile they may see (neither blocked either way nor hidden); never to themselves. */
export const mayWrite = (actor: Actor, profile: ProfileSubject) => actor.status === ProfileStatus.Active && !profile.own && profile.visible;
/** A participant, and in a pair while the other profile is still visible to them (a block hides the conversation). */
export const mayOpen = (_actor: Actor, { participant, other }: ConversationSubject) => participant && (other === null || other.visible);

/** Registered from index.ts (`registerPolicies`). Oneself: 400 naming the field; anyone else not writable: one 403 that never says why. */
export const policies: Policies = {
  'mail.write': { allows: mayWrite, refusal: (_actor, profile) => (profile.own ? cannotWriteSelf() : cannotWrite()) },
  'mail.open': { allows: mayOpen, refusal: () => conversationNotFound() },
};
