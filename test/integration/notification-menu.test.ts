import { expect } from 'chai';
import type { NewProfile, ProfileRecord } from '../../src/modules/accounts/index.ts';
import { insertProfilesInBulk, requiredTermsVersion } from '../../src/modules/accounts/index.ts';
import request from 'supertest';
import { testApp, testDb } from '../support/context.ts';
import { countsChanged } from '../../src/platform/member-counts.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';

/** A logged-on member with `api` (POST with the form token) and `form`. */
async function member(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ member: true, language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Support');
  const api = (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body);
  return Object.assign(agent, { profile, api, form: (path: string, body: Record<string, unknown>) => agent.postForm(path, body) });
}
type Member = Awaited<ReturnType<typeof member>>;

const favouriteOnline = (recipient: Member | number) =>
  testDb()('notifications').where({ profile_id: typeof recipient === 'number' ? recipient : recipient.profile.id, kind: 'favouriteOnline' }).orderBy('id');
const addFavourite = (fan: Member, star: ProfileRecord) => fan.api('/api/Profiles/AddFavorite', { profileId: star.id }).expect(200);
const counts = async (m: Member) => (await m.get('/api/Notifications/CountsSummary').expect(200)).body;

describe('notification menu: counts, favourite online, the bell (/api/Notifications, top bar)', () => {
  afterEach(jobsSettled);

  it('a favourite logging on notifies each member who has them as a favourite, at most once per UTC day', async () => {
    const star = await buildMember({ member: true });
    const fans = [await member(), await member()];
    for (const fan of fans) await addFavourite(fan, star);
    await loggedOnAs(star);
    await jobsSettled();
    for (const fan of fans) {
      const rows = await favouriteOnline(fan);
      expect(rows).to.have.length(1);
      expect(rows[0]).to.deep.include({ action: 'online', actor_profile_id: star.id, subject_type: 'profile', read_at: null });
      const [n] = (await fan.get('/api/Notifications/ClientNotifications').expect(200)).body.notifications;
      expect(n).to.deep.include({ kind: 'favouriteOnline', link: `/Profile/${star.id}`, text: `${star.name}, one of your favourites, is online` });
    }
    expect(await favouriteOnline(star.id), 'nothing to the one who logged on').to.have.length(0);

    // A second log on the same day writes nothing; the next day (its key says yesterday) writes one more.
    await loggedOnAs(star);
    await jobsSettled();
    expect(await favouriteOnline(fans[0]!)).to.have.length(1);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await testDb()('notifications').where({ profile_id: fans[0]!.profile.id, kind: 'favouriteOnline' }).update({ dedupe_key: `favouriteOnline:${star.id}:${yesterday}` });
    await loggedOnAs(star);
    await jobsSettled();
    expect(await favouriteOnline(fans[0]!)).to.have.length(2);
    expect(await favouriteOnline(fans[1]!)).to.have.length(1);
    expect((await counts(fans[0]!)).onlineFavoritesCount).to.equal(1);
  });

  it('never when blocked either way, nor to a member who turned the kind off; by e-mail it schedules the digest', async () => {
    const star = await member();
    const blocker = await member();
    const blocked = await member();
    const off = await member();
    const byMail = await member();
    for (const fan of [blocker, blocked, off, byMail]) await addFavourite(fan, star.profile);
    await blocker.form(`/Profile/${star.profile.id}/Block`, {}).expect(303);
    await star.form(`/Profile/${blocked.profile.id}/Block`, {}).expect(303);
    await off.api('/api/EditProfile/UpdateNotificationSetting', { kind: 'favouriteOnline', channels: { site: false, email: false, push: false } }).expect(200);
    await byMail.api('/api/EditProfile/UpdateNotificationSetting', { kind: 'favouriteOnline', channels: { site: true, email: true, push: false } }).expect(200);
    await jobsSettled();
    await testDb()('jobs').where({ name: 'notifications.sendDigest' }).del();

    await loggedOnAs(star.profile);
    await jobsSettled();
    expect(await favouriteOnline(blocker), 'the fan blocked the star').to.have.length(0);
    expect(await favouriteOnline(blocked), 'the star blocked the fan').to.have.length(0);
    expect(await favouriteOnline(off), 'settings off').to.have.length(0);
    expect(await favouriteOnline(byMail)).to.have.length(1);
    expect(await testDb()('jobs').where({ name: 'notifications.sendDigest' }).whereRaw("payload->>'profileId' = ?", [String(byMail.profile.id)])).to.have.length(1);
  });

  it('a profile others may not see notifies nobody', async () => {
    const star = await buildMember({ member: true, forcedValidation: true });
    const fan = await member();
    await testDb()('profile_favourites').insert({ profile_id: fan.profile.id, favourite_id: star.id });
    await testDb()('jobs').insert({ name: 'event:accounts.loggedOn:notifications', payload: JSON.stringify({ profileId: star.id }) });
    await jobsSettled();
    expect(await favouriteOnline(fan)).to.have.length(0);
  });

  it('fans out to 2,000 members in one job, quickly, and once', async function () {
    this.timeout(60_000);
    const star = await buildMember({ member: true });
    const termsVersion = await requiredTermsVersion(testDb());
    const tag = Date.now().toString(36);
    const fans = await insertProfilesInBulk(
      testDb(),
      Array.from({ length: 2_000 }, (_, i) => ({
        name: `fan${i}x${tag}`, email: `fan${i}x${tag}@example.test`, passwordHash: null, kind: 'Single' as const, status: 3,
        darkStatus: 0, member: true, termsVersion, forcedValidation: false, staffRole: 0, language: null,
      })),
    );
    await testDb()('profile_favourites').insert(fans.map((id) => ({ profile_id: id, favourite_id: star.id })));
    const run = async () => {
      const [job] = await testDb()('jobs').insert({ name: 'event:accounts.loggedOn:notifications', payload: JSON.stringify({ profileId: star.id }) }).returning('id');
      const started = Date.now();
      for (;;) {
        const row = await testDb()('jobs').where({ id: job.id }).first('done_at', 'failed_at', 'last_error');
        if (row.failed_at) throw new Error(row.last_error);
        if (row.done_at) return Date.now() - started;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const first = await run();
    const again = await run();
    const written = await testDb()('notifications').where({ kind: 'favouriteOnline', actor_profile_id: star.id }).count('* as n').first();
    expect(Number(written!.n)).to.equal(2_000);
    console.log(`      favourite online to 2,000 fans: ${first} ms (again, nothing written: ${again} ms)`);
    expect(first).to.be.below(10_000);
  });

  it('CountsSummary carries the §3 names: notifications, visits, online favourites, unread mail, requests', async () => {
    const me = await member();
    const friend = await member();
    const stranger = await member();
    // An accepted conversation with an unread message, and a request from a stranger.
    await me.api('/api/Mail/SendMessage', { profileId: friend.profile.id, body: 'Hi, friend' }).expect(200);
    await jobsSettled();
    const [conversation] = await testDb()('conversation_participants').where({ profile_id: friend.profile.id }).select('conversation_id');
    await friend.api('/api/Mail/AcceptRequest', { conversationId: Number(conversation.conversation_id) });
    await friend.api('/api/Mail/SendMessage', { profileId: me.profile.id, body: 'Hi back' }).expect(200);
    await stranger.api('/api/Mail/SendMessage', { profileId: me.profile.id, body: 'Hello' }).expect(200);
    await stranger.get(`/Profile/${me.profile.id}`).expect(200);
    await addFavourite(me, friend.profile);
    await jobsSettled();
    const got = await counts(me);
    expect(got).to.have.all.keys('newNotificationsCount', 'newVisitsCount', 'onlineFavoritesCount', 'unreadMailCount', 'unreadConversationsCount', 'messageRequestsCount', 'lodgeAdminNotificationsCount', 'eventAdminNotificationsCount', 'eventAdmin', 'unreadTicketCount');
    expect(got).to.deep.include({ newVisitsCount: 1, onlineFavoritesCount: 1, unreadMailCount: 1, unreadConversationsCount: 1, messageRequestsCount: 1, unreadTicketCount: 0 });
    expect(got.newNotificationsCount).to.be.at.least(3);
  });

  it('draws the bell with the unread count on the first paint; a visitor gets no bell', async () => {
    const me = await member();
    const fan = await member();
    await fan.api('/api/Likes/ToggleLike', { itemType: 'Profile', itemId: me.profile.id }).expect(200);
    await jobsSettled();
    const page = (await me.get('/Start').expect(200)).text;
    expect(page).to.include(`data-profile="${me.profile.id}"`).and.include('data-unread="1"').and.include('aria-label="Notifications, unread: 1"');
    expect(page).to.match(/<span class="topbar-bell-badge" aria-hidden="true" data-badge>1<\/span>/);
    expect(page).to.include('href="/Mail?tab=Requests"').and.include('href="/Visitors"');
    await me.api('/api/Notifications/SetNotificationsAsRead', {}).expect(200);
    const after = (await me.get('/Notifications').expect(200)).text;
    expect(after).to.include('data-unread="0"').and.match(/data-badge hidden>/);
    expect((await request(testApp()).get('/').expect(200)).text).to.not.include('data-notification-menu');
    // The bell stops counting at 100: "99+".
    const [row] = await testDb()('notifications').where({ profile_id: me.profile.id });
    await testDb()('notifications').insert(Array.from({ length: 150 }, (_, i) => ({ ...row, id: undefined, dedupe_key: `many:${i}`, read_at: null })));
    // Written behind the module's back: the kept counts are told, as notifications' own writers do.
    await countsChanged(testDb(), [me.profile.id]);
    const many = (await me.get('/Start').expect(200)).text;
    expect(many).to.include('data-unread="100"').and.include('aria-label="Notifications, unread: 99+"').and.match(/data-badge>99\+<\/span>/);
  });
});
