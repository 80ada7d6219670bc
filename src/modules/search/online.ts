import type { Knex } from 'knex';
import { hidingOnlineStatus, onlineProfileIds } from '../presence/index.ts';

/** The most online members an Online search or the "online now" filter looks through (newest heartbeat first). */
export const onlineSearchCap = 10_000;

/** Who is online now (presence), newest heartbeat first: the ids an online search is limited to. */
export const onlineNowIds = (db: Knex) => onlineProfileIds(db, { skip: 0, take: onlineSearchCap });

/**
 * Limits a search to the online ids (ordered by heartbeat when `ordered`), leaving out members who hide their
 * online status: being online is theirs to show.
 */
export function whereOnline(q: Knex.QueryBuilder, db: Knex, ids: readonly number[], ordered: boolean): void {
  q.whereRaw('profiles.id = any(?::bigint[])', [[...ids]]).whereNotIn('profiles.id', hidingOnlineStatus(db));
  if (!ordered) return;
  // Joined with their place in the list rather than ordered by array_position, a scan of the list per row (quadratic:
  // ~250 ms at the 10,000 cap). The `any` above stays: it makes the profiles an index lookup, not a whole-table join.
  q.join(db.raw('unnest(?::bigint[]) with ordinality as online_now (profile_id, beat_order)', [[...ids]]), 'online_now.profile_id', 'profiles.id').orderBy('online_now.beat_order');
}
