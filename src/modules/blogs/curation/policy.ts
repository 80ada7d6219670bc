import type { Actor } from '../../../platform/auth/actor.ts';
import { moderatesBlogs } from '../entries/index.ts';
import type { Policies } from '../../../platform/auth/authorize.ts';
import { mayReadEntry, type EntrySubject } from '../visibility.ts';
import { draftNotCurated, entryNotFound, notACurator } from './errors.ts';

declare module '../../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** SetCurated and the entry page's curate form: the entry as visibility.ts loads it. */
    'blogs.curate': EntrySubject;
  }
}

/** Curators (spec §6): staff from ChatModerator (35) up, acting as themselves (never staff impersonating a member). */
export const isCurator = (actor: Actor): boolean => actor.profileId !== null && moderatesBlogs(actor) && actor.impersonatedBy === null;

/** A curator curates a published entry they may read. */
export const mayCurate = (actor: Actor, entry: EntrySubject): boolean => isCurator(actor) && mayReadEntry(actor, entry) && entry.published;

/** Registered from index.ts. An entry the actor may not read is a 404 to everyone, curator or not. */
export const policies: Policies = {
  'blogs.curate': {
    allows: mayCurate,
    refusal: (actor, entry) => (!mayReadEntry(actor, entry) ? entryNotFound() : !isCurator(actor) ? notACurator() : draftNotCurated()),
  },
};
