import type { Knex } from 'knex';
import type pg from 'pg';
import { pgliteOf } from './knex.ts';

/**
 * A statement a page runs on every request, compiled by knex once instead of on every request (issue 32: knex's
 * building showed in the member pages' CPU profile), then run as a named prepared statement, which each pooled
 * Postgres connection parses and plans once (on PGlite, the instance's own query).
 *
 * `build` writes the query as usual (the privacy fragments other modules export stay their one home) with the
 * request's values as placeholders `p(0)`, `p(1)` …; a list travels as one placeholder (`= any(?)`), so the text
 * never changes with its length. Whatever changes the query's shape (not only its values) goes in `shape`: one
 * compiled text is kept per shape. `build` must not read anything else of the request: values it does not take
 * through `p` are frozen into the text, so a compiled text holding a value that is not a placeholder or a constant
 * of `build` itself would be a bug — which is why only primitives may be bound besides placeholders.
 *
 * The handle's 'query' event is emitted as knex would, so the benches and tests that count statements see it.
 * Inside a transaction it runs through knex on the transaction's connection.
 */
export type Placeholder = <T = number>(index: number) => T;
/** `parts`: fragments the caller hands over (another module's identity query, a picture column), the same each run. */
export type PreparedQuery<Row, Parts> = (db: Knex, values: readonly unknown[], parts: Parts, shape?: string) => Promise<Row[]>;

type Compiled = { text: string; name: string; bindings: ({ param: number } | { constant: unknown })[] };

const marker = (i: number) => `:nordlys-param-${i}:`;
const markerPattern = /^:nordlys-param-(\d+):$/;
let statements = 0;
/** Outside production each run is also built by knex with its values and compared: a frozen value fails the tests. */
const checkEachRun = process.env.NODE_ENV !== 'production';

export function preparedQuery<Row = Record<string, unknown>, Parts = undefined>(name: string, build: (db: Knex, p: Placeholder, parts: Parts) => Knex.QueryBuilder | Knex.Raw): PreparedQuery<Row, Parts> {
  const compiled = new WeakMap<Knex, Map<string, Compiled>>();
  const compile = (db: Knex, shape: string, parts: Parts): Compiled => {
    let byShape = compiled.get(db);
    if (!byShape) compiled.set(db, (byShape = new Map()));
    let found = byShape.get(shape);
    if (!found) {
      const native = build(db, ((i: number) => marker(i)) as Placeholder, parts).toSQL().toNative();
      found = {
        text: native.sql,
        name: `${name}:${(statements += 1)}`,
        bindings: native.bindings.map((b) => {
          const param = typeof b === 'string' ? markerPattern.exec(b) : null;
          if (param) return { param: Number(param[1]) };
          if (b !== null && typeof b === 'object') throw new Error(`${name}: bound a ${typeof b} that is not a placeholder; pass it through p()`);
          return { constant: b };
        }),
      };
      byShape.set(shape, found);
    }
    return found;
  };
  return async (db, values, parts, shape = '') => {
    const statement = compile(db, shape, parts);
    const bindings = statement.bindings.map((b) => ('param' in b ? values[b.param] : b.constant));
    if (checkEachRun) sameAsBuiltNow(name, build(db, ((i: number) => values[i]) as Placeholder, parts), statement.text, bindings);
    if (db.isTransaction) return ((await db.raw(statement.text.replace(/\$\d+/g, '?'), bindings as Knex.Value[])) as { rows: Row[] }).rows;
    db.emit('query', { sql: statement.text, bindings, method: 'raw' });
    const pglite = pgliteOf(db);
    if (pglite) return (await pglite.query<Row>(statement.text, bindings)).rows;
    const client = (await db.client.acquireConnection()) as pg.PoolClient;
    try {
      return (await client.query<Row & pg.QueryResultRow>({ name: statement.name, text: statement.text, values: bindings })).rows;
    } finally {
      await db.client.releaseConnection(client);
    }
  };
}

function sameAsBuiltNow(name: string, query: Knex.QueryBuilder | Knex.Raw, text: string, bindings: unknown[]): void {
  const now = query.toSQL().toNative();
  if (now.sql !== text || JSON.stringify(now.bindings) !== JSON.stringify(bindings)) {
    throw new Error(`${name}: the compiled statement differs from the one built with this request's values (a value not passed through p(), or a shape not named)`);
  }
}
