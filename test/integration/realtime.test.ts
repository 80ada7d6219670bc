import { expect } from 'chai';
import request from 'supertest';
import { sendRealtime } from '../../src/platform/realtime/index.ts';
import { testApp } from '../support/context.ts';
import { jobsSettled, memberWithApi as member } from '../support/accounts.ts';
import { useStreams } from '../support/sse.ts';

describe('realtime stream (/Realtime)', () => {
  const { open } = useStreams();
  afterEach(jobsSettled);

  it('is not opened for a visitor', async () => {
    const res = await request(testApp()).get('/Realtime');
    expect(res.status).to.equal(302);
    expect(res.headers['content-type'] ?? '').not.to.include('text/event-stream');
  });

  it('greets with the build version, then delivers a first contact as a request without its text and a reply as a message', async () => {
    const [anna, bo] = [await member(), await member()];
    const annas = await open(anna.cookie);
    expect(annas.status).to.equal(200);
    expect(annas.contentType).to.include('text/event-stream');
    const hello = await annas.next();
    expect(hello.type).to.equal('hello');
    expect(String(hello.data.version)).to.match(/^\/build\/site-/);

    const sent = await bo.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'Secret first words' }).expect(200);
    const requestEvent = await annas.next((e) => e.type === 'request');
    expect(requestEvent.data).to.deep.equal({ conversationId: sent.body.conversationId });
    expect(JSON.stringify(annas.events)).not.to.include('Secret first words');

    const bos = await open(bo.cookie);
    await anna.api('/api/Mail/AcceptRequest', { conversationId: sent.body.conversationId }).expect(200);
    await bo.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'Now you can read me' }).expect(200);
    const message = await annas.next((e) => e.type === 'message');
    expect(message.id).to.match(/^\d+-\d+$/);
    expect((message.data.message as { body: string }).body).to.equal('Now you can read me');
    // The sender's own other tabs get it too, and Anna reading it sends Bo a read receipt.
    await bos.next((e) => e.type === 'message');
    await anna.api('/api/Mail/MarkAsRead', { conversationId: sent.body.conversationId, messageId: (message.data.message as { id: number }).id }).expect(200);
    const read = await bos.next((e) => e.type === 'read');
    expect(read.data).to.include({ conversationId: sent.body.conversationId, profileId: anna.profile.id });
  });

  it('never shows one member the events of another', async () => {
    const [anna, bo, cy] = [await member(), await member(), await member()];
    const cys = await open(cy.cookie);
    await cys.next((e) => e.type === 'hello');
    await bo.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'For Anna only' }).expect(200);
    sendRealtime([anna.profile.id], 'counts');
    await new Promise((r) => setTimeout(r, 300));
    expect(cys.events.map((e) => e.type)).to.deep.equal(['hello']);
  });

  it('catches up after a reconnect from the last event id, and says resync when it cannot', async () => {
    const anna = await member();
    const first = await open(anna.cookie);
    sendRealtime([anna.profile.id], 'counts', { n: 1 });
    const seen = await first.next((e) => e.type === 'counts');
    first.close();
    sendRealtime([anna.profile.id], 'counts', { n: 2 });
    sendRealtime([anna.profile.id], 'counts', { n: 3 });
    sendRealtime([anna.profile.id], 'typing', { n: 4 }, { ephemeral: true });
    await new Promise((r) => setTimeout(r, 200));

    const again = await open(anna.cookie, seen.id!);
    await again.next((e) => e.type === 'hello');
    expect((await again.next()).data).to.deep.equal({ n: 2 });
    expect((await again.next()).data).to.deep.equal({ n: 3 });
    sendRealtime([anna.profile.id], 'counts', { n: 5 });
    expect((await again.next()).data).to.deep.equal({ n: 5 });
    // The ephemeral one was for whoever was listening then: not replayed.
    expect(again.events.some((e) => e.data.n === 4)).to.equal(false);

    const stale = await open(anna.cookie, '1-0');
    await stale.next((e) => e.type === 'hello');
    expect((await stale.next()).type).to.equal('resync');
  });

  it('tells the member their notification counts changed when a notification is written', async () => {
    const [anna, bo] = [await member(), await member()];
    const annas = await open(anna.cookie);
    await annas.next((e) => e.type === 'hello');
    await bo.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'Hello' }).expect(200);
    await annas.next((e) => e.type === 'counts', 8000);
  });
});
