import { expect } from 'chai';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { cachedMemberCounts, countsChanged } from '../../src/platform/member-counts.ts';
import { testDb } from '../support/context.ts';
import { jobsSettled, loggedOnAs, memberWithApi } from '../support/accounts.ts';

/**
 * The top menu's counts are kept per member between pages (platform/member-counts.ts). Each change that moves them
 * shows on the very next page of the member, with the counts already kept from the page before.
 */
const dark = 'dark.localhost';
const member = (overrides: Partial<NewProfile> = {}, host?: string) => memberWithApi({ darkStatus: 3, member: true, ...overrides }, host);
type Member = Awaited<ReturnType<typeof member>>;
type Counts = { newNotificationsCount: number; unreadMailCount: number; messageRequestsCount: number; newVisitsCount: number; lodgeAdminNotificationsCount: number; eventAdminNotificationsCount: number; eventAdmin: number; unreadTicketCount: number };

/** The figures of the bell's panel on a page (views/partials/notification-menu.ejs), as the member sees them. */
async function countsOn(agent: { get: Member['get'] }, path = '/Support'): Promise<Counts> {
  const html = (await agent.get(path).expect(200)).text;
  const raw = /data-counts="([^"]*)"/.exec(html)?.[1];
  expect(raw, 'the panel carries its counts').to.be.a('string');
  const counts = JSON.parse(raw!.replaceAll('&#34;', '"').replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Counts;
  expect(html, 'the bell shows the same unread').to.include(`data-unread="${counts.newNotificationsCount}"`);
  return counts;
}

const none: Counts = { newNotificationsCount: 0, unreadMailCount: 0, messageRequestsCount: 0, newVisitsCount: 0, lodgeAdminNotificationsCount: 0, eventAdminNotificationsCount: 0, eventAdmin: 0, unreadTicketCount: 0 };
const conversationOf = async (profileId: number) =>
  Number((await testDb()('conversation_participants').where({ profile_id: profileId }).orderBy('conversation_id', 'desc').first('conversation_id')).conversation_id);

describe('the badge counts kept per member: the next page sees each change', () => {
  afterEach(jobsSettled);

  it('a message, a request accepted, a conversation read, its notification and marking notifications read', async () => {
    const me = await member();
    const other = await member();
    expect(await countsOn(me), 'kept from here on').to.deep.equal(none);

    await other.api('/api/Mail/SendMessage', { profileId: me.profile.id, body: 'Hello' }).expect(200);
    expect(await countsOn(me), 'a request, at once').to.deep.include({ messageRequestsCount: 1, unreadMailCount: 0 });
    const conversationId = await conversationOf(me.profile.id);
    await me.form(`/Mail/${conversationId}/Accept`, {}).expect(303);
    expect(await countsOn(me), 'accepted: in the inbox, unread').to.deep.include({ messageRequestsCount: 0, unreadMailCount: 1 });
    await me.get(`/Mail/${conversationId}`).expect(200);
    expect(await countsOn(me), 'read').to.deep.include({ unreadMailCount: 0 });

    await jobsSettled();
    const settled = await countsOn(me);
    await other.api('/api/Mail/SendMessage', { profileId: me.profile.id, body: 'Again' }).expect(200);
    expect(await countsOn(me), 'a new message, at once').to.deep.include({ unreadMailCount: 1 });
    await jobsSettled();
    expect((await countsOn(me)).newNotificationsCount, 'its notification').to.equal(settled.newNotificationsCount + 1);
    await me.api('/api/Notifications/SetNotificationsAsRead', {}).expect(200);
    expect(await countsOn(me), 'all read').to.deep.include({ newNotificationsCount: 0, unreadMailCount: 1 });
    expect((await me.get('/api/Notifications/CountsSummary').expect(200)).body, 'the menu API agrees').to.deep.include({ newNotificationsCount: 0, unreadMailCount: 1 });
    await me.get(`/Mail/${conversationId}`).expect(200);
    expect(await countsOn(me), 'read again').to.deep.equal(none);
  });

  it('a new visitor, then the visits seen', async () => {
    const me = await member();
    const visitor = await member();
    expect(await countsOn(me)).to.deep.equal(none);
    await visitor.get(`/Profile/${me.profile.id}`).expect(200);
    await jobsSettled();
    expect(await countsOn(me), 'the visit and its notification').to.deep.include({ newVisitsCount: 1, newNotificationsCount: 1 });
    await me.get('/Visitors').expect(200);
    expect(await countsOn(me), 'seen').to.deep.include({ newVisitsCount: 0, lodgeAdminNotificationsCount: 0 });
  });

  it('a block by either side takes the blocked profile\'s messages, visits and notifications out of the next page', async () => {
    const me = await member();
    const writer = await member();
    const visitor = await member();
    await writer.api('/api/Mail/SendMessage', { profileId: me.profile.id, body: 'Hello' }).expect(200);
    await writer.get(`/Profile/${me.profile.id}`).expect(200);
    await visitor.get(`/Profile/${me.profile.id}`).expect(200);
    await jobsSettled();
    expect(await countsOn(me)).to.deep.equal({ newNotificationsCount: 3, unreadMailCount: 0, messageRequestsCount: 1, newVisitsCount: 2, lodgeAdminNotificationsCount: 0, eventAdminNotificationsCount: 0, eventAdmin: 0, unreadTicketCount: 0 });

    await me.form(`/Profile/${writer.profile.id}/Block`, {}).expect(303);
    expect(await countsOn(me), 'the member blocked the writer').to.deep.equal({ newNotificationsCount: 1, unreadMailCount: 0, messageRequestsCount: 0, newVisitsCount: 1, lodgeAdminNotificationsCount: 0, eventAdminNotificationsCount: 0, eventAdmin: 0, unreadTicketCount: 0 });
    await visitor.form(`/Profile/${me.profile.id}/Block`, {}).expect(303);
    expect(await countsOn(me), 'the visitor blocked the member').to.deep.equal(none);
  });

  it('the other side logging out and on again tells a member who has them as a favourite, on the next page', async () => {
    const me = await member();
    const star = await member();
    await me.api('/api/Profiles/AddFavorite', { profileId: star.profile.id }).expect(200);
    await jobsSettled();
    expect(await countsOn(me)).to.deep.equal(none);
    await star.post('/LogOut').set('x-csrf-token', await star.csrf('/Support')).expect((res) => expect(res.status).to.be.oneOf([200, 302, 303]));
    await loggedOnAs(star.profile);
    await jobsSettled();
    expect(await countsOn(me), 'favourite online').to.deep.include({ newNotificationsCount: 1 });
  });

  it('the dark site\'s counts are kept apart and never show on the regular site', async () => {
    const owner = await member({}, dark);
    const regular = await loggedOnAs(owner.profile);
    const writer = await member({}, dark);
    expect(await countsOn(owner)).to.deep.equal(none);
    expect(await countsOn(regular)).to.deep.equal(none);
    await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: 'Hello there' }).expect(303);
    await jobsSettled();
    expect(await countsOn(owner), 'the dark site').to.deep.include({ newNotificationsCount: 1 });
    expect(await countsOn(regular), 'the regular site').to.deep.equal(none);
    await owner.api('/api/Notifications/SetNotificationsAsRead', {}).expect(200);
    expect(await countsOn(owner)).to.deep.equal(none);
  });

  it('a count begun before a change is never kept as the answer after it', async () => {
    const db = testDb();
    const id = 987_654;
    let started!: () => void;
    let release!: () => void;
    const began = new Promise<void>((resolve) => (started = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cachedMemberCounts(db, id, { dark: false }, async () => {
      started();
      await gate;
      return 'before the change';
    });
    await began;
    await countsChanged(db, [id]);
    release();
    expect(await slow).to.equal('before the change');
    expect(await cachedMemberCounts(db, id, { dark: false }, async () => 'after'), 'counted again').to.equal('after');
    expect(await cachedMemberCounts(db, id, { dark: false }, async () => 'not asked'), 'then kept').to.equal('after');
    expect(await cachedMemberCounts(db, id, { dark: true }, async () => 'dark'), 'each site its own').to.equal('dark');
    await countsChanged(db, [id]);
    expect(await cachedMemberCounts(db, id, { dark: true }, async () => 'dark again'), 'a change is every site\'s').to.equal('dark again');
  });
});
