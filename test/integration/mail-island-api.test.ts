import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../support/context.ts';
import { jobsSettled, memberWithApi as member } from '../support/accounts.ts';
import { useStreams } from '../support/sse.ts';

type Member = Awaited<ReturnType<typeof member>>;

/** A first message from `from` to `to`, accepted by `to` unless told otherwise: the conversation's id. */
async function conversation(from: Member, to: Member, body = 'Hello', accept = true): Promise<number> {
  const sent = await from.api('/api/Mail/SendMessage', { profileId: to.profile.id, body }).expect(200);
  if (accept) await to.api('/api/Mail/AcceptRequest', { conversationId: sent.body.conversationId }).expect(200);
  return sent.body.conversationId as number;
}

const list = (m: Member, query: Record<string, unknown>) => m.get('/api/Mail/Conversations').query(query);
const open = (m: Member, query: Record<string, unknown>) => m.get('/api/Mail/Conversation').query(query);

describe('the /Mail island calls (Mail/Conversations, Mail/Conversation, Mail/Typing)', () => {
  it('answers a visitor 401', async () => {
    await request(testApp()).get('/api/Mail/Conversations').expect(401);
    await request(testApp()).get('/api/Mail/Conversation').query({ conversationId: 1 }).expect(401);
    await request(testApp()).post('/api/Mail/Typing').send({ conversationId: 1 }).expect(401);
  });

  it('pages the conversations of a tab, newest first, with the counts; a request has no preview', async () => {
    const [anna, ...others] = [await member(), await member(), await member(), await member()];
    for (const [i, other] of others.entries()) await conversation(other, anna, `Hello ${i}`);
    const stranger = await member();
    await conversation(stranger, anna, 'Secret first words', false);

    const first = (await list(anna, { tab: 'Inbox', skip: 0, take: 2 }).expect(200)).body;
    expect(first.conversations.map((c: { preview: string }) => c.preview)).to.deep.equal(['Hello 2', 'Hello 1']);
    expect(first.hasMore).to.equal(true);
    expect(first.counts).to.deep.equal({ inbox: 3, requests: 1, unread: 3 });
    const rest = (await list(anna, { tab: 'Inbox', skip: 2, take: 2 }).expect(200)).body;
    expect(rest.conversations.map((c: { preview: string }) => c.preview)).to.deep.equal(['Hello 0']);
    expect(rest.hasMore).to.equal(false);

    const requests = (await list(anna, { tab: 'Requests' }).expect(200)).body;
    expect(requests.conversations).to.have.length(1);
    expect(requests.conversations[0]).to.include({ state: 'Request', preview: null, title: stranger.profile.name });
    expect(JSON.stringify(requests)).not.to.include('Secret first words');
    // The sender has their own first contact in the inbox.
    expect((await list(stranger, {}).expect(200)).body.conversations[0]).to.include({ state: 'Inbox', preview: 'Secret first words' });
  });

  it('refuses a bad tab, skip or take naming the field', async () => {
    const anna = await member();
    expect((await list(anna, { tab: 'Spam' }).expect(400)).body.error.field).to.equal('tab');
    expect((await list(anna, { skip: -1 }).expect(400)).body.error.field).to.equal('skip');
    expect((await list(anna, { take: 0 }).expect(400)).body.error.field).to.equal('take');
    expect((await list(anna, { take: 51 }).expect(400)).body.error.field).to.equal('take');
  });

  it('opens a conversation at its newest page, pages back with before, marks it read and says how far the other has read', async () => {
    const [anna, bo] = [await member(), await member()];
    const id = await conversation(anna, bo, 'Message 0');
    for (let i = 1; i < 35; i++) await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: `Message ${i}` }).expect(200);

    const before = (await open(anna, { conversationId: id }).expect(200)).body;
    expect(before.conversation.seenUpTo, 'Bo has read nothing yet').to.equal(0);

    const newest = (await open(bo, { conversationId: id }).expect(200)).body;
    expect(newest.conversation).to.include({ id, state: 'Inbox', title: anna.profile.name });
    expect(newest.conversation.other).to.include({ id: anna.profile.id, name: anna.profile.name });
    expect(newest.messages).to.have.length(30);
    expect(newest.messages[0].body).to.equal('Message 5');
    expect(newest.messages.at(-1).body).to.equal('Message 34');
    expect(newest.messages.at(-1)).to.include({ conversationId: id, senderId: anna.profile.id });
    expect(newest.conversation.olderBefore).to.equal(newest.messages[0].id);
    expect((await list(bo, {}).expect(200)).body.counts.unread, 'the newest page marks it read').to.equal(0);

    const older = (await open(bo, { conversationId: id, before: newest.conversation.olderBefore }).expect(200)).body;
    expect(older.messages.map((m: { body: string }) => m.body)).to.deep.equal(['Message 0', 'Message 1', 'Message 2', 'Message 3', 'Message 4']);
    expect(older.conversation.olderBefore).to.equal(null);

    const after = (await open(anna, { conversationId: id }).expect(200)).body;
    expect(after.conversation.seenUpTo, 'Anna sees that Bo read up to her newest message').to.equal(newest.messages.at(-1).id);
  });

  it('shows a request without its text; another member\'s conversation is a 404; a bad id a 400', async () => {
    const [anna, bo, eve] = [await member(), await member(), await member()];
    const id = await conversation(anna, bo, 'Secret first words', false);
    const asRequest = (await open(bo, { conversationId: id }).expect(200)).body;
    expect(asRequest.conversation.state).to.equal('Request');
    expect(asRequest.messages).to.deep.equal([]);
    expect(JSON.stringify(asRequest)).not.to.include('Secret first words');

    const refused = (await open(eve, { conversationId: id }).expect(404)).body;
    expect(refused.error.message).to.equal('That conversation does not exist or has been deleted.');
    await open(eve, { conversationId: id + 1000 }).expect(404);
    expect((await open(eve, { conversationId: 'abc' }).expect(400)).body.error.field).to.equal('conversationId');
    expect((await open(anna, { conversationId: id, before: 0 }).expect(400)).body.error.field).to.equal('before');
    await eve.api('/api/Mail/Typing', { conversationId: id }).expect(404);
    expect((await eve.api('/api/Mail/Typing', { conversationId: 'x' }).expect(400)).body.error.field).to.equal('conversationId');
  });

  it('renders the island on /Mail and /Mail/{id} with the data of the URL, and the no-JavaScript page in <noscript>', async () => {
    const [anna, bo] = [await member(), await member()];
    const id = await conversation(bo, anna, 'Hello from the server render');
    const propsOf = (html: string) => {
      const attr = /<div data-island="Mail" data-props="([^"]*)">/.exec(html)?.[1];
      expect(attr, 'the island is on the page').to.be.a('string');
      return JSON.parse(attr!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
    };
    const list = (await anna.get('/Mail').expect(200)).text;
    const listProps = propsOf(list);
    expect(listProps).to.include({ me: anna.profile.id, path: '/Mail', open: null });
    expect(listProps.list.conversations.map((c: { id: number }) => c.id)).to.deep.equal([id]);
    expect(list).to.include('<noscript>').and.include('action="/Mail/WhoMayWrite"');

    const page = (await anna.get(`/Mail/${id}`).expect(200)).text;
    const pageProps = propsOf(page);
    expect(pageProps.open.conversation).to.include({ id, title: bo.profile.name });
    expect(pageProps.open.messages.map((m: { body: string }) => m.body)).to.deep.equal(['Hello from the server render']);
    expect(pageProps.list.tab).to.equal('Inbox');
    // The server's render of the island already shows the conversation, before any script.
    expect(page.slice(page.indexOf('data-island="Mail"'), page.indexOf('<noscript>'))).to.include('Hello from the server render</div>');
  });

  describe('Mail/Typing over the realtime stream', () => {
    const streams = useStreams();
    const stream = async (m: Member) => {
      const s = await streams.open(m.cookie);
      await s.next((e) => e.type === 'hello');
      return s;
    };
    afterEach(jobsSettled);

    it('tells the other participant once per 2 s, and nobody while the request is not accepted', async () => {
      const [anna, bo] = [await member(), await member()];
      const id = await conversation(anna, bo, 'Hi', false);
      const bos = await stream(bo);
      await anna.api('/api/Mail/Typing', { conversationId: id }).expect(200);

      await bo.api('/api/Mail/AcceptRequest', { conversationId: id }).expect(200);
      const annas = await stream(anna);
      await bo.api('/api/Mail/Typing', { conversationId: id }).expect(200);
      await bo.api('/api/Mail/Typing', { conversationId: id }).expect(200);
      const typing = await annas.next((e) => e.type === 'typing');
      expect(typing.data).to.deep.equal({ conversationId: id, profileId: bo.profile.id });
      expect(typing.id, 'ephemeral: never replayed').to.equal(null);
      await new Promise((r) => setTimeout(r, 300));
      expect(annas.events.filter((e) => e.type === 'typing'), 'the second within 2 s is dropped').to.have.length(1);
      expect(bos.events.some((e) => e.type === 'typing'), 'Anna typing into a request Bo had not accepted').to.equal(false);
      expect(await testDb()('messages').where({ conversation_id: id }).count('* as n').first()).to.deep.include({ n: 1 });
    });
  });
});
