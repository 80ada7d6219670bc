import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { presentCards } from '../profiles/index.ts';
import type { PictureView } from '../media/index.ts';
import { storeFor } from './store.ts';

export { isOnline } from './store.ts';
import * as repo from './repo.ts';

/** "Last visit" is written to the database at most this often per member (the heartbeat comes every 60 s). */
export const persistEveryMs = 5 * 60_000;
/** The anonymous online count (SEO OnlineProfilesCount) is this stale at most. */
export const countCacheMs = 15_000;

const persisted = new WeakMap<Knex, Map<number, number>>();
const counts = new WeakMap<Knex, { at: number; value: number }>();

/** A heartbeat (or a log on): online from now; the last visit saved when the saved one is 5 minutes old. */
export async function heartbeat(db: Knex, profileId: number, now = Date.now()): Promise<void> {
  await (await storeFor(db)).beat(profileId, now);
  let seen = persisted.get(db);
  if (!seen) persisted.set(db, (seen = new Map()));
  const last = seen.get(profileId);
  if (last !== undefined && now - last < persistEveryMs) return;
  seen.set(profileId, now);
  await repo.saveLastSeen(db, profileId, new Date(now), persistEveryMs);
}


/** Each online member's last beat (ms), for ordering by it. */
export const lastBeats = async (db: Knex, ids: readonly number[], now = Date.now()) => (await storeFor(db)).beatsOf(ids, now);

/** How many members are online now (everyone: an anonymous figure), cached ~15 s. */
export async function onlineCount(db: Knex, now = Date.now()): Promise<number> {
  const cached = counts.get(db);
  if (cached && now - cached.at < countCacheMs) return cached.value;
  const value = await (await storeFor(db)).count(now);
  counts.set(db, { at: now, value });
  return value;
}

/** The online members' ids, newest beat first (no privacy filter: for counts and jobs, not for member lists). */
export async function onlineProfileIds(db: Knex, { skip, take }: { skip: number; take: number }, now = Date.now()): Promise<number[]> {
  return (await (await storeFor(db)).all(now)).slice(skip, skip + take).map(([id]) => id);
}

/** When each member was last here: their beat now, else the saved last visit. */
export async function lastSeenOf(db: Knex, ids: readonly number[], now = Date.now()): Promise<Map<number, Date>> {
  const [saved, beats] = await Promise.all([repo.findLastSeen(db, ids), lastBeats(db, ids, now)]);
  for (const [id, at] of beats) saved.set(id, new Date(at));
  return saved;
}

export type OnlineProfile = { id: number; name: string; ages: number[]; picture: PictureView | null; online: boolean };

/** GetOnlineProfiles: the online members the viewer may see, newest beat first. */
export async function onlineProfiles(db: Knex, actor: ProfileActor, skip: number, take: number, now = Date.now()): Promise<{ items: OnlineProfile[]; hasMore: boolean }> {
  const beats = await (await storeFor(db)).all(now);
  const ids = await repo.findVisibleOnline(db, actor, beats, skip, take + 1);
  const page = ids.slice(0, take);
  const cards = await presentCards(db, page, actor);
  const items = cards.map((c) => ({ id: c.id, name: c.name, ages: c.ages, picture: c.picture as PictureView | null, online: c.online }));
  return { items, hasMore: ids.length > take };
}

/** Tests: nobody online, nothing remembered about what was saved (the tables are emptied between tests). */
export async function forgetPresence(db: Knex): Promise<void> {
  persisted.delete(db);
  counts.delete(db);
  await (await storeFor(db)).clear();
}
