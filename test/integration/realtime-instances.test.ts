import type { ChildProcess } from 'node:child_process';
import { expect } from 'chai';
import request from 'supertest';
import { jobsSettled, loggedOnAs, memberWithApi as member } from '../support/accounts.ts';
import { serveTestApp } from '../support/browser.ts';
import { cookieOf, openStream } from '../support/sse.ts';
import { startSecondInstance } from '../support/second-instance.ts';

/**
 * Two web processes sharing one Postgres and one Redis, as two dynos would: a message sent through this
 * process (the test app) reaches a stream held by another process, which learns of it only through Redis.
 */
describe('realtime across two app instances sharing Redis', function () {
  this.timeout(60_000);
  let second: { baseUrl: string; child: ChildProcess } | null = null;

  before(async function () {
    if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) return this.skip();
    second = await startSecondInstance('realtime');
  });
  after(() => {
    second?.child.kill('SIGTERM');
  });
  afterEach(jobsSettled);

  it('delivers a message sent through instance A to the stream instance B holds', async () => {
    const [anna, bo] = [await member(), await member()];
    const first = await bo.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'Hi Anna' }).expect(200);
    await anna.api('/api/Mail/AcceptRequest', { conversationId: first.body.conversationId }).expect(200);

    const onB = await openStream(second!.baseUrl, anna.cookie);
    expect(onB.status, `redirected to ${onB.location}`).to.equal(200);
    await onB.next((e) => e.type === 'hello', 10_000);
    const sentAt = Date.now();
    await bo.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'Across the dynos' }).expect(200);
    const arrived = await onB.next((e) => e.type === 'message');
    expect((arrived.data.message as { body: string }).body).to.equal('Across the dynos');
    expect(Date.now() - sentAt).to.be.below(5000);

    // A tab that reconnects to instance B catches up on what A sent while it was away.
    onB.close();
    await bo.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'While you were away' }).expect(200);
    const again = await openStream(second!.baseUrl, anna.cookie, arrived.id!);
    const missed = await again.next((e) => e.type === 'message');
    expect((missed.data.message as { body: string }).body).to.equal('While you were away');
    again.close();
  });

  it('log out everywhere on instance B ends the streams of the other session on A and on B within seconds', async () => {
    const anna = await member();
    const other = await loggedOnAs(anna.profile);
    const token = await other.csrf('/Settings');
    const onA = await serveTestApp();
    try {
      const streams = [await openStream(onA.baseUrl.replace('localhost', '127.0.0.1'), anna.cookie), await openStream(second!.baseUrl, anna.cookie)];
      for (const stream of streams) expect(stream.status).to.equal(200);
      await Promise.all(streams.map((s) => s.next((e) => e.type === 'hello', 10_000)));

      const endedAt = Date.now();
      await request(second!.baseUrl).post('/Settings/LogOutEverywhere').set('Cookie', cookieOf(other)).type('form').send({ _csrf: token }).expect(303);
      await Promise.all(streams.map((s) => s.ended(5000)));
      expect(Date.now() - endedAt).to.be.below(5000);
      // A reconnect with the ended session, to either instance, is sent to log on.
      for (const baseUrl of [second!.baseUrl, onA.baseUrl.replace('localhost', '127.0.0.1')]) {
        const again = await openStream(baseUrl, anna.cookie);
        again.close();
        expect(again.status).to.equal(302);
      }
    } finally {
      await onA.stop();
    }
  });
});
