import type { Knex } from 'knex';
import { locales, type Locale } from '../../platform/i18n/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import { createCache } from '../../platform/cache.ts';
import * as repo from './repo.ts';
import { landingPath } from './schemas.ts';

type LandingList = Awaited<ReturnType<typeof repo.findLandingPages>>;
/** The lists change only through the admin CLI and the demo seed: the front page reads them from memory. */
const lists = createCache<LandingList>(60_000);

export const listLandingPages = (db: Knex, siteId: number, locale: Locale) => lists.get(`${siteId}|${locale}|all`, () => repo.findLandingPages(db, siteId, locale));
export const listFrontpageLandingPages = (db: Knex, siteId: number, locale: Locale) =>
  lists.get(`${siteId}|${locale}|front`, () => repo.findLandingPages(db, siteId, locale, true));

/** The landing page at a path of this site, or null (the catch-all then answers 404). */
export async function findLandingPage(db: Knex, siteId: number, locale: Locale, rawPath: string) {
  const parsed = landingPath.safeParse(rawPath);
  return parsed.success ? repo.findLandingPageByPath(db, siteId, locale, parsed.data) : null;
}

export async function getLandingPage(db: Knex, siteId: number, locale: Locale, path: string) {
  const page = await findLandingPage(db, siteId, locale, path);
  if (!page) throw notFound('seo.errors.landingNotFound');
  return page;
}

export class LandingInputError extends Error {}

type LandingTexts = Partial<Record<Locale, { title: string; summary: string; body: string }>>;

/** Adds a landing page to a site; English texts are required. */
export async function addLandingPage(db: Knex, siteId: number, rawPath: string, onFrontpage: boolean, texts: LandingTexts) {
  const path = landingPath.safeParse(rawPath);
  if (!path.success) throw new LandingInputError(`Invalid path "${rawPath}": use lower-case letters, digits and dashes, e.g. /dating-aarhus`);
  if (!texts['en-GB']) throw new LandingInputError('English (en-GB) title, summary and body are required');
  if (await repo.findLandingPageByPath(db, siteId, 'en-GB', path.data)) throw new LandingInputError(`Site ${siteId} already has a page at ${path.data}`);
  const added = await repo.insertLandingPage(db, { siteId, path: path.data, onFrontpage, position: 0 }, texts);
  lists.clear();
  return added;
}

export type LandingSeed = { siteId: number; path: string; onFrontpage: boolean; title: Record<Locale, string>; summary: Record<Locale, string>; body: Record<Locale, string> };

/** Loads demo landing pages once. */
export async function seedLandingPages(db: Knex, seed: LandingSeed[]): Promise<boolean> {
  if ((await repo.countLandingPages(db)) > 0) return false;
  await db.transaction(async (trx) => {
    for (const [i, p] of seed.entries()) {
      const texts = Object.fromEntries(locales.map((l) => [l, { title: p.title[l], summary: p.summary[l], body: p.body[l] }]));
      await repo.insertLandingPage(trx, { siteId: p.siteId, path: p.path, onFrontpage: p.onFrontpage, position: i }, texts);
    }
  });
  lists.clear();
  return true;
}
