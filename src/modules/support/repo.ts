import type { Knex } from 'knex';
import type { Locale } from '../../platform/i18n/index.ts';
import { defaultLocale } from '../../platform/i18n/index.ts';
import type { LegalKind } from './schemas.ts';

export type FaqCategory = { id: number; key: string; name: string };
export type FaqEntry = { id: number; categoryId: number; question: string; answer: string; updatedAt: Date };
export type LegalPage = { kind: LegalKind; title: string; body: string; version: number; updatedAt: Date };
export type ChangelogEntry = { id: number; day: string; title: string; body: string };
export type Localized = Record<Locale, string>;

/** Joins a texts table twice, in the wanted language and in English, so a missing translation falls back. */
function localizedColumns(db: Knex, columns: string[]) {
  return columns.map((c) => db.raw('coalesce(??, ??) as ??', [`loc.${c}`, `en.${c}`, c]));
}

export async function findFaqCategories(db: Knex, locale: Locale): Promise<FaqCategory[]> {
  const rows = await db('faq_categories as c')
    .leftJoin('faq_category_texts as loc', (j) => j.on('loc.category_id', 'c.id').andOnVal('loc.locale', locale))
    .leftJoin('faq_category_texts as en', (j) => j.on('en.category_id', 'c.id').andOnVal('en.locale', defaultLocale))
    .select('c.id', 'c.key', ...localizedColumns(db, ['name']))
    .orderBy(['c.position', 'c.id']);
  return rows.map((r) => ({ id: Number(r.id), key: r.key, name: r.name }));
}

/** Every FAQ entry in a language, in display order. */
export async function findFaqEntries(db: Knex, locale: Locale): Promise<FaqEntry[]> {
  const rows = await db('faq_entries as e')
    .join('faq_categories as c', 'c.id', 'e.category_id')
    .leftJoin('faq_entry_texts as loc', (j) => j.on('loc.entry_id', 'e.id').andOnVal('loc.locale', locale))
    .leftJoin('faq_entry_texts as en', (j) => j.on('en.entry_id', 'e.id').andOnVal('en.locale', defaultLocale))
    .select('e.id', 'e.category_id', 'e.updated_at', ...localizedColumns(db, ['question', 'answer']))
    .orderBy(['c.position', 'e.position', 'e.id']);
  return rows.map((r) => ({ id: Number(r.id), categoryId: Number(r.category_id), question: r.question, answer: r.answer, updatedAt: new Date(r.updated_at) }));
}

export async function findLegalPage(db: Knex, kind: LegalKind, locale: Locale): Promise<LegalPage | null> {
  const rows = await db('legal_pages').where({ kind }).whereIn('locale', [locale, defaultLocale]);
  const row = rows.find((r) => r.locale === locale) ?? rows[0];
  return row ? { kind, title: row.title, body: row.body, version: row.version, updatedAt: new Date(row.updated_at) } : null;
}

/** Distinct changelog days, newest first. */
export async function findChangelogDays(db: Knex, limit: number, offset: number): Promise<string[]> {
  const rows = await db('changelog_entries').distinct(db.raw("to_char(day, 'YYYY-MM-DD') as day")).orderBy('day', 'desc').limit(limit).offset(offset);
  return rows.map((r) => r.day as string);
}

export async function countChangelogDays(db: Knex): Promise<number> {
  const [row] = await db('changelog_entries').countDistinct('day as n');
  return Number(row?.n ?? 0);
}

export async function findChangelogEntries(db: Knex, locale: Locale, days: string[]): Promise<ChangelogEntry[]> {
  if (days.length === 0) return [];
  const rows = await db('changelog_entries as e')
    .leftJoin('changelog_entry_texts as loc', (j) => j.on('loc.entry_id', 'e.id').andOnVal('loc.locale', locale))
    .leftJoin('changelog_entry_texts as en', (j) => j.on('en.entry_id', 'e.id').andOnVal('en.locale', defaultLocale))
    .whereIn('e.day', days)
    .select('e.id', db.raw("to_char(e.day, 'YYYY-MM-DD') as day"), ...localizedColumns(db, ['title', 'body']))
    .orderBy([{ column: 'e.day', order: 'desc' }, 'e.position', 'e.id']);
  return rows.map((r) => ({ id: Number(r.id), day: r.day, title: r.title, body: r.body }));
}

export async function upsertFaqCategory(db: Knex, key: string, position: number, names: Localized): Promise<number> {
  const [row] = await db('faq_categories').insert({ key, position }).onConflict('key').merge().returning('id');
  const id = Number(row.id);
  await db('faq_category_texts')
    .insert(Object.entries(names).map(([locale, name]) => ({ category_id: id, locale, name })))
    .onConflict(['category_id', 'locale'])
    .merge();
  return id;
}

export async function findFaqCategoryIdByKey(db: Knex, key: string): Promise<number | null> {
  const row = await db('faq_categories').where({ key }).first('id');
  return row ? Number(row.id) : null;
}

export async function insertFaqEntry(db: Knex, categoryId: number, position: number, texts: Partial<Record<Locale, { question: string; answer: string }>>): Promise<number> {
  const [row] = await db('faq_entries').insert({ category_id: categoryId, position }).returning('id');
  const id = Number(row.id);
  await db('faq_entry_texts').insert(Object.entries(texts).map(([locale, t]) => ({ entry_id: id, locale, ...t })));
  return id;
}

export async function countFaqEntries(db: Knex): Promise<number> {
  const [row] = await db('faq_entries').count('id as n');
  return Number(row?.n ?? 0);
}

export async function upsertLegalPage(db: Knex, kind: LegalKind, locale: Locale, page: { title: string; body: string; version: number }): Promise<void> {
  await db('legal_pages')
    .insert({ kind, locale, ...page, updated_at: db.fn.now() })
    .onConflict(['kind', 'locale'])
    .merge();
}

export async function insertChangelogEntry(db: Knex, day: string, position: number, texts: Partial<Record<Locale, { title: string; body: string }>>): Promise<number> {
  const [row] = await db('changelog_entries').insert({ day, position }).returning('id');
  const id = Number(row.id);
  await db('changelog_entry_texts').insert(Object.entries(texts).map(([locale, t]) => ({ entry_id: id, locale, ...t })));
  return id;
}

export async function countChangelogEntriesOn(db: Knex, day: string): Promise<number> {
  const [row] = await db('changelog_entries').where({ day }).count('id as n');
  return Number(row?.n ?? 0);
}
