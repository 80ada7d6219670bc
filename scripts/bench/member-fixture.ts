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
import { seedBlogs } from './blog-fixture.ts';
import { seedLodges } from './lodge-fixture.ts';
import { seedEventsAndTickets } from './events-tickets-fixture.ts';
import type { PageSpec } from './member-pages.ts';

const writers = 20;
/** The dark site's host in the seeded sites (src/demo/data/sites.ts); the proxy's X-Forwarded-Host picks the site. */
const darkHost = { 'x-forwarded-host': 'dark.localhost' };

type Session = { cookie: string; csrfToken: string };
export type MemberFixture = { placeholders: Record<string, string>; sessions: { member: Session; darkMember: Session; nonMember: Session } };
export type CapturedPage = PageSpec & { headers: Record<string, string>; html: string; statements: string[] };
type Credentials = { email: string; password: string };

/**
 * What bench:member's members see: 2,000 demo profiles, 20 of whom wrote to the paying member (who answered, so
 * the inbox holds 20 conversations and the bell their notifications; the first one goes on to 26 messages), the
 * blogs (blog-fixture.ts), the lodges (lodge-fixture.ts), events and tickets (events-tickets-fixture.ts), then log-ons: the paying member on both sites, the non-member on the regular one.
 */
export async function prepareMemberFixture(services: Services, config: Config, logger: Logger, origin: string, member: Credentials & { id: number }, nonMember: Credentials): Promise<MemberFixture> {
  const { db } = services;
  const { ids } = await generateDemoProfiles(db, 2_000);
  const site = await resolveSite(db, 'localhost');
  if (!site) throw new Error('no site answers to localhost');
  const actor = (profileId: number): ProfileActor => ({ profileId, site: { id: site.id, dark: site.dark }, status: ProfileStatus.Active, staffRole: 0, member: false, darkStatus: 0, impersonatedBy: null });
  let conversation = 0;
  for (let i = 0; i < writers; i++) {
    const writer = ids.first + i * 50;
    const sent = await sendMessage(db, actor(writer), member.id, `Hello from demo profile ${writer}. Shall we meet for coffee on Saturday?`);
    await sendMessage(db, actor(member.id), writer, 'Happy to. Saturday at ten at the harbour?');
    if (i === 0) conversation = sent.conversationId;
  }
  for (let i = 0; i < 12; i++) {
    await sendMessage(db, actor(ids.first), member.id, `Message ${i}: the ferry leaves at half past nine, shall we take the one after?`);
    await sendMessage(db, actor(member.id), ids.first, `Answer ${i}: the later one is fine, I will bring coffee.`);
  }
  const blogs = await seedBlogs(db);
  const lodges = await seedLodges(db, member.id, ids);
  const events = await seedEventsAndTickets(db, member.id, ids, { id: site.id, origin });
  await giveEverySection(db, member.id, ids.first);
  // The events' subscribers (notifications); mail is left alone (no SMTP here).
  while ((await runDueJobs(db, jobHandlers(config, logger), logger, 'default')) > 0);
  return {
    placeholders: { '{profile}': String(ids.first), '{conversation}': String(conversation), '{entry30}': blogs.threads[0]!.path, '{entry200}': blogs.threads[1]!.path, '{author}': String(blogs.authorId), '{lodge}': String(lodges.lodgeId), '{topic200}': lodges.topicPath, '{event}': events.eventPath, '{ticket}': events.ticketPath },
    sessions: {
      member: await logOnBenchMember(origin, member),
      darkMember: await logOnBenchMember(origin, member, undefined, darkHost),
      nonMember: await logOnBenchMember(origin, nonMember),
    },
  };
}

/** The headers a page is asked for with: the proxy's, the dark site's host, the session of who asks. */
export function pageHeaders(page: PageSpec, fixture: MemberFixture): Record<string, string> {
  const { sessions } = fixture;
  const session = page.who === 'visitor' ? null : page.who === 'non-member' ? sessions.nonMember : page.dark ? sessions.darkMember : sessions.member;
  return { ...proxyHeaders, ...(page.dark ? darkHost : {}), ...(session ? { cookie: session.cookie } : {}) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/**
 * Each page asked for twice: the first warms what is kept, the second is the page the references serve and its
 * SQL statements (`statements` gathers the server's statements between start() and take()) are the page's.
 */
export async function capturePages(origin: string, specs: PageSpec[], fixture: MemberFixture, statements: { start(): void; take(): string[] }): Promise<CapturedPage[]> {
  const pages: CapturedPage[] = [];
  for (const spec of specs) {
    const path = Object.entries(fixture.placeholders).reduce((p, [key, value]) => p.replace(key, value), spec.path);
    const headers = pageHeaders(spec, fixture);
    const first = await fetch(`${origin}${path}`, { headers });
    if (first.status !== 200) throw new Error(`${path} answered ${first.status} to the ${spec.who}${spec.dark ? ' on the dark site' : ''}`);
    await first.text();
    await settle();
    statements.start();
    const second = await fetch(`${origin}${path}`, { headers });
    const html = await second.text();
    await settle();
    if (second.status !== 200) throw new Error(`${path} answered ${second.status} to the ${spec.who} the second time`);
    pages.push({ ...spec, path, headers, html, statements: statements.take() });
  }
  return pages;
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
