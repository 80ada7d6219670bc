import type { Knex } from 'knex';
import type { Locale } from '../../platform/i18n/index.ts';
import { locales } from '../../platform/i18n/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import { createCache } from '../../platform/cache.ts';
import { plainText } from '../../platform/render/text.ts';
import * as repo from './repo.ts';
import type { LegalKind } from './schemas.ts';

export const changelogDaysPerPage = 30;

type SearchableEntry = repo.FaqEntry & { searchText: string };

/** The whole FAQ of a language is small and read on every support page, so it is cached for a minute. */
const faqCache = createCache<{ categories: repo.FaqCategory[]; entries: SearchableEntry[] }>(60_000);
const loadFaq = (db: Knex, locale: Locale) =>
  faqCache.get(locale, async () => {
    const [categories, entries] = [await repo.findFaqCategories(db, locale), await repo.findFaqEntries(db, locale)];
    return { categories, entries: entries.map((e) => ({ ...e, searchText: `${e.question}\n${plainText(e.answer)}`.toLocaleLowerCase(locale) })) };
  });

/** The FAQ in a language: categories, and the entries of `categoryId` containing every word of `q`. */
export async function searchFaq(db: Knex, locale: Locale, q: string | undefined, categoryId: number | undefined) {
  const words = (q ?? '').toLocaleLowerCase(locale).split(/\s+/).filter((w) => w.length > 0).slice(0, 8);
  const { categories, entries } = await loadFaq(db, locale);
  const matches = entries.filter((e) => {
    if (categoryId !== undefined && e.categoryId !== categoryId) return false;
    return words.every((w) => e.searchText.includes(w));
  });
  const category = categories.find((c) => c.id === categoryId);
  return { categories, category, entries: matches, q: q ?? '' };
}

export async function getFaqEntry(db: Knex, locale: Locale, id: number) {
  const { categories, entries } = await loadFaq(db, locale);
  const entry = entries.find((e) => e.id === id);
  if (!entry) throw notFound('support.errors.faqNotFound');
  return { entry, category: categories.find((c) => c.id === entry.categoryId) };
}

export async function getLegalPage(db: Knex, locale: Locale, kind: LegalKind) {
  const page = await repo.findLegalPage(db, kind, locale);
  if (!page) throw notFound();
  return page;
}

/** One page of changelog days, newest first, each with its entries. */
export async function listChangelog(db: Knex, locale: Locale, page: number) {
  const [days, total] = await Promise.all([
    repo.findChangelogDays(db, changelogDaysPerPage, (page - 1) * changelogDaysPerPage),
    repo.countChangelogDays(db),
  ]);
  const entries = await repo.findChangelogEntries(db, locale, days);
  return {
    days: days.map((day) => ({ day, entries: entries.filter((e) => e.day === day) })),
    page,
    pageCount: Math.max(1, Math.ceil(total / changelogDaysPerPage)),
  };
}

export async function getChangelogDay(db: Knex, locale: Locale, day: string) {
  const entries = await repo.findChangelogEntries(db, locale, [day]);
  if (entries.length === 0) throw notFound('support.errors.changelogDayNotFound');
  return { day, entries };
}

/** Everything public the sitemap lists from support. */
export async function sitemapEntries(db: Knex) {
  const [entries, days] = await Promise.all([repo.findFaqEntries(db, 'en-GB'), repo.findChangelogDays(db, 1000, 0)]);
  return { faqIds: entries.map((e) => e.id), changelogDays: days };
}

type Texts<T> = Partial<Record<Locale, T>>;

export class SupportInputError extends Error {}

/** Adds an FAQ entry to an existing category; English text is required, other languages fall back to it. */
export async function addFaqEntry(db: Knex, categoryKey: string, texts: Texts<{ question: string; answer: string }>, position = 0) {
  if (!texts['en-GB']) throw new SupportInputError('An English (en-GB) question and answer are required');
  const categoryId = await repo.findFaqCategoryIdByKey(db, categoryKey);
  if (categoryId === null) throw new SupportInputError(`No FAQ category "${categoryKey}"`);
  const id = await repo.insertFaqEntry(db, categoryId, position, texts);
  faqCache.clear();
  return id;
}

export async function addChangelogEntry(db: Knex, day: string, texts: Texts<{ title: string; body: string }>) {
  if (!texts['en-GB']) throw new SupportInputError('An English (en-GB) title and text are required');
  const position = await repo.countChangelogEntriesOn(db, day);
  return repo.insertChangelogEntry(db, day, position, texts);
}

export type SupportSeed = {
  faqCategories: { key: string; name: Record<Locale, string>; entries: { question: Record<Locale, string>; answer: Record<Locale, string> }[] }[];
  legalPages: { kind: LegalKind; version: number; title: Record<Locale, string>; body: Record<Locale, string> }[];
  changelogDays: { day: string; items: { title: Record<Locale, string>; body: Record<Locale, string> }[] }[];
};

/** Loads demo content once: skipped when FAQ entries already exist. */
export async function seedSupportContent(db: Knex, seed: SupportSeed): Promise<boolean> {
  if ((await repo.countFaqEntries(db)) > 0) return false;
  await db.transaction(async (trx) => {
    for (const [i, category] of seed.faqCategories.entries()) {
      const categoryId = await repo.upsertFaqCategory(trx, category.key, i, category.name);
      for (const [j, entry] of category.entries.entries()) {
        await repo.insertFaqEntry(trx, categoryId, j, byLocale((l) => ({ question: entry.question[l], answer: entry.answer[l] })));
      }
    }
    for (const page of seed.legalPages) {
      for (const l of locales) await repo.upsertLegalPage(trx, page.kind, l, { title: page.title[l], body: page.body[l], version: page.version });
    }
    for (const day of seed.changelogDays) {
      for (const [i, item] of day.items.entries()) {
        await repo.insertChangelogEntry(trx, day.day, i, byLocale((l) => ({ title: item.title[l], body: item.body[l] })));
      }
    }
  });
  faqCache.clear();
  return true;
}

function byLocale<T>(make: (l: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((l) => [l, make(l)])) as Record<Locale, T>;
}
