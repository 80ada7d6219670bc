import type { Actor } from '../../../platform/auth/actor.ts';
import { mayReadEntry, moderatesBlogs } from '../entries/index.ts';
import type { Policies } from '../../../platform/auth/authorize.ts';
import type { EntrySubject } from '../visibility.ts';
import { draftNotCurated, entryNotFound, newsNotFound, notACurator } from './errors.ts';

declare module '../../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** SetCurated and the entry page's curate form: the entry as visibility.ts loads it. */
    'blogs.curate': EntrySubject;
    /** Dismissing the breaking news: the member themselves (staff acting as them leave it for the member). */
    'blogs.dismissNews': null;
  }
}

/** Curators (spec §6): staff from ChatModerator (35) up, acting as themselves (never staff impersonating a member). */
export const isCurator = (actor: Actor): boolean => actor.profileId !== null && moderatesBlogs(actor) && actor.impersonatedBy === null;

/** A curator curates a published entry they may read. */
export const mayCurate = (actor: Actor, entry: EntrySubject): boolean => isCurator(actor) && mayReadEntry(actor, entry) && entry.published;

/** The member's own dismissal, never staff acting as them. */
export const dismissesNews = (actor: Actor): boolean => actor.profileId !== null && actor.impersonatedBy === null;

/** Registered from index.ts. An entry the actor may not read is a 404 to everyone, curator or not. */
export const policies: Policies = {
  'blogs.dismissNews': { allows: dismissesNews, refusal: () => newsNotFound(), examples: { 'the running news': null } },
  'blogs.curate': {
    allows: mayCurate,
    refusal: (actor, entry) => (!mayReadEntry(actor, entry) ? entryNotFound() : !isCurator(actor) ? notACurator() : draftNotCurated()),
    examples: {
      "another's, published": { entryId: 1, ownerId: 200, dark: false, published: true, author: false, ownerVisible: true, hidden: false },
      "another's draft": { entryId: 2, ownerId: 200, dark: false, published: false, author: false, ownerVisible: true, hidden: false },
      "a blocked owner's": { entryId: 3, ownerId: 201, dark: false, published: true, author: false, ownerVisible: false, hidden: false },
      'on the dark site': { entryId: 4, ownerId: 200, dark: true, published: true, author: false, ownerVisible: true, hidden: false },
    },
  },
};
