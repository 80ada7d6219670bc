import { expect } from 'chai';
import { heartbeat } from '../../src/modules/presence/index.ts';
import { siteToday } from '../../src/modules/profiles/index.ts';
import request from 'supertest';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { blockProfile } from '../../src/modules/profiles/index.ts';
import { setSiteSetting } from '../../src/modules/sites/index.ts';
import { provideSavedSearchCheck, registerStartSection, type StartCard } from '../../src/platform/start-page.ts';
import { testApp, testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';

const dark = 'dark.localhost';
const defaults = ['Contest', 'NewestProfiles', 'PossibleMatches', 'BirthdayProfiles', 'NewestMedia', 'SearchMedia', 'LastVisit', 'OnlineProfiles', 'NewestBlogs', 'UpcomingEvents', 'PopularLodges', 'OnlineFavorites', 'ChatRightNow'];

async function member(overrides: Partial<NewProfile> = {}, host?: string) {
  const profile = await buildMember({ member: true, darkStatus: 3, language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile, host ? { host } : {});
  const token = await agent.csrf('/Support');
  const api = (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body);
  return Object.assign(agent, { profile, api });
}
type Member = Awaited<ReturnType<typeof member>>;

const order = async (m: Member) => ((await m.get('/api/Common/GetStartPageSortOptions').expect(200)).body.sortOptions as { id: string }[]).map((o) => o.id);
const save = (m: Member, ids: string[], extra: object = {}) => m.api('/api/Common/SaveStartPageSortOptions', { sortOptions: ids.map((id) => ({ id })), ...extra }).expect(200);
/** The sections /Start shows, in order. */
const shown = async (m: Member) => [...(await m.get('/Start').expect(200)).text.matchAll(/<section class="start-section" id="section-([\w:]+)"/g)].map((x) => x[1]);
/** The profile cards of one section on /Start. */
async function cardsOf(m: Member, section: string): Promise<string[]> {
  const html = (await m.get('/Start').expect(200)).text;
  const start = html.indexOf(`id="section-${section}"`);
  if (start < 0) return [];
  const body = html.slice(start, html.indexOf('</section>', start));
  return [...body.matchAll(/class="tap-link start-card-title" href="([^"]+)">([^<]+)</g)].map((x) => x[2]!);
}

async function withSite<T>(siteId: number, key: string, value: string, restore: string, run: () => Promise<T>): Promise<T> {
  await setSiteSetting(testDb(), siteId, key, value);
  try {
    return await run();
  } finally {
    await setSiteSetting(testDb(), siteId, key, restore);
  }
}

describe('start page (/Start, Common start-page calls)', () => {
  afterEach(jobsSettled);

  it('answers 401 to a visitor, sends them to log on from the page, and names a bad field (400)', async () => {
    await request(testApp()).get('/api/Common/GetStartPageSortOptions').expect(401);
    await request(testApp()).post('/api/Common/SaveStartPageSortOptions').send({ sortOptions: [] }).expect(401);
    await request(testApp()).get('/api/Common/GetChatRoomsForStart').expect(401);
    expect((await request(testApp()).get('/Start').expect(302)).headers.location).to.match(/^\/\?u=/);
    const me = await member();
    expect((await me.api('/api/Common/SaveStartPageSortOptions', { sortOptions: 'Contest' }).expect(400)).body.error.field).to.equal('sortOptions');
    expect((await me.api('/api/Common/SaveStartPageSortOptions', { sortOptions: [{ id: 5 }] }).expect(400)).body.error.field).to.match(/^sortOptions/);
    expect((await me.api('/api/Common/SaveStartPageSortOptions', { sortOptions: [], condensedProfileView: 'yes' }).expect(400)).body.error.field).to.equal('condensedProfileView');
  });

  it('a member without a saved order gets every section in the default order', async () => {
    const me = await member();
    expect((await me.get('/api/Common/GetStartPageSortOptions').expect(200)).body).to.deep.equal({
      sortOptions: defaults.map((id) => ({ id })),
      searchOptions: null,
      condensedProfileView: false,
      customizeStart: false,
    });
  });

  it('§5: section ids and existing saved searches are kept, unknown ids dropped', async () => {
    const me = await member();
    await save(me, ['NewestMedia', 'Bogus', 'Search:5', 'LastVisit', 'NewestMedia']);
    expect(await order(me)).to.deep.equal(['Contest', 'NewestMedia', 'LastVisit', 'BirthdayProfiles']);
    expect((await testDb()('start_page_settings').where({ profile_id: me.profile.id }).first()).sort_options).to.deep.equal([{ id: 'NewestMedia' }, { id: 'LastVisit' }]);
    const undo = provideSavedSearchCheck(async (_db, ownerId, ids) => new Set(ownerId === me.profile.id ? ids.filter((id) => id === 5) : []));
    try {
      await save(me, ['NewestMedia', 'Search:5', 'Search:6', 'LastVisit']);
      expect(await order(me)).to.deep.equal(['Contest', 'NewestMedia', 'Search:5', 'BirthdayProfiles', 'LastVisit']);
    } finally {
      undo();
    }
    // A saved search that no longer exists is dropped when read.
    expect(await order(me)).to.deep.equal(['Contest', 'NewestMedia', 'LastVisit', 'BirthdayProfiles']);
  });

  it('§5: Contest is forced first', async () => {
    const me = await member();
    await save(me, ['NewestMedia', 'LastVisit', 'BirthdayProfiles', 'Contest']);
    expect(await order(me)).to.deep.equal(['Contest', 'NewestMedia', 'LastVisit', 'BirthdayProfiles']);
  });

  it('§5: BirthdayProfiles is put at position 4 when missing', async () => {
    const me = await member();
    await save(me, ['OnlineFavorites', 'NewestMedia', 'LastVisit', 'ChatRightNow']);
    expect(await order(me)).to.deep.equal(['Contest', 'OnlineFavorites', 'NewestMedia', 'BirthdayProfiles', 'LastVisit', 'ChatRightNow']);
  });

  it('§5: a profile that is not a paying member keeps only OnlineFavorites, on the page too', async () => {
    const me = await member({ member: false });
    await save(me, ['NewestMedia', 'OnlineFavorites', 'LastVisit']);
    expect(await order(me)).to.deep.equal(['OnlineFavorites']);
    expect(await shown(me)).to.deep.equal(['OnlineFavorites']);
  });

  it('§5: PopularLodges is hidden when lodges are disabled, UpcomingEvents when events are', async () => {
    const me = await member();
    await withSite(1, 'disabledLodges', 'true', 'false', async () => {
      const got = await order(me);
      expect(got).to.not.include('PopularLodges');
      expect(got).to.include('UpcomingEvents');
    });
    await withSite(1, 'disabledEvents', 'true', 'false', async () => {
      const got = await order(me);
      expect(got).to.include('PopularLodges');
      expect(got).to.not.include('UpcomingEvents');
    });
    expect(await order(me)).to.deep.equal(defaults);
  });

  it('§5: Contest only on site 1', async () => {
    const onDark = await member({}, dark);
    expect(await order(onDark)).to.deep.equal(defaults.filter((id) => id !== 'Contest'));
  });

  it('saves and returns the settings; condensed view and order by forms without JavaScript', async () => {
    const me = await member();
    await save(me, ['NewestProfiles', 'LastVisit'], { condensedProfileView: true, customizeStart: true, searchOptions: 'eyJnZW5kZXJzIjpbXX0=' });
    expect((await me.get('/api/Common/GetStartPageSortOptions').expect(200)).body).to.deep.include({ condensedProfileView: true, customizeStart: true, searchOptions: 'eyJnZW5kZXJzIjpbXX0=' });
    expect((await me.get('/Start').expect(200)).text).to.include('class="start-sections condensed"');
    await me.postForm('/Start/Condensed', {}).expect(303).expect('Location', '/Start');
    expect((await me.get('/api/Common/GetStartPageSortOptions').expect(200)).body).to.deep.include({ condensedProfileView: false, customizeStart: true });
    expect(await order(me)).to.deep.equal(['Contest', 'NewestProfiles', 'LastVisit', 'BirthdayProfiles']);

    const before = await shown(me);
    expect(before).to.deep.equal(['NewestProfiles', 'LastVisit']);
    await me.postForm('/Start/Move', { id: 'LastVisit', direction: 'up' }).expect(303).expect('Location', '/Start#order-LastVisit');
    expect(await shown(me)).to.deep.equal(['LastVisit', 'NewestProfiles']);
    // Already first: nothing moves.
    await me.postForm('/Start/Move', { id: 'LastVisit', direction: 'up' }).expect(303);
    expect(await shown(me)).to.deep.equal(['LastVisit', 'NewestProfiles']);
    await me.postForm('/Start/Move', { id: 'LastVisit', direction: 'sideways' }).expect(400);
  });

  it('renders the sections it can build; those whose module does not exist yet render nothing', async () => {
    const me = await member();
    const html = (await me.get('/Start').expect(200)).text;
    // Nobody else online and no birthdays today: those two sections are left out rather than shown empty.
    expect(await shown(me)).to.deep.equal(['NewestProfiles', 'NewestMedia', 'LastVisit', 'NewestBlogs', 'PopularLodges', 'OnlineFavorites', 'ChatRightNow']);
    for (const href of ['/Pictures', '/Visitors', '/Favorites']) expect(html).to.include(`href="${href}"`);
    expect(html).to.include('No one has visited your profile yet.');
    expect(html).to.include('data-island="StartSections"');
    expect(html).to.include(`href="/Settings"`);
  });

  it('ChatRightNow lists the chat sites configured for the site, and nothing when there are none', async () => {
    const me = await member();
    expect((await me.get('/api/Common/GetChatRoomsForStart').expect(200)).body).to.deep.equal([{ name: 'chat.nordlys.example', url: 'http://chat.nordlys.example/' }]);
    expect(await cardsOf(me, 'ChatRightNow')).to.deep.equal(['chat.nordlys.example']);
    await withSite(1, 'chatHostnames', '', 'chat.nordlys.example', async () => {
      expect((await me.get('/api/Common/GetChatRoomsForStart').expect(200)).body).to.deep.equal([]);
      expect(await shown(me)).to.not.include('ChatRightNow');
    });
  });

  it('a section registered from another module shows on /Start at its order with its own texts, not where it is not shown, and nothing when its loader gives null', async () => {
    const me = await member();
    const onDark = await member({}, dark);
    let cards: StartCard[] | null = [{ key: 'x', title: 'Nordlys Lodge', href: '/Lodges/1', picture: null }];
    // A lodges module to come, as its index.ts will register it: between NewestMedia (50) and SearchMedia (60).
    const undo = registerStartSection('TestLodges', { order: 55, loader: async () => cards, seeAll: '/Lodges', label: 'test.start.lodgesTitle', empty: 'test.start.lodgesNone', shownTo: (actor) => !actor.site.dark });
    try {
      expect((await order(me)).slice(4, 7)).to.deep.equal(['NewestMedia', 'TestLodges', 'SearchMedia']);
      expect(await cardsOf(me, 'TestLodges')).to.deep.equal(['Nordlys Lodge']);
      const html = (await me.get('/Start').expect(200)).text;
      expect(html).to.include('<h2 id="heading-TestLodges">test.start.lodgesTitle</h2>').and.include('href="/Lodges"');
      cards = [];
      expect((await me.get('/Start').expect(200)).text).to.include('test.start.lodgesNone');
      cards = null;
      expect(await shown(me)).to.not.include('TestLodges');
      cards = [{ key: 'x', title: 'Nordlys Lodge', href: '/Lodges/1', picture: null }];
      expect(await cardsOf(me, 'TestLodges')).to.deep.equal(['Nordlys Lodge']);
      expect(await shown(onDark), 'not shown on the dark site').to.not.include('TestLodges');
      // A saved order keeps a registered id like a spec one.
      await save(me, ['TestLodges', 'NewestMedia']);
      expect(await order(me)).to.deep.equal(['Contest', 'TestLodges', 'NewestMedia', 'BirthdayProfiles']);
      expect(() => registerStartSection('TestLodges', { order: 1, loader: async () => null })).to.throw(/start sections: "TestLodges" is registered twice/);
    } finally {
      undo();
    }
    expect(await order(me), 'the undo takes the id out of the order').to.deep.equal(['Contest', 'NewestMedia', 'BirthdayProfiles']);
  });

  it('never shows a profile blocked either way or not Active, in any section', async () => {
    const me = await member();
    const friend = await member();
    const blockedByMe = await member();
    const blockingMe = await member();
    const locked = await member();
    for (const other of [friend, blockedByMe, blockingMe, locked]) {
      await other.get(`/Profile/${me.profile.id}`).expect(200);
      await me.postForm('/Favorites/Add', { profileId: other.profile.id }).expect(303);
    }
    await jobsSettled();
    await blockProfile(testDb(), me.profile.id, blockedByMe.profile.id);
    await blockProfile(testDb(), blockingMe.profile.id, me.profile.id);
    await testDb()('profiles').where({ id: locked.profile.id }).update({ status: 4 });

    for (const other of [friend, blockedByMe, blockingMe, locked]) await heartbeat(testDb(), other.profile.id);
    const today = siteToday().slice(5);
    await testDb()('profile_persons').insert([friend, blockedByMe, blockingMe, locked].map((o) => ({ profile_id: o.profile.id, position: 0, birthday: `1990-${today}`, gender: 'Female' })));
    for (const section of ['NewestProfiles', 'LastVisit', 'OnlineFavorites', 'OnlineProfiles', 'BirthdayProfiles']) {
      expect(await cardsOf(me, section), section).to.deep.equal([friend.profile.name]);
    }
    // The viewer is not among the newest profiles it is shown.
    expect(await cardsOf(friend, 'NewestProfiles')).to.not.include(friend.profile.name);
  });

  it('LastVisit, OnlineProfiles and OnlineFavorites keep their lists\' order, latest first, and show 8 of them', async () => {
    const me = await member();
    const others = await Promise.all(Array.from({ length: 9 }, () => buildMember({ member: true, language: 'en-GB' })));
    // others[latest[k]] is the k-th latest, an order unlike the ids' (the cards' statement must keep it).
    const latest = [4, 0, 7, 2, 8, 1, 5, 3, 6];
    const now = Date.now();
    for (const [k, i] of latest.entries()) await heartbeat(testDb(), others[i]!.id, now - k * 1000);
    await testDb()('profile_visits').insert(latest.map((i, k) => ({ profile_id: me.profile.id, visitor_id: others[i]!.id, visited_at: new Date(now - k * 60_000) })));
    await testDb()('profile_favourites').insert(others.map((o) => ({ profile_id: me.profile.id, favourite_id: o.id })));
    const expected = latest.slice(0, 8).map((i) => others[i]!.name);
    for (const section of ['LastVisit', 'OnlineProfiles', 'OnlineFavorites']) expect(await cardsOf(me, section), section).to.deep.equal(expected);
  });
});
