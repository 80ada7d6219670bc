import type { Knex } from 'knex';
import { profilesVisibleTo, type ProfileSight } from '../profiles/index.ts';
import { showingOnlineAmong } from './showing-online.ts';

/** Moves the last visit on, unless the stored one is less than `minGapMs` old (another process wrote it). */
export async function saveLastSeen(db: Knex, profileId: number, at: Date, minGapMs: number): Promise<void> {
  await db.raw(
    `insert into profile_presence (profile_id, last_seen_at) values (?, ?)
     on conflict (profile_id) do update set last_seen_at = excluded.last_seen_at
     where profile_presence.last_seen_at < excluded.last_seen_at - make_interval(secs => ?)`,
    [profileId, at, minGapMs / 1000],
  );
}

export async function findLastSeen(db: Knex, ids: readonly number[]): Promise<Map<number, Date>> {
  if (!ids.length) return new Map();
  const rows = (await db('profile_presence').whereIn('profile_id', ids).select('profile_id', 'last_seen_at')) as { profile_id: unknown; last_seen_at: string | Date }[];
  return new Map(rows.map((r) => [Number(r.profile_id), new Date(r.last_seen_at)]));
}

/**
 * Of the online members (id, last beat), `take` from `skip` that the viewer may see, newest beat first: never the
 * viewer, nobody blocked either way, not Active, hidden by forced validation or hiding their online status.
 * Filtered in SQL so a page is always full.
 */
export async function findVisibleOnline(db: Knex, viewer: ProfileSight, beats: readonly [number, number][], skip: number, take: number): Promise<number[]> {
  if (!beats.length) return [];
  const rows = (await visibleOnlineQuery(db, viewer, beats).offset(skip).limit(take)) as { id: unknown }[];
  return rows.map((r) => Number(r.id));
}

/** `findVisibleOnline`'s SQL (column `id`, newest beat first, not limited): for a statement that reads their cards too. */
export function visibleOnlineQuery(db: Knex, viewer: ProfileSight, beats: readonly [number, number][]): Knex.QueryBuilder {
  return showingOnlineAmong(db, beats).whereNot('o.id', viewer.profileId).whereIn('o.id', profilesVisibleTo(db, viewer));
}
