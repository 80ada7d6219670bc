import type { Actor } from '../../../platform/auth/actor.ts';
import type { Policies } from '../../../platform/auth/authorize.ts';
import { profileSubjectExamples, type ProfileSubject } from '../../profiles/index.ts';
import { authorNotFound, entryNotFound, ownEntry, ownProfile } from './errors.ts';

declare module '../../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** Follow or hide an entry (and undo it). */
    'blogs.lists.entry': ListEntrySubject;
    /** Follow or hide an author (and undo it). */
    'blogs.lists.author': ProfileSubject;
  }
}

/** `readable`: the one rule (visibility.ts) said yes, or, to undo a hide, the viewer hid it. */
export type ListEntrySubject = Readonly<{ entryId: number; readable: boolean; own: boolean }>;

export const mayListEntry = (_actor: Actor, entry: ListEntrySubject) => entry.readable && !entry.own;
export const mayListAuthor = (_actor: Actor, profile: ProfileSubject) => !profile.own && profile.visible && !profile.blockedEitherWay;

export const policies: Policies = {
  'blogs.lists.entry': {
    allows: mayListEntry,
    refusal: (_a, entry) => (entry.readable && entry.own ? ownEntry() : entryNotFound()),
    examples: { "another's, readable": { entryId: 1, readable: true, own: false }, mine: { entryId: 2, readable: true, own: true }, unreadable: { entryId: 3, readable: false, own: false } },
  },
  'blogs.lists.author': {
    allows: mayListAuthor,
    refusal: (_a, profile) => (profile.own ? ownProfile() : authorNotFound()),
    examples: profileSubjectExamples,
  },
};
