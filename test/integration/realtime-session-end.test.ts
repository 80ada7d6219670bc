import { expect } from 'chai';
import { issueImpersonationLink, type ProfileRecord } from '../../src/modules/accounts/index.ts';
import { useStreamTimings } from '../../src/platform/realtime/index.ts';
import { testDb } from '../support/context.ts';
import { browser } from '../support/http.ts';
import { ageSession } from '../support/session.ts';
import { buildMember, jobsSettled, loggedOnAs, mailedLink, memberWithApi as member, testPassword } from '../support/accounts.ts';
import { cookieOf, useStreams } from '../support/sse.ts';

/** Another browser logged on as the same profile: a second session, with its own cookie and form token. */
async function secondSession(profile: ProfileRecord) {
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Support');
  const api = (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body);
  return Object.assign(agent, { api, cookie: cookieOf(agent) });
}

/** Anna, logged on twice (S1, S2), and Bo, whose messages to Anna carry their text (she accepted his request). */
async function annaTwiceAndBo() {
  const [s1, bo] = [await member(), await member()];
  const s2 = await secondSession(s1.profile);
  const first = await bo.api('/api/Mail/SendMessage', { profileId: s1.profile.id, body: 'Hello Anna' }).expect(200);
  await s1.api('/api/Mail/AcceptRequest', { conversationId: first.body.conversationId }).expect(200);
  const sendToAnna = (body: string) => bo.api('/api/Mail/SendMessage', { profileId: s1.profile.id, body }).expect(200);
  return { s1, s2, bo, sendToAnna };
}

const messageBodies = (events: { type: string; data: Record<string, unknown> }[]) =>
  events.filter((e) => e.type === 'message').map((e) => (e.data.message as { body: string }).body);

describe('realtime stream: it ends with its session', () => {
  const { open } = useStreams();
  afterEach(jobsSettled);

  it('log out everywhere from S2 ends the stream S1 holds within seconds; S1 gets no message after and cannot reconnect', async () => {
    const { s1, s2, sendToAnna } = await annaTwiceAndBo();
    const stream = await open(s1.cookie);
    await stream.next((e) => e.type === 'hello');
    await sendToAnna('Before');
    expect(messageBodies([await stream.next((e) => e.type === 'message')])).to.deep.equal(['Before']);

    await s2.csrf('/Settings');
    await s2.postForm('/Settings/LogOutEverywhere', {}).expect(303);
    // Sent at once after the answer (the stream may still be checking its session): S1 never gets it.
    await sendToAnna('Right after log out everywhere');
    await stream.ended(3000);
    await sendToAnna('Later');
    await new Promise((r) => setTimeout(r, 300));
    expect(messageBodies(stream.events)).to.deep.equal(['Before']);
    // Its last word tells the tab the session ended, so it stops reconnecting and leaves the private page.
    expect(stream.events.at(-1)?.type).to.equal('sessionEnded');

    // The browser reconnects: the ended session gets the log-on redirect, not a stream.
    const again = await open(s1.cookie);
    expect(again.status).to.equal(302);
    expect(again.contentType).not.to.include('text/event-stream');
    // S2 stays logged on, in a renewed session, and streams as before.
    const s2s = await open(cookieOf(s2));
    expect(s2s.status).to.equal(200);
  });

  it('a plain log out ends that session\'s stream, while the other session\'s stream goes on', async () => {
    const { s1, s2, sendToAnna } = await annaTwiceAndBo();
    const [ones, twos] = [await open(s1.cookie), await open(s2.cookie)];
    await Promise.all([ones.next((e) => e.type === 'hello'), twos.next((e) => e.type === 'hello')]);

    await s1.form('/LogOut', {}).expect(303);
    await ones.ended(3000);
    await sendToAnna('Only for S2');
    expect(messageBodies([await twos.next((e) => e.type === 'message')])).to.deep.equal(['Only for S2']);
    expect(messageBodies(ones.events)).to.deep.equal([]);
    // Ending the stream did not store the logged-out session again.
    expect((await open(s1.cookie)).status).to.equal(302);
  });

  it('a password reset by e-mail link ends every stream of the member', async () => {
    const { s1, s2 } = await annaTwiceAndBo();
    const [ones, twos] = [await open(s1.cookie), await open(s2.cookie)];
    await Promise.all([ones.next((e) => e.type === 'hello'), twos.next((e) => e.type === 'hello')]);

    const visitor = browser();
    await visitor.csrf('/ForgotPassword');
    await visitor.postForm('/ForgotPassword', { nameOrEmail: s1.profile.name }).expect(303);
    const link = await mailedLink(s1.profile.email, '/ResetPassword');
    await visitor.csrf(link);
    const q = new URLSearchParams(link.split('?')[1]).get('q');
    await visitor.postForm('/ResetPassword', { q, password: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' }).expect(303);
    await Promise.all([ones.ended(3000), twos.ended(3000)]);
  });

  it('a new password set in S2 ends the stream S1 holds, and S2 streams on in its renewed session', async () => {
    const { s1, s2, sendToAnna } = await annaTwiceAndBo();
    const stream = await open(s1.cookie);
    await stream.next((e) => e.type === 'hello');
    await s2.csrf('/EditProfile/AccountInformation');
    await s2
      .postForm('/EditProfile/AccountInformation/Password', { currentPassword: testPassword, newPassword: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' })
      .expect(303);
    await stream.ended(3000);
    const s2s = await open(cookieOf(s2));
    await s2s.next((e) => e.type === 'hello');
    await sendToAnna('After the new password');
    expect(messageBodies([await s2s.next((e) => e.type === 'message')])).to.deep.equal(['After the new password']);
    expect(messageBodies(stream.events)).to.deep.equal([]);
  });

  it('deleting the profile from S2 ends the stream S1 holds', async () => {
    const { s1, s2 } = await annaTwiceAndBo();
    const stream = await open(s1.cookie);
    await stream.next((e) => e.type === 'hello');
    await s2.api('/api/EditProfile/DeleteProfile', { password: testPassword }).expect(200);
    await stream.ended(3000);
  });

  it('stopping an impersonation ends the stream of the impersonated session, not the member\'s own', async () => {
    const anna = await member();
    const staff = await buildMember({ staffRole: 40 });
    const link = await issueImpersonationLink(testDb(), staff.name, anna.profile.email, 1);
    const acting = browser();
    await acting.get(link.replace(/^https?:\/\/[^/]+/, '')).expect(302).expect('Location', '/Start');
    const [staffs, annas] = [await open(cookieOf(acting)), await open(anna.cookie)];
    await Promise.all([staffs.next((e) => e.type === 'hello'), annas.next((e) => e.type === 'hello')]);

    await acting.csrf('/Start');
    await acting.postForm('/StopImpersonation', {}).expect(303).expect('Location', '/Start');
    await staffs.ended(3000);
    await new Promise((r) => setTimeout(r, 300));
    expect(annas.events.map((e) => e.type)).to.deep.equal(['hello']);
    await annas.ended(100).then(
      () => expect.fail('the member\'s own stream ended'),
      () => undefined,
    );
  });

  describe('with a session check every 200 ms', () => {
    let undo: () => void;
    before(() => {
      undo = useStreamTimings({ sessionCheckMs: 200 });
    });
    after(() => undo());

    it('ends a stream whose session ran out with no one saying so (past its 30 days)', async () => {
      const anna = await member();
      const stream = await open(anna.cookie);
      await stream.next((e) => e.type === 'hello');
      await new Promise((r) => setTimeout(r, 500));
      expect(stream.events.map((e) => e.type)).to.deep.equal(['hello']);
      await ageSession(anna, 31 * 24 * 60);
      await stream.ended(2000);
    });
  });
});
