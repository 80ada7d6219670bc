import type { Knex } from 'knex';
import type { RedisClient } from '../../platform/redis.ts';

/** A member is online within 3 minutes of their last heartbeat (the client beats every 60 s while a tab is visible). */
export const onlineWindowMs = 3 * 60_000;

/**
 * Who is online: member id → last beat (ms). In Redis when configured — one sorted set per database, shared by
 * every web process — else a Map in this process. Entries older than the window are trimmed on write.
 */
export type BeatStore = {
  beat(id: number, at: number): Promise<void>;
  /** The beats within the window of the given members. */
  beatsOf(ids: readonly number[], now: number): Promise<Map<number, number>>;
  /** Every beat within the window, newest first. */
  all(now: number): Promise<[id: number, at: number][]>;
  count(now: number): Promise<number>;
  clear(): Promise<void>;
};

/**
 * Each set of services hands over its Redis client with its database (null without Redis: the state stays in the
 * process). By database, as a process may run two sets (tests); a handle not registered (a transaction) gets the
 * latest registration.
 */
const clients = new WeakMap<Knex, RedisClient | null>();
let latest: RedisClient | null = null;
export function usePresenceRedis(db: Knex, client: RedisClient | null): void {
  clients.set(db, client);
  latest = client;
  stores.delete(db);
}

const stores = new WeakMap<Knex, Promise<BeatStore>>();
export function storeFor(db: Knex): Promise<BeatStore> {
  let store = stores.get(db);
  if (!store) {
    const redis = clients.has(db) ? (clients.get(db) ?? null) : latest;
    stores.set(db, (store = redis ? redisStore(db, redis) : Promise.resolve(memoryStore())));
  }
  return store;
}

/** The sorted set's key names the database, so two databases on one Redis (tests, staging) never mix. */
export const presenceKey = async (db: Knex) => `presence:${String((await db.raw<{ rows: { name: string }[] }>('select current_database() as name')).rows[0]?.name)}`;

async function redisStore(db: Knex, client: RedisClient): Promise<BeatStore> {
  const key = await presenceKey(db);
  return {
    async beat(id, at) {
      await client.multi().zAdd(key, { score: at, value: String(id) }).zRemRangeByScore(key, '-inf', at - onlineWindowMs).exec();
    },
    async beatsOf(ids, now) {
      if (!ids.length) return new Map();
      const scores = await client.zmScore(key, ids.map(String));
      return new Map(ids.flatMap((id, i) => (scores[i] != null && scores[i] > now - onlineWindowMs ? [[id, scores[i]] as const] : [])));
    },
    async all(now) {
      const rows = await client.zRangeByScoreWithScores(key, now - onlineWindowMs + 1, '+inf');
      return rows.map((r) => [Number(r.value), r.score] as [number, number]).sort((a, b) => b[1] - a[1]);
    },
    count: (now) => client.zCount(key, now - onlineWindowMs + 1, '+inf'),
    async clear() {
      await client.del(key);
    },
  };
}

function memoryStore(): BeatStore {
  const beats = new Map<number, number>();
  let trimmedAt = 0;
  const fresh = (now: number) => [...beats].filter(([, at]) => at > now - onlineWindowMs);
  return {
    async beat(id, at) {
      beats.set(id, at);
      // A walk over every entry: at most every 10 s, not at each beat.
      if (at - trimmedAt < 10_000) return;
      trimmedAt = at;
      for (const [other, last] of beats) if (last <= at - onlineWindowMs) beats.delete(other);
    },
    async beatsOf(ids, now) {
      return new Map(ids.flatMap((id) => {
        const at = beats.get(id);
        return at !== undefined && at > now - onlineWindowMs ? [[id, at] as const] : [];
      }));
    },
    all: async (now) => fresh(now).sort((a, b) => b[1] - a[1]),
    count: async (now) => fresh(now).length,
    async clear() {
      beats.clear();
    },
  };
}

/** Which of `ids` are online now. */
export async function isOnline(db: Knex, ids: readonly number[], now = Date.now()): Promise<Set<number>> {
  return new Set((await (await storeFor(db)).beatsOf(ids, now)).keys());
}
