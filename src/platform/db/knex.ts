import path from 'node:path';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import ClientPGLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type Db = Knex;
export type { Knex };

// Ids are bigint identities; they stay far below 2^53, so read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type DbOptions = {
  /** Postgres connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /**
   * Folder for PGlite's files; `memory` keeps the embedded database in memory (tests), and `memory:<file>`
   * starts it in memory from a data-directory dump (PGlite's `dumpDataDir`) in `<file>`, which skips
   * creating and migrating it (the test suite's workers, test/support/run.ts).
   */
  pgliteDir?: string;
  statementTimeoutMs?: number;
  /** Where knex's own warnings (a lost connection, a failed acquire) go; without it, the console. */
  logger?: { warn: (msg: string) => void; error: (msg: string) => void; debug: (msg: string) => void };
};

/** Builds the knex instance for Postgres or PGlite, with timeouts so a dead database never hangs a request. */
export function createDb(options: DbOptions): Knex {
  if (options.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: {
        connectionString: options.databaseUrl,
        connectionTimeoutMillis: 3000,
        statement_timeout: options.statementTimeoutMs ?? 10_000,
        query_timeout: (options.statementTimeoutMs ?? 10_000) + 1000,
        keepAlive: true,
      },
      pool: { min: 0, max: 10, idleTimeoutMillis: 30_000 },
      acquireConnectionTimeout: 5000,
      ...(options.logger ? { log: knexLog(options.logger) } : {}),
    });
  }
  const dir = options.pgliteDir ?? 'var/pglite';
  // The contrib extension search's migrations create (trigram name search), as on the system Postgres.
  const extensions = { pg_trgm };
  let pglite: PGlite;
  if (dir === 'memory') {
    pglite = new PGlite({ extensions });
  } else if (dir.startsWith('memory:')) {
    pglite = new PGlite({ extensions, loadDataDir: new Blob([readFileSync(dir.slice('memory:'.length))]) });
  } else {
    mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
    lockEmbeddedDatabase(path.resolve(dir));
    pglite = new PGlite(path.resolve(dir), { extensions });
  }
  const db = knexFactory({
    client: ClientPGLite,
    dialect: 'postgres',
    connection: { pglite } as Knex.StaticConnectionConfig,
    acquireConnectionTimeout: 5000,
  });
  starting.set(db, pglite.waitReady);
  embedded.set(db, pglite);
  return db;
}

const embedded = new WeakMap<Knex, PGlite>();

/** The PGlite instance behind an embedded knex (its LISTEN is a callback of the instance, not a connection). */
export const pgliteOf = (db: Knex): PGlite | undefined => embedded.get(db);

// PGlite starts (and on first use creates its files) before its first connection; on a busy machine that takes
// longer than a request should wait for a connection, so start-up waits for it apart (`databaseReady`).
const starting = new WeakMap<Knex, Promise<void>>();

/** Resolves once the database can take connections (at once for Postgres). */
export async function databaseReady(db: Knex): Promise<void> {
  await starting.get(db);
}

function knexLog(logger: NonNullable<DbOptions['logger']>): Knex.Config['log'] {
  const text = (msg: unknown) => (typeof msg === 'string' ? msg : JSON.stringify(msg));
  return {
    warn: (msg: unknown) => logger.warn(text(msg)),
    error: (msg: unknown) => logger.error(text(msg)),
    deprecate: (method: string, alternative: string) => logger.warn(`${method} is deprecated, use ${alternative}`),
    debug: (msg: unknown) => logger.debug(text(msg)),
  };
}

/**
 * PGlite is one process's database: a second process opening the same folder (the admin CLI while
 * `npm start` runs) would not see the other's writes and could damage the files. A lock file refuses that.
 */
function lockEmbeddedDatabase(dir: string): void {
  const lockFile = `${dir}.lock`;
  let holder: number | null;
  try {
    holder = Number(readFileSync(lockFile, 'utf8')) || null;
  } catch {
    holder = null;
  }
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(`The embedded database in ${dir} is in use by process ${holder} (npm start?). Stop it first, or use Postgres with DATABASE_URL.`);
  }
  writeFileSync(lockFile, String(process.pid));
  process.once('exit', () => {
    try {
      if (Number(readFileSync(lockFile, 'utf8')) === process.pid) unlinkSync(lockFile);
    } catch {
      // already gone
    }
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the knex instance talks to the embedded PGlite database. */
export function isEmbedded(db: Knex): boolean {
  return db.client.config.client !== 'pg';
}

/** True when a write failed on a unique index (Postgres SQLSTATE 23505), e.g. two sign-ups racing for one name. */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '23505';
}
