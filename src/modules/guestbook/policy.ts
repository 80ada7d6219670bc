import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { type ProfileSubject, profileSubjectExamples } from '../profiles/index.ts';
import { blockedWriter, cannotDeleteEntry, cannotWriteOwn, darkSiteOnly } from './errors.ts';

/** An entry as the subject of its deletion: whose guestbook it is on and who wrote it. */
export type EntrySubject = Readonly<{ profileId: number; writerId: number }>;

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** The Guestbook tab (spec §2): there on the dark site; on the regular site its address shows About. */
    'guestbook.tab': null;
    /** A profile's entries. */
    'guestbook.read': ProfileSubject;
    'guestbook.write': ProfileSubject;
    'guestbook.delete': EntrySubject;
  }
}

/** Guestbooks are a dark-site feature. */
export const onDarkSite = (actor: Actor) => actor.site.dark;
/** A profile's guestbook, on the dark site, of a profile the actor may see. */
export const mayRead = (actor: Actor, profile: ProfileSubject) => onDarkSite(actor) && profile.visible;
/** Write on another profile's guestbook the actor may see, never one's own, never while blocked either way. */
export const mayWrite = (actor: Actor, profile: ProfileSubject) => onDarkSite(actor) && !profile.own && profile.visible && !profile.blockedEitherWay;
/** The guestbook's owner deletes any entry, a writer their own. */
export const mayDelete = (actor: Actor, entry: EntrySubject) => actor.profileId !== null && (actor.profileId === entry.profileId || actor.profileId === entry.writerId);

const me = 100;
const profiles = profileSubjectExamples;

/** Registered from index.ts (`registerPolicies`). A block or a hidden profile: the profiles 404 (never says why). */
export const policies: Policies = {
  'guestbook.tab': { allows: onDarkSite, refusal: () => darkSiteOnly(), examples: { 'the tab': null } },
  'guestbook.read': { allows: mayRead, refusal: (actor) => (onDarkSite(actor) ? blockedWriter() : darkSiteOnly()), examples: profiles },
  'guestbook.write': {
    allows: mayWrite,
    refusal: (actor, profile) => (!onDarkSite(actor) ? darkSiteOnly() : profile.own ? cannotWriteOwn() : blockedWriter()),
    examples: profiles,
  },
  'guestbook.delete': {
    allows: mayDelete,
    refusal: () => cannotDeleteEntry(),
    examples: {
      'on own guestbook': { profileId: me, writerId: 300 },
      'written by me': { profileId: 300, writerId: me },
      "another's": { profileId: 300, writerId: 301 },
    },
  },
};
