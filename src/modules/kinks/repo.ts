import type { Knex } from 'knex';
import type { Locale } from '../../platform/i18n/index.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { profilesHidingField, profilesVisibleTo, type Sight } from '../profiles/index.ts';
import { profileNameOrder } from '../accounts/index.ts';

/** A catalogue kink with its name in one language. */
export type KinkRow = { id: number; key: string; name: string; popular: boolean };
export type CustomKinkRow = { id: number; text: string };
export type NewKink = { key: string; popular: boolean; names: Record<Locale, string> };

const toKink = (r: Record<string, unknown>): KinkRow => ({ id: Number(r.id), key: String(r.key), name: String(r.name), popular: Boolean(r.popular) });
/** `%` and `_` in a member's search words match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function catalogue(db: Knex, locale: Locale) {
  return db('kinks')
    .join('kink_names', function () {
      this.on('kink_names.kink_id', 'kinks.id').andOnVal('kink_names.locale', locale);
    })
    .select('kinks.id', 'kinks.key', 'kinks.popular', 'kink_names.name');
}

// ---- the catalogue

export async function countKinks(db: Knex): Promise<number> {
  const row = await db('kinks').count('* as n').first();
  return Number(row?.n ?? 0);
}

export async function insertKinks(db: Knex, kinks: NewKink[]): Promise<void> {
  for (const [i, k] of kinks.entries()) {
    const [row] = await db('kinks').insert({ key: k.key, popular: k.popular, sort_order: i }).returning('id');
    const id = Number((row as { id: number }).id);
    await db('kink_names').insert(Object.entries(k.names).map(([locale, name]) => ({ kink_id: id, locale, name })));
  }
}

/** Catalogue kinks by name in `locale`; `popular` narrows to the flagged (true) or the others (false). */
export async function findKinks(db: Knex, locale: Locale, opts: { popular?: boolean; skip?: number; take?: number } = {}): Promise<KinkRow[]> {
  const query = catalogue(db, locale).orderByRaw('lower(kink_names.name)').orderBy('kinks.id');
  if (opts.popular !== undefined) query.where('kinks.popular', opts.popular);
  if (opts.skip) query.offset(opts.skip);
  if (opts.take) query.limit(opts.take);
  return (await query).map(toKink);
}

/** The catalogue kinks most profiles have, with how many; kinks nobody has are left out. */
export async function findMostPopular(db: Knex, locale: Locale, take: number): Promise<(KinkRow & { profileCount: number })[]> {
  const rows = await catalogue(db, locale)
    .join('profile_kinks', 'profile_kinks.kink_id', 'kinks.id')
    .groupBy('kinks.id', 'kinks.key', 'kinks.popular', 'kink_names.name')
    .count('profile_kinks.profile_id as profile_count')
    .orderBy('profile_count', 'desc')
    .orderByRaw('lower(kink_names.name)')
    .limit(take);
  return rows.map((r: Record<string, unknown>) => ({ ...toKink(r), profileCount: Number(r.profile_count) }));
}

export async function searchKinks(db: Knex, locale: Locale, text: string, take: number): Promise<KinkRow[]> {
  const rows = await catalogue(db, locale).whereILike('kink_names.name', likePattern(text)).orderByRaw('lower(kink_names.name)').limit(take);
  return rows.map(toKink);
}

/** Custom kinks matching `text` on profiles the viewer may see, each wording once, the most used first. */
export async function searchCustomKinks(db: Knex, viewer: Sight, text: string, take: number): Promise<string[]> {
  const rows = await db('profile_custom_kinks')
    .whereILike('text_key', likePattern(text.toLowerCase()))
    .whereIn('profile_id', profilesVisibleTo(db, viewer))
    .groupBy('text_key')
    .select('text_key', db.raw('min(text) as text'), db.raw('count(*) as n'))
    .orderBy('n', 'desc')
    .orderBy('text_key')
    .limit(take);
  return rows.map((r: Record<string, unknown>) => String(r.text));
}

/** Every catalogue name (all languages), lower-cased, with its kink: a custom kink that is one of them becomes that kink. */
export async function findKinkIdsByName(db: Knex, keys: string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const rows = await db('kink_names').whereRaw('lower(name) = any(?)', [keys]).select('kink_id', db.raw('lower(name) as key'));
  return new Map(rows.map((r: Record<string, unknown>) => [String(r.key), Number(r.kink_id)]));
}

export async function existingKinkIds(db: Knex, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db('kinks').whereIn('id', ids).select('id');
  return new Set(rows.map((r: Record<string, unknown>) => Number(r.id)));
}

// ---- a profile's kinks

export async function findProfileKinks(db: Knex, profileId: number, locale: Locale): Promise<KinkRow[]> {
  const rows = await catalogue(db, locale)
    .join('profile_kinks', 'profile_kinks.kink_id', 'kinks.id')
    .where('profile_kinks.profile_id', profileId)
    .orderByRaw('lower(kink_names.name)');
  return rows.map(toKink);
}

export async function findCustomKinks(db: Knex, profileId: number): Promise<CustomKinkRow[]> {
  const rows = await db('profile_custom_kinks').where({ profile_id: profileId }).orderBy('id').select('id', 'text');
  return rows.map((r: Record<string, unknown>) => ({ id: Number(r.id), text: String(r.text) }));
}

/** Replaces the profile's kinks: call inside a transaction. */
export async function replaceProfileKinks(trx: Knex, profileId: number, kinkIds: number[], custom: { text: string; key: string }[]): Promise<void> {
  await trx('profile_kinks').where({ profile_id: profileId }).del();
  await trx('profile_custom_kinks').where({ profile_id: profileId }).del();
  if (kinkIds.length) await trx('profile_kinks').insert(kinkIds.map((kinkId) => ({ profile_id: profileId, kink_id: kinkId })));
  if (custom.length) await trx('profile_custom_kinks').insert(custom.map((c) => ({ profile_id: profileId, text: c.text, text_key: c.key })));
}

/**
 * Subquery: the ids of the profiles that have every kink of `queries` (a kink's query: a catalogue kink's key, or a
 * custom kink's text in any case), for other modules' lists (/Pictures): `query.whereIn(column, profilesWithKinks(…))`.
 */
export function profilesWithKinks(db: Knex, queries: readonly string[]): Knex.QueryBuilder {
  const wanted = [...new Set(queries.map((q) => q.trim().toLowerCase()).filter(Boolean))];
  const matches = db('profile_kinks')
    .join('kinks', 'kinks.id', 'profile_kinks.kink_id')
    .whereRaw('lower(kinks.key) = any(?)', [wanted])
    .select('profile_kinks.profile_id', db.raw('lower(kinks.key) as query'))
    .union((q) => q.from('profile_custom_kinks').whereRaw('text_key = any(?)', [wanted]).select('profile_id', 'text_key as query'));
  return db.from(matches.as('k')).groupBy('k.profile_id').havingRaw('count(distinct k.query) = ?', [wanted.length]).select('k.profile_id');
}

/**
 * SearchItemsByKinks: the profiles with every kink of `queries` that the viewer may meet on the dark site (approved
 * dark members others may see, not blocked either way, showing the viewer their dark answers, not the viewer), by
 * name; filtered in SQL before the page, so a page is full while more follow. Reads `take + 1` to tell whether they do.
 */
export async function findProfileIdsWithKinks(db: Knex, queries: readonly string[], actor: ProfileActor, skip: number, take: number): Promise<number[]> {
  const viewer = { id: actor.profileId, member: actor.member };
  const rows = await db
    .from(profilesWithKinks(db, queries).as('m'))
    .whereIn('m.profile_id', profilesVisibleTo(db, actor))
    .whereNotIn('m.profile_id', profilesHidingField(db, 'dark', viewer))
    .whereNot('m.profile_id', viewer.id)
    .orderBy([{ column: profileNameOrder(db, 'm.profile_id') as never }, { column: 'm.profile_id' }])
    .offset(skip)
    .limit(take + 1)
    .select('m.profile_id');
  return rows.map((r: { profile_id: unknown }) => Number(r.profile_id));
}
