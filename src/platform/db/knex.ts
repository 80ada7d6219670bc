import path from 'node:path';
import { mkdirSync } from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import ClientPGLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';

export type Db = Knex;
export type { Knex };

// Ids are bigint identities; they stay far below 2^53, so read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type DbOptions = {
  /** Postgres connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `memory` keeps the embedded database in memory (tests). */
  pgliteDir?: string;
  statementTimeoutMs?: number;
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
    });
  }
  const dir = options.pgliteDir ?? 'var/pglite';
  let pglite: PGlite;
  if (dir === 'memory') {
    pglite = new PGlite();
  } else {
    mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
    pglite = new PGlite(path.resolve(dir));
  }
  return knexFactory({
    client: ClientPGLite,
    dialect: 'postgres',
    connection: { pglite } as Knex.StaticConnectionConfig,
    acquireConnectionTimeout: 5000,
  });
}

/** True when the knex instance talks to the embedded PGlite database. */
export function isEmbedded(db: Knex): boolean {
  return db.client.config.client !== 'pg';
}
