import type { Knex } from 'knex';
import pg from 'pg';
import { pgliteOf } from './knex.ts';

/**
 * Listens, once per database handle, to `nordlys_profile_changed`: the id of every profile whose row (or a row
 * kept with it) a transaction changed, sent by the triggers of migration 20261128130000 when it commits, whoever
 * the writer was. On Postgres a connection of its own holds the LISTEN (reconnected after a loss); on PGlite the
 * instance calls back in this process.
 *
 * `live` is false until the LISTEN holds and again from the moment it is lost: what is kept must not be trusted
 * then (kept-rows.ts reads the database instead), and every loss forgets everything, since a change may have
 * gone unheard.
 */
export const profileChangedChannel = 'nordlys_profile_changed';

type Listener = { changed(profileId: number): void; lost(): void };
type Watch = {
  live: boolean;
  listeners: Set<Listener>;
  stop(): Promise<void>;
  /** Writes this process made to the watched tables since the last catch-up, and the catch-up under way. */
  writes: number;
  catchingUp: Promise<void> | null;
  /** Resolvers of the catch-up notices this process sent, by token. */
  waiting: Map<string, () => void>;
};

const watches = new WeakMap<Knex, Watch>();

export function watchProfileChanges(db: Knex, listener: Listener): { live(): boolean; caughtUp(): Promise<void> | null } {
  let watch = watches.get(db);
  if (!watch) {
    watch = startWatch(db);
    watches.set(db, watch);
  }
  watch.listeners.add(listener);
  const current = watch;
  return { live: () => current.live, caughtUp: () => caughtUp(db, current) };
}

/**
 * A change notice travels on the LISTEN connection, so this process's own write may be answered, and the member's
 * next request arrive, before its notice does. After this process wrote to a watched table, the next reader first
 * sends a notice of its own and waits for it: notices arrive in commit order, so once it is back, every change
 * committed before it has been heard. Costs one statement, only on the first read after such a write.
 */
function caughtUp(db: Knex, watch: Watch): Promise<void> | null {
  if (!watch.writes) return null;
  // Nothing is kept while the LISTEN is down: nothing to catch up with.
  if (!watch.live) {
    watch.writes = 0;
    return null;
  }
  if (!watch.catchingUp) {
    const writes = watch.writes;
    const token = `catch-up:${process.pid}:${Math.random().toString(36).slice(2)}`;
    const heard = new Promise<void>((resolve) => watch.waiting.set(token, resolve));
    const timeout = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 2000).unref());
    watch.catchingUp = db
      .raw('select pg_notify(?, ?)', [profileChangedChannel, token])
      .then(() => Promise.race([heard, timeout]))
      .then((late) => {
        // A notice that does not come back in time: nothing kept can be trusted (the listeners forget it all).
        if (late === 'late') for (const l of watch.listeners) l.lost();
        watch.writes -= writes;
      })
      .finally(() => {
        watch.waiting.delete(token);
        watch.catchingUp = null;
      });
  }
  return watch.catchingUp;
}

const watchedWrite = /^\s*(insert\s+into|update|delete\s+from)\s+"?(profiles|profile_configuration|media_copyright_consents)"?[\s(]/i;

/** Ends the LISTEN of this handle (stopServices, before the pool is destroyed). */
export async function stopWatchingProfileChanges(db: Knex): Promise<void> {
  const watch = watches.get(db);
  watches.delete(db);
  await watch?.stop();
}

function startWatch(db: Knex): Watch {
  const watch: Watch = { live: false, listeners: new Set(), stop: async () => undefined, writes: 0, catchingUp: null, waiting: new Map() };
  const changed = (payload: string | undefined) => {
    const caught = payload ? watch.waiting.get(payload) : undefined;
    if (caught) return caught();
    const id = Number(payload);
    if (Number.isSafeInteger(id)) for (const l of watch.listeners) l.changed(id);
  };
  const onQuery = (q: { sql?: string }) => {
    if (q.sql && watchedWrite.test(q.sql)) watch.writes += 1;
  };
  db.on('query', onQuery);
  const lost = () => {
    watch.live = false;
    for (const l of watch.listeners) l.lost();
  };
  const pglite = pgliteOf(db);
  if (pglite) {
    const unlisten = pglite.listen(profileChangedChannel, changed).then((stop) => {
      watch.live = true;
      return stop;
    });
    watch.stop = async () => {
      lost();
      await (await unlisten)();
    };
  } else {
    watch.stop = listenOnPostgres(db, changed, lost, () => (watch.live = true));
  }
  return watch;
}

/** A pg client of its own holding the LISTEN; after an error it reconnects (1 s, then up to 30 s apart). */
function listenOnPostgres(db: Knex, changed: (payload: string | undefined) => void, lost: () => void, live: () => void): () => Promise<void> {
  const connection = db.client.config.connection as pg.ClientConfig;
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = 1000;
  let timer: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client({ connectionString: connection.connectionString, connectionTimeoutMillis: connection.connectionTimeoutMillis ?? 3000, keepAlive: true });
    client = next;
    next.on('notification', (n) => changed(n.payload));
    next.on('error', retry);
    next.on('end', retry);
    try {
      await next.connect();
      await next.query(`listen ${profileChangedChannel}`);
      if (stopped) return void (await next.end().catch(() => undefined));
      delay = 1000;
      live();
    } catch {
      retry();
    }
  };
  /** Lets go of the current client (whose errors no longer matter) and reports the LISTEN lost. */
  const drop = async () => {
    lost();
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => undefined);
    await old?.end().catch(() => undefined);
  };
  function retry() {
    void drop();
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 30_000);
  }
  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await drop();
  };
}
