import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../../support/accounts.ts';
import { cameraJpeg, upload } from '../../support/media.ts';
import { b64, describeProfile, searcher, target, type Searcher } from './support.ts';

/** A paying member (start's sections beyond OnlineFavorites are for members), with the API's form token. */
async function member() {
  const s = await searcher({ member: true });
  const token = await s.csrf('/Support');
  return Object.assign(s, { api: (path: string, body: object) => s.post(path).set('x-csrf-token', token).send(body) });
}
type Member = Awaited<ReturnType<typeof member>>;

const order = async (m: Member) => ((await m.get('/api/Common/GetStartPageSortOptions').expect(200)).body.sortOptions as { id: string }[]).map((o) => o.id);
const shown = async (m: Searcher) => [...(await m.get('/Start').expect(200)).text.matchAll(/<section class="start-section" id="section-([\w:]+)"/g)].map((x) => x[1]);
/** A section of /Start: its heading, its "see all" link and its cards' titles. */
async function section(m: Searcher, id: string) {
  const html = (await m.get('/Start').expect(200)).text;
  const start = html.indexOf(`id="section-${id}"`);
  if (start < 0) return null;
  const body = html.slice(start, html.indexOf('</section>', start));
  return {
    heading: /<h2 id="heading-[^"]+">([^<]+)<\/h2>/.exec(body)![1],
    seeAll: /<a class="tap-link" href="([^"]+)" aria-label=/.exec(body)?.[1] ?? null,
    cards: [...body.matchAll(/class="tap-link start-card-title" href="([^"]+)">/g)].map((x) => x[1]),
  };
}

async function saveSearch(m: Member, name: string, options: object): Promise<number> {
  await m.csrf('/Search/Advanced');
  const res = await m.postForm('/Search/Save', { name, searchOptions: b64(options) }).expect(303);
  return Number(/\/Search\/(\d+)$/.exec(res.headers.location!)![1]);
}

describe('search on the start page: PossibleMatches and saved searches', () => {
  afterEach(jobsSettled);

  it('PossibleMatches shows the first both-ways matches (up to 8) with "see all" → /Search/MatchProfiles', async () => {
    const me = await member();
    await describeProfile(me.profile.id, [{ gender: 'Female', age: 30 }]);
    await testDb()('profile_match_settings').insert({ profile_id: me.profile.id, genders: ['Male'] });
    const men: number[] = [];
    for (let i = 0; i < 10; i++) men.push(await target([{ gender: 'Male', age: 30 }]));
    await target([{ gender: 'Female', age: 30 }]);
    const blocked = await target([{ gender: 'Male', age: 30 }]);
    await testDb()('profile_blocks').insert({ blocker_id: blocked, blocked_id: me.profile.id });
    const got = await section(me, 'PossibleMatches');
    expect(got!.seeAll).to.equal('/Search/MatchProfiles');
    expect(got!.cards).to.deep.equal(men.slice(2).reverse().map((id) => `/Profile/${id}`));
    expect((await shown(me)).indexOf('PossibleMatches')).to.equal((await shown(me)).indexOf('NewestProfiles') + 1);
  });

  it('SearchMedia shows the newest pictures of my matches only, and nothing when they have none', async () => {
    const me = await member();
    await describeProfile(me.profile.id, [{ gender: 'Female', age: 30 }]);
    await testDb()('profile_match_settings').insert({ profile_id: me.profile.id, genders: ['Male'] });
    const withPicture = async (gender: string) => {
      const profile = await buildMember({ language: 'en-GB' });
      await describeProfile(profile.id, [{ gender, age: 30 }]);
      const agent = await loggedOnAs(profile);
      await upload(agent, await agent.csrf('/Start'), await cameraJpeg(320, 240, { seed: profile.id }), 'me.jpg', { albumTypeId: 1 }).expect(200);
      return profile;
    };
    expect(await shown(me), 'no match has a picture yet').to.not.include('SearchMedia');
    const man = await withPicture('Male');
    await withPicture('Female'); // not a match: never shown
    await jobsSettled();
    const got = await section(me, 'SearchMedia');
    expect(got!.heading).to.equal('Pictures of your matches');
    expect(got!.seeAll).to.equal('/Search/MatchProfiles');
    expect(got!.cards).to.have.length(1);
    expect((await me.get('/Start').expect(200)).text).to.include(`>${man.name}</a>`);
  });

  it('PossibleMatches renders nothing when nobody matches', async () => {
    const me = await member();
    await describeProfile(me.profile.id, [{ gender: 'Female', age: 30 }]);
    await testDb()('profile_match_settings').insert({ profile_id: me.profile.id, genders: ['Couple'] });
    await target([{ gender: 'Male', age: 30 }]);
    expect(await shown(me)).to.not.include('PossibleMatches');
  });

  it('a saved search is put on the start page from its page, named after the search, its first results as cards, and taken off again', async () => {
    const me = await member();
    const woman = await target([{ gender: 'Female' }]);
    await target([{ gender: 'Male' }]);
    const id = await saveSearch(me, 'Women nearby', { genders: ['Female'] });
    const page = (await me.get(`/Search/${id}`).expect(200)).text;
    expect(page).to.include('Show on my start page');
    await me.postForm(`/Search/${id}/StartPage`, { show: '1' }).expect(303).expect('Location', `/Search/${id}`);
    expect((await me.get(`/Search/${id}`).expect(200)).text).to.include('Remove from start page');
    // Added after the default sections, which stay.
    expect((await order(me)).slice(-2)).to.deep.equal(['ChatRightNow', `Search:${id}`]);
    expect(await section(me, `Search:${id}`)).to.deep.equal({ heading: 'Women nearby', seeAll: `/Search/${id}`, cards: [`/Profile/${woman}`] });
    await me.postForm(`/Search/${id}/StartPage`, { show: '0' }).expect(303);
    expect(await order(me)).to.not.include(`Search:${id}`);
    expect(await shown(me)).to.not.include(`Search:${id}`);
    await me.postForm(`/Search/${id}/StartPage`, { show: 'yes' }).expect(400);
  });

  it('saved search sections appear in the member’s order; unknown, others’ and deleted ids are dropped', async () => {
    const me = await member();
    const other = await member();
    await target();
    const first = await saveSearch(me, 'First', {});
    const second = await saveSearch(me, 'Second', { hasPictures: true });
    const others = await saveSearch(other, 'Not yours', {});
    await me.api('/api/Common/SaveStartPageSortOptions', {
      sortOptions: [`Search:${second}`, 'NewestProfiles', 'Search:999', `Search:${others}`, `Search:${first}`, 'PossibleMatches'].map((i) => ({ id: i })),
    }).expect(200);
    expect(await order(me)).to.deep.equal(['Contest', `Search:${second}`, 'NewestProfiles', 'BirthdayProfiles', `Search:${first}`, 'PossibleMatches']);
    expect((await shown(me)).filter((s) => s!.startsWith('Search:') || s === 'NewestProfiles')).to.deep.equal([`Search:${second}`, 'NewestProfiles', `Search:${first}`]);
    // A saved search with no results still shows, with its empty state.
    expect((await section(me, `Search:${second}`))!.cards).to.deep.equal([]);
    await me.postForm(`/Search/${first}/Delete`, {}).expect(303);
    expect(await order(me)).to.not.include(`Search:${first}`);
    // Another member's saved search cannot be put on one's start page.
    await me.postForm(`/Search/${others}/StartPage`, { show: '1' }).expect(404);
    expect(await order(me)).to.not.include(`Search:${others}`);
  });

  it('a saved search that can no longer run (a distance from the member\'s area, which they have not given) shows its empty state, /Start still answers', async () => {
    const me = await member();
    await target();
    const nearby = await saveSearch(me, 'Within 50 km', { distanceKm: 50 });
    await me.api('/api/Common/SaveStartPageSortOptions', { sortOptions: [{ id: `Search:${nearby}` }] }).expect(200);
    expect(await section(me, `Search:${nearby}`)).to.deep.equal({ heading: 'Within 50 km', seeAll: `/Search/${nearby}`, cards: [] });
  });

  it('a member who is not paying sees no button (start keeps only OnlineFavorites for them)', async () => {
    const me = await searcher();
    await me.csrf('/Search/Advanced');
    const res = await me.postForm('/Search/Save', { name: 'Mine', searchOptions: b64({}) }).expect(303);
    const id = Number(/\/Search\/(\d+)$/.exec(res.headers.location!)![1]);
    expect((await me.get(`/Search/${id}`).expect(200)).text).to.not.include('Show on my start page');
  });
});
