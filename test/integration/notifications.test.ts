import { expect } from 'chai';
import request from 'supertest';
import { setDarkStatus, type NewProfile } from '../../src/modules/accounts/index.ts';
import { listSites } from '../../src/modules/sites/index.ts';
import { mailbox, pauseJobWorker, testApp, testDb } from '../support/context.ts';
import { jobsSettled, loggedOnAs, memberWithApi } from '../support/accounts.ts';
import { useStreams } from '../support/sse.ts';

const dark = 'dark.localhost';

/** An approved dark-site member, logged on (at the dark site with `host: dark`), with `api` and `form`. */
const member = (overrides: Partial<NewProfile> = {}, host?: string) => memberWithApi({ darkStatus: 3, member: true, ...overrides }, host);
type Member = Awaited<ReturnType<typeof member>>;

const rowsOf = (profileId: number) => testDb()('notifications').where({ profile_id: profileId }).orderBy('id');
const like = (m: Member, target: Member) => m.api('/api/Likes/ToggleLike', { itemType: 'Profile', itemId: target.profile.id }).expect(200);
const setChannels = (m: Member, kind: string, channels: object) => m.api('/api/EditProfile/UpdateNotificationSetting', { kind, channels }).expect(200);
const list = async (m: Member, query: object = {}) => (await m.get('/api/Notifications/ClientNotifications').query(query).expect(200)).body;

describe('notifications (/Notifications, /api/Notifications)', () => {
  afterEach(jobsSettled);

  it('answers 401 to a visitor, sends them to log on from the page, and names a bad field (400)', async () => {
    await request(testApp()).get('/api/Notifications/ClientNotifications').expect(401);
    await request(testApp()).get('/api/Notifications/CountsSummary').expect(401);
    await request(testApp()).post('/api/Notifications/SetNotificationsAsRead').send({}).expect(401);
    expect((await request(testApp()).get('/Notifications').expect(302)).headers.location).to.match(/^\/\?u=/);
    const me = await member();
    expect((await me.get('/api/Notifications/ClientNotifications').query({ take: 0 }).expect(400)).body.error.field).to.equal('take');
    expect((await me.get('/api/Notifications/ClientNotifications').query({ tab: 'Bogus' }).expect(400)).body.error.field).to.equal('tab');
    expect((await me.api('/api/Notifications/SetNotificationsAsRead', { ids: ['x'] }).expect(400)).body.error.field).to.match(/^ids/);
    const openapi = (await request(testApp()).get('/api/openapi.json').expect(200)).body;
    for (const name of ['ClientNotifications', 'SetNotificationsAsRead', 'CountsSummary']) expect(openapi.paths).to.have.property(`/api/Notifications/${name}`);
  });

  it('a guestbook entry, a relation request and its accept each give the right notification, once', async () => {
    const owner = await member({}, dark);
    const writer = await member({}, dark);
    await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: 'Hello there' }).expect(303);
    await writer.form('/Relations/Ask', { profileId: owner.profile.id, role: 'PlayPartner' }).expect(303);
    await jobsSettled();
    const connection = await testDb()('profile_connections').where({ requester_id: writer.profile.id }).first('id');
    await owner.form('/Relations/Accept', { connectionId: connection.id }).expect(303);
    await jobsSettled();
    const got = (await list(owner)).notifications;
    expect(got.map((n: { kind: string; action: string }) => `${n.kind}.${n.action}`)).to.deep.equal(['relationRequest.requested', 'guestbookEntry.written']);
    expect(got[1]).to.deep.include({ actor: { id: writer.profile.id, name: writer.profile.name }, link: `/Profile/${owner.profile.id}/Guestbook`, read: false });
    const back = (await list(writer)).notifications;
    expect(back).to.have.length(1);
    expect(back[0]).to.deep.include({ kind: 'relationRequest', action: 'accepted', actor: { id: owner.profile.id, name: owner.profile.name } });
    // The same job run again writes nothing more.
    const job = await testDb()('jobs').where({ name: 'event:guestbook.entryWritten:notifications' }).orderBy('id', 'desc').first();
    await testDb()('jobs').insert({ name: job.name, payload: JSON.stringify(job.payload) });
    await jobsSettled();
    expect(await rowsOf(owner.profile.id)).to.have.length(2);
  });

  it('a like and a visit give a notification; a visitor at most once a day; nothing to oneself', async () => {
    const me = await member();
    const fan = await member();
    await like(fan, me);
    await fan.get(`/Profile/${me.profile.id}`).expect(200);
    await me.get(`/Profile/${me.profile.id}`).expect(200);
    await jobsSettled();
    await testDb()('jobs').insert({ name: 'event:profiles.viewed:notifications', payload: JSON.stringify({ viewerId: fan.profile.id, profileId: me.profile.id }) });
    await jobsSettled();
    const got = (await list(me)).notifications;
    expect(got.map((n: { kind: string }) => n.kind)).to.deep.equal(['newVisitor', 'like']);
    expect(got[0]).to.deep.include({ link: `/Profile/${fan.profile.id}`, actor: { id: fan.profile.id, name: fan.profile.name } });
    expect(await rowsOf(fan.profile.id)).to.have.length(0);
  });

  it('writes nothing when the member wants the kind neither on the site nor by e-mail, nor from a profile blocked either way', async () => {
    const me = await member();
    const fan = await member();
    const other = await member();
    await setChannels(me, 'like', { site: false, email: false, push: false });
    await like(fan, me);
    await other.form(`/Profile/${me.profile.id}/Block`, {}).expect(303);
    await like(other, me).catch(() => undefined);
    await testDb()('jobs').insert({ name: 'event:lists.liked:notifications', payload: JSON.stringify({ itemType: 'Profile', itemId: me.profile.id, profileId: other.profile.id }) });
    await jobsSettled();
    expect(await rowsOf(me.profile.id)).to.have.length(0);
  });

  it('a message request notifies with nothing of the message; the mail events are subscribed to', async () => {
    const me = await member();
    const stranger = await member();
    await testDb()('jobs').insert({ name: 'event:mail.messageSent:notifications', payload: JSON.stringify({ conversationId: 7, messageId: 70, senderId: stranger.profile.id, recipientId: me.profile.id, request: true }) });
    await jobsSettled();
    const [n] = (await list(me)).notifications;
    expect(n).to.deep.include({ kind: 'messageRequest', action: 'sent', link: '/Mail/7' });
    const page = (await me.get('/Notifications').expect(200)).text;
    expect(page).to.include(`${stranger.profile.name} wants to write to you`);
  });

  it('pages ClientNotifications by date, marks read, and CountsSummary counts', async () => {
    const me = await member();
    const fans = [await member(), await member(), await member()];
    for (const fan of fans) {
      await like(fan, me);
      await jobsSettled();
    }
    await testDb()('notifications').where({ profile_id: me.profile.id, actor_profile_id: fans[0]!.profile.id }).update({ created_at: new Date(Date.now() - 3_000_000) });
    await testDb()('notifications').where({ profile_id: me.profile.id, actor_profile_id: fans[1]!.profile.id }).update({ created_at: new Date(Date.now() - 2_000_000) });
    const first = await list(me, { take: 2 });
    expect(first.notifications.map((n: { actor: { id: number } }) => n.actor.id)).to.deep.equal([fans[2]!.profile.id, fans[1]!.profile.id]);
    expect(first.hasMore).to.equal(true);
    const second = await list(me, { take: 2, latestNotificationDate: first.notifications[1].createdAt });
    expect(second.notifications.map((n: { actor: { id: number } }) => n.actor.id)).to.deep.equal([fans[0]!.profile.id]);
    expect(second.hasMore).to.equal(false);

    await fans[0]!.get(`/Profile/${me.profile.id}`).expect(200);
    await fans[1]!.api('/api/Mail/SendMessage', { profileId: me.profile.id, body: 'Hello there' }).expect(200);
    await jobsSettled();
    expect((await me.get('/api/Notifications/CountsSummary').expect(200)).body).to.deep.equal({
      newNotificationsCount: 5,
      newVisitsCount: 1,
      onlineFavoritesCount: 0,
      unreadMailCount: 0,
      unreadConversationsCount: 0,
      messageRequestsCount: 1,
      lodgeAdminNotificationsCount: 0,
      eventAdminNotificationsCount: 0,
      eventAdmin: 0,
      unreadTicketCount: 0,
    });
    expect((await me.api('/api/Notifications/SetNotificationsAsRead', { ids: [first.notifications[0].id] }).expect(200)).body).to.deep.equal({ marked: 1 });
    expect((await list(me, { tab: 'Unread' })).notifications).to.have.length(4);
    await me.api('/api/Notifications/SetNotificationsAsRead', {}).expect(200);
    expect((await me.get('/api/Notifications/CountsSummary').expect(200)).body.newNotificationsCount).to.equal(0);
  });

  it('/Notifications lists newest first in the member\'s language, marks unread, marks all read, pages', async () => {
    const me = await member({ language: 'da-DK' });
    const fan = await member();
    await like(fan, me);
    await fan.get(`/Profile/${me.profile.id}`).expect(200);
    await jobsSettled();
    const page = (await me.get('/Notifications').expect(200)).text;
    expect(page).to.include('Ulæste: 2');
    const visited = page.indexOf(`${fan.profile.name} besøgte din profil`);
    const liked = page.indexOf(`${fan.profile.name} synes godt om din profil`);
    expect(visited).to.be.greaterThan(-1);
    expect(liked).to.be.greaterThan(visited);
    expect(page).to.include(`href="/Profile/${fan.profile.id}"`).and.include('class="notification unread"');
    expect(page).to.include('href="/Notifications"');
    await me.form('/Notifications/MarkAllRead', {}).expect(303).expect('Location', '/Notifications');
    const after = (await me.get('/Notifications').expect(200)).text;
    expect(after).to.include('Ulæste: 0').and.not.include('class="notification unread"');

    const rows = await rowsOf(me.profile.id);
    const old = new Date(Date.now() - 86_400_000);
    for (let i = 0; i < 20; i++) {
      await testDb()('notifications').insert({ ...rows[0], id: undefined, dedupe_key: `test:${i}`, created_at: old });
    }
    const first = (await me.get('/Notifications').expect(200)).text;
    const next = /href="(\/Notifications\?before=[^"]+)"/.exec(first)![1]!.replace(/&amp;/g, '&');
    const second = (await me.get(next).expect(200)).text;
    expect((second.match(/class="notification[ "]/g) ?? []).length).to.equal(2);
  });

  it('mails a digest with the configured origin, in the member\'s language, only once; a time range waits', async () => {
    const me = await member({ language: 'sv-SE' });
    const fan = await member();
    await setChannels(me, 'like', { site: true, email: true, push: false });
    await like(fan, me);
    await jobsSettled();
    const { origin } = (await listSites(testDb())).find((s) => !s.dark)!;
    const mail = await mailbox().waitFor(me.profile.email, (m) => m.subject.startsWith('Du har 1 nya aviseringar'));
    expect(mail.text).to.include(`${fan.profile.name} gillar din profil: ${origin}/Profile/${fan.profile.id}`).and.include(`${origin}/Notifications`);
    expect((await rowsOf(me.profile.id))[0].emailed_at).to.not.equal(null);

    const job = await testDb()('jobs').where({ name: 'notifications.sendDigest' }).orderBy('id', 'desc').first();
    await testDb()('jobs').insert({ name: job.name, payload: JSON.stringify(job.payload) });
    await jobsSettled();
    expect(mailbox().messages.filter((m) => m.to.includes(me.profile.email.toLowerCase()))).to.have.length(1);

    // With a 24-hour range the next one waits until a day after the last mail.
    await me.api('/api/EditProfile/UpdateProfileConfiguration', { key: 'notificationTimeRange', value: '24' }).expect(200);
    await like(await member(), me);
    await jobsSettled();
    expect(mailbox().messages.filter((m) => m.to.includes(me.profile.email.toLowerCase()))).to.have.length(1);
    const waiting = await testDb()('jobs').where({ name: 'notifications.sendDigest' }).whereNull('done_at').first('run_at');
    expect(new Date(waiting.run_at).getTime()).to.be.greaterThan(Date.now() + 23 * 3_600_000);
  });

  it('mails a kind the member wants by e-mail only, without listing or counting it on the site', async () => {
    const me = await member();
    const fan = await member();
    await setChannels(me, 'like', { site: false, email: true, push: false });
    await like(fan, me);
    await jobsSettled();
    const mail = await mailbox().waitFor(me.profile.email, (m) => m.text.includes(`/Profile/${fan.profile.id}`));
    expect(mail.text).to.include(fan.profile.name);
    expect((await list(me)).notifications, 'not listed').to.have.length(0);
    expect((await me.get('/api/Notifications/CountsSummary').expect(200)).body.newNotificationsCount, 'not counted').to.equal(0);
  });

  it('a dark-site guestbook entry and relation request are listed, counted and marked read on the dark site only', async () => {
    const owner = await member({}, dark);
    const writer = await member({}, dark);
    const fan = await member();
    const regular = await loggedOnAs(owner.profile);
    await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: 'Hello there' }).expect(303);
    await writer.form('/Relations/Ask', { profileId: owner.profile.id, role: 'PlayPartner' }).expect(303);
    await like(fan, owner);
    await jobsSettled();
    const kinds = (body: { notifications: { kind: string }[] }) => body.notifications.map((n) => n.kind);
    expect(kinds(await list(owner))).to.deep.equal(['relationRequest', 'guestbookEntry']);
    expect(kinds((await regular.get('/api/Notifications/ClientNotifications').expect(200)).body)).to.deep.equal(['like']);
    expect((await owner.get('/api/Notifications/CountsSummary').expect(200)).body.newNotificationsCount).to.equal(2);
    expect((await regular.get('/api/Notifications/CountsSummary').expect(200)).body.newNotificationsCount).to.equal(1);
    // The bell's badge and /Notifications of each site.
    expect((await owner.get('/Support').expect(200)).text).to.include('data-unread="2"');
    expect((await regular.get('/Support').expect(200)).text).to.include('data-unread="1"');
    const regularPage = (await regular.get('/Notifications').expect(200)).text;
    expect(regularPage).to.include(`/Profile/${fan.profile.id}`).and.not.include('guestbook').and.not.include(writer.profile.name);
    const darkPage = (await owner.get('/Notifications').expect(200)).text;
    expect(darkPage).to.include(writer.profile.name).and.not.include(fan.profile.name);
    // Marking all read on one site leaves the other's unread.
    await regular.post('/api/Notifications/SetNotificationsAsRead').set('x-csrf-token', await regular.csrf('/Support')).send({}).expect(200);
    expect((await owner.get('/api/Notifications/CountsSummary').expect(200)).body.newNotificationsCount).to.equal(2);
    await owner.api('/api/Notifications/SetNotificationsAsRead', {}).expect(200);
    expect((await owner.get('/api/Notifications/CountsSummary').expect(200)).body.newNotificationsCount).to.equal(0);
  });

  it('mails one digest per site from that site\'s origin, about that site\'s notifications only; none of the dark site once it is closed to the member', async () => {
    const owner = await member({}, dark);
    const writer = await member({}, dark);
    const fan = await member();
    for (const kind of ['guestbookEntry', 'like']) await setChannels(owner, kind, { site: true, email: true, push: false });
    // Both happen before any digest runs: one run finds the notifications of both sites.
    const paused = await pauseJobWorker();
    try {
      await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: 'Hello there' }).expect(303);
      await like(fan, owner);
    } finally {
      paused();
    }
    await jobsSettled();
    const sites = await listSites(testDb());
    const regularSite = sites.find((s) => !s.dark)!;
    const darkSite = sites.find((s) => s.dark)!;
    const mails = () => mailbox().messages.filter((m) => m.to.includes(owner.profile.email.toLowerCase()));
    const onRegular = await mailbox().waitFor(owner.profile.email, (m) => m.subject.endsWith(` on ${regularSite.name}`));
    const onDark = await mailbox().waitFor(owner.profile.email, (m) => m.subject.endsWith(` on ${darkSite.name}`));
    expect(mails()).to.have.length(2);
    expect(onRegular.text).to.include(`${regularSite.origin}/Profile/${fan.profile.id}`).and.include(`${regularSite.origin}/Notifications`);
    expect(onRegular.text).not.to.include(writer.profile.name).and.not.include('guestbook').and.not.include(darkSite.origin);
    expect(onDark.text).to.include(`${darkSite.origin}/Profile/${owner.profile.id}/Guestbook`).and.include(`${darkSite.origin}/Notifications`);
    expect(onDark.text).not.to.include(fan.profile.name);

    // Once the dark site is closed to the member, its happenings are no longer mailed; the regular site's still are.
    const resume = await pauseJobWorker();
    try {
      await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: 'Hello again' }).expect(303);
      await like(await member(), owner);
      await setDarkStatus(testDb(), owner.profile.id, 0);
    } finally {
      resume();
    }
    await jobsSettled();
    const later = await mailbox().waitFor(owner.profile.email, (m) => m.subject.endsWith(` on ${regularSite.name}`) && m !== onRegular);
    expect(later.text).to.include('likes your profile').and.not.include(writer.profile.name).and.not.include('/Guestbook');
    expect(mails()).to.have.length(3);
    expect(mails().filter((m) => m.subject.endsWith(` on ${darkSite.name}`))).to.have.length(1);
  });

  it('reading a conversation reads its message notifications, and a message read before its job ran gives none', async () => {
    const [anna, bo] = [await member(), await member()];
    const first = await bo.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'Hello Anna' }).expect(200);
    const { conversationId } = first.body;
    await anna.api('/api/Mail/AcceptRequest', { conversationId }).expect(200);
    await bo.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'Coffee on Friday?' }).expect(200);
    await jobsSettled();
    const unread = async () => (await rowsOf(anna.profile.id)).filter((r) => r.subject_id === String(conversationId) || Number(r.subject_id) === conversationId).filter((r) => !r.read_at);
    expect((await unread()).map((r) => r.kind)).to.include('newMessage');

    await anna.get(`/Mail/${conversationId}`).expect(200);
    await jobsSettled();
    expect(await unread()).to.deep.equal([]);
    const counts = (await anna.get('/api/Notifications/CountsSummary').expect(200)).body;
    expect(counts.newNotificationsCount).to.equal(0);

    const resume = await pauseJobWorker();
    const before = (await rowsOf(anna.profile.id)).length;
    try {
      await bo.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'Read it already?' }).expect(200);
      await anna.get(`/Mail/${conversationId}`).expect(200);
    } finally {
      resume();
    }
    await jobsSettled();
    expect((await rowsOf(anna.profile.id)).length).to.equal(before);
  });
});

describe('notifications: the counts event of a site', () => {
  const { open } = useStreams();
  afterEach(jobsSettled);

  it('reaches only the streams opened on that site', async () => {
    const owner = await member();
    const writer = await member({}, dark);
    const fan = await member();
    const stream = await open(owner.cookie);
    await stream.next((e) => e.type === 'hello');
    await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: 'Hello there' }).expect(303);
    await jobsSettled();
    await like(fan, owner);
    await stream.next((e) => e.type === 'counts', 8000);
    expect(stream.events.filter((e) => e.type === 'counts').map((e) => e.data), 'only the like\'s').to.deep.equal([{}]);
  });
});
