import { ProfileStatus } from '../../platform/auth/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { type ProfileSubject, profileSubjectExamples } from '../profiles/index.ts';
import { attachmentNotFound, cannotWrite, cannotWriteSelf, conversationNotFound, refusedBySetting } from './errors.ts';

/** A conversation the actor acts in: whether they take part, and in a pair the other profile (null in a group). */
export type ConversationSubject = Readonly<{ participant: boolean; other: ProfileSubject | null }>;

/**
 * A picture sent in mail: its sender, and whether the conversation shows it to the actor as a participant (they take
 * part, have accepted it, the message is after their delete point, and its sender is Active and not blocked either way).
 */
export type AttachmentSubject = Readonly<{ senderId: number; shownToParticipant: boolean }>;

/**
 * A first contact as the recipient's setting decides it: who they take messages from, and the facts about the
 * sender that setting reads (loaded only when it reads them: false otherwise).
 */
export type FirstContactSubject = Readonly<{ whoMayWrite: string; senderValidated: boolean; senderFavourite: boolean }>;

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** Write to a profile: a new conversation, or a message in a pair. */
    'mail.write': ProfileSubject;
    /** Read, reply in, accept, mute, block or delete a conversation for oneself. */
    'mail.open': ConversationSubject;
    /** See a picture sent in mail (and tap an explicit one to see it). */
    'mail.seeAttachment': AttachmentSubject;
    /** Start a conversation (a first contact lands in the recipient's Requests) under their "who may write to me". */
    'mail.firstContact': FirstContactSubject;
  }
}

/** An Active member writes to another profile they may see (neither blocked either way nor hidden); never to themselves. */
export const mayWrite = (actor: Actor, profile: ProfileSubject) => actor.status === ProfileStatus.Active && !profile.own && profile.visible;
/** A participant, and in a pair while the other profile is still visible to them (a block hides the conversation). */
export const mayOpen = (_actor: Actor, { participant, other }: ConversationSubject) => participant && (other === null || other.visible);

/** Its sender always; a participant while the conversation shows it to them. (Media's shared sight asks it by profile id.) */
export const seesAttachment = (profileId: number | null, a: AttachmentSubject) => a.senderId === profileId || a.shownToParticipant;

/** The recipient's "who may write to me": members only, validated profiles only, their favourites only, or anyone. */
export function mayMakeFirstContact(actor: Actor, { whoMayWrite, senderValidated, senderFavourite }: FirstContactSubject): boolean {
  if (whoMayWrite === 'Members') return actor.member;
  if (whoMayWrite === 'Validated') return senderValidated;
  if (whoMayWrite === 'Favourites') return senderFavourite;
  return true;
}

const profiles = profileSubjectExamples;
const firstContacts = {
  'from anyone': { whoMayWrite: 'All', senderValidated: false, senderFavourite: false },
  'from members': { whoMayWrite: 'Members', senderValidated: false, senderFavourite: false },
  'from validated profiles, not validated': { whoMayWrite: 'Validated', senderValidated: false, senderFavourite: false },
  'from favourites, a favourite': { whoMayWrite: 'Favourites', senderValidated: false, senderFavourite: true },
} satisfies Record<string, FirstContactSubject>;

/** Registered from index.ts (`registerPolicies`). Oneself: 400 naming the field; anyone else not writable: one 403 that never says why. */
export const policies: Policies = {
  'mail.write': { allows: mayWrite, refusal: (_actor, profile) => (profile.own ? cannotWriteSelf() : cannotWrite()), examples: profiles },
  'mail.open': {
    allows: mayOpen,
    refusal: () => conversationNotFound(),
    examples: {
      'a pair I take part in': { participant: true, other: profiles.another },
      'a group I take part in': { participant: true, other: null },
      'a pair with a blocked profile': { participant: true, other: profiles.blocked },
      "others'": { participant: false, other: profiles.another },
    },
  },
  'mail.seeAttachment': {
    allows: (actor, a) => seesAttachment(actor.profileId, a),
    refusal: () => attachmentNotFound(),
    examples: {
      'sent by me': { senderId: 100, shownToParticipant: false },
      'sent to me, shown': { senderId: 200, shownToParticipant: true },
      'not shown to me': { senderId: 200, shownToParticipant: false },
    },
  },
  'mail.firstContact': { allows: mayMakeFirstContact, refusal: (_actor, { whoMayWrite }) => refusedBySetting(whoMayWrite), examples: firstContacts },
};
