import type { Knex } from 'knex';
import { profilesHidingOnlineStatus } from '../profiles/index.ts';
import { isOnline } from './store.ts';

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
