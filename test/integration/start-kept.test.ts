import { expect } from 'chai';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';
import { describeAddNews, describeEndNews } from '../../src/modules/blogs/index.ts';
import { heartbeat } from '../../src/modules/presence/index.ts';
import { siteToday } from '../../src/modules/profiles/index.ts';
import { testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';
import { albumPicture, insertEntry } from '../support/blogs.ts';

/**
 * A paying member's /Start (issue 32): what changes rarely (the start-page settings, breaking news, the member's
 * own gaps, birthday and match settings, who has them among favourites) is kept between requests, so a second
 * /Start reads none of it from the database, and each writer renews it so the change shows on the next request.
 */

const person = { orientation: null, relationship: null, heightCm: null, weightKg: null, bodyBuild: null, eyeColour: null, hairColour: null, smoking: null, dominance: null };
const yearsAgo = (years: number, days = 0) => {
  const [y, m, d] = siteToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
};

async function payingMember(birthday = yearsAgo(35, 40)) {
  const profile = await buildMember({ member: true, darkStatus: 3, language: 'en-GB' });
  await testDb()('profile_persons').insert({ profile_id: profile.id, position: 0, birthday, gender: 'Male', confirmed_at: new Date() });
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Support');
  const api = (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body);
  return Object.assign(agent, { profile, api });
}
type Member = Awaited<ReturnType<typeof payingMember>>;

const startHtml = async (m: Member) => (await m.get('/Start').expect(200)).text;
const sectionsIn = (html: string) => [...html.matchAll(/<section class="start-section" id="section-([\w:]+)"/g)].map((x) => x[1]!);

/** The SQL statements one request runs (knex's 'query' event on the app's database). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  // The test's job worker polls the same database meanwhile: its statements are not the page's.
  const listen = (q: { sql: string }) => void (/^update jobs |"job_schedules"/.test(q.sql) || seen.push(q.sql));
  testDb().on('query', listen);
  try {
    await run();
  } finally {
    testDb().off('query', listen);
  }
  return seen;
}

/** Other members who give every section something: favourites online (one blogging, one with a picture), visitors, a birthday today. */
async function everySection(me: ProfileRecord) {
  const others = await Promise.all(Array.from({ length: 6 }, () => buildMember({ member: true, language: 'en-GB' })));
  for (const [i, o] of others.entries()) await testDb()('profile_persons').insert({ profile_id: o.id, position: 0, birthday: i === 0 ? yearsAgo(30) : yearsAgo(30 + i, 60), gender: i % 2 ? 'Male' : 'Female', confirmed_at: new Date() });
  await testDb()('profile_favourites').insert(others.slice(0, 3).map((o) => ({ profile_id: me.id, favourite_id: o.id })));
  await testDb()('profile_favourites').insert({ profile_id: others[1]!.id, favourite_id: me.id });
  for (const o of others) await heartbeat(testDb(), o.id);
  await testDb()('profile_visits').insert(others.slice(2, 5).map((o) => ({ profile_id: me.id, visitor_id: o.id })));
  await insertEntry({ ownerId: others[0]!.id, title: 'Northern lights over the fjord' });
  for (const o of others.slice(0, 3)) await albumPicture(o.id);
  return others;
}

describe('a paying member\'s /Start: what is kept between requests', () => {
  afterEach(jobsSettled);

  it('a second /Start reads nothing kept from the database, and runs a bounded number of statements for every section shown', async () => {
    const me = await payingMember();
    await everySection(me.profile);
    await me.api('/api/EditProfile/SaveProfileFilterConfiguration', { genders: ['Female', 'Male'], ageMin: 18, ageMax: 99, distanceKm: null, lookingFor: [] }).expect(200);
    await describeAddNews(testDb(), { title: 'Video chat', text: 'Talk face to face.', dark: false });
    await startHtml(me);

    let html = '';
    const statements = await statementsOf(async () => (html = await startHtml(me)));
    const sections = sectionsIn(html);
    expect(sections).to.include.members(['NewestProfiles', 'PossibleMatches', 'BirthdayProfiles', 'NewestMedia', 'LastVisit', 'OnlineProfiles', 'NewestBlogs', 'OnlineFavorites']);
    expect(html).to.include('Video chat');
    // Kept: the settings, the news, the member's gaps, birthday and match side, who has them among favourites.
    const kept = [/^select \* from "start_page_settings"/, /breaking_news/, /^select \* from "profile_match_settings"/, /^select not exists \(select 1 from profile_details/, /^select "profile_id" from "profile_persons"/, /^select "gender"/, /^select "field" as "key"/, /^select "latitude", "longitude" from "profile_areas"/, /^select "profile_id" from "profile_favourites" where "favourite_id"/];
    for (const pattern of kept) expect(statements.filter((s) => pattern.test(s)), String(pattern)).to.deep.equal([]);
    // Who hides being online is a fragment of each statement (the cards' dots, the two online lists), never a statement of its own.
    expect(statements.filter((s) => /^select "profile_id" from "profile_configuration"/.test(s))).to.deep.equal([]);
    // Issue 32's aim: at most one statement a section shown (which profiles and their cards together), plus the
    // member's own picture (the ProfilePicture hint) and, here, the session (Redis in production): 10 besides the session for 10
    // sections (ChatRightNow reads none); 46 before any of this.
    const page = statements.filter((s) => !/^select "sess" from "sessions"/.test(s));
    expect(statements.length - page.length, 'the session').to.be.at.most(1);
    expect(page.length, page.join('\n')).to.be.at.most(sections.length + 1);
  });

  it('saved start-page settings show on the next /Start', async () => {
    const me = await payingMember();
    const before = sectionsIn(await startHtml(me));
    expect(before.indexOf('NewestBlogs')).to.be.greaterThan(before.indexOf('NewestProfiles'));
    await me.api('/api/Common/SaveStartPageSortOptions', { sortOptions: [{ id: 'NewestBlogs' }, { id: 'NewestProfiles' }] }).expect(200);
    const after = sectionsIn(await startHtml(me));
    expect(after.indexOf('NewestBlogs')).to.be.lessThan(after.indexOf('NewestProfiles'));
  });

  it('breaking news: staff adding it shows it on the next /Start, the member dismissing it or staff ending it takes it away', async () => {
    const me = await payingMember();
    const other = await payingMember();
    expect(await startHtml(me)).to.not.include('A new harbour bath');
    const added = await describeAddNews(testDb(), { title: 'A new harbour bath', text: 'Open from Monday.', dark: false });
    const id = Number(/Breaking news (\d+)/.exec(added)![1]);
    expect(await startHtml(me)).to.include('A new harbour bath');
    expect(await startHtml(other)).to.include('A new harbour bath');
    await me.api('/api/BreakingNews/AddBreakingNewsView', { id }).expect(200);
    expect(await startHtml(me)).to.not.include('A new harbour bath');
    expect(await startHtml(other)).to.include('A new harbour bath');
    await describeEndNews(testDb(), id);
    expect(await startHtml(other)).to.not.include('A new harbour bath');
  });

  it('the member\'s own gaps: filling one takes its hint away on the next /Start', async () => {
    const me = await payingMember();
    expect(await startHtml(me)).to.include('href="/EditProfile#presentation"').and.include('href="/EditProfile/MatchSettings"');
    await me.api('/api/EditProfile/UpdateProfile', { presentation: 'Fond of fjords and coffee.', lookingFor: '', persons: [person] }).expect(200);
    await me.api('/api/EditProfile/SaveProfileFilterConfiguration', { genders: [], ageMin: 18, ageMax: 99, distanceKm: null, lookingFor: [] }).expect(200);
    const html = await startHtml(me);
    expect(html).to.not.include('href="/EditProfile#presentation"');
    expect(html).to.not.include('href="/EditProfile/MatchSettings"');
  });

  it('the member\'s birthday: correcting it to today shows the birthday offer on the next /Start', async () => {
    const me = await payingMember();
    expect(await startHtml(me)).to.not.include('href="/Promote/Birthday"');
    await me.api('/api/EditProfile/UpdatePersonBirthday', { personIndex: 0, birthday: yearsAgo(40) }).expect(200);
    expect(await startHtml(me)).to.include('href="/Promote/Birthday"');
  });

  it('match settings: saving them changes PossibleMatches on the next /Start', async () => {
    const me = await payingMember();
    const woman = await buildMember({ member: true, language: 'en-GB' });
    await testDb()('profile_persons').insert({ profile_id: woman.id, position: 0, birthday: yearsAgo(33, 50), gender: 'Female', confirmed_at: new Date() });
    const matches = async () => {
      const html = await startHtml(me);
      const at = html.indexOf('id="section-PossibleMatches"');
      return at < 0 ? '' : html.slice(at, html.indexOf('</section>', at));
    };
    await me.api('/api/EditProfile/SaveProfileFilterConfiguration', { genders: ['Female'], ageMin: 18, ageMax: 99, distanceKm: null, lookingFor: [] }).expect(200);
    expect(await matches()).to.include(`/Profile/${woman.id}"`);
    await me.api('/api/EditProfile/SaveProfileFilterConfiguration', { genders: ['Male'], ageMin: 18, ageMax: 99, distanceKm: null, lookingFor: [] }).expect(200);
    expect(await matches()).to.not.include(`/Profile/${woman.id}"`);
  });
});
