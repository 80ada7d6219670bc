import type { Knex } from 'knex';
import { countsChanged } from '../../platform/member-counts.ts';
import { deletedProfileIds, profileNameOrder, visibleProfileIds } from '../accounts/index.ts';
import { profilesVisibleTo, profilesWithGender, type ProfileSight, type Sight } from '../profiles/index.ts';
import { hidingOnlineStatus } from '../presence/index.ts';
import type { NotesFilter } from './schemas.ts';

/** One entry of a member's list: the other profile's id and the time the list is ordered by. */
export type ListRow = { id: number; at: Date };
export type VisitRow = ListRow & { isNew: boolean };
export type NoteRow = ListRow & { text: string; createdAt: Date };
/** A liked item (spec §7 Likes: itemType and itemId). */
export type LikedItem = { itemType: string; itemId: number };

const toDate = (value: unknown) => new Date(value as string);
const toCount = (row: Record<string, unknown> | undefined) => Number(row?.n ?? 0);

/**
 * Narrows a list to the profiles in `column` that the viewer may see on their site (profiles' rule). In the SQL,
 * so that a page is a full page and a count counts only what the list shows.
 */
function whereVisibleTo(query: Knex.QueryBuilder, db: Knex, viewer: Sight, column: string) {
  return query.whereIn(column, profilesVisibleTo(db, viewer));
}

// ---- favourites

export async function insertFavourite(db: Knex, profileId: number, favouriteId: number): Promise<void> {
  await db('profile_favourites').insert({ profile_id: profileId, favourite_id: favouriteId }).onConflict(['profile_id', 'favourite_id']).ignore();
  // The favourite's kept "who has me among favourites" (service.ts's keptFavouritedBy) and counts.
  await countsChanged(db, [favouriteId]);
}

export async function deleteFavourite(db: Knex, profileId: number, favouriteId: number): Promise<boolean> {
  // `returning`, not the count: the embedded driver does not report how many rows a delete removed.
  const removed = await db('profile_favourites').where({ profile_id: profileId, favourite_id: favouriteId }).del().returning('favourite_id');
  await countsChanged(db, [favouriteId]);
  return removed.length > 0;
}

/** Whether `ownerId` has `profileId` among their favourites (visible or not: profiles asks it for its own rules). */
export async function isFavourite(db: Knex, ownerId: number, profileId: number): Promise<boolean> {
  return Boolean(await db('profile_favourites').where({ profile_id: ownerId, favourite_id: profileId }).first('favourite_id'));
}

const favouritesOf = (db: Knex, viewer: ProfileSight) =>
  whereVisibleTo(db('profile_favourites').where({ profile_id: viewer.profileId }), db, viewer, 'favourite_id')
    .orderBy('created_at', 'desc')
    .orderBy('favourite_id', 'desc')
    .select('favourite_id', 'created_at');

const toFavourite = (r: Record<string, unknown>): ListRow => ({ id: Number(r.favourite_id), at: toDate(r.created_at) });

/** A member's favourites they may see, newest first: `take` of them from `skip`. */
export async function findFavourites(db: Knex, viewer: ProfileSight, skip: number, take: number): Promise<ListRow[]> {
  return (await favouritesOf(db, viewer).offset(skip).limit(take)).map(toFavourite);
}

/** Every favourite the member may see that shows its online status (presence then says who is online). */
export async function findFavouritesShowingOnline(db: Knex, viewer: ProfileSight): Promise<ListRow[]> {
  return (await favouritesOf(db, viewer).whereNotIn('favourite_id', hidingOnlineStatus(db))).map(toFavourite);
}

/**
 * Of who shows online now (presence's `showingOnlineNow`, newest beat first), the member's favourites they may see,
 * the first `take`: a subquery (column `id`) for a statement that reads their cards too.
 */
export const favouritesShowingOnlineQuery = (db: Knex, viewer: ProfileSight, showingOnline: Knex.QueryBuilder, take: number): Knex.QueryBuilder =>
  showingOnline.whereIn('o.id', whereVisibleTo(db('profile_favourites').where({ profile_id: viewer.profileId }), db, viewer, 'favourite_id').select('favourite_id')).limit(take);

/** The member's latest visitors they may see, the first `take`: a subquery (column `id`) for a statement that reads their cards too. */
export const latestVisitorsQuery = (db: Knex, viewer: ProfileSight, take: number): Knex.QueryBuilder =>
  visitsTo(db, viewer).orderBy('visited_at', 'desc').orderBy('visitor_id', 'desc').limit(take).select('visitor_id as id');

/**
 * Who has `favouriteId` among their favourites, for a notification about it: only when others may see that
 * profile, only members others may see, never one blocked either way. One query on the favourite_id index.
 */
export async function findFavouritedBy(db: Knex, favourite: ProfileSight): Promise<number[]> {
  const rows = await whereVisibleTo(db('profile_favourites').where({ favourite_id: favourite.profileId }), db, favourite, 'profile_id')
    .whereExists(visibleProfileIds(db, favourite.site).where('id', favourite.profileId))
    .select('profile_id');
  return rows.map((r: Record<string, unknown>) => Number(r.profile_id));
}

// ---- visits

/** One row per visitor and profile; a later visit moves its time on (and keeps a hidden visitor hidden). */
export async function upsertVisit(db: Knex, profileId: number, visitorId: number, at: Date): Promise<void> {
  await db('profile_visits')
    .insert({ profile_id: profileId, visitor_id: visitorId, visited_at: at })
    .onConflict(['profile_id', 'visitor_id'])
    .merge({ visited_at: db.raw('greatest(profile_visits.visited_at, excluded.visited_at)') });
}

export async function hideVisit(db: Knex, profileId: number, visitorId: number): Promise<boolean> {
  const hidden = await db('profile_visits').where({ profile_id: profileId, visitor_id: visitorId }).whereNull('hidden_at').update({ hidden_at: db.fn.now() }).returning('visitor_id');
  return hidden.length > 0;
}

export async function findSeenAt(db: Knex, profileId: number): Promise<Date | null> {
  const row = await db('profile_visits_seen').where({ profile_id: profileId }).first('seen_at');
  return row ? toDate(row.seen_at) : null;
}

export async function saveSeenAt(db: Knex, profileId: number, at: Date): Promise<void> {
  await db('profile_visits_seen').insert({ profile_id: profileId, seen_at: at }).onConflict('profile_id').merge();
}

/** The visitors of `profileId` it may see and has not hidden. */
const visitsTo = (db: Knex, viewer: ProfileSight) => whereVisibleTo(db('profile_visits').where({ profile_id: viewer.profileId }).whereNull('hidden_at'), db, viewer, 'visitor_id');

/** Who visited `profileId`, newest first: `take` from `skip`; `isNew` for a visit after `seenAt` (all without one). */
export async function findVisits(db: Knex, viewer: ProfileSight, seenAt: Date | null, skip: number, take: number): Promise<VisitRow[]> {
  const rows = await visitsTo(db, viewer).orderBy('visited_at', 'desc').orderBy('visitor_id', 'desc').offset(skip).limit(take).select('visitor_id', 'visited_at');
  return rows.map((r: Record<string, unknown>) => {
    const at = toDate(r.visited_at);
    return { id: Number(r.visitor_id), at, isNew: !seenAt || at > seenAt };
  });
}

/** How many of those visitors are new: visited after `seenAt` (all of them when the member never looked). */
export async function countNewVisits(db: Knex, viewer: ProfileSight, seenAt: Date | null): Promise<number> {
  const query = visitsTo(db, viewer);
  if (seenAt) query.where('visited_at', '>', seenAt);
  return toCount(await query.count('* as n').first());
}

// ---- notes

export async function upsertNote(db: Knex, authorId: number, profileId: number, text: string): Promise<void> {
  await db('profile_notes')
    .insert({ author_id: authorId, profile_id: profileId, text })
    .onConflict(['author_id', 'profile_id'])
    .merge({ text, updated_at: db.fn.now() });
}

export async function deleteNote(db: Knex, authorId: number, profileId: number): Promise<boolean> {
  const removed = await db('profile_notes').where({ author_id: authorId, profile_id: profileId }).del().returning('profile_id');
  return removed.length > 0;
}

const toNote = (r: Record<string, unknown>): NoteRow => ({ id: Number(r.profile_id), text: String(r.text), at: toDate(r.updated_at), createdAt: toDate(r.created_at) });

/** The author's note about one profile, or null: the only read of a single note, always by its author. */
export async function findNote(db: Knex, authorId: number, profileId: number): Promise<NoteRow | null> {
  const row = await db('profile_notes').where({ author_id: authorId, profile_id: profileId }).first('profile_id', 'text', 'created_at', 'updated_at');
  return row ? toNote(row) : null;
}

/**
 * The author's notes about profiles they may see: narrowed by the persons' gender and by a text in the note or
 * the profile's name (any case), newest first or by name; `take` from `skip`.
 */
export async function findNotes(db: Knex, author: ProfileSight, filter: NotesFilter, skip: number, take: number): Promise<NoteRow[]> {
  const query = whereVisibleTo(db('profile_notes').where({ author_id: author.profileId }), db, author, 'profile_id');
  if (filter.gender) query.whereIn('profile_id', profilesWithGender(db, filter.gender));
  const text = filter.text;
  if (text) query.where((q) => q.whereRaw('strpos(lower(profile_notes.text), lower(?)) > 0', [text]).orWhereIn('profile_id', visibleProfileIds(db, author.site, { nameContains: text })));
  if (filter.sort === 'name') query.orderBy(profileNameOrder(db, 'profile_notes.profile_id'));
  const rows = await query.orderBy('updated_at', 'desc').orderBy('profile_id', 'desc').offset(skip).limit(take).select('profile_id', 'text', 'created_at', 'updated_at');
  return rows.map(toNote);
}

// ---- likes

const likesOf = (db: Knex, item: LikedItem) => db('likes').where({ item_type: item.itemType, item_id: item.itemId });

/** Takes back `profileId`'s like of the item; false when there was none. */
export async function deleteLike(db: Knex, item: LikedItem, profileId: number): Promise<boolean> {
  return (await likesOf(db, item).where({ profile_id: profileId }).del().returning('profile_id')).length > 0;
}

export async function insertLike(db: Knex, item: LikedItem, profileId: number): Promise<void> {
  await db('likes').insert({ item_type: item.itemType, item_id: item.itemId, profile_id: profileId });
}

/** Every like of the item, whoever gave it. */
export async function countLikes(db: Knex, item: LikedItem): Promise<number> {
  return toCount(await likesOf(db, item).count('* as n').first());
}

/** Who liked the item among the profiles `viewerId` may see, newest first, by persons' gender if given: their ids. */
export async function findLikers(db: Knex, viewer: Sight, item: LikedItem, gender: string | null, skip: number, take: number): Promise<number[]> {
  const query = whereVisibleTo(likesOf(db, item), db, viewer, 'profile_id');
  if (gender) query.whereIn('profile_id', profilesWithGender(db, gender));
  const rows = await query.orderBy('created_at', 'desc').orderBy('profile_id').offset(skip).limit(take).select('profile_id');
  return rows.map((r: Record<string, unknown>) => Number(r.profile_id));
}

/** The likes of the item whose profile is deleted since, or waiting to be ("and N deleted profiles"). */
export async function countDeletedLikers(db: Knex, item: LikedItem): Promise<number> {
  return toCount(await likesOf(db, item).whereIn('profile_id', deletedProfileIds(db)).count('* as n').first());
}
