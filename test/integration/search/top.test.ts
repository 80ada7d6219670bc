import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../../support/context.ts';
import { jobsSettled } from '../../support/accounts.ts';
import { refreshTopScores } from '../../../src/modules/search/index.ts';
import { buildProfile } from '../../support/factories.ts';
import { idsIn, neverListed, searcher, target } from './support.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** `count` distinct visitors of the profile, `days` ago. */
async function visits(profileId: number, count: number, days = 1) {
  for (let i = 0; i < count; i++) {
    const visitor = await buildProfile();
    await testDb()('profile_visits').insert({ profile_id: profileId, visitor_id: visitor.id, visited_at: daysAgo(days) });
  }
}

/** `count` likes of the profile, `days` ago. */
async function likes(profileId: number, count: number, days = 1) {
  for (let i = 0; i < count; i++) {
    const liker = await buildProfile();
    await testDb()('likes').insert({ item_type: 'Profile', item_id: profileId, profile_id: liker.id, created_at: daysAgo(days) });
  }
}

describe('search: /Search/Top', () => {
  afterEach(jobsSettled);

  it('sends a visitor to log on from the new pages and refuses their forms', async () => {
    for (const path of ['/Search/Top', '/Search/MatchWord', '/Search/MatchProfiles']) {
      expect((await request(testApp()).get(path).expect(302)).headers.location, path).to.match(/^\/\?u=/);
    }
    for (const path of ['/Search/MatchWord', '/Search/1/StartPage']) {
      expect((await request(testApp()).post(path).type('form').send({ words: 'x', show: '1' }).expect(302)).headers.location, path).to.match(/^\/\?u=/);
    }
  });

  it('ranks by distinct visitors plus 3 × likes of the last 30 days, ties newest first, only profiles with a score; the rule on the page', async () => {
    const me = await searcher();
    const twoVisitors = await target(); // 2
    const oneLike = await target(); // 3, older of the tie
    const threeVisitors = await target(); // 3, newer of the tie
    const mixed = await target(); // 1 visitor + 1 like = 4
    const stale = await target(); // visits and likes 40 days ago: 0
    const quiet = await target(); // nothing
    await visits(twoVisitors, 2);
    await likes(oneLike, 1);
    await visits(threeVisitors, 3, 29);
    await visits(mixed, 1);
    await likes(mixed, 1, 10);
    await visits(stale, 5, 40);
    await likes(stale, 5, 40);
    await refreshTopScores(testDb());
    const page = (await me.get('/Search/Top').expect(200)).text;
    expect(idsIn(page)).to.deep.equal([mixed, threeVisitors, oneLike, twoVisitors]);
    for (const absent of [stale, quiet, me.profile.id]) expect(idsIn(page)).not.to.include(absent);
    expect(page).to.include('Ranked by visitors in the last 30 days plus 3 points for each like received in them; ties newest first. Updated every 10 minutes.');
    expect(page).to.match(/<a href="\/Search\/Top" aria-current="page">Top<\/a>/);
  });

  it('never lists a profile blocked either way, not Active or held for validation, however popular; nor the searcher', async () => {
    const me = await searcher();
    const shown = await target();
    await visits(shown, 1);
    const hidden = await neverListed(me.profile.id, (overrides) => target([{}], { overrides }));
    for (const id of [...hidden, me.profile.id]) await likes(id, 3);
    await refreshTopScores(testDb());
    expect(idsIn((await me.get('/Search/Top').expect(200)).text)).to.deep.equal([shown]);
  });

  it('with nobody scored: the empty state leads to the newest members; a bad page or view is a 400', async () => {
    const me = await searcher();
    await target();
    await refreshTopScores(testDb());
    const page = (await me.get('/Search/Top').expect(200)).text;
    expect(idsIn(page)).to.deep.equal([]);
    expect(page).to.include('Nobody has had visitors or likes in the last 30 days yet.');
    expect(page).to.include('href="/Search/Newest"');
    await me.get('/Search/Top').query({ page: 0 }).expect(400);
    await me.get('/Search/Top').query({ view: 'Bogus' }).expect(400);
  });

  it('keeps the scores as a snapshot: a read finding it stale asks once for a rebuild (a job), which brings in new scores', async () => {
    const me = await searcher();
    const liked = await target();
    await refreshTopScores(testDb());
    await likes(liked, 1);
    await testDb()('search_top_refresh').update({ requested_at: new Date() });
    // Asked for less than 10 minutes ago: the snapshot is served as it is.
    expect(idsIn((await me.get('/Search/Top').expect(200)).text)).to.deep.equal([]);
    await jobsSettled();
    expect(await testDb()('jobs').where({ name: 'search.refreshTop' }).whereNull('done_at')).to.have.length(0);
    await testDb()('search_top_refresh').update({ requested_at: daysAgo(1) });
    await Promise.all([me.get('/Search/Top').expect(200), me.get('/Search/Top').expect(200)]);
    expect(await testDb()('jobs').where({ name: 'search.refreshTop' }).whereNull('failed_at')).to.have.length(1);
    await jobsSettled();
    expect(idsIn((await me.get('/Search/Top').expect(200)).text)).to.deep.equal([liked]);
    // A profile blocked after the rebuild is still never listed: privacy is applied on reading.
    await testDb()('profile_blocks').insert({ blocker_id: liked, blocked_id: me.profile.id });
    expect(idsIn((await me.get('/Search/Top').expect(200)).text)).to.deep.equal([]);
  });

  it('lists all six search types in the tabs, each a link', async () => {
    const me = await searcher();
    const page = (await me.get('/Search/Newest').expect(200)).text;
    const tabs = page.slice(page.indexOf('class="profile-tabs search-tabs"'), page.indexOf('</nav>', page.indexOf('search-tabs')));
    expect([...tabs.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).to.deep.equal(['/Search/Top', '/Search/Newest', '/Search/Online', '/Search/MatchWord', '/Search/MatchProfiles', '/Search/Advanced']);
  });
});
