import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { matchFilters, presentCards, profilesVisibleTo, searchFilters } from '../profiles/index.ts';
import { whereHasProfilePicture, whereValidated, type PictureView } from '../media/index.ts';
import { favouriteIdsOf, favouritedBy } from '../lists/index.ts';
import { findPostalCode } from '../common/index.ts';
import { promotedProfileIds } from '../payments/index.ts';
import { noOwnArea, savedSearchNotFound, unknownPostalCode } from './errors.ts';
import { onlineNowIds, whereOnline } from './online.ts';
import { orderByTopScore } from './top.ts';
import * as repo from './repo.ts';
import { pageSize, type SearchOptions } from './schemas.ts';

export type SearchKind = 'Top' | 'Newest' | 'Online' | 'MatchWord' | 'MatchProfiles' | 'Advanced';
/** `promoted`: a running search promotion (payments) put it first; its card says so. */
export type ResultCard = { id: number; name: string; kind: string; ages: number[]; place: string; online: boolean; picture: PictureView | null; promoted: boolean };
export type ResultPage = { items: ResultCard[]; hasMore: boolean };

/**
 * One page of a search. Every privacy rule is in the SQL (so a page is full and a count is true): only profiles
 * others may see (Active, not held for validation), never one blocked either way, never the searcher, and a filter
 * on a private field matches only where the searcher may see it. Newest first; Online by the latest heartbeat;
 * Top by its score (top.ts). Profiles with a running search promotion on this site come first (but in Top, a
 * ranking), labelled. `size`: a page's length (30, or a start-page section's few).
 */
export async function search(db: Knex, actor: ProfileActor, kind: SearchKind, options: SearchOptions, page: number, size = pageSize, after?: number): Promise<ResultPage> {
  const { site } = actor;
  const viewer = await viewerOf(db, actor, kind);
  const { query } = await searchQuery(db, viewer, site, kind, options, page, size, after, true);
  const rows = (await query) as { id: number | string; promoted?: boolean }[];
  const shown = rows.slice(0, size);
  const promoted = new Set(shown.filter((r) => r.promoted).map((r) => Number(r.id)));
  const cards = await cardsOf(db, shown.map((r) => Number(r.id)), actor);
  return { items: cards.map((c) => ({ ...c, promoted: promoted.has(c.id) })), hasMore: rows.length > size };
}

/** The kinds whose filters read a private field (age, place, answers), so who has the searcher among favourites. */
const readsPrivateFields = (kind: SearchKind) => kind === 'Advanced' || kind === 'MatchProfiles';

/** The searcher as the filters see them; the favourites that admit them are read only for a kind that filters on private fields. */
const viewerOf = async (db: Knex, actor: ProfileActor, kind: SearchKind): Promise<searchFilters.SearchViewer> => ({
  id: actor.profileId,
  member: actor.member,
  favouriteOf: readsPrivateFields(kind) ? await favouritedBy(db, actor) : [],
});

/**
 * A search's first `size` results as a subquery (one column `id`), for a statement narrowed to them (the start page's
 * SearchMedia); wrapped, as an awaited builder would run.
 */
export async function firstResultIdsQuery(db: Knex, actor: ProfileActor, kind: SearchKind, options: SearchOptions, size: number): Promise<{ query: Knex.QueryBuilder }> {
  const { query } = await searchQuery(db, await viewerOf(db, actor, kind), actor.site, kind, options, 1, size);
  return { query: query.clearSelect().select('profiles.id').limit(size) };
}

/**
 * A search's first page of `size` as `search` shows it (promoted profiles first) as a subquery (column `id`, with
 * `promoted`), for a statement that reads their cards too (the start page's PossibleMatches).
 */
export async function firstPageIdsQuery(db: Knex, actor: ProfileActor, kind: SearchKind, options: SearchOptions, size: number): Promise<{ query: Knex.QueryBuilder }> {
  const { query } = await searchQuery(db, await viewerOf(db, actor, kind), actor.site, kind, options, 1, size, undefined, true);
  return { query: query.limit(size) };
}

/** The kinds listed newest first, whose next page can start after the previous page's last profile. */
export const pagesByKey = (kind: SearchKind) => kind !== 'Top' && kind !== 'Online';

/** The ids of one page of a search, plus one more to tell whether a next page exists (the bench EXPLAINs it). */
/**
 * `after` (kinds listed newest first): the page starts after that profile, a probe of the newest-first index at any
 * depth, where an offset walks and filters every profile before it (page 50 of "women 25–35 within 50 km": 0.9 s at
 * a million profiles, against 26 ms for page 1). Without it, the page's offset.
 * `site`: whose profiles are seen (on the dark site only those who may be there). `promote`: profiles with a
 * running search promotion on the site first (payments' promotedProfileIds), then the kind's own order; Top keeps
 * its ranking. A page by key then starts after the last profile in that order.
 */
export async function searchQuery(db: Knex, viewer: searchFilters.SearchViewer, site: { dark: boolean }, kind: SearchKind, options: SearchOptions, page: number, size = pageSize, after?: number, promote = false): Promise<{ query: Knex.QueryBuilder }> {
  // Wrapped: an awaited query builder would run.
  const q = profilesVisibleTo(db, { profileId: viewer.id, site }).whereNot('profiles.id', viewer.id);
  const promoted = promote && kind !== 'Top' ? promotedProfileIds(db, 'searchPromotion', site) : null;
  // Online lists at most the online ids (onlineSearchCap): promoted first is its first sort key, before the heartbeat order.
  if (promoted && kind === 'Online') q.select(db.raw('profiles.id in (?) as promoted', [promoted])).orderByRaw('profiles.id in (?) desc', [promoted]);
  if (kind === 'Online' || options.onlineNow) whereOnline(q, db, await onlineNowIds(db), kind === 'Online');
  if (kind === 'Advanced') await applyOptions(q, db, viewer, options);
  if (kind === 'MatchWord') searchFilters.whereAnyWordMatches(q, db, await repo.findMatchWords(db, viewer.id));
  if (kind === 'MatchProfiles') matchFilters.whereMatchesBothWays(q, db, await matchFilters.matchSelfOf(db, viewer.id), viewer, favouriteIdsOf(db, viewer.id));
  if (kind === 'Top') orderByTopScore(q);
  else q.orderBy([{ column: 'profiles.created_at', order: 'desc' }, { column: 'profiles.id', order: 'desc' }]);
  if (promoted && pagesByKey(kind)) return { query: promotedFirst(db, q, promoted, page, size, after) };
  if (after !== undefined && pagesByKey(kind)) {
    return { query: q.whereRaw('(profiles.created_at, profiles.id) < (select p.created_at, p.id from profiles p where p.id = ?)', [after]).limit(size + 1) };
  }
  return { query: q.offset((page - 1) * size).limit(size + 1) };
}

/**
 * A newest-first search with the promoted profiles first, in one SQL that keeps the newest-first index probe: the
 * promoted few and the others are each the first rows of their own newest-first walk (two limited branches of a
 * union), merged promoted first. `after`: the page starts after that profile in this order: after a promoted one,
 * the promoted older than it and then all the others; after another, the others older than it.
 */
function promotedFirst(db: Knex, q: Knex.QueryBuilder, promoted: Knex.QueryBuilder, page: number, size: number, after?: number): Knex.QueryBuilder {
  const olderThanAfter = '(profiles.created_at, profiles.id) < (select p.created_at, p.id from profiles p where p.id = ?)';
  const branch = (first: boolean) => {
    const b = q.clone().select(db.raw(first ? 'true as promoted' : 'false as promoted'), 'profiles.created_at as listed_at').limit(after === undefined ? page * size + 1 : size + 1);
    if (first) b.whereIn('profiles.id', promoted);
    else b.whereNotIn('profiles.id', promoted);
    if (after === undefined) return b;
    if (first) return b.whereRaw('? in (?)', [after, promoted]).whereRaw(olderThanAfter, [after]);
    return b.where((w) => w.whereRaw('? in (?)', [after, promoted]).orWhereRaw(olderThanAfter, [after]));
  };
  return db
    .select('r.id', 'r.promoted')
    .from(db.raw('(? union all ?) as r', [branch(true), branch(false)]))
    .orderBy([{ column: 'r.promoted', order: 'desc' }, { column: 'r.listed_at', order: 'desc' }, { column: 'r.id', order: 'desc' }])
    .offset(after === undefined ? (page - 1) * size : 0)
    .limit(size + 1);
}

async function applyOptions(q: Knex.QueryBuilder, db: Knex, viewer: searchFilters.SearchViewer, o: SearchOptions): Promise<void> {
  const aged = o.ageFrom !== undefined || o.ageTo !== undefined;
  if (o.genders && aged) searchFilters.whereGenderOfAge(q, db, o.genders, o.ageFrom ?? 18, o.ageTo ?? 120, viewer);
  else if (o.genders) searchFilters.whereAnyGender(q, db, o.genders);
  else if (aged) searchFilters.whereAgeBetween(q, db, o.ageFrom ?? 18, o.ageTo ?? 120, viewer);
  if (o.orientation) searchFilters.wherePersonAnswer(q, db, 'orientation', o.orientation, viewer);
  if (o.relationship) searchFilters.wherePersonAnswer(q, db, 'relationship', o.relationship, viewer);
  if (o.body) searchFilters.wherePersonAnswer(q, db, 'body_build', o.body, viewer);
  if (o.text) searchFilters.whereTextMatches(q, db, o.text);
  if (o.hasPictures) whereHasProfilePicture(q, db);
  if (o.validated) whereValidated(q);
  if (o.distanceKm !== undefined) searchFilters.whereWithinKm(q, db, await originOf(db, viewer.id, o), o.distanceKm, viewer);
}

/** Where a distance is measured from: the given postal code, else the member's own area. */
async function originOf(db: Knex, profileId: number, o: SearchOptions) {
  if (o.postalCode && o.countryId) {
    const place = await findPostalCode(db, o.countryId, o.postalCode);
    if (!place) throw unknownPostalCode();
    return place;
  }
  const own = await searchFilters.areaPointOf(db, profileId);
  if (!own) throw noOwnArea();
  return own;
}

/** The result cards: profiles' one card presenter (ages and place where visible, picture, online dot). */
async function cardsOf(db: Knex, ids: number[], actor: ProfileActor): Promise<Omit<ResultCard, 'promoted'>[]> {
  const cards = await presentCards(db, ids, actor);
  return cards.map((c) => ({ id: c.id, name: c.name, kind: c.kind, ages: c.ages, place: c.place, online: c.online, picture: c.picture as PictureView | null }));
}

// ---- saved searches: the owner's alone; another's id is the same 404 as one that does not exist

export const savedSearches = (db: Knex, profileId: number) => repo.findSavedSearches(db, profileId);

export async function getSavedSearch(db: Knex, profileId: number, id: number): Promise<repo.SavedSearch> {
  const saved = await repo.findOwnSavedSearch(db, profileId, id);
  if (!saved) throw savedSearchNotFound();
  return saved;
}

export const saveSearch = (db: Knex, profileId: number, name: string, options: SearchOptions) => repo.insertSavedSearch(db, profileId, name, options);

export async function renameSearch(db: Knex, profileId: number, id: number, name: string): Promise<void> {
  if (!(await repo.renameSavedSearch(db, profileId, id, name))) throw savedSearchNotFound();
}

export async function deleteSearch(db: Knex, profileId: number, id: number): Promise<repo.SavedSearch> {
  const saved = await getSavedSearch(db, profileId, id);
  await repo.deleteSavedSearch(db, profileId, id);
  return saved;
}

// ---- match words: the member's own, matched against others' texts

export const matchWordsOf = (db: Knex, profileId: number) => repo.findMatchWords(db, profileId);
export const saveMatchWords = (db: Knex, profileId: number, words: readonly string[]) => repo.saveMatchWords(db, profileId, words);
