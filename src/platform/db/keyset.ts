import type { Knex } from 'knex';
import { z } from 'zod';
import { invalidField } from '../http/errors.ts';

/**
 * One column of a list's order, largest first. `sql` is an expression over the list query's own aliases and must
 * never be null (coalesce it): a row comparison with a null drops the row. The last key must be unique (an id).
 */
export type SortKey = { sql: string; type: 'timestamptz' | 'bigint' };

/**
 * Where a page starts: after the previous page's last row (`after`), before the next page's first row (`before`,
 * the way back), or, for API callers that page by `skip` (spec §7), at an offset. Nothing: the first page.
 */
export type PageStart = { after?: string | undefined; before?: string | undefined; skip?: number | undefined };

/** A page and the keys of the pages either side of it (null: there is none). */
export type KeyedPage<T> = { items: T[]; hasMore: boolean; next: string | null; prev: string | null };

/** A page key as a query string or an API call carries it: opaque base64url (anything else is refused early). */
export const pageKey = z.string().max(400).regex(/^[A-Za-z0-9_-]+$/, 'common.errors.pageKey');

const utcText = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const integerText = /^-?\d{1,18}$/;
/** A timestamp key keeps its microseconds (a JS Date would round them away and skip or repeat rows). */
const keyText = (key: SortKey, column: string) =>
  key.type === 'timestamptz' ? `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : `${column}::text`;
const validValue = (key: SortKey, value: unknown) =>
  typeof value === 'string' &&
  (key.type === 'bigint' ? integerText.test(value) : utcText.test(value) && new Date(value).toISOString().slice(0, 19) === value.slice(0, 19));

const encode = (values: string[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
function decode(key: string, keys: SortKey[], field: string): string[] {
  let values: unknown = null;
  try {
    values = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'));
  } catch {
    // a key that is not ours: refused below
  }
  if (!Array.isArray(values) || values.length !== keys.length || !keys.every((k, i) => validValue(k, values[i]))) throw invalidField(field, 'common.errors.pageKey');
  return values as string[];
}

/**
 * One page of `query` in the order of `keys`, by key: a page deep in a list costs what the first one does, and rows
 * added or removed meanwhile neither repeat nor go missing. The query is wrapped, so the keys may name aggregates.
 */
export async function pageByKey(db: Knex, query: Knex.QueryBuilder, keys: SortKey[], start: PageStart, take: number): Promise<KeyedPage<Record<string, unknown>>> {
  const inner = query.clone().select(keys.map((k, i) => db.raw(`${k.sql} as _k${i}`)));
  const back = Boolean(start.before) && !start.after;
  const q = db.from(inner.as('_page')).select('_page.*', ...keys.map((k, i) => db.raw(`${keyText(k, `_page._k${i}`)} as _t${i}`)));
  const columns = keys.map((_, i) => `_page._k${i}`).join(', ');
  const given = start.after ?? start.before;
  if (given) {
    const values = decode(given, keys, start.after ? 'after' : 'before');
    q.whereRaw(`(${columns}) ${back ? '>' : '<'} (${keys.map((k) => `?::${k.type}`).join(', ')})`, values);
  } else if (start.skip) q.offset(start.skip);
  keys.forEach((_, i) => q.orderBy(`_page._k${i}`, back ? 'asc' : 'desc'));
  const rows = (await q.limit(take + 1)) as Record<string, unknown>[];
  const more = rows.length > take;
  const items = rows.slice(0, take);
  if (back) items.reverse();
  const keyOf = (row: Record<string, unknown> | undefined) => (row ? encode(keys.map((_, i) => String(row[`_t${i}`]))) : null);
  const opened = Boolean(given) || Boolean(start.skip);
  return {
    items,
    hasMore: back ? items.length > 0 : more,
    next: (back ? items.length > 0 : more) ? keyOf(items.at(-1)) : null,
    prev: (back ? more : opened) ? keyOf(items[0]) : null,
  };
}

export const mapPage = <T, U>(page: KeyedPage<T>, items: U[]): KeyedPage<U> => ({ ...page, items });
