import type { Knex } from 'knex';
import { locales, type Locale } from '../../platform/i18n/index.ts';
import * as repo from './repo.ts';

/**
 * The countries catalogue is reference data that only seeding writes: read once per process and database (keyed by
 * the connection's configuration, which a transaction shares with its knex) and kept; a seed in this process drops
 * the kept copy (`forgetCountries`).
 */
const keptCountries = new WeakMap<object, Promise<repo.Country[]>>();
const databaseOf = (db: Knex): object => db.client.config as object;

function countries(db: Knex): Promise<repo.Country[]> {
  let kept = keptCountries.get(databaseOf(db));
  if (!kept) {
    kept = repo.findCountries(db);
    keptCountries.set(databaseOf(db), kept);
    kept.catch(() => keptCountries.delete(databaseOf(db)));
  }
  return kept;
}

/** Drops the kept countries of `db`'s database: the next read loads them again. */
export function forgetCountries(db: Knex): void {
  keptCountries.delete(databaseOf(db));
}

export const listCountries = async (db: Knex, locale: Locale) =>
  (await countries(db)).map((c) => ({ id: c.id, code: c.code, name: c.names[locale] ?? c.names['en-GB'] ?? c.code }));
export const listGlossary = (db: Knex, siteId: number, locale: Locale) => repo.findGlossary(db, siteId, locale);
export const getNewsTicker = (db: Knex, siteId: number, locale: Locale) => repo.findNewsTicker(db, siteId, locale);
export const getContentTokens = (db: Knex, locale: Locale) => repo.findContentTokens(db, locale);

/** The glossary entries whose term or definition holds every word of `q` (all of them without one), and how many there are in all. */
export async function searchGlossary(db: Knex, siteId: number, locale: Locale, q: string | undefined) {
  const words = (q ?? '').toLocaleLowerCase(locale).split(/\s+/).filter((w) => w.length > 0).slice(0, 8);
  const all = await repo.findGlossary(db, siteId, locale);
  const entries = all.filter((e) => words.every((w) => `${e.term}\n${e.definition}`.toLocaleLowerCase(locale).includes(w)));
  return { entries, total: all.length, q: q ?? '' };
}

type L = Record<Locale, string>;
export type CommonSeed = {
  countries: { code: string; name: L; areas: { name: string; nestingLevel: 1 | 2 | 3 }[] }[];
  glossary: { siteId: number; term: L; definition: L }[];
  newsTicker: { siteId: number; text: L }[];
  contentTokens: { key: string; value: L }[];
};

/** Loads reference data once: skipped when countries exist. */
export async function seedCommonData(db: Knex, seed: CommonSeed): Promise<boolean> {
  if ((await repo.countCountries(db)) > 0) return false;
  forgetCountries(db);
  await db.transaction(async (trx) => {
    for (const [i, c] of seed.countries.entries()) {
      const id = await repo.insertCountry(trx, c.code, c.name, i);
      await repo.insertCountryAreas(trx, id, c.areas);
    }
    await repo.insertGlossaryEntries(
      trx,
      seed.glossary.flatMap((g) => locales.map((l) => ({ siteId: g.siteId, locale: l, term: g.term[l], definition: g.definition[l] }))),
    );
    for (const n of seed.newsTicker) for (const l of locales) await repo.upsertNewsTicker(trx, n.siteId, l, n.text[l]);
    for (const c of seed.contentTokens) for (const l of locales) await repo.upsertContentToken(trx, c.key, l, c.value[l]);
  });
  forgetCountries(db);
  return true;
}

export async function countryExists(db: Knex, id: number): Promise<boolean> {
  return (await countries(db)).some((c) => c.id === id);
}
