import type { Logger } from 'pino';
import type { Config } from '../../src/config.ts';
import type { Services } from '../../src/boot.ts';
import { jobHandlers } from '../../src/boot.ts';
import { runDueJobs } from '../../src/platform/jobs/index.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';
import type { ProfileActor } from '../../src/platform/auth/actor.ts';
import { generateDemoProfiles } from '../../src/demo/generate-profiles.ts';
import { resolveSite } from '../../src/modules/sites/index.ts';
import { sendMessage } from '../../src/modules/mail/index.ts';
import { heartbeat } from '../../src/modules/presence/index.ts';
import { slugOf } from '../../src/modules/blogs/index.ts';
import { logOnBenchMember, proxyHeaders } from './bench-member.ts';

const writers = 20;

/**
 * What bench:member's member sees: 2,000 demo profiles, 20 of whom wrote to the member (who answered, so the
 * inbox holds 20 conversations and the bell their notifications), then a log-on. Returns each page as the member
 * got it (`{profile}` in a path is the first writer) and the session the bench reuses.
 */
export async function prepareMemberPages(services: Services, config: Config, logger: Logger, origin: string, memberId: number, member: { email: string; password: string }, paths: string[]) {
  const { db } = services;
  const { ids } = await generateDemoProfiles(db, 2_000);
  const site = await resolveSite(db, 'localhost');
  if (!site) throw new Error('no site answers to localhost');
  const actor = (profileId: number): ProfileActor => ({ profileId, site: { id: site.id, dark: site.dark }, status: ProfileStatus.Active, staffRole: 0, member: false, darkStatus: 0, impersonatedBy: null });
  for (let i = 0; i < writers; i++) {
    const writer = ids.first + i * 50;
    await sendMessage(db, actor(writer), memberId, `Hello from demo profile ${writer}. Shall we meet for coffee on Saturday?`);
    await sendMessage(db, actor(memberId), writer, 'Happy to. Saturday at ten at the harbour?');
  }
  await giveEverySection(db, memberId, ids.first);
  // The events' subscribers (notifications); mail is left alone (no SMTP here).
  while ((await runDueJobs(db, jobHandlers(config, logger), logger, 'default')) > 0);
  const session = await logOnBenchMember(origin, member);
  const pages: { path: string; html: string }[] = [];
  for (const template of paths) {
    const path = template.replace('{profile}', String(ids.first));
    const answer = await fetch(`${origin}${path}`, { headers: { ...proxyHeaders, cookie: session.cookie } });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} to the member`);
    pages.push({ path, html: await answer.text() });
  }
  return { session, pages };
}

/**
 * What makes every section of a paying member's /Start show, straight in the tables (as a long-standing member's
 * data would be): favourites online (one of them blogging), visitors, today's birthdays, match settings, a
 * promotion, pictures and a breaking news item.
 */
async function giveEverySection(db: Services['db'], memberId: number, first: number) {
  const favourites = Array.from({ length: 8 }, (_, i) => first + 100 + i);
  await db('profile_favourites').insert(favourites.map((id) => ({ profile_id: memberId, favourite_id: id })));
  await db('profile_favourites').insert(favourites.slice(0, 4).map((id) => ({ profile_id: id, favourite_id: memberId })));
  for (const id of [...favourites, first + 200, first + 201]) await heartbeat(db, id);
  await db('profile_visits').insert(Array.from({ length: 8 }, (_, i) => ({ profile_id: memberId, visitor_id: first + 300 + i, visited_at: new Date(Date.now() - i * 60_000) })));
  await db('profile_persons').whereIn('profile_id', Array.from({ length: 6 }, (_, i) => first + 400 + i)).update({ birthday: db.raw(`(current_date - interval '30 years')::date`), confirmed_at: db.raw('coalesce(confirmed_at, now())') });
  await db('profile_match_settings').insert({ profile_id: memberId, genders: ['Female', 'Male'], age_min: 20, age_max: 80, looking_for: [] });
  await db('promotions').insert({ profile_id: first + 500, kind: 'searchPromotion', dark: false, starts_at: new Date(Date.now() - 86_400_000), ends_at: new Date(Date.now() + 86_400_000) });
  for (const [i, owner] of [first + 100, first + 101, first + 600, first + 601].entries()) {
    const [album] = await db('media_albums').insert({ profile_id: owner, kind: 'Profile', name: '' }).returning('id');
    const hash = `${i}`.padEnd(32, 'a');
    await db('media').insert({ profile_id: owner, album_id: album.id, type: 'Picture', status: 'Live', width: 1200, height: 800, variants: { 'w1200.jpg': `pictures/${hash}.jpg`, 'w1200.webp': `pictures/${hash}.webp` } });
  }
  const title = 'A walk along the fjord';
  const body = 'We walked along the fjord on Sunday and saw the northern lights.';
  await db('blog_entries').insert({ owner_id: favourites[0], dark: false, state: 'Published', title, slug: slugOf(title), body_html: `<p>${body}</p>`, body_text: body, language: 'en-GB', text_config: db.raw('profile_text_config(?)', ['en-GB']), published_at: new Date(), last_activity_at: new Date() });
  await db('breaking_news').insert({ dark: false, title: 'New: video chat', text: 'Members can now talk face to face.' });
}
