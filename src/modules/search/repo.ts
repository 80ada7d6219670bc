import type { Knex } from 'knex';
import type { SearchOptions } from './schemas.ts';

export type SavedSearch = { id: number; profileId: number; name: string; options: SearchOptions; createdAt: Date };

const toSaved = (r: Record<string, unknown>): SavedSearch => ({
  id: Number(r.id),
  profileId: Number(r.profile_id),
  name: String(r.name),
  options: (typeof r.options === 'string' ? JSON.parse(r.options) : r.options) as SearchOptions,
  createdAt: new Date(r.created_at as string),
});

export async function insertSavedSearch(db: Knex, profileId: number, name: string, options: SearchOptions): Promise<SavedSearch> {
  const [row] = await db('saved_searches').insert({ profile_id: profileId, name, options: JSON.stringify(options) }).returning('*');
  return toSaved(row);
}

/** The member's saved searches, oldest first (the order they were made). */
export async function findSavedSearches(db: Knex, profileId: number): Promise<SavedSearch[]> {
  return (await db('saved_searches').where({ profile_id: profileId }).orderBy([{ column: 'created_at' }, { column: 'id' }])).map(toSaved);
}

/** One saved search, only when it is the member's own. */
export async function findOwnSavedSearch(db: Knex, profileId: number, id: number): Promise<SavedSearch | null> {
  const row = await db('saved_searches').where({ id, profile_id: profileId }).first();
  return row ? toSaved(row) : null;
}

export async function renameSavedSearch(db: Knex, profileId: number, id: number, name: string): Promise<boolean> {
  return (await db('saved_searches').where({ id, profile_id: profileId }).update({ name }).returning('id')).length > 0;
}

export async function deleteSavedSearch(db: Knex, profileId: number, id: number): Promise<boolean> {
  // `returning`, not the count: the embedded driver does not report how many rows a delete removed.
  return (await db('saved_searches').where({ id, profile_id: profileId }).del().returning('id')).length > 0;
}

/** The member's match words (/Search/MatchWord); none saved yet: []. */
export async function findMatchWords(db: Knex, profileId: number): Promise<string[]> {
  const row = await db('search_match_words').where({ profile_id: profileId }).first('words');
  return row ? (row.words as string[]) : [];
}

export async function saveMatchWords(db: Knex, profileId: number, words: readonly string[]): Promise<void> {
  const row = { words: [...words], updated_at: db.fn.now() };
  await db('search_match_words').insert({ profile_id: profileId, ...row }).onConflict('profile_id').merge(row);
}
