import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { RedisClient } from './redis.ts';
import type { ProfileActor } from './auth/actor.ts';
import { createRegistry } from './registry.ts';

/**
 * A member's counts (the top menu's badge and figures) kept between requests, so a page does not count them again;
 * the same for other per-member data that changes rarely (`variant`: the start page's settings, the member's profile
 * gaps, birthday and match criteria), and for site-wide data (`cachedSharedData`: breaking news):
 * each entry is valid only under the member's current version, and whatever changes a member's counts calls
 * `countsChanged(db, ids)` after its commit, which gives those members a new version. A reader that counted from
 * data older than a change stored its entry under the version it read before counting, so that entry is never
 * served after the change (no race between a slow reader and a writer). A change nothing here hears of (another
 * profile deactivated, deleted or hidden by staff) shows within `countsTtlMs`, when the entry expires.
 *
 * With Redis (several web processes) the entries and versions live there: one MGET per page (entry and version);
 * keys name the database, so two databases on one Redis (the tests) never mix. Without Redis (embedded, one
 * process) the same in a bounded Map of this process.
 */
export const countsTtlMs = 60_000;

type Scope = { dark: boolean; variant?: string };
type Store = {
  /** The valid entry, or null and the version to store a fresh one under. */
  read(profileId: number, scope: string): Promise<{ hit: true; value: unknown } | { hit: false; version: string | null }>;
  write(profileId: number, scope: string, version: string | null, value: unknown): Promise<void>;
  changed(profileIds: readonly number[]): Promise<void>;
  /** Remembers `mark` for the member for `ttlMs`: true the first time, false while it is remembered. */
  claim(profileId: number, mark: string, ttlMs: number): Promise<boolean>;
  clear(): Promise<void>;
};

const clients = new WeakMap<Knex, RedisClient | null>();
let latest: RedisClient | null = null;
const stores = new WeakMap<Knex, Promise<Store>>();

/**
 * Boot hands over the Redis client with its database (null without Redis: the counts stay in the process). By
 * database, as a process may run two sets of services (tests); a handle not registered (a transaction) gets the
 * latest registration.
 */
export function useMemberCountsRedis(db: Knex, client: RedisClient | null): void {
  clients.set(db, client);
  latest = client;
  stores.delete(db);
}

function storeFor(db: Knex): Promise<Store> {
  let store = stores.get(db);
  if (!store) {
    const redis = clients.has(db) ? (clients.get(db) ?? null) : latest;
    store = redis ? redisStore(db, redis) : Promise.resolve(memoryStore());
    stores.set(db, store);
    store.catch(() => stores.delete(db));
  }
  return store;
}

const scopeKey = ({ dark, variant }: Scope) => `${dark ? 'dark' : 'regular'}${variant ? `:${variant}` : ''}`;

/**
 * The member's counts of one site (`dark`; `variant` when a caller counts differently), from the kept entry when
 * it is valid, else from `compute`, kept for the next request. A store that fails (Redis down) only costs the
 * count: `compute` answers.
 */
export function cachedMemberCounts<T>(db: Knex, profileId: number, scope: Scope, compute: () => Promise<T>): Promise<T> {
  return cachedEntry(db, profileId, scopeKey(scope), compute);
}

async function cachedEntry<T>(db: Knex, profileId: number, key: string, compute: () => Promise<T>): Promise<T> {
  let store: Store;
  let found: Awaited<ReturnType<Store['read']>>;
  try {
    store = await storeFor(db);
    found = await store.read(profileId, key);
  } catch {
    return compute();
  }
  if (found.hit) return found.value as T;
  const value = await compute();
  await store.write(profileId, key, found.version, value).catch(() => undefined);
  return value;
}

/**
 * The counts of these members changed (a message, a notification, a visit, a block …): call after the change
 * committed, and await it before answering, so the very next request of each of them counts again. Never throws.
 */
export async function countsChanged(db: Knex, profileIds: readonly number[]): Promise<void> {
  const ids = [...new Set(profileIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (!ids.length) return;
  try {
    await (await storeFor(db)).changed(ids);
  } catch {
    // Redis down: the entries expire within countsTtlMs; reads fall back to counting while it stays down.
  }
}

/**
 * Whether this is the first time the member does `mark` within `ttlMs` (a blog entry read today), remembered with
 * the member's kept state: the caller writes only then, so a repeated view costs no statement. A store that fails
 * (Redis down) answers true: the caller's write must be one that may repeat (a unique row decides).
 */
export async function firstTimeFor(db: Knex, profileId: number, mark: string, ttlMs: number): Promise<boolean> {
  try {
    return await (await storeFor(db)).claim(profileId, mark, ttlMs);
  } catch {
    return true;
  }
}

/**
 * After a write that may run in a transaction: `countsChanged` now (a reader of the new data stores under the new
 * version) and again once the transaction commits, so an entry a reader stored from the data before the commit is
 * never served after it. Outside a transaction, just `countsChanged`.
 */
export async function countsChangedByWrite(db: Knex, profileIds: readonly number[]): Promise<void> {
  await countsChanged(db, profileIds);
  const trx = db as unknown as Partial<Knex.Transaction>;
  if (trx.isTransaction && trx.executionPromise) trx.executionPromise.then(() => countsChanged(db, profileIds), () => undefined);
}

/**
 * Data of the whole site kept like a member's counts (breaking news: the same for every member), under the name
 * `name`: valid until `sharedDataChanged`, which whatever changes such data calls after its commit, or `countsTtlMs`.
 * Kept under profile id 0, which no member has.
 */
export function cachedSharedData<T>(db: Knex, name: string, compute: () => Promise<T>): Promise<T> {
  return cachedEntry(db, 0, `shared:${name}`, compute);
}

/** Some site-wide kept data changed (staff added or ended a news item): every kept site-wide entry is read again. */
export async function sharedDataChanged(db: Knex): Promise<void> {
  try {
    await (await storeFor(db)).changed([0]);
  } catch {
    // Redis down: the entries expire within countsTtlMs.
  }
}

/** Forgets every kept count of the database (tests, whose member ids start again at 1). */
export async function forgetMemberCounts(db: Knex): Promise<void> {
  await (await storeFor(db)).clear();
}

// ---- Redis: `member-counts:<database>:<id>:<scope>` holds { v: version, c: counts } for countsTtlMs;
// `member-counts:<database>:<id>` the member's version, a fresh random token at each change (so a version key
// that expired and came back can never repeat an old one), kept far longer than any entry.

const versionTtlSeconds = 3600;

async function redisStore(db: Knex, client: RedisClient): Promise<Store> {
  const name = String((await db.raw<{ rows: { name: string }[] }>('select current_database() as name')).rows[0]?.name);
  const prefix = `member-counts:${name}:`;
  const versionKey = (id: number) => `${prefix}${id}`;
  const entryKey = (id: number, scope: string) => `${prefix}${id}:${scope}`;
  return {
    async read(profileId, scope) {
      const [entry, version] = await client.mGet([entryKey(profileId, scope), versionKey(profileId)]);
      if (entry) {
        const parsed = JSON.parse(entry) as { v: string | null; c: unknown };
        if (parsed.v === (version ?? null)) return { hit: true, value: parsed.c };
      }
      return { hit: false, version: version ?? null };
    },
    async write(profileId, scope, version, value) {
      await client.set(entryKey(profileId, scope), JSON.stringify({ v: version, c: value }), { expiration: { type: 'PX', value: countsTtlMs } });
    },
    async changed(ids) {
      const multi = client.multi();
      for (const id of ids) multi.set(versionKey(id), randomBytes(9).toString('base64url'), { expiration: { type: 'EX', value: versionTtlSeconds } });
      await multi.exec();
    },
    async claim(profileId, mark, ttlMs) {
      return (await client.set(`${prefix}${profileId}:once:${mark}`, '1', { condition: 'NX', expiration: { type: 'PX', value: ttlMs } })) !== null;
    },
    async clear() {
      for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) if (keys.length) await client.del(keys);
    },
  };
}

// ---- in this process: a write is kept only if no change came since its read (checked at once, one process).

const maxEntries = 20_000;
const maxVersions = 200_000;
const maxMarks = 100_000;

function memoryStore(): Store {
  let generation = 0;
  let sequence = 0;
  const versions = new Map<number, number>();
  const entries = new Map<string, { version: string; value: unknown; expires: number }>();
  const marks = new Map<string, number>();
  const versionOf = (id: number) => `${generation}:${versions.get(id) ?? 0}`;
  return {
    async read(profileId, scope) {
      const key = `${profileId}:${scope}`;
      const entry = entries.get(key);
      const version = versionOf(profileId);
      if (entry && entry.version === version && entry.expires > Date.now()) return { hit: true, value: entry.value };
      if (entry) entries.delete(key);
      return { hit: false, version };
    },
    async write(profileId, scope, version, value) {
      if (version !== versionOf(profileId)) return;
      const key = `${profileId}:${scope}`;
      entries.delete(key);
      entries.set(key, { version, value, expires: Date.now() + countsTtlMs });
      // The oldest entry goes first (a Map keeps insertion order).
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    async changed(ids) {
      if (versions.size + ids.length > maxVersions) {
        versions.clear();
        entries.clear();
        generation++;
      }
      for (const id of ids) versions.set(id, ++sequence);
    },
    async claim(profileId, mark, ttlMs) {
      const key = `${profileId}:${mark}`;
      const expires = marks.get(key);
      if (expires !== undefined && expires > Date.now()) return false;
      marks.delete(key);
      marks.set(key, Date.now() + ttlMs);
      // Bounded: the oldest mark goes first (forgetting one costs a repeated write the database ignores, no more).
      if (marks.size > maxMarks) marks.delete(marks.keys().next().value!);
      return true;
    },
    async clear() {
      versions.clear();
      entries.clear();
      marks.clear();
      generation++;
    },
  };
}

// ---- the menu's counts: each registered by the module that owns what it counts

/**
 * One figure of a member's top menu (the bell's panel, CountsSummary), registered by the module that owns it:
 * - `label`: the locale key of its line in the panel; `link`: where the line leads; `order`: its place (ascending);
 * - `count(db, actor, atMost)`: the figure for the member on the actor's site (`atMost`: the caller stops there, as
 *   the bell does at 100; a count may ignore it);
 * - `shownTo(actor)`: who has this figure (a policy's predicate, e.g. a lodge admin; default every logged-on member);
 * - `listed: false`: counted for CountsSummary, but not drawn as a line of the panel (the panel shows it its own way);
 * - `kept: false`: counted at each ask instead of kept between requests (online favourites: no write announces them);
 * - `alias`: the same figure under an earlier name too, in CountsSummary.
 * A kept count's writers call `countsChanged` after their commit, as for every kept figure.
 */
export type MenuCount = {
  label: string;
  link: string;
  order: number;
  count: (db: Knex, actor: ProfileActor, atMost?: number) => Promise<number>;
  shownTo?: (actor: ProfileActor) => boolean;
  listed?: boolean;
  kept?: boolean;
  alias?: string;
};

const menuCountRegistry = createRegistry<string, MenuCount>('menu counts');

/** Registers a figure of the top menu under its CountsSummary name (`unreadMailCount`); returns the undo (tests). */
export const registerMenuCount = (name: string, count: MenuCount) => menuCountRegistry.register(name, count);

/** The figures this member has, in their order. */
export const menuCountsShownTo = (actor: ProfileActor): [string, MenuCount][] =>
  menuCountRegistry
    .list()
    .filter(([, c]) => c.shownTo?.(actor) ?? true)
    .sort(([, a], [, b]) => a.order - b.order);

/** The panel's lines for this member: name, label key and link of each listed figure, in order. */
export const menuCountLines = (actor: ProfileActor) =>
  menuCountsShownTo(actor)
    .filter(([, c]) => c.listed !== false)
    .map(([name, c]) => ({ name, label: c.label, link: c.link }));

const countAll = async (db: Knex, actor: ProfileActor, entries: [string, MenuCount][], atMost?: number): Promise<Record<string, number>> =>
  Object.fromEntries(await Promise.all(entries.map(async ([name, c]) => [name, await c.count(db, actor, atMost)] as const)));

/** A short stable tag of which figures a member has (a membership or a role may change them): part of the kept entry's key. */
const tagOf = (names: readonly string[]) => {
  let h = 5381;
  for (const ch of names.join(',')) h = ((h * 33) ^ ch.charCodeAt(0)) >>> 0;
  return h.toString(36);
};

/**
 * The member's kept menu figures on the actor's site, from the kept entry while it is valid (`cachedMemberCounts`),
 * else counted by each registered count the member has. `atMost` is passed on (the bell's "99+").
 */
export function memberMenuCounts(db: Knex, actor: ProfileActor, { atMost }: { atMost?: number } = {}): Promise<Record<string, number>> {
  const entries = menuCountsShownTo(actor).filter(([, c]) => c.kept !== false);
  const variant = `menu.${tagOf(entries.map(([name]) => name))}${atMost ? `.upTo${atMost}` : ''}`;
  return cachedMemberCounts(db, actor.profileId, { dark: actor.site.dark, variant }, () => countAll(db, actor, entries, atMost));
}

/** Every figure the member has (kept and counted now), with their earlier names too: CountsSummary's answer. */
export async function menuCountsSummary(db: Knex, actor: ProfileActor): Promise<Record<string, number>> {
  const shown = menuCountsShownTo(actor);
  const [kept, now] = await Promise.all([memberMenuCounts(db, actor), countAll(db, actor, shown.filter(([, c]) => c.kept === false))]);
  const all: Record<string, number> = { ...kept, ...now };
  for (const [name, c] of shown) if (c.alias && name in all) all[c.alias] = all[name]!;
  return all;
}
