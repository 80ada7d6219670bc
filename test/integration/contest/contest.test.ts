import { expect } from 'chai';
import request from 'supertest';
import { ensureSites, listSites } from '../../../src/modules/sites/index.ts';
import { blockProfile } from '../../../src/modules/profiles/index.ts';
import { votesPerDay } from '../../../src/modules/contest/index.ts';
import { testApp, testDb } from '../../support/context.ts';
import { deleteAccountNow, jobsSettled, loggedOnAs, memberWithApi } from '../../support/accounts.ts';
import { admin } from '../../support/admin.ts';
import { contestant, contestRunning, entriesClosed, noContests, type Contestant } from '../../support/contest.ts';
import { personalDataHolders } from '../../../src/platform/personal-data/index.ts';
import { countingStatements } from '../../support/statements.ts';
import { cookieOf } from '../../support/sse.ts';

const dark = 'dark.localhost';

/** The entries /api/Contest/Entries gives the member, in order. */
const entriesOf = async (m: Contestant, query = '') => (await m.get(`/api/Contest/Entries${query}`).expect(200)).body as { contest: { phase: string; theme: string; ownEntryId: number | null }; entries: { id: number; profileId: number; voteCount: number | null; place: number | null; voted: boolean; mayVote: boolean }[]; next: string | null };
/** The section ids /Start shows, in order. */
const startSections = async (m: Contestant) => [...(await m.get('/Start').expect(200)).text.matchAll(/<section class="start-section" id="section-([\w:]+)"/g)].map((x) => x[1]);
const drawerOf = async (m: Contestant) => {
  const page = (await m.get('/Support').expect(200)).text;
  return page.slice(page.indexOf('class="drawer-list"'));
};

describe('photo contest (/Contest, /api/Contest/*; site 1 only)', () => {
  beforeEach(noContests);
  afterEach(async () => {
    await jobsSettled();
    await noContests();
  });

  describe('where it is shown', () => {
    it('is a 404 while no contest is on show: none set up, not yet open, cancelled; no drawer link, no start section', async () => {
      const m = await contestant();
      await m.get('/Contest').expect(404);
      await m.get('/api/Contest/Entries').expect(404);
      expect(await drawerOf(m)).to.not.include('href="/Contest"');
      expect(await startSections(m)).to.not.include('Contest');

      const later = await contestRunning({ opens: new Date(Date.now() + 86_400_000).toISOString(), closes: new Date(Date.now() + 3 * 86_400_000).toISOString() });
      await m.get('/Contest').expect(404);
      await admin(testDb(), 'contest:cancel', String(later));
      const now = await contestRunning();
      await m.get('/Contest').expect(200);
      await admin(testDb(), 'contest:cancel', String(now));
      await m.get('/Contest').expect(404);
      expect(await drawerOf(m)).to.not.include('href="/Contest"');
    });

    it('on site 1 while it runs: the page (theme in the member\'s language), the drawer link and the start section, first', async () => {
      await contestRunning();
      const m = await contestant();
      const page = (await m.get('/Contest').expect(200)).text;
      expect(page).to.include('Winter light');
      expect(await drawerOf(m)).to.include('href="/Contest"');
      const sections = await startSections(m);
      expect(sections[0]).to.equal('Contest');
      const dane = await contestant({ language: 'da-DK' });
      expect((await dane.get('/Contest').expect(200)).text).to.include('Vinterlys');
    });

    it('is a 404 on the dark site, with no start section and no drawer link there', async () => {
      await contestRunning();
      const m = await contestant({ darkStatus: 3 }, dark);
      await m.get('/Contest').expect(404);
      await m.get('/api/Contest/Entries').expect(404);
      expect(await startSections(m)).to.not.include('Contest');
      expect(await drawerOf(m)).to.not.include('href="/Contest"');
    });

    it('is a 404 on a regular site other than site 1, with no start section there', async () => {
      await contestRunning();
      const [first] = (await listSites(testDb())).filter((s) => s.id === 1);
      await ensureSites(testDb(), [{ ...first!, id: 3, name: 'Third', systemName: 'third', machineName: 'third', hostnames: ['third.localhost'], origin: 'http://third.localhost:3000' }]);
      try {
        const m = await contestant({}, 'third.localhost');
        await m.get('/Contest').expect(404);
        await m.get('/api/Contest/Entries').expect(404);
        expect(await startSections(m)).to.not.include('Contest');
        expect(await drawerOf(m)).to.not.include('href="/Contest"');
        // A visitor there gets the same 404, not a log-on page that would say a contest exists somewhere.
        await request(testApp()).get('/Contest').set('Host', 'third.localhost').expect(404);
        await request(testApp()).get('/Contest').set('Host', 'dark.localhost').expect(404);
        expect((await request(testApp()).get('/Contest').expect(302)).headers.location, 'on site 1 a visitor logs on to see it').to.equal('/?u=%2FContest');
      } finally {
        await testDb()('sites').where({ id: 3 }).delete();
        await ensureSites(testDb(), []);
      }
    });

    it('sends a visitor to log on; a logged-on non-member sees what membership gives and cannot enter or vote', async () => {
      await contestRunning();
      expect((await request(testApp()).get('/Contest').expect(302)).headers.location).to.match(/^\/\?u=/);
      await request(testApp()).get('/api/Contest/Entries').expect(401);
      const owner = await contestant();
      const entryId = await owner.enter(await owner.picture());
      const guest = await contestant({ member: false });
      const page = (await guest.get('/Contest').expect(200)).text;
      expect(page).to.include('Members can enter their own pictures');
      expect(page).to.include('href="/Membership?u=%2FContest"');
      expect((await guest.api('/api/Contest/Vote', { entryId }).expect(403)).body.error.code).to.equal('membershipRequired');
      expect((await guest.api('/api/Contest/Enter', { mediaId: 1 }).expect(403)).body.error.code).to.equal('membershipRequired');
    });
  });

  describe('entries', () => {
    beforeEach(() => contestRunning());

    it('a member enters an own profile picture, once; the entry shows on /Contest and in the start section', async () => {
      const m = await contestant();
      const other = await contestant();
      const entryId = await m.enter(await m.picture());
      expect((await m.api('/api/Contest/Enter', { mediaId: await m.picture() }).expect(409)).body.error.code).to.equal('alreadyEntered');
      expect((await entriesOf(m)).contest.ownEntryId).to.equal(entryId);
      expect((await entriesOf(other)).entries.map((e) => e.id)).to.deep.equal([entryId]);
      expect((await other.get('/Contest').expect(200)).text).to.include(`id="entry-${entryId}"`);
      expect((await other.get('/Start').expect(200)).text).to.include(`href="/Contest#entry-${entryId}"`);
    });

    it('never another member\'s picture, an explicit one, one outside the shown albums, nor a bad id (400 naming mediaId)', async () => {
      const m = await contestant();
      const other = await contestant();
      const theirs = await other.picture();
      expect((await m.api('/api/Contest/Enter', { mediaId: theirs }).expect(400)).body.error.field).to.equal('mediaId');
      const explicit = await m.picture();
      expect((await admin(testDb(), 'media:explicit', String(explicit), 'on')).code).to.equal(0);
      expect((await m.api('/api/Contest/Enter', { mediaId: explicit }).expect(400)).body.error.field).to.equal('mediaId');
      const archived = await m.picture(5);
      expect((await m.api('/api/Contest/Enter', { mediaId: archived }).expect(400)).body.error.field).to.equal('mediaId');
      expect((await m.api('/api/Contest/Enter', { mediaId: 'x' }).expect(400)).body.error.field).to.equal('mediaId');
      expect(Number((await testDb()('contest_entries').count('* as n').first())!.n)).to.equal(0);
    });

    it('an entry whose picture is marked explicit later leaves the contest\'s pages at once', async () => {
      const m = await contestant();
      const viewer = await contestant();
      const mediaId = await m.picture();
      const entryId = await m.enter(mediaId);
      expect((await entriesOf(viewer)).entries.map((e) => e.id)).to.deep.equal([entryId]);
      await admin(testDb(), 'media:explicit', String(mediaId), 'on');
      expect((await entriesOf(viewer)).entries).to.deep.equal([]);
    });

    it('the no-JavaScript form lists the member\'s own pictures that may take part, enters one and withdraws it', async () => {
      const m = await contestant();
      const ok = await m.picture();
      const explicit = await m.picture();
      await admin(testDb(), 'media:explicit', String(explicit), 'on');
      const form = (await m.get('/Contest/Enter').expect(200)).text;
      expect(form).to.include(`value="${ok}"`);
      expect(form).to.not.include(`value="${explicit}"`);
      const empty = await m.postForm('/Contest/Enter', {}).expect(400);
      expect(empty.text).to.include('Choose a picture.');
      const done = await m.postForm('/Contest/Enter', { mediaId: ok }).expect(303);
      const entryId = Number(/entry-(\d+)/.exec(done.headers.location!)![1]);
      expect((await m.get('/Contest').expect(200)).text).to.include('Your picture has been entered.');
      await m.postForm('/Contest/Withdraw', { entryId }).expect(303).expect('Location', '/Contest');
      expect((await entriesOf(m)).entries).to.deep.equal([]);
    });

    it('entries close before voting does when the contest says so', async () => {
      const contestId = Number((await testDb()('contests').first('id')).id);
      await entriesClosed(contestId);
      const m = await contestant();
      expect((await m.api('/api/Contest/Enter', { mediaId: await m.picture() }).expect(409)).body.error.code).to.equal('entriesClosed');
      expect((await entriesOf(m)).contest.phase).to.equal('Voting');
    });
  });

  describe('votes', () => {
    let owner: Contestant;
    let entryId: number;
    beforeEach(async () => {
      await contestRunning();
      owner = await contestant();
      entryId = await owner.enter(await owner.picture());
    });

    it('one vote per member and entry, taken back while voting is open; never for oneself', async () => {
      const voter = await contestant();
      expect((await voter.api('/api/Contest/Vote', { entryId }).expect(200)).body).to.deep.equal({ entryId, voteCount: 1 });
      expect((await voter.api('/api/Contest/Vote', { entryId }).expect(409)).body.error.code).to.equal('alreadyVoted');
      expect((await entriesOf(voter)).entries[0]).to.include({ voted: true, mayVote: false, voteCount: null });
      expect((await voter.api('/api/Contest/Unvote', { entryId }).expect(200)).body).to.deep.equal({ entryId, voteCount: 0 });
      expect((await voter.api('/api/Contest/Unvote', { entryId }).expect(409)).body.error.code).to.equal('notVoted');
      expect((await owner.api('/api/Contest/Vote', { entryId }).expect(403)).body.error.code).to.equal('ownEntry');
      expect((await voter.api('/api/Contest/Vote', { entryId: 'x' }).expect(400)).body.error.field).to.equal('entryId');
      await voter.api('/api/Contest/Vote', { entryId: 999999 }).expect(404);
    });

    it('two votes at the same moment make one vote', async () => {
      const voter = await contestant();
      const answers = await Promise.all([voter.api('/api/Contest/Vote', { entryId }), voter.api('/api/Contest/Vote', { entryId })]);
      expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 409]);
      expect(Number((await testDb()('contest_votes').where({ entry_id: entryId }).count('* as n').first())!.n)).to.equal(1);
      expect(Number((await testDb()('contest_entries').where({ id: entryId }).first('vote_count')).vote_count)).to.equal(1);
    });

    it(`a member gives at most ${votesPerDay} votes a day; a vote taken back still counts`, async () => {
      const voter = await contestant();
      for (let i = 0; i < votesPerDay; i++) {
        await voter.api('/api/Contest/Vote', { entryId }).expect(200);
        if (i < votesPerDay - 1) await voter.api('/api/Contest/Unvote', { entryId }).expect(200);
      }
      await voter.api('/api/Contest/Unvote', { entryId }).expect(200);
      const refused = await voter.api('/api/Contest/Vote', { entryId }).expect(429);
      expect(refused.body.error.code).to.equal('tooManyVotesToday');
      expect(refused.body.error.message).to.include(`You have given ${votesPerDay} votes today`);
      expect(refused.headers['retry-after']).to.match(/^\d+$/);
    });

    it('a block either way hides the entry and refuses the vote (404), for both', async () => {
      const blocker = await contestant();
      const blocked = await contestant();
      await blockProfile(testDb(), blocker.profile.id, owner.profile.id);
      await blockProfile(testDb(), owner.profile.id, blocked.profile.id);
      for (const m of [blocker, blocked]) {
        expect((await entriesOf(m)).entries).to.deep.equal([]);
        expect((await m.get('/Contest').expect(200)).text).to.not.include(`id="entry-${entryId}"`);
        expect((await m.get('/Start').expect(200)).text).to.not.include(`/Contest#entry-${entryId}`);
        await m.api('/api/Contest/Vote', { entryId }).expect(404);
      }
      // The owner does not see the blocked member's entry either.
      const theirs = await blocked.enter(await blocked.picture());
      expect((await entriesOf(owner)).entries.map((e) => e.id)).to.not.include(theirs);
      await owner.api('/api/Contest/Vote', { entryId: theirs }).expect(404);
    });

    it('votes by form without JavaScript, back at the entry', async () => {
      const voter = await contestant();
      const page = (await voter.get('/Contest').expect(200)).text;
      expect(page).to.include('action="/Contest/Vote"');
      await voter.postForm('/Contest/Vote', { entryId }).expect(303).expect('Location', `/Contest#entry-${entryId}`);
      const after = (await voter.get('/Contest').expect(200)).text;
      expect(after).to.include('action="/Contest/Unvote"');
      expect(after).to.include('You voted');
    });

    it('results after the deadline: most votes first, ties to the earlier entry; no more votes', async () => {
      const second = await contestant();
      const secondEntry = await second.enter(await second.picture());
      const third = await contestant();
      const thirdEntry = await third.enter(await third.picture());
      const voters = [await contestant(), await contestant()];
      for (const v of voters) await v.api('/api/Contest/Vote', { entryId: thirdEntry }).expect(200);
      await voters[0]!.api('/api/Contest/Vote', { entryId: secondEntry }).expect(200);
      await voters[1]!.api('/api/Contest/Vote', { entryId }).expect(200);
      // Before the deadline: newest first, no counts.
      expect((await entriesOf(voters[0]!)).entries.map((e) => [e.id, e.voteCount])).to.deep.equal([[thirdEntry, null], [secondEntry, null], [entryId, null]]);
      const contestId = Number((await testDb()('contests').first('id')).id);
      expect((await admin(testDb(), 'contest:end', String(contestId))).code).to.equal(0);
      const results = await entriesOf(voters[0]!);
      expect(results.contest.phase).to.equal('Results');
      expect(results.entries.map((e) => [e.id, e.voteCount, e.place])).to.deep.equal([[thirdEntry, 2, 1], [entryId, 1, 2], [secondEntry, 1, 3]]);
      expect((await voters[0]!.api('/api/Contest/Vote', { entryId }).expect(409)).body.error.code).to.equal('votingClosed');
      expect((await voters[0]!.get('/Contest').expect(200)).text).to.include('here are the results');
      expect((await startSections(voters[0]!))[0]).to.equal('Contest');
    });

    it('pages by key: each entry once across pages, the same forward and back', async function () {
      this.timeout(60_000);
      const members = [];
      for (let i = 0; i < 25; i++) members.push(await contestant());
      const ids = [entryId];
      for (const m of members) ids.push(await m.enter(await m.picture()));
      const viewer = await contestant();
      const first = await entriesOf(viewer);
      expect(first.entries).to.have.length(24);
      const second = await entriesOf(viewer, `?after=${first.next}`);
      expect([...first.entries, ...second.entries].map((e) => e.id)).to.deep.equal([...ids].reverse());
      expect((await viewer.get(`/Contest?after=${first.next}`).expect(200)).text).to.include(`id="entry-${entryId}"`);
      await viewer.get('/api/Contest/Entries?after=!!').expect(400);
    });

    it('export and erasure: the member\'s entries and votes; the entries they voted for lose those votes', async () => {
      const voter = await contestant();
      const theirEntry = await voter.enter(await voter.picture());
      await voter.api('/api/Contest/Vote', { entryId }).expect(200);
      await owner.api('/api/Contest/Vote', { entryId: theirEntry }).expect(200);
      const holder = personalDataHolders().find((h) => h.module === 'contest')!;
      const exported = (await holder.exporter(testDb(), voter.profile.id)).data as { entries: { id: number; vote_count: number; theme: string }[]; votes: { entry_id: number }[] };
      expect(exported.entries.map((e) => [Number(e.id), Number(e.vote_count), e.theme])).to.deep.equal([[theirEntry, 1, 'Winter light']]);
      expect(exported.votes.map((v) => Number(v.entry_id))).to.deep.equal([entryId]);
      expect(JSON.stringify(exported)).to.not.include(`"voter_id"`);
      await deleteAccountNow(voter as unknown as Awaited<ReturnType<typeof memberWithApi>>);
      expect(await testDb()('contest_votes').where({ voter_id: voter.profile.id })).to.deep.equal([]);
      expect(await testDb()('contest_entries').where({ profile_id: voter.profile.id })).to.deep.equal([]);
      expect(Number((await testDb()('contest_entries').where({ id: entryId }).first('vote_count')).vote_count)).to.equal(0);
    });
  });

  describe('what a member\'s /Contest costs', () => {
    const counting = countingStatements('contest');
    it('two statements after the session (and one for the start section)', async () => {
      await contestRunning();
      const owner = await contestant();
      await owner.enter(await owner.picture());
      const viewer = await contestant();
      const cookie = cookieOf(await loggedOnAs(viewer.profile, { app: counting.app }));
      const get = (path: string) => () => request(counting.app).get(path).set('Cookie', cookie).expect(200);
      await get(counting.sessionPath(1))();
      const session = (await counting.statementsOf(get(counting.sessionPath(1)))).length;
      await get('/Contest')();
      const page = await counting.statementsOf(get('/Contest'));
      expect(page.length - session, page.join('\n')).to.be.at.most(2);
    });
  });
});

