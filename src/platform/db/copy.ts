import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { isEmbedded } from './knex.ts';

/** Writes rows (values in `columns` order) into `table`. */
export type CopyWriter = (table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>) => Promise<void>;

/**
 * Bulk loading (demo data, benches): `work` gets a writer whose writes commit together. On Postgres each write is
 * one `COPY … FROM STDIN` on one connection inside one transaction (an order of magnitude faster than multi-row
 * inserts at a million rows); on the embedded PGlite, multi-row inserts in a knex transaction.
 */
export async function bulkLoad(db: Knex, work: (copy: CopyWriter) => Promise<void>): Promise<void> {
  if (isEmbedded(db)) {
    await db.transaction(async (trx) => work((table, columns, rows) => insertInBatches(trx, table, columns, rows)));
    return;
  }
  const client = (await db.client.acquireConnection()) as pg.PoolClient;
  try {
    await client.query('begin');
    // A large load may take longer than a request may (the pool's statement_timeout).
    await client.query('set local statement_timeout = 0');
    await work((table, columns, rows) => copyRows(client, table, columns, rows));
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await db.client.releaseConnection(client);
  }
}

async function copyRows(client: pg.PoolClient, table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>): Promise<void> {
  const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const copy = copyFrom(`copy ${ident(table)} (${columns.map(ident).join(', ')}) from stdin`);
  // pg reads a query's own `query_timeout` before the pool's (a request's few seconds): a load may take minutes.
  Object.assign(copy, { query_timeout: 3_600_000 });
  await pipeline(Readable.from(textLines(rows)), client.query(copy));
}

/** COPY's text format, 1,000 rows a chunk: tab between values, \N for null, backslash escapes. */
function* textLines(rows: Iterable<readonly unknown[]>): Generator<string> {
  let chunk = '';
  let n = 0;
  for (const row of rows) {
    chunk += row.map(copyText).join('\t') + '\n';
    if (++n % 1000 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!) : text;
}

async function insertInBatches(trx: Knex, table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>): Promise<void> {
  const size = Math.max(1, Math.floor(30_000 / columns.length));
  let batch: Record<string, unknown>[] = [];
  for (const row of rows) {
    batch.push(Object.fromEntries(columns.map((c, i) => [c, row[i] ?? null])));
    if (batch.length === size) {
      await trx(table).insert(batch);
      batch = [];
    }
  }
  if (batch.length) await trx(table).insert(batch);
}

/** `n` fresh ids from the sequence of `table`.`column` (reserved: a concurrent insert never takes one). */
export async function reserveIds(db: Knex, table: string, n: number, column = 'id'): Promise<number[]> {
  const { rows } = await db.raw<{ rows: { id: number | string }[] }>('select nextval(pg_get_serial_sequence(?, ?)) as id from generate_series(1, ?)', [table, column, n]);
  return rows.map((r) => Number(r.id));
}
