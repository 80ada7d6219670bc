import type { Knex } from 'knex';
import { countsChanged, sharedDataChanged } from '../../../platform/member-counts.ts';

/** Sets or clears the curation; answers whether it changed (a second "curated" changes nothing). */
export async function setCurated(db: Knex, entryId: number, curatorId: number, curated: boolean): Promise<boolean> {
  const query = db('blog_entries').where('id', entryId);
  const changed = curated
    ? await query.whereNull('curated_at').update({ curated_at: db.fn.now(), curated_by: curatorId })
    : await query.whereNotNull('curated_at').update({ curated_at: null, curated_by: null });
  return changed > 0;
}

export type NewsRow = { id: number; dark: boolean; title: string; text: string; link: string | null; createdAt: Date; endsAt: Date | null };

const toNews = (r: Record<string, unknown>): NewsRow => ({
  id: Number(r.id),
  dark: Boolean(r.dark),
  title: String(r.title),
  text: String(r.text),
  link: r.link ? String(r.link) : null,
  createdAt: new Date(r.created_at as string),
  endsAt: r.ends_at ? new Date(r.ends_at as string) : null,
});

export async function insertNews(db: Knex, news: { dark: boolean; title: string; text: string; link: string | null; endsAt: Date | null }): Promise<NewsRow> {
  const [row] = await db('breaking_news').insert({ dark: news.dark, title: news.title, text: news.text, link: news.link, ends_at: news.endsAt }).returning('*');
  await sharedDataChanged(db);
  return toNews(row);
}

/** Every item, newest first, with its views (rows in breaking_news_views). */
export async function listNews(db: Knex): Promise<(NewsRow & { views: number })[]> {
  const rows = await db('breaking_news as n')
    .select('n.*', db('breaking_news_views as v').whereRaw('v.news_id = n.id').count('*').as('views'))
    .orderBy('n.id', 'desc');
  return rows.map((r) => ({ ...toNews(r), views: Number(r.views) }));
}

/** Ends a running item now; answers whether one was running. */
export async function endNews(db: Knex, id: number): Promise<boolean> {
  const ended = await db('breaking_news').where('id', id).where((q) => q.whereNull('ends_at').orWhere('ends_at', '>', db.fn.now())).update({ ends_at: db.fn.now() });
  await sharedDataChanged(db);
  return ended > 0;
}

/** The running items of `site` (the request's: the actor's site). */
const running = (db: Knex, site: { dark: boolean }) =>
  db('breaking_news as n').where('n.dark', site.dark).where((q) => q.whereNull('n.ends_at').orWhere('n.ends_at', '>', db.fn.now()));

/** The running items of the site, newest first (kept for every member: service.ts). */
export async function runningNewsOf(db: Knex, site: { dark: boolean }): Promise<NewsRow[]> {
  return (await running(db, site).orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').select('n.*')).map(toNews);
}

/** The running items of the site the member dismissed. */
export async function dismissedRunningNewsIds(db: Knex, profileId: number, site: { dark: boolean }): Promise<number[]> {
  const rows = await running(db, site).join('breaking_news_views as v', 'v.news_id', 'n.id').where('v.profile_id', profileId).select('n.id');
  return rows.map((r: { id: unknown }) => Number(r.id));
}

/** A running item of the site (a dismissal of anything else is a 404). */
export const runningNews = async (db: Knex, id: number, site: { dark: boolean }): Promise<boolean> => Boolean(await running(db, site).where('n.id', id).first('n.id'));

/** One view a member: a second dismissal changes nothing. */
export async function insertView(db: Knex, newsId: number, profileId: number): Promise<void> {
  await db('breaking_news_views').insert({ news_id: newsId, profile_id: profileId }).onConflict(['news_id', 'profile_id']).ignore();
  await countsChanged(db, [profileId]);
}
