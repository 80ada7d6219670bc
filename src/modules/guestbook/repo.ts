import type { Knex } from 'knex';
import { profilesVisibleTo, type Sight } from '../profiles/index.ts';

export type EntryRow = { id: number; profileId: number; writerId: number; text: string; createdAt: Date };

const toEntry = (r: Record<string, unknown>): EntryRow => ({
  id: Number(r.id),
  profileId: Number(r.profile_id),
  writerId: Number(r.writer_id),
  text: String(r.text),
  createdAt: new Date(r.created_at as string),
});

/**
 * A profile's entries, newest first, by writers the viewer may see on the viewer's site (the guestbook lives on the dark one),
 * the viewer's own entries included: in the SQL, so a page is full.
 */
export async function findEntries(db: Knex, profileId: number, viewer: Sight, skip: number, take: number): Promise<EntryRow[]> {
  const rows = await db('guestbook_entries')
    .where({ profile_id: profileId })
    .whereIn('writer_id', profilesVisibleTo(db, viewer, { self: true }))
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .offset(skip)
    .limit(take);
  return rows.map(toEntry);
}

export async function findEntry(db: Knex, id: number): Promise<EntryRow | null> {
  const row = await db('guestbook_entries').where({ id }).first();
  return row ? toEntry(row) : null;
}

export async function insertEntry(db: Knex, e: { profileId: number; writerId: number; text: string }): Promise<EntryRow> {
  const [row] = await db('guestbook_entries').insert({ profile_id: e.profileId, writer_id: e.writerId, text: e.text }).returning('*');
  return toEntry(row);
}

export async function deleteEntry(db: Knex, id: number): Promise<boolean> {
  return (await db('guestbook_entries').where({ id }).delete()) > 0;
}

/** The writer's entries since `since`: how much of the budget is spent, and when the oldest leaves it. */
export async function entriesWrittenSince(db: Knex, writerId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const row = await db('guestbook_entries').where({ writer_id: writerId }).where('created_at', '>', since).count('* as n').min('created_at as oldest').first();
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest as string) : null };
}

/** Entries on the profile's guestbook since `since` that its owner sees there (writers visible, not blocked either way). */
export async function countNewEntries(db: Knex, profileId: number, since: Date): Promise<number> {
  const row = await db('guestbook_entries')
    .where({ profile_id: profileId })
    .where('created_at', '>', since)
    .whereIn('writer_id', profilesVisibleTo(db, { profileId, site: { dark: true } }))
    .count('* as n')
    .first();
  return Number(row?.n ?? 0);
}
