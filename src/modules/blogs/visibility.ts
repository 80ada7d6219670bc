import type { Knex } from 'knex';
import type { Actor } from '../../platform/auth/actor.ts';
import { profilesVisibleTo, visibleAmong, type Sight } from '../profiles/index.ts';

/**
 * "May this viewer read this blog entry": the one rule, in SQL before paging (every list, count, search, the
 * sitemap) and as a predicate over a loaded entry (one entry's page, its comments). An entry is read on the site
 * it was written on, once published, while its owner is a profile the viewer may see (profiles' rule: active, not
 * held, no block either way, on the dark site only a profile that may be there), and unless the viewer hid the
 * entry or its owner. Its own authors (the owner, a confirmed co-author) read it in any state.
 */
export type EntrySight = { viewerId: number | null; dark: boolean };

export const sightOf = (actor: Actor): EntrySight => ({ viewerId: actor.profileId, dark: actor.site.dark });

/** The same viewer as profiles' Sight (whose site is required). */
export const profileSightOf = (sight: EntrySight): Sight => ({ profileId: sight.viewerId, site: { dark: sight.dark } });

/** Narrows a query over `blog_entries as <alias>` to the entries the viewer may read in lists (published only). */
export function whereEntryReadable<Q extends Knex.QueryBuilder>(query: Q, db: Knex, sight: EntrySight, alias = 'e'): Q {
  query.where(`${alias}.state`, 'Published').where(`${alias}.dark`, sight.dark);
  query.whereIn(`${alias}.owner_id`, profilesVisibleTo(db, profileSightOf(sight), { self: true }));
  if (sight.viewerId !== null) {
    query.whereNotIn(`${alias}.id`, db('blog_entry_hides').where('profile_id', sight.viewerId).select('entry_id'));
    query.whereNotIn(`${alias}.owner_id`, db('blog_author_hides').where('profile_id', sight.viewerId).select('author_id'));
  }
  return query;
}

/** The ids of the entries the viewer may read, as a subquery: `whereIn('entry_id', readableEntryIds(db, sight))`. */
export const readableEntryIds = (db: Knex, sight: EntrySight): Knex.QueryBuilder =>
  whereEntryReadable(db('blog_entries as e').select('e.id'), db, sight);

/** The facts about one loaded entry the rule reads (blogs' `loadEntrySubject` fills them; entries/policy.ts's `mayReadEntry` decides on them). */
export type EntrySubject = Readonly<{
  entryId: number;
  ownerId: number;
  dark: boolean;
  published: boolean;
  /** The actor is the owner or a confirmed co-author. */
  author: boolean;
  /** The owner is a profile the actor may see (profiles' rule), and the actor hid neither the entry nor its owner. */
  ownerVisible: boolean;
  hidden: boolean;
}>;

/**
 * The co-authors a viewer sees named beside the owner (whom a readable entry always shows): only profiles the
 * viewer may see (profiles' rule: never one blocked either way, on the dark site only one that may be there).
 */
export const namedCoAuthors = (db: Knex, sight: EntrySight, coAuthorIds: readonly number[]): Promise<Set<number>> =>
  visibleAmong(db, coAuthorIds, profileSightOf(sight));
