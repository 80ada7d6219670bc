import type { Knex } from 'knex';
import { hiddenFor, profilesWithGender } from '../profiles/index.ts';

/** One entry of a member's list: the other profile's id and the time the list is ordered by. */
export type ListRow = { id: number; at: Date };
export type VisitRow = ListRow & { isNew: boolean };
export type NoteRow = ListRow & { text: string; createdAt: Date };

const toDate = (value: unknown) => new Date(value as string);

// ---- favourites

export async function insertFavourite(db: Knex, profileId: number, favouriteId: number): Promise<void> {
  await db('profile_favourites').insert({ profile_id: profileId, favourite_id: favouriteId }).onConflict(['profile_id', 'favourite_id']).ignore();
}

export async function deleteFavourite(db: Knex, profileId: number, favouriteId: number): Promise<boolean> {
  // `returning`, not the count: the embedded driver does not report how many rows a delete removed.
  const removed = await db('profile_favourites').where({ profile_id: profileId, favourite_id: favouriteId }).del().returning('favourite_id');
  return removed.length > 0;
}

/** A member's favourites, newest first, blocked either way left out; `skip`/`take` page the raw rows. */
export async function findFavourites(db: Knex, profileId: number, skip: number, take: number): Promise<ListRow[]> {
  const rows = await db('profile_favourites')
    .where({ profile_id: profileId })
    .whereNotIn('favourite_id', hiddenFor(db, profileId))
    .orderBy('created_at', 'desc')
    .orderBy('favourite_id', 'desc')
    .offset(skip)
    .limit(take)
    .select('favourite_id', 'created_at');
  return rows.map((r: Record<string, unknown>) => ({ id: Number(r.favourite_id), at: toDate(r.created_at) }));
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

/** Who visited `profileId`, newest first, hidden and blocked-either-way visitors left out; only those since `seenAt` when `onlyNew`. */
export async function findVisits(db: Knex, profileId: number, seenAt: Date | null, skip: number, take: number, onlyNew = false): Promise<VisitRow[]> {
  const query = db('profile_visits')
    .where({ profile_id: profileId })
    .whereNull('hidden_at')
    .whereNotIn('visitor_id', hiddenFor(db, profileId))
    .orderBy('visited_at', 'desc')
    .orderBy('visitor_id', 'desc')
    .offset(skip)
    .limit(take)
    .select('visitor_id', 'visited_at');
  if (onlyNew && seenAt) query.where('visited_at', '>', seenAt);
  const rows = await query;
  return rows.map((r: Record<string, unknown>) => {
    const at = toDate(r.visited_at);
    return { id: Number(r.visitor_id), at, isNew: !seenAt || at > seenAt };
  });
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

/** The author's note about one profile, or null: the only read of a single note, always by its author. */
export async function findNote(db: Knex, authorId: number, profileId: number): Promise<NoteRow | null> {
  const row = await db('profile_notes').where({ author_id: authorId, profile_id: profileId }).first('profile_id', 'text', 'created_at', 'updated_at');
  return row ? { id: Number(row.profile_id), text: String(row.text), at: toDate(row.updated_at), createdAt: toDate(row.created_at) } : null;
}

export type NoteFilter = { gender?: string };

/** Every note the author wrote, newest first, blocked either way left out, narrowed by the persons' gender. */
export async function findNotes(db: Knex, authorId: number, filter: NoteFilter, skip: number, take: number): Promise<NoteRow[]> {
  const query = db('profile_notes')
    .where({ author_id: authorId })
    .whereNotIn('profile_id', hiddenFor(db, authorId))
    .orderBy('updated_at', 'desc')
    .orderBy('profile_id', 'desc')
    .offset(skip)
    .limit(take)
    .select('profile_id', 'text', 'created_at', 'updated_at');
  if (filter.gender) query.whereIn('profile_id', profilesWithGender(db, filter.gender));
  const rows = await query;
  return rows.map((r: Record<string, unknown>) => ({ id: Number(r.profile_id), text: String(r.text), at: toDate(r.updated_at), createdAt: toDate(r.created_at) }));
}

/** Whether `ownerId` has `profileId` among their favourites. */
export async function isFavourite(db: Knex, ownerId: number, profileId: number): Promise<boolean> {
  return Boolean(await db('profile_favourites').where({ profile_id: ownerId, favourite_id: profileId }).first('favourite_id'));
}
