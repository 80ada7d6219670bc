import type { Knex } from 'knex';
import { profilesHidingOnlineStatus } from '../profiles/index.ts';
import { isOnline, storeFor } from './store.ts';

/**
 * "Shows online", the one home of the rule: a member is shown online while online now (a heartbeat within the
 * window) and not hiding their online status (configuration `showOnlineStatus` off): being online is theirs to
 * show. Every online list, online filter and online count of other members goes through here; a profile card's
 * dot joins the same `hidingOnlineStatus` fragment into the card's own statement (profiles' cards, index.ts).
 */

/** SQL: the ids of the members hiding their online status, for `whereNotIn(column, hidingOnlineStatus(db))` next to the online ids. */
export const hidingOnlineStatus = (db: Knex): Knex.QueryBuilder => profilesHidingOnlineStatus(db);

/** Of `ids`, those shown online now: their online dot. */
export async function showingOnline(db: Knex, ids: readonly number[], now = Date.now()): Promise<Set<number>> {
  const online = await isOnline(db, ids, now);
  if (!online.size) return online;
  const hiding = new Set((await hidingOnlineStatus(db).whereIn('profile_id', [...online])).map((r: { profile_id: unknown }) => Number(r.profile_id)));
  return new Set([...online].filter((id) => !hiding.has(id)));
}

/**
 * SQL: who shows online now among the online members' beats (id, last beat in ms), as rows `id`, `at`, newest
 * beat first: for a list's own statement to narrow (`whereIn('o.id', …)`) and limit.
 */
export const showingOnlineAmong = (db: Knex, beats: readonly [number, number][]): Knex.QueryBuilder =>
  db
    .select('o.id', 'o.at')
    .from(db.raw('unnest(?::bigint[], ?::float8[]) as o(id, at)', [beats.map((b) => b[0]), beats.map((b) => b[1])]))
    .whereNotIn('o.id', hidingOnlineStatus(db))
    .orderBy([{ column: 'o.at', order: 'desc' }, { column: 'o.id', order: 'desc' }]);

/**
 * SQL: who shows online now (`showingOnlineAmong` every online member's beat; the beats from the store, no SQL), or
 * null when nobody is online. Wrapped: an awaited query builder would run.
 */
export async function showingOnlineNow(db: Knex, now = Date.now()): Promise<{ query: Knex.QueryBuilder } | null> {
  const beats = await (await storeFor(db)).all(now);
  return beats.length ? { query: showingOnlineAmong(db, beats) } : null;
}
