import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { blockProfile, updateConfiguration } from '../../src/modules/profiles/index.ts';
import { forgetPresence, heartbeat, isOnline, lastSeenOf, onlineWindowMs, presenceKey } from '../../src/modules/presence/index.ts';
import { testApp, testDb, testRedis } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';

/** A logged-on member with `api` (POST with the form token). */
async function member(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ member: true, language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Support');
  await jobsSettled();
  return Object.assign(agent, { profile, api: (path: string, body: object = {}) => agent.post(path).set('x-csrf-token', token).send(body) });
}
const online = async (viewer: Awaited<ReturnType<typeof member>>, body: object = {}) =>
  (await viewer.api('/api/Profiles/GetOnlineProfiles', body).expect(200)).body as { items: { id: number; name: string; ages: number[] }[]; hasMore: boolean };

describe('presence (UpdateHeartbeat, online state, GetOnlineProfiles, OnlineProfilesCount)', () => {
  afterEach(jobsSettled);

  it('UpdateHeartbeat: 401 for a visitor; a member is online at once and the last visit is saved, at most every 5 minutes', async () => {
    await request(testApp()).post('/api/Common/UpdateHeartbeat').send({}).expect(401);
    const me = await member();
    await forgetPresence(testDb()); // the log on already counted as a beat: start from nobody online
    expect(await isOnline(testDb(), [me.profile.id])).to.have.property('size', 0);
    expect((await me.api('/api/Common/UpdateHeartbeat').expect(200)).body).to.deep.equal({ online: true });
    expect([...(await isOnline(testDb(), [me.profile.id]))]).to.deep.equal([me.profile.id]);
    const saved = await testDb()('profile_presence').where({ profile_id: me.profile.id }).first();
    expect(saved, 'last visit saved').to.not.equal(undefined);
    await me.api('/api/Common/UpdateHeartbeat').expect(200);
    const again = await testDb()('profile_presence').where({ profile_id: me.profile.id }).first();
    expect(new Date(again.last_seen_at).getTime(), 'not written again within 5 minutes').to.equal(new Date(saved.last_seen_at).getTime());
    expect((await lastSeenOf(testDb(), [me.profile.id])).get(me.profile.id)).to.be.instanceOf(Date);
  });

  it('a log on counts as a beat; online within 3 minutes of the last beat, not after', async () => {
    const me = await member();
    expect([...(await isOnline(testDb(), [me.profile.id]))], 'online from the log on').to.deep.equal([me.profile.id]);
    const other = await buildMember();
    const now = Date.now();
    await heartbeat(testDb(), other.id, now - onlineWindowMs + 5_000);
    expect((await isOnline(testDb(), [other.id])).has(other.id), 'within the window').to.equal(true);
    expect((await isOnline(testDb(), [other.id], now + 10_000)).has(other.id), 'past the window').to.equal(false);
    // The saved last visit stays when the online state is gone (a restart).
    await forgetPresence(testDb());
    expect((await isOnline(testDb(), [other.id])).size).to.equal(0);
    expect((await lastSeenOf(testDb(), [other.id])).get(other.id)?.getTime()).to.equal(now - onlineWindowMs + 5_000);
  });

  it('the online state lives in Redis when configured: one sorted set per database, id → last beat', async function () {
    const redis = testRedis();
    if (!redis) this.skip();
    const someone = await buildMember();
    await heartbeat(testDb(), someone.id);
    const key = await presenceKey(testDb());
    const score = await redis!.zScore(key, String(someone.id));
    expect(score).to.be.a('number').and.to.be.closeTo(Date.now(), 10_000);
    // A beat trims entries older than the window.
    await redis!.zAdd(key, { score: Date.now() - onlineWindowMs - 60_000, value: '999999' });
    await heartbeat(testDb(), someone.id);
    expect(await redis!.zScore(key, '999999')).to.equal(null);
  });

  it('GetOnlineProfiles: newest beat first, paged, never blocked either way, not Active, forced validation or hiding their status', async () => {
    const me = await member();
    const [first, second, blocker, blocked, locked, forced, hiding] = await Promise.all([
      buildMember(), buildMember(), buildMember(), buildMember(), buildMember({ status: 4 }), buildMember({ forcedValidation: true }), buildMember(),
    ]);
    await blockProfile(testDb(), blocker!.id, me.profile.id);
    await blockProfile(testDb(), me.profile.id, blocked!.id);
    await updateConfiguration(testDb(), hiding!.id, 'showOnlineStatus', 'false');
    const now = Date.now();
    for (const [i, p] of [blocker, blocked, locked, forced, hiding, second, first].entries()) await heartbeat(testDb(), p!.id, now - 60_000 + i * 1000);
    const got = await online(me);
    expect(got.items.map((p) => p.id)).to.deep.equal([first!.id, second!.id]);
    expect(got.items[0]).to.include({ name: first!.name });
    // Ages only where per-field visibility lets the viewer see them.
    await testDb()('profile_persons').whereIn('profile_id', [first!.id, second!.id]).del();
    await testDb()('profile_persons').insert([first!, second!].map((p) => ({ profile_id: p.id, position: 0, birthday: '1990-01-01', gender: 'Female' })));
    await testDb()('profile_field_visibility').insert({ profile_id: second!.id, field: 'age', audience: 'nobody' });
    const aged = (await online(me)).items;
    expect(aged[0]!.ages).to.have.length(1);
    expect(aged[1]!.ages).to.deep.equal([]);
    expect(got.hasMore).to.equal(false);
    const page1 = await online(me, { skip: 0, take: 1 });
    expect(page1.items.map((p) => p.id)).to.deep.equal([first!.id]);
    expect(page1.hasMore).to.equal(true);
    expect((await online(me, { skip: 1, take: 1 })).items.map((p) => p.id)).to.deep.equal([second!.id]);
    expect((await me.api('/api/Profiles/GetOnlineProfiles', { take: 101 }).expect(400)).body.error.field).to.equal('take');
    await request(testApp()).post('/api/Profiles/GetOnlineProfiles').send({}).expect(401);
  });

  it('OnlineFavorites (lists) reads presence: a favourite online is one with a beat within 3 minutes', async () => {
    const me = await member();
    const [fresh, stale] = await Promise.all([buildMember(), buildMember()]);
    await me.api('/api/Profiles/AddFavorite', { profileId: fresh!.id }).expect(200);
    await me.api('/api/Profiles/AddFavorite', { profileId: stale!.id }).expect(200);
    await heartbeat(testDb(), fresh!.id);
    await heartbeat(testDb(), stale!.id, Date.now() - onlineWindowMs - 1_000);
    const got = (await me.get('/api/TopMenu/OnlineFavorites').expect(200)).body;
    expect(got.count).to.equal(1);
    expect(got.items.map((f: { id: number; online: boolean }) => [f.id, f.online])).to.deep.equal([[fresh!.id, true]]);
  });

  it('SEO OnlineProfilesCount: how many are online, for anyone', async () => {
    const [a, b] = await Promise.all([buildMember(), buildMember()]);
    await heartbeat(testDb(), a!.id);
    await heartbeat(testDb(), b!.id);
    expect((await request(testApp()).get('/api/SEO/OnlineProfilesCount').expect(200)).body).to.deep.equal({ count: 2 });
  });

});
