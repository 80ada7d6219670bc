import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { modules } from '../../src/app.ts';
import { on, registerSubscribers } from '../../src/platform/events/index.ts';
import { messageSent, requestAccepted } from '../../src/modules/mail/index.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';
import { pauseJobWorker, testApp, testDb } from '../support/context.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';

/** A logged-on member with `api` for JSON calls carrying the form token. */
async function member(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Support');
  const api = (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body);
  return Object.assign(agent, { profile, api });
}
type Member = Awaited<ReturnType<typeof member>>;

const write = (from: Member, to: Member, body: string) => from.postForm(`/Mail/New/${to.profile.id}`, { body });
const conversationOf = async (a: Member, b: Member) => {
  const row = await testDb()('conversations').where({ profile_low: Math.min(a.profile.id, b.profile.id), profile_high: Math.max(a.profile.id, b.profile.id) }).first('id');
  return Number(row.id);
};
const messageCount = async () => Number((await testDb()('messages').count('* as n').first())?.n);
const topMenu = async (m: Member) => (await m.api('/api/TopMenu/Conversations', {}).expect(200)).body;

describe('mail (/Mail, /api/Mail, /api/TopMenu/Conversations)', () => {
  it('sends a visitor to log on and answers 401 to the calls', async () => {
    await request(testApp()).get('/Mail').expect(302);
    await request(testApp()).post('/api/TopMenu/Conversations').send({}).expect(401);
    await request(testApp()).post('/api/Mail/SendMessage').send({ profileId: 1, body: 'Hi' }).expect(401);
    await request(testApp()).get('/api/Mail/Search').query({ q: 'x' }).expect(401);
  });

  it('lands a first contact in Requests without preview text; accepting moves it to the inbox; events are published', async () => {
    const [anna, bo] = [await member(), await member()];
    const resume = await pauseJobWorker();
    registerSubscribers([...modules.filter((m) => m.name !== 'notifications'), { name: 'notifications', subscribers: [on(messageSent, async () => undefined), on(requestAccepted, async () => undefined)] }]);
    try {
      await write(anna, bo, 'Secret hello from the fjord').expect(303);
      const id = await conversationOf(anna, bo);
      const sent = await testDb()('jobs').where({ name: 'event:mail.messageSent:notifications' }).first();
      expect(sent.payload).to.include({ conversationId: id, senderId: anna.profile.id, recipientId: bo.profile.id, request: true });

      const requests = (await bo.get('/Mail?tab=Requests').expect(200)).text;
      expect(requests).to.include('Requests (1)').and.include('Inbox (0)').and.include(anna.profile.name);
      expect(requests).not.to.include('Secret hello');
      expect((await bo.get('/Mail').expect(200)).text).not.to.include(anna.profile.name);
      const page = (await bo.get(`/Mail/${id}`).expect(200)).text;
      expect(page).to.include('wants to start a conversation with you').and.not.include('Secret hello');
      expect((await topMenu(bo)).requests).to.equal(1);
      expect((await bo.get('/api/Mail/Search').query({ q: 'fjord' }).expect(200)).body.messages).to.have.length(0);

      await bo.postForm(`/Mail/${id}/Accept`, {}).expect(303).expect('Location', `/Mail/${id}`);
      const accepted = await testDb()('jobs').where({ name: 'event:mail.requestAccepted:notifications' }).first();
      expect(accepted.payload).to.deep.equal({ conversationId: id, accepterId: bo.profile.id, requesterId: anna.profile.id });
      expect((await bo.get(`/Mail/${id}`).expect(200)).text).to.include('Secret hello from the fjord');
      const inbox = (await bo.get('/Mail').expect(200)).text;
      expect(inbox).to.include('Inbox (1)').and.include('Secret hello from the fjord');
      await bo.api('/api/Mail/AcceptRequest', { conversationId: id }).expect(409);

      await bo.postForm(`/Mail/${id}`, { body: 'Hello back' }).expect(303);
      const second = await testDb()('jobs').where({ name: 'event:mail.messageSent:notifications' }).orderBy('id', 'desc').first();
      expect(second.payload).to.include({ request: false, senderId: bo.profile.id });
    } finally {
      registerSubscribers(modules);
      resume();
    }
    const menu = await topMenu(anna);
    expect(menu.unread).to.equal(1);
    expect(menu.conversations[0]).to.include({ preview: 'Hello back', unread: true });
  });

  it('a reply from the recipient accepts the request; the sender is never in Requests', async () => {
    const [anna, bo] = [await member(), await member()];
    await write(anna, bo, 'Hi').expect(303);
    const id = await conversationOf(anna, bo);
    expect((await topMenu(anna)).requests).to.equal(0);
    await bo.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'Hi yourself' }).expect(200);
    expect((await testDb()('conversation_participants').where({ conversation_id: id, profile_id: bo.profile.id }).first()).state).to.equal('Inbox');
  });

  it('refuses yourself (400), bad input naming the field (400), and another member\'s conversation (404)', async () => {
    const [anna, bo, eve] = [await member(), await member(), await member({ language: 'sv-SE' })];
    expect((await anna.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'me' }).expect(400)).body.error.field).to.equal('profileId');
    expect((await eve.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: ' ' }).expect(400)).body.error).to.include({ field: 'body', message: 'Skriv ett meddelande innan du skickar det.' });
    expect((await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'x'.repeat(5001) }).expect(400)).body.error.field).to.equal('body');
    const empty = await write(anna, bo, '').expect(400);
    expect(empty.text).to.include('Write a message before you send it.');
    await write(anna, bo, 'Hello Bo').expect(303);
    const id = await conversationOf(anna, bo);
    await eve.get(`/Mail/${id}`).expect(404);
    await eve.api('/api/Mail/MarkAsRead', { conversationId: id, messageId: 1 }).expect(404);
    await eve.api('/api/Mail/DeleteConversation', { conversationId: id }).expect(404);
    await eve.postForm(`/Mail/${id}`, { body: 'intrude' }).expect(404);
    expect(await messageCount()).to.equal(1);
  });

  it('block from a request adds to the blacklist; blocked either way or not Active → 403, nothing stored', async () => {
    const [anna, bo, cy] = [await member(), await member({ language: 'da-DK' }), await member()];
    await write(anna, bo, 'Unwanted').expect(303);
    const id = await conversationOf(anna, bo);
    await bo.postForm(`/Mail/${id}/Block`, {}).expect(303);
    expect(await testDb()('profile_blocks').where({ blocker_id: bo.profile.id, blocked_id: anna.profile.id })).to.have.length(1);
    expect((await bo.get('/Mail?tab=Requests').expect(200)).text).not.to.include(anna.profile.name);
    const refused = await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Again' }).expect(403);
    expect(refused.body.error.message).to.equal('You cannot write to this profile.');
    const other = await bo.api('/api/Mail/SendMessage', { profileId: anna.profile.id, body: 'Nope' }).expect(403);
    expect(other.body.error.message).to.equal('Du kan ikke skrive til denne profil.');
    await anna.get(`/Mail/${id}`).expect(404);
    await testDb()('profiles').where({ id: cy.profile.id }).update({ status: ProfileStatus.Locked });
    await anna.api('/api/Mail/SendMessage', { profileId: cy.profile.id, body: 'Hi' }).expect(403);
    expect(await messageCount()).to.equal(1);
  });

  it('obeys each who-may-write setting on first contact', async () => {
    const [bo, payer, plain, valid, fav] = [await member(), await member({ member: true }), await member(), await member(), await member()];
    const setting = (value: string) => bo.api('/api/EditProfile/UpdateProfileConfiguration', { key: 'whoMayWrite', value }).expect(200);
    await setting('Members');
    expect((await plain.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hi' }).expect(403)).body.error.message).to.equal('This member only receives messages from paying members.');
    await payer.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hi' }).expect(200);
    await setting('Validated');
    await plain.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hi' }).expect(403);
    await testDb()('media_validations').insert({ profile_id: valid.profile.id, method: 'Personal', status: 'Valid' });
    await valid.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hi' }).expect(200);
    await setting('Favourites');
    expect((await fav.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hi' }).expect(403)).body.error.message).to.equal('This member only receives messages from their favourites.');
    await bo.postForm('/Favorites/Add', { profileId: fav.profile.id }).expect(303);
    await fav.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hi' }).expect(200);
    await setting('Everyone');
    await plain.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hi' }).expect(200);
    await bo.api('/api/EditProfile/UpdateProfileConfiguration', { key: 'whoMayWrite', value: 'Nobody' }).expect(400);
    expect(await messageCount()).to.equal(4);
  });

  it('lets the member choose who may write from /Mail, without JavaScript', async () => {
    const [bo, plain] = [await member(), await member()];
    expect((await bo.get('/Mail').expect(200)).text).to.include('<option value="Everyone" selected>Everyone</option>');
    await bo.postForm('/Mail/WhoMayWrite', { whoMayWrite: 'Favourites' }).expect(303).expect('Location', '/Mail');
    const page = (await bo.get('/Mail').expect(200)).text;
    expect(page).to.include('Saved: only those you chose can start a conversation with you now.').and.include('<option value="Favourites" selected>');
    await plain.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hi' }).expect(403);
    await bo.postForm('/Mail/WhoMayWrite', { whoMayWrite: 'Nobody' }).expect(400);
  });

  it('delete for me hides the history for that member only; paging goes back 30 at a time', async () => {
    const [anna, bo] = [await member(), await member()];
    await write(anna, bo, 'Message 0').expect(303);
    const id = await conversationOf(anna, bo);
    await bo.api('/api/Mail/AcceptRequest', { conversationId: id }).expect(200);
    for (let i = 1; i < 35; i++) await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: `Message ${i}` }).expect(200);
    const newest = (await bo.get(`/Mail/${id}`).expect(200)).text;
    expect(newest).to.include('Message 34').and.include('Message 5<').and.not.include('Message 4<');
    const older = /href="(\/Mail\/\d+\?before=\d+)"/.exec(newest)![1]!;
    const back = (await bo.get(older).expect(200)).text;
    expect(back).to.include('Message 0<').and.include('Message 4<').and.not.include('Message 5<');
    // The /Mail island carries its texts in its props, so look for the link, not its text.
    expect(back).not.to.match(/href="\/Mail\/\d+\?before=/);
    expect((await topMenu(bo)).unread).to.equal(0);

    await bo.postForm(`/Mail/${id}/Delete`, {}).expect(303).expect('Location', '/Mail');
    expect((await bo.get('/Mail').expect(200)).text).to.include('Inbox (0)');
    expect((await anna.get(`/Mail/${id}`).expect(200)).text).to.include('Message 34');
    await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'After the delete' }).expect(200);
    const after = (await bo.get(`/Mail/${id}`).expect(200)).text;
    expect(after).to.include('After the delete').and.not.include('Message 34');
  });

  it('search finds a word only in the member\'s own conversations and after their delete point', async () => {
    const [anna, bo, cy] = [await member(), await member(), await member()];
    await write(anna, bo, 'Shall we meet at the lighthouse on Sunday?').expect(303);
    const id = await conversationOf(anna, bo);
    await bo.api('/api/Mail/AcceptRequest', { conversationId: id }).expect(200);
    await write(cy, bo, 'Cy also likes the lighthouse').expect(303);
    const found = (await anna.get('/api/Mail/Search').query({ q: 'lighthouse' }).expect(200)).body.messages;
    expect(found.map((m: { body: string }) => m.body)).to.deep.equal(['Shall we meet at the lighthouse on Sunday?']);
    expect((await bo.get('/api/Mail/Search').query({ q: 'lighthouse' }).expect(200)).body.messages).to.have.length(1);
    expect((await cy.get('/api/Mail/Search').query({ q: 'lighthouse sunday' }).expect(200)).body.messages).to.have.length(0);
    const page = (await anna.get('/Mail').query({ q: 'lighthouse' }).expect(200)).text;
    expect(page).to.include(`href="/Mail/${id}">Shall we meet at the lighthouse`);
    expect((await anna.get('/api/Mail/Search').query({ q: '' }).expect(400)).body.error.field).to.equal('q');
    await anna.api('/api/Mail/DeleteConversation', { conversationId: id }).expect(200);
    expect((await anna.get('/api/Mail/Search').query({ q: 'lighthouse' }).expect(200)).body.messages).to.have.length(0);
  });

  it('shows a Write link on a profile and opens an existing conversation from /Mail/New', async () => {
    const [anna, bo] = [await member(), await member()];
    expect((await anna.get(`/Profile/${bo.profile.id}`).expect(200)).text).to.include(`href="/Mail/New/${bo.profile.id}"`);
    await write(anna, bo, 'Hi').expect(303);
    await anna.get(`/Mail/New/${bo.profile.id}`).expect(302).expect('Location', `/Mail/${await conversationOf(anna, bo)}`);
  });
});
