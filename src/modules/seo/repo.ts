import type { Knex } from 'knex';
import { defaultLocale, type Locale } from '../../platform/i18n/index.ts';

export type LandingPage = { id: number; path: string; onFrontpage: boolean; title: string; summary: string; body: string; updatedAt: Date };

function landingQuery(db: Knex, siteId: number, locale: Locale) {
  return db('landing_pages as p')
    .leftJoin('landing_page_texts as loc', (j) => j.on('loc.landing_page_id', 'p.id').andOnVal('loc.locale', locale))
    .leftJoin('landing_page_texts as en', (j) => j.on('en.landing_page_id', 'p.id').andOnVal('en.locale', defaultLocale))
    .where('p.site_id', siteId)
    .select(
      'p.id',
      'p.path',
      'p.on_frontpage',
      'p.updated_at',
      db.raw('coalesce(loc.title, en.title) as title'),
      db.raw('coalesce(loc.summary, en.summary) as summary'),
      db.raw('coalesce(loc.body, en.body) as body'),
    )
    .orderBy(['p.position', 'p.id']);
}

const toLanding = (r: Record<string, unknown>): LandingPage => ({
  id: Number(r.id),
  path: String(r.path),
  onFrontpage: Boolean(r.on_frontpage),
  title: String(r.title),
  summary: String(r.summary),
  body: String(r.body),
  updatedAt: new Date(r.updated_at as string),
});

export async function findLandingPages(db: Knex, siteId: number, locale: Locale, onlyFrontpage = false): Promise<LandingPage[]> {
  const q = landingQuery(db, siteId, locale);
  if (onlyFrontpage) q.where('p.on_frontpage', true);
  return (await q).map(toLanding);
}

export async function findLandingPageByPath(db: Knex, siteId: number, locale: Locale, path: string): Promise<LandingPage | null> {
  const row = await landingQuery(db, siteId, locale).where('p.path', path).first();
  return row ? toLanding(row) : null;
}

export async function countLandingPages(db: Knex): Promise<number> {
  const [row] = await db('landing_pages').count('id as n');
  return Number(row?.n ?? 0);
}

export async function insertLandingPage(
  db: Knex,
  page: { siteId: number; path: string; onFrontpage: boolean; position: number },
  texts: Partial<Record<Locale, { title: string; summary: string; body: string }>>,
): Promise<number> {
  const [row] = await db('landing_pages')
    .insert({ site_id: page.siteId, path: page.path, on_frontpage: page.onFrontpage, position: page.position })
    .returning('id');
  const id = Number(row.id);
  await db('landing_page_texts').insert(Object.entries(texts).map(([locale, t]) => ({ landing_page_id: id, locale, ...t })));
  return id;
}
