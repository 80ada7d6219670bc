import { expect } from 'chai';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { addParticipant, createGroupConversation, groupConversationsOf, removeParticipant, sendToConversation } from '../../src/modules/mail/index.ts';
import { testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';

async function member(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Support');
  const api = (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body);
  const menu = async () => (await api('/api/TopMenu/Conversations', {}).expect(200)).body;
  const conversation = async (conversationId: number) => (await agent.get('/api/Mail/Conversation').query({ conversationId }).expect(200)).body;
  return Object.assign(agent, { profile, api, menu, conversation });
}
type Member = Awaited<ReturnType<typeof member>>;

const reply = (m: Member, conversationId: number, body: string) => m.api('/api/Mail/Reply', { conversationId, body });
const bodies = async (m: Member, id: number) => (await m.conversation(id)).messages.map((x: { body: string }) => x.body);
const notificationsOf = (profileId: number) => testDb()('notifications').where({ profile_id: profileId, kind: 'newMessage' });

describe('mail: group conversations, Reply and mute', () => {
  afterEach(jobsSettled);

  it('a group opened through the index: members reply and read, the lists show its title, a leaver loses it, a newcomer sees from joining', async () => {
    const [ann, ben, cy, dag, eve] = [await member(), await member(), await member(), await member(), await member()];
    const id = await createGroupConversation(testDb(), { title: 'Lodge of the North', ownerType: 'Lodge', ownerId: 7, memberIds: [ann.profile.id, ben.profile.id, cy.profile.id] });
    expect(await groupConversationsOf(testDb(), 'Lodge', 7)).to.deep.equal([id]);
    const sent = (await reply(ann, id, 'Hello lodge').expect(200)).body;
    expect(sent).to.include({ conversationId: id, request: false });
    // The notification jobs run before anyone reads: a message read first gives no notification.
    await jobsSettled();

    const menu = await ben.menu();
    expect(menu.unread).to.equal(1);
    expect(menu.conversations[0]).to.include({ id, kind: 'Group', title: 'Lodge of the North', other: null, preview: 'Hello lodge', unread: true, muted: false });
    expect((await ben.get('/Mail').expect(200)).text).to.include('Lodge of the North').and.include('Hello lodge');
    const page = (await ben.get(`/Mail/${id}`).expect(200)).text;
    expect(page).to.include('<h1>Lodge of the North</h1>').and.include(ann.profile.name).and.include('Hello lodge');
    expect((await ben.menu()).unread).to.equal(0);
    const opened = await ben.conversation(id);
    expect(opened.conversation).to.include({ kind: 'Group', title: 'Lodge of the North', state: 'Inbox', other: null });
    expect(opened.conversation.people.map((p: { id: number }) => p.id).sort()).to.deep.equal([ann.profile.id, cy.profile.id].sort());

    await cy.postForm(`/Mail/${id}`, { body: 'Hi all, from the form' }).expect(303);
    // (Sending reads the conversation up to one's own message: Ben's notification of Cy's must come first.)
    await jobsSettled();
    const benActing = { profileId: ben.profile.id, site: { id: 1, dark: false }, status: 3, staffRole: 0, member: false, darkStatus: 0, impersonatedBy: null };
    await sendToConversation(testDb(), benActing, id, 'From the index');
    await jobsSettled();
    expect(await notificationsOf(ann.profile.id)).to.have.length(2);
    expect(await notificationsOf(ben.profile.id)).to.have.length(2);
    expect(await bodies(ann, id)).to.deep.equal(['Hello lodge', 'Hi all, from the form', 'From the index']);

    await removeParticipant(testDb(), id, ben.profile.id);
    await ben.get(`/Mail/${id}`).expect(404);
    await reply(ben, id, 'Still here?').expect(404);
    expect((await ben.menu()).conversations).to.deep.equal([]);

    await addParticipant(testDb(), id, dag.profile.id);
    expect(await bodies(dag, id)).to.deep.equal([]);
    await reply(ann, id, 'Welcome, Dag').expect(200);
    expect(await bodies(dag, id)).to.deep.equal(['Welcome, Dag']);

    // Not a participant: 404 everywhere; a pair's buttons make no sense in a group (409).
    await eve.get(`/Mail/${id}`).expect(404);
    await reply(eve, id, 'Let me in').expect(404);
    await eve.api('/api/Mail/Mute', { conversationId: id, muted: true }).expect(404);
    await ann.api('/api/Mail/BlockSender', { conversationId: id }).expect(409);
    await ann.api('/api/Mail/AcceptRequest', { conversationId: id }).expect(409);
    expect((await ann.api('/api/Mail/Reply', { conversationId: id, body: '' }).expect(400)).body.error.field).to.equal('body');
  });

  it('hides a blocked member\'s messages from the blocker in a group, and the blocker\'s from them', async () => {
    const [ann, ben, cy] = [await member(), await member(), await member()];
    const id = await createGroupConversation(testDb(), { title: 'Event chat', ownerType: 'Event', ownerId: 3, memberIds: [ann.profile.id, ben.profile.id, cy.profile.id] });
    await testDb()('profile_blocks').insert({ blocker_id: ann.profile.id, blocked_id: ben.profile.id });
    await reply(ben, id, 'Ben speaks').expect(200);
    expect((await ann.menu()).conversations).to.deep.equal([]);
    expect(await bodies(ann, id)).to.deep.equal([]);
    expect(await bodies(cy, id)).to.deep.equal(['Ben speaks']);
    await reply(ann, id, 'Ann speaks').expect(200);
    expect(await bodies(ben, id)).to.deep.equal(['Ben speaks']);
    expect(await bodies(cy, id)).to.deep.equal(['Ben speaks', 'Ann speaks']);
    expect((await ann.menu()).unread).to.equal(0);
    await jobsSettled();
    expect(await notificationsOf(ann.profile.id)).to.have.length(0);
  });

  it('Reply in a pair follows the rules of SendMessage: a reply accepts a request, who-may-write holds, a block hides it', async () => {
    const [anna, bo, cy] = [await member(), await member(), await member()];
    const { conversationId } = (await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hi Bo' }).expect(200)).body;
    const back = (await reply(bo, conversationId, 'Hi Anna').expect(200)).body;
    expect(back).to.include({ conversationId, request: false });
    expect((await testDb()('conversation_participants').where({ conversation_id: conversationId, profile_id: bo.profile.id }).first()).state).to.equal('Inbox');

    const second = (await anna.api('/api/Mail/SendMessage', { profileId: cy.profile.id, body: 'Hi Cy' }).expect(200)).body;
    await cy.api('/api/EditProfile/UpdateProfileConfiguration', { key: 'whoMayWrite', value: 'Favourites' }).expect(200);
    expect((await reply(anna, second.conversationId, 'Hello again').expect(403)).body.error.message).to.equal('This member only receives messages from their favourites.');

    await testDb()('profile_blocks').insert({ blocker_id: bo.profile.id, blocked_id: anna.profile.id });
    await reply(anna, conversationId, 'Are you there?').expect(404);
    expect(await testDb()('messages').where({ conversation_id: conversationId }).count('* as n').first()).to.deep.equal({ n: 2 });
  });

  it('mute: a muted conversation still arrives but writes no notification; unmuting without JavaScript brings them back', async () => {
    const [anna, bo] = [await member(), await member()];
    const { conversationId } = (await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'One' }).expect(200)).body;
    await bo.api('/api/Mail/AcceptRequest', { conversationId }).expect(200);
    await bo.api('/api/Mail/Mute', { conversationId, muted: true }).expect(200);
    await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Two' }).expect(200);
    await jobsSettled();
    const event = await testDb()('jobs').where({ name: 'event:mail.messageSent:notifications' }).orderBy('id', 'desc').first();
    expect(event.payload).to.include({ recipientId: bo.profile.id, muted: true });
    expect(await notificationsOf(bo.profile.id)).to.have.length(0);
    const menu = await bo.menu();
    expect(menu.unread).to.equal(1);
    expect(menu.conversations[0]).to.include({ muted: true, preview: 'Two' });
    expect((await bo.get(`/Mail/${conversationId}`).expect(200)).text).to.include('Unmute conversation');

    await bo.postForm(`/Mail/${conversationId}/Mute`, { muted: 'false' }).expect(303).expect('Location', `/Mail/${conversationId}`);
    await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Three' }).expect(200);
    await jobsSettled();
    expect(await notificationsOf(bo.profile.id)).to.have.length(1);
    expect((await bo.api('/api/Mail/Mute', { conversationId, muted: 'yes' }).expect(400)).body.error.field).to.equal('muted');

    // In a group, only the member who muted it is spared.
    const cy = await member();
    const group = await createGroupConversation(testDb(), { title: 'Quiet please', ownerType: 'Lodge', ownerId: 1, memberIds: [anna.profile.id, bo.profile.id, cy.profile.id] });
    await cy.api('/api/Mail/Mute', { conversationId: group, muted: true }).expect(200);
    await reply(anna, group, 'Group news').expect(200);
    await jobsSettled();
    expect(await notificationsOf(cy.profile.id)).to.have.length(0);
    expect(await notificationsOf(bo.profile.id)).to.have.length(2);
  });
});
