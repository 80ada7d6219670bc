import type { Knex } from 'knex';
import { defaultLocale, type Locale } from '../../platform/i18n/index.ts';

export type Country = { id: number; code: string; names: Record<string, string> };
export type GlossaryEntry = { id: number; term: string; definition: string };

export async function findCountries(db: Knex): Promise<Country[]> {
  const rows = await db('countries').select('id', 'code', 'names').orderBy(['position', 'id']);
  return rows.map((r) => ({ id: Number(r.id), code: r.code, names: r.names }));
}

/** Glossary of a site in a language, falling back to English when the language has none. */
export async function findGlossary(db: Knex, siteId: number, locale: Locale): Promise<GlossaryEntry[]> {
  const rows = await db('glossary_entries').where({ site_id: siteId }).whereIn('locale', [locale, defaultLocale]).orderBy('term');
  const own = rows.filter((r) => r.locale === locale);
  return (own.length ? own : rows).map((r) => ({ id: Number(r.id), term: r.term, definition: r.definition }));
}

export async function findNewsTicker(db: Knex, siteId: number, locale: Locale): Promise<string | null> {
  const rows = await db('news_ticker_texts').where({ site_id: siteId }).whereIn('locale', [locale, defaultLocale]);
  return (rows.find((r) => r.locale === locale) ?? rows[0])?.text ?? null;
}

export async function findContentTokens(db: Knex, locale: Locale): Promise<Record<string, string>> {
  const rows = await db('content_tokens').whereIn('locale', [defaultLocale, locale]).orderByRaw('locale = ? ', [locale]);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function countCountries(db: Knex): Promise<number> {
  const [row] = await db('countries').count('id as n');
  return Number(row?.n ?? 0);
}

export async function insertCountry(db: Knex, code: string, names: Record<string, string>, position: number): Promise<number> {
  const [row] = await db('countries').insert({ code, names: JSON.stringify(names), position }).returning('id');
  return Number(row.id);
}

export async function insertCountryAreas(db: Knex, countryId: number, areas: { name: string; nestingLevel: number }[]): Promise<void> {
  if (areas.length === 0) return;
  await db('country_areas').insert(areas.map((a, i) => ({ country_id: countryId, name: a.name, nesting_level: a.nestingLevel, position: i })));
}

export async function insertGlossaryEntries(db: Knex, rows: { siteId: number; locale: Locale; term: string; definition: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await db('glossary_entries').insert(rows.map((r) => ({ site_id: r.siteId, locale: r.locale, term: r.term, definition: r.definition })));
}

export async function upsertNewsTicker(db: Knex, siteId: number, locale: Locale, text: string): Promise<void> {
  await db('news_ticker_texts').insert({ site_id: siteId, locale, text }).onConflict(['site_id', 'locale']).merge();
}

export async function upsertContentToken(db: Knex, key: string, locale: Locale, value: string): Promise<void> {
  await db('content_tokens').insert({ key, locale, value }).onConflict(['key', 'locale']).merge();
}
