import { expect } from 'chai';
import request from 'supertest';
import { setDarkStatus, type NewProfile } from '../../src/modules/accounts/index.ts';
import { loadConfig } from '../../src/config.ts';
import { pauseJobWorker, testApp, testDb } from '../support/context.ts';
import { jobsSettled, loggedOnAs, memberWithApi } from '../support/accounts.ts';
import { browserKeys, decryptPush, PushService, subscriptionOf, verifyVapid, type BrowserKeys, type ReceivedPush } from '../support/push-service.ts';
import { eraseEverywhere } from '../../src/platform/personal-data/index.ts';
import { blockProfile, notificationKinds, registeredKind } from '../../src/modules/profiles/index.ts';
import { queuePush } from '../../src/modules/push/index.ts';

const dark = 'dark.localhost';

/** An approved dark-site member, logged on (at the dark site with `host: dark`), with `api` and `form`. */
const member = (overrides: Partial<NewProfile> = {}, host?: string) => memberWithApi({ darkStatus: 3, member: true, ...overrides }, host);
type Member = Awaited<ReturnType<typeof member>>;

const subscriptionRows = () => testDb()('push_subscriptions').orderBy('id');
const subscribe = (m: Member, endpoint: string, keys: BrowserKeys) => m.api('/api/PushNotifications/Subscribe', subscriptionOf(endpoint, keys));
const payloadOf = (push: ReceivedPush, keys: BrowserKeys) => JSON.parse(decryptPush(push.body, keys)) as { title: string; body: string; url: string; tag: string };
const sentPushJobs = () => testDb()('jobs').where({ name: 'push.send' });

describe('web push (/api/PushNotifications, the push job)', () => {
  const service = new PushService();
  before(() => service.start());
  after(() => service.stop());
  beforeEach(() => {
    service.received.length = 0;
    service.statusFor.clear();
  });
  afterEach(jobsSettled);

  it('Subscribe answers 401 to a visitor and 400 naming the field, in the member\'s language', async () => {
    const keys = browserKeys();
    await request(testApp()).post('/api/PushNotifications/Subscribe').send(subscriptionOf(service.endpoint('/x'), keys)).expect(401);
    await request(testApp()).post('/api/PushNotifications/Unsubscribe').send({ endpoint: service.endpoint('/x') }).expect(401);
    await request(testApp()).get('/api/PushNotifications/Status').expect(401);
    const me = await member();
    const refused = (await me.api('/api/PushNotifications/Subscribe', subscriptionOf('https://intranet.example/push', keys)).expect(400)).body.error;
    expect(refused).to.deep.include({ field: 'endpoint', message: "The browser's push address is not valid." });
    await me.api('/api/PushNotifications/Subscribe', subscriptionOf(`https://fcm.googleapis.com/fcm/send/${'a'.repeat(1000)}`, keys)).expect(400);
    await me.api('/api/PushNotifications/Subscribe', subscriptionOf('http://fcm.googleapis.com/fcm/send/abc', keys)).expect(400);
    const badKey = { ...subscriptionOf(service.endpoint('/x'), keys), p256DH: keys.authSecret.toString('base64url') };
    expect((await me.api('/api/PushNotifications/Subscribe', badKey).expect(400)).body.error).to.deep.include({ field: 'p256DH', message: "The browser's push keys are not valid." });
    expect((await me.api('/api/PushNotifications/Subscribe', { endpoint: service.endpoint('/x') }).expect(400)).body.error.field).to.equal('p256DH');
    const dane = await member({ language: 'da-DK' });
    expect((await dane.api('/api/PushNotifications/Subscribe', subscriptionOf('ftp://fcm.googleapis.com/x', keys)).expect(400)).body.error.message).to.equal('Browserens push-adresse er ikke gyldig.');
    expect(await subscriptionRows()).to.have.length(0);
  });

  it('Subscribe keeps an endpoint with the member who registered it: a second member gets a row of their own; Unsubscribe forgets only one\'s own', async () => {
    const a = await member();
    const b = await member();
    const keys = browserKeys();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
    expect((await subscribe(a, endpoint, keys).expect(200)).body).to.deep.equal({ subscribed: true });
    await subscribe(a, endpoint, keys).expect(200);
    expect((await subscriptionRows()).map((r) => Number(r.profile_id))).to.deep.equal([a.profile.id]);
    // The member's own browser renews its keys: the row follows.
    const renewed = browserKeys();
    await subscribe(a, endpoint, renewed).expect(200);
    const other = browserKeys();
    await subscribe(b, endpoint, other).expect(200);
    const rows = await subscriptionRows();
    expect(rows.map((r) => Number(r.profile_id))).to.deep.equal([a.profile.id, b.profile.id]);
    expect(rows[0]).to.deep.include({ endpoint, p256dh: renewed.publicKey.toString('base64url'), auth: renewed.authSecret.toString('base64url') });
    expect(rows[1]).to.deep.include({ endpoint, p256dh: other.publicKey.toString('base64url'), auth: other.authSecret.toString('base64url') });
    expect(Number(rows[0].site_id)).to.equal(1);
    expect((await b.api('/api/PushNotifications/Unsubscribe', { endpoint }).expect(200)).body).to.deep.equal({ removed: true });
    expect((await b.api('/api/PushNotifications/Unsubscribe', { endpoint }).expect(200)).body).to.deep.equal({ removed: false });
    expect((await subscriptionRows()).map((r) => Number(r.profile_id))).to.deep.equal([a.profile.id]);
    expect((await a.api('/api/PushNotifications/Unsubscribe', { endpoint }).expect(200)).body).to.deep.equal({ removed: true });
    expect(await subscriptionRows()).to.have.length(0);
  });

  it('registering another member\'s endpoint takes nothing over: each member keeps receiving their own pushes, with their own keys', async () => {
    const victim = await member();
    const other = await member();
    const victimKeys = browserKeys();
    const otherKeys = browserKeys();
    await subscribe(victim, service.endpoint('/shared'), victimKeys).expect(200);
    await subscribe(other, service.endpoint('/shared'), otherKeys).expect(200);
    const [victimFan, otherFan] = [await member(), await member()];
    for (const m of [victim, other]) await m.api('/api/EditProfile/UpdateNotificationSetting', { kind: 'like', channels: { site: true, email: false, push: true } }).expect(200);
    await victimFan.api('/api/Likes/ToggleLike', { itemType: 'Profile', itemId: victim.profile.id }).expect(200);
    await otherFan.api('/api/Likes/ToggleLike', { itemType: 'Profile', itemId: other.profile.id }).expect(200);
    await jobsSettled();
    const pushes = service.to('/shared');
    expect(pushes).to.have.length(2);
    const opened = (keys: BrowserKeys) => pushes.flatMap((p) => {
      try {
        return [payloadOf(p, keys).url];
      } catch {
        return [];
      }
    });
    // Each push is readable only with the keys of the member it is for.
    expect(opened(victimKeys)).to.deep.equal([`/Profile/${victimFan.profile.id}`]);
    expect(opened(otherKeys)).to.deep.equal([`/Profile/${otherFan.profile.id}`]);
  });

  it('log out forgets the subscriptions that browser stored for the member, and only those', async () => {
    const a = await member();
    const b = await member();
    await subscribe(a, service.endpoint('/shared'), browserKeys()).expect(200);
    await subscribe(b, service.endpoint('/shared'), browserKeys()).expect(200);
    const elsewhere = await loggedOnAs(a.profile);
    await elsewhere.post('/api/PushNotifications/Subscribe').set('x-csrf-token', await elsewhere.csrf('/Support')).send(subscriptionOf(service.endpoint('/a-phone'), browserKeys())).expect(200);
    await a.form('/LogOut', {}).expect(303);
    const left = (await subscriptionRows()).map((r) => `${Number(r.profile_id) === a.profile.id ? 'a' : 'b'} ${new URL(String(r.endpoint)).pathname}`);
    expect(left).to.deep.equal(['b /shared', 'a /a-phone']);
  });

  it('log out everywhere forgets the other browsers\' subscriptions of the member; this browser keeps its own, also for its next log out', async () => {
    const a = await member();
    const b = await member();
    await subscribe(a, service.endpoint('/here'), browserKeys()).expect(200);
    await subscribe(b, service.endpoint('/b'), browserKeys()).expect(200);
    const forgotten = await loggedOnAs(a.profile);
    await forgotten.post('/api/PushNotifications/Subscribe').set('x-csrf-token', await forgotten.csrf('/Support')).send(subscriptionOf(service.endpoint('/shared-pc'), browserKeys())).expect(200);
    await a.form('/Settings/LogOutEverywhere', {}).expect(303);
    const owners = async () => (await subscriptionRows()).map((r) => `${Number(r.profile_id) === a.profile.id ? 'a' : 'b'} ${new URL(String(r.endpoint)).pathname}`);
    expect(await owners()).to.deep.equal(['a /here', 'b /b']);
    await a.csrf('/Support'); // the renewed session's token
    await a.form('/LogOut', {}).expect(303);
    expect(await owners()).to.deep.equal(['b /b']);
  });

  it('the layout carries the prompt and the public key for a member; Status says whether push is requested', async () => {
    const page = (await request(testApp()).get('/Support').expect(200)).text;
    expect(page).not.to.include('data-push-prompt');
    const me = await member();
    const own = (await me.get('/Support').expect(200)).text;
    const key = /data-push-key="([\w-]+)"/.exec(own)?.[1];
    expect(key).to.match(/^[\w-]{87}$/);
    expect(own).to.match(/<section class="alert info push-prompt"[^>]*hidden>/).and.include('Turn on notifications');
    expect((await me.get('/api/PushNotifications/Status').expect(200)).body).to.deep.equal({ requestPushPermission: true });
    const off = { site: true, email: false, push: false };
    // Every registered kind that pushes by default: modules add kinds, so the list is the registry's.
    for (const kind of notificationKinds().filter((k) => registeredKind(k)?.defaults.includes('push'))) {
      await me.api('/api/EditProfile/UpdateNotificationSetting', { kind, channels: off }).expect(200);
    }
    expect((await me.get('/api/PushNotifications/Status').expect(200)).body).to.deep.equal({ requestPushPermission: false });
  });

  it('pushes a message in an accepted conversation, encrypted and signed, in the member\'s language, with no message text; a request pushes nothing', async () => {
    const a = await member({ language: 'da-DK' });
    const b = await member();
    const aKeys = browserKeys();
    const bKeys = browserKeys();
    await subscribe(a, service.endpoint('/a'), aKeys).expect(200);
    await subscribe(b, service.endpoint('/b'), bKeys).expect(200);
    const siteKey = /data-push-key="([\w-]+)"/.exec((await a.get('/Support')).text)![1];

    // A writes first: a request for B, who gets no push at all.
    const { conversationId } = (await a.api('/api/Mail/SendMessage', { profileId: b.profile.id, body: 'First secret words' }).expect(200)).body;
    await jobsSettled();
    expect(service.to('/b')).to.have.length(0);
    expect(await sentPushJobs()).to.have.length(0);

    // B's reply accepts: A gets the accept and the message, by B's name (regular site, someone A wrote to).
    await b.api('/api/Mail/SendMessage', { profileId: a.profile.id, body: 'Second secret words' }).expect(200);
    await jobsSettled();
    const pushes = service.to('/a');
    expect(pushes).to.have.length(2);
    const payloads = pushes.map((p) => payloadOf(p, aKeys));
    expect(payloads).to.deep.include({ title: 'Ny besked', body: `${b.profile.name} sendte dig en besked`, url: `/Mail/${conversationId}`, tag: `conversation-${conversationId}` });
    expect(payloads).to.deep.include({ title: 'Beskedanmodning', body: `${b.profile.name} accepterede din beskedanmodning`, url: `/Mail/${conversationId}`, tag: `conversation-${conversationId}` });
    for (const push of pushes) {
      expect(push.body.toString('latin1')).not.to.include('secret');
      expect(decryptPush(push.body, aKeys)).not.to.include('secret');
      expect(push.headers).to.include({ 'content-encoding': 'aes128gcm', ttl: '86400', 'content-type': 'application/octet-stream' });
      const vapid = verifyVapid(String(push.headers.authorization));
      expect(vapid.publicKey).to.equal(siteKey);
      expect(vapid.claims.aud).to.equal(`http://127.0.0.1:${service.port}`);
      expect(vapid.claims.sub).to.match(/^mailto:/);
      expect(vapid.claims.exp * 1000).to.be.within(Date.now(), Date.now() + 24 * 3600 * 1000);
    }
    const message = pushes.find((p) => payloadOf(p, aKeys).title === 'Ny besked')!;
    expect(message.headers.urgency).to.equal('high');
    expect(message.headers.topic).to.equal(`conversation-${conversationId}`);
    expect((await subscriptionRows())[0].last_used_at).to.be.instanceOf(Date);

    // A muted conversation still arrives, without a push.
    await a.api('/api/Mail/Mute', { conversationId, muted: true }).expect(200);
    await b.api('/api/Mail/SendMessage', { profileId: a.profile.id, body: 'Third words' }).expect(200);
    await jobsSettled();
    expect(service.to('/a')).to.have.length(2);
  });

  it('a dark-site source goes only to the browsers subscribed on the dark site, and names nobody; a regular one only to the regular site\'s', async () => {
    const owner = await member({}, dark);
    const writer = await member({}, dark);
    const onDark = browserKeys();
    const onRegular = browserKeys();
    await subscribe(owner, service.endpoint('/owner-dark'), onDark).expect(200);
    const regular = await loggedOnAs(owner.profile);
    const token = await regular.csrf('/Support');
    await regular.post('/api/PushNotifications/Subscribe').set('x-csrf-token', token).send(subscriptionOf(service.endpoint('/owner-regular'), onRegular)).expect(200);
    await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: 'Explicit words here' }).expect(303);
    await jobsSettled();
    expect(service.to('/owner-regular')).to.have.length(0);
    const [push] = service.to('/owner-dark');
    const payload = payloadOf(push!, onDark);
    expect(payload).to.deep.equal({ title: 'Guestbook', body: 'Someone wrote in your guestbook', url: `/Profile/${owner.profile.id}/Guestbook`, tag: 'guestbookEntry' });
    expect(JSON.stringify(payload)).not.to.include(writer.profile.name).and.not.include('Explicit');
    expect(push!.headers.urgency).to.equal('normal');

    // A regular-site source goes only to the regular site's browsers.
    await owner.api('/api/EditProfile/UpdateNotificationSetting', { kind: 'like', channels: { site: true, email: false, push: true } }).expect(200);
    const fan = await member();
    await fan.api('/api/Likes/ToggleLike', { itemType: 'Profile', itemId: owner.profile.id }).expect(200);
    await jobsSettled();
    expect(service.to('/owner-dark')).to.have.length(1);
    expect(service.to('/owner-regular').map((p) => payloadOf(p, onRegular).url)).to.deep.equal([`/Profile/${fan.profile.id}`]);

    // Once the dark site is closed to the member, nothing of it is pushed, not even to its own browsers.
    const resume = await pauseJobWorker();
    try {
      await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: 'Again' }).expect(303);
      await setDarkStatus(testDb(), owner.profile.id, 0);
    } finally {
      resume();
    }
    await jobsSettled();
    expect(service.to('/owner-dark')).to.have.length(1);
    expect(service.to('/owner-regular')).to.have.length(1);
  });

  it('pushes nothing from an actor the member may no longer see: blocked either way, held by forced validation, on the dark site no longer a dark member', async () => {
    const me = await member();
    const keys = browserKeys();
    await subscribe(me, service.endpoint('/me'), keys).expect(200);
    const onDark = await loggedOnAs(me.profile, { host: dark });
    await onDark.post('/api/PushNotifications/Subscribe').set('x-csrf-token', await onDark.csrf('/Support')).send(subscriptionOf(service.endpoint('/me-dark'), keys)).expect(200);
    const [blocking, blocked, held, seen, darkWriter] = await Promise.all([member(), member(), member(), member(), member()]);
    const like = (actorId: number, dark = false) => ({ kind: 'like', action: 'liked', actorId, link: `/Profile/${actorId}`, dark, tag: 'like' });
    // Queued while each was visible; what changes before the job runs decides.
    const resume = await pauseJobWorker();
    try {
      for (const fan of [blocking, blocked, held, seen]) await queuePush(testDb(), me.profile.id, like(fan.profile.id));
      await queuePush(testDb(), me.profile.id, like(darkWriter.profile.id, true));
      await blockProfile(testDb(), blocking.profile.id, me.profile.id);
      await blockProfile(testDb(), me.profile.id, blocked.profile.id);
      await testDb()('profiles').where({ id: held.profile.id }).update({ forced_validation: true });
      await setDarkStatus(testDb(), darkWriter.profile.id, 0);
    } finally {
      resume();
    }
    await jobsSettled();
    expect(service.to('/me').map((p) => payloadOf(p, keys).url)).to.deep.equal([`/Profile/${seen.profile.id}`]);
    expect(service.to('/me-dark')).to.have.length(0);
  });

  it('a kind wanted as push only is pushed but not listed; nothing is pushed for a kind without push', async () => {
    const me = await member();
    const fan = await member();
    const keys = browserKeys();
    await subscribe(me, service.endpoint('/me'), keys).expect(200);
    await me.api('/api/EditProfile/UpdateNotificationSetting', { kind: 'like', channels: { site: false, email: false, push: true } }).expect(200);
    await fan.api('/api/Likes/ToggleLike', { itemType: 'Profile', itemId: me.profile.id }).expect(200);
    await jobsSettled();
    const [push] = service.to('/me');
    expect(payloadOf(push!, keys)).to.deep.equal({ title: 'New like', body: 'Someone likes your profile', url: `/Profile/${fan.profile.id}`, tag: 'like' });
    expect((await me.get('/api/Notifications/ClientNotifications').expect(200)).body.notifications).to.have.length(0);
    // A visit: site only by default, so no push.
    await fan.get(`/Profile/${me.profile.id}`).expect(200);
    await jobsSettled();
    expect(service.to('/me')).to.have.length(1);
  });

  it('a 404 or 410 from the push service deletes the subscription; another failure is logged only, never retried', async () => {
    const me = await member();
    const fan = await member();
    await subscribe(me, service.endpoint('/gone'), browserKeys()).expect(200);
    await subscribe(me, service.endpoint('/broken'), browserKeys()).expect(200);
    service.statusFor.set('/gone', 410);
    service.statusFor.set('/broken', 500);
    await me.api('/api/EditProfile/UpdateNotificationSetting', { kind: 'like', channels: { site: true, email: false, push: true } }).expect(200);
    await fan.api('/api/Likes/ToggleLike', { itemType: 'Profile', itemId: me.profile.id }).expect(200);
    await jobsSettled();
    expect(service.to('/gone')).to.have.length(1);
    expect(service.to('/broken')).to.have.length(1);
    expect((await subscriptionRows()).map((r) => r.endpoint)).to.deep.equal([service.endpoint('/broken')]);
    const [job] = await sentPushJobs();
    expect(job).to.deep.include({ attempts: 1, failed_at: null });
    expect(job.done_at).to.be.instanceOf(Date);
  });

  it('reads the VAPID keys from the environment: both or neither, in their formats', () => {
    // The test data folder, so no secrets are generated into the developer's var/.
    const keys = { DATA_DIR: 'var/test', VAPID_PUBLIC_KEY: browserKeys().publicKey.toString('base64url'), VAPID_PRIVATE_KEY: 'a'.repeat(43) };
    expect(loadConfig({ ...keys, VAPID_SUBJECT: 'mailto:ops@nordlys.example' })).to.deep.include({ vapid: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY }, vapidSubject: 'mailto:ops@nordlys.example' });
    expect(loadConfig({ DATA_DIR: 'var/test' }).vapid).to.equal(undefined);
    expect(() => loadConfig({ DATA_DIR: 'var/test', VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).to.throw('set both or neither');
    expect(() => loadConfig({ ...keys, VAPID_SUBJECT: 'http://nordlys.example' })).to.throw('VAPID_SUBJECT');
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: 'short' })).to.throw('VAPID_PRIVATE_KEY');
  });

  it('a deleted profile\'s subscriptions go with it', async () => {
    const me = await member();
    await subscribe(me, service.endpoint('/me'), browserKeys()).expect(200);
    // What account deletion runs in its transaction: every module's eraser, push's among them.
    await testDb().transaction((trx) => eraseEverywhere(trx, me.profile.id));
    expect(await subscriptionRows()).to.have.length(0);
  });
});
