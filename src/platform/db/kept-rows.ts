import type { Knex } from 'knex';
import { watchProfileChanges } from './profile-changes.ts';

/**
 * What a request reads about a profile again and again (the logged-on viewer's row, their configuration), kept in
 * this process between requests and forgotten the moment any writer changes it: the database's triggers announce
 * every change of the watched tables (profile-changes.ts). So a ban, a log-out everywhere, a lost membership or a
 * validation hold shows on the very next request, in every web process.
 *
 * Kept only while the LISTEN holds; read inside a transaction, never kept (it may see its own uncommitted change).
 * After this process wrote to a watched table, the next read first waits until the LISTEN has caught up with it.
 * A load that began before a change was announced is not kept (`seq`), so a slow reader cannot store what a
 * writer has since replaced. `maxAgeMs` bounds an entry's life all the same, and `maxEntries` the memory.
 */
export type KeptRows<T> = { get(db: Knex, profileId: number): Promise<T> };

const maxAgeMs = 10 * 60_000;
const maxEntries = 20_000;

type Entry<T> = { value: Promise<T>; at: number };
type Store<T> = { entries: Map<number, Entry<T>>; changedAt: Map<number, number>; seq: number; forgotAt: number; live: () => boolean; caughtUp: () => Promise<void> | null };

export function keptPerProfile<T>(load: (db: Knex, profileId: number) => Promise<T>): KeptRows<T> {
  const stores = new WeakMap<Knex, Store<T>>();
  const storeFor = (db: Knex): Store<T> => {
    let store = stores.get(db);
    if (!store) {
      const created: Store<T> = { entries: new Map(), changedAt: new Map(), seq: 0, forgotAt: 0, live: () => false, caughtUp: () => null };
      ({ live: created.live, caughtUp: created.caughtUp } = watchProfileChanges(db, {
        changed(id) {
          created.seq += 1;
          created.entries.delete(id);
          created.changedAt.set(id, created.seq);
          if (created.changedAt.size > maxEntries) forgetAll(created);
        },
        lost: () => forgetAll(created),
      }));
      store = created;
      stores.set(db, store);
    }
    return store;
  };
  return {
    async get(db, profileId) {
      if (db.isTransaction) return load(db, profileId);
      const store = storeFor(db);
      await store.caughtUp();
      if (!store.live()) return load(db, profileId);
      const hit = store.entries.get(profileId);
      if (hit && Date.now() - hit.at < maxAgeMs) return hit.value;
      const startedAt = store.seq;
      const value = load(db, profileId);
      value.then(
        () => {
          const changedSince = Math.max(store.changedAt.get(profileId) ?? 0, store.forgotAt) > startedAt;
          if (changedSince || !store.live()) return;
          if (store.entries.size >= maxEntries) store.entries.delete(store.entries.keys().next().value!);
          store.entries.set(profileId, { value, at: Date.now() });
        },
        () => undefined,
      );
      return value;
    },
  };
}

function forgetAll<T>(store: Store<T>): void {
  store.seq += 1;
  store.forgotAt = store.seq;
  store.entries.clear();
  store.changedAt.clear();
}
