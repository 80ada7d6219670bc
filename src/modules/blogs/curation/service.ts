import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../../platform/auth/actor.ts';
import { authorize, may } from '../../../platform/auth/authorize.ts';
import { publish } from '../../../platform/events/index.ts';
import { activeBan } from '../../accounts/index.ts';
import { findEntryForViewer } from '../entries/index.ts';
import { newsNotFound } from './errors.ts';
import { entryCurated } from './events.ts';
import * as repo from './repo.ts';
import { cachedMemberCounts, cachedSharedData } from '../../../platform/member-counts.ts';

/**
 * SetCurated: a curator curates a published entry they may read, or takes the curation back. The author is told
 * once, when it becomes curated (the event, in the same transaction).
 */
export async function setCurated(db: Knex, actor: ProfileActor, entryId: number, curated: boolean): Promise<{ curated: boolean }> {
  // The entries area's loader: an entry the actor may not read is its 404 (blogs.read), never saying why.
  const { subject } = await findEntryForViewer(db, actor, entryId);
  authorize(actor, 'blogs.curate', subject);
  await db.transaction(async (trx) => {
    const changed = await repo.setCurated(trx, entryId, actor.profileId, curated);
    if (changed && curated) await publish(trx, entryCurated, { entryId, ownerId: subject.ownerId, curatorId: actor.profileId, dark: subject.dark });
  });
  return { curated };
}

/** Breaking news as a member sees it (the banner, GET /api/BreakingNews/BreakingNews). */
export type NewsView = { id: number; title: string; text: string; link: string | null };

type KeptNews = NewsView & { endsAt: string | null };

/**
 * The newest running item of the actor's site the member has not dismissed; null for a visitor or when there is
 * none. Both halves are kept between requests (platform/member-counts.ts): the site's running items for every
 * member (staff adding or ending one renews them: repo.ts), the member's dismissals for them (their dismissal
 * renews those); an item past its end is left out here.
 */
export async function breakingNewsFor(db: Knex, actor: Actor): Promise<NewsView | null> {
  const profileId = actor.profileId;
  if (profileId === null) return null;
  const site = actor.site.dark ? 'dark' : 'regular';
  const now = Date.now();
  const running = (
    await cachedSharedData<KeptNews[]>(db, `blogs.news.${site}`, async () =>
      (await repo.runningNewsOf(db, actor.site)).map((n) => ({ id: n.id, title: n.title, text: n.text, link: n.link, endsAt: n.endsAt?.toISOString() ?? null })),
    )
  ).filter((n) => n.endsAt === null || Date.parse(n.endsAt) > now);
  if (!running.length) return null;
  const dismissed = await cachedMemberCounts(db, profileId, { dark: actor.site.dark, variant: 'blogs.newsDismissed' }, () => repo.dismissedRunningNewsIds(db, profileId, actor.site));
  const news = running.find((n) => !dismissed.includes(n.id));
  return news ? { id: news.id, title: news.title, text: news.text, link: news.link } : null;
}

/** AddBreakingNewsView: the member has seen (and dismissed) the item; counted once. Not a running item of this site: 404. */
export async function dismissNews(db: Knex, actor: ProfileActor, newsId: number): Promise<void> {
  if (!(await repo.runningNews(db, newsId, actor.site))) throw newsNotFound();
  // Staff acting as the member do not dismiss it for them (blogs.dismissNews).
  if (!may(actor, 'blogs.dismissNews', null)) return;
  await repo.insertView(db, newsId, actor.profileId);
}

/** ProfileBlogBan: the member's Blogs ban in force now. */
export async function blogBanOf(db: Knex, profileId: number): Promise<{ banned: boolean; reason: string | null; endsAt: Date | null }> {
  const ban = await activeBan(db, profileId, 'Blogs');
  return { banned: ban !== null, reason: ban?.reason ?? null, endsAt: ban?.endsAt ?? null };
}
