import { expect } from 'chai';
import type { LodgeRole } from '../../src/modules/lodges/index.ts';
import { buildMember, jobsSettled, memberWithApi } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';

type Member = Awaited<ReturnType<typeof memberWithApi>>;

/** A lodge with its members at their roles (the core's membership calls are another area's; rows are enough here). */
async function lodgeWith(members: [Member, LodgeRole][], name = 'Harbour swimmers'): Promise<number> {
  const [row] = await testDb()('lodges').insert({ name, category_id: 1 }).returning('id');
  const lodgeId = Number(row.id);
  if (members.length) await testDb()('lodge_members').insert(members.map(([m, role]) => ({ lodge_id: lodgeId, profile_id: m.profile.id, role, joined_at: new Date() })));
  return lodgeId;
}
const mail = (lodgeId: number, conversationId?: number) => `/Community/Lodges/Lodge/${lodgeId}/Mail${conversationId ? `/${conversationId}` : ''}`;
const conversationOf = (location: string) => Number(/Mail\/(\d+)$/.exec(location)![1]);
const participants = async (conversationId: number) =>
  (await testDb()('conversation_participants').where({ conversation_id: conversationId }).orderBy('profile_id').select('profile_id')).map((r: { profile_id: number }) => Number(r.profile_id));

describe('lodges: mail with the admins (issue 33 item 6)', () => {
  afterEach(jobsSettled);

  it('a member writes to the admins; the owner and co-owner read and answer; the member reads the answer', async () => {
    const [owner, coOwner, assistant, member, other] = [await memberWithApi(), await memberWithApi(), await memberWithApi(), await memberWithApi(), await memberWithApi()];
    const lodgeId = await lodgeWith([[owner, 'Owner'], [coOwner, 'CoOwner'], [assistant, 'Assistant'], [member, 'Member'], [other, 'Member']]);
    expect((await member.get(mail(lodgeId)).expect(200)).text).to.include('Write to the lodge&#39;s owner and co-owners');
    // A refused text comes back in the page with its error (no JavaScript needed).
    expect((await member.postForm(mail(lodgeId), { body: '   ' }).expect(400)).text).to.include('id="body-error"');
    const sent = await member.postForm(mail(lodgeId), { body: 'May I bring a friend on Sunday?' }).expect(303);
    const conversationId = conversationOf(sent.headers.location!);
    expect(await testDb()('lodge_conversations').where({ conversation_id: conversationId }).first('lodge_id', 'member_id')).to.deep.equal({ lodge_id: lodgeId, member_id: member.profile.id });
    expect(await participants(conversationId)).to.deep.equal([owner.profile.id, coOwner.profile.id, member.profile.id].sort((a, b) => a - b));

    // The admins see every conversation of the lodge and open it; an assistant or another member does not.
    const list = (await owner.get(mail(lodgeId)).expect(200)).text;
    expect(list).to.include(`${member.profile.name} and the admins`).and.include(mail(lodgeId, conversationId));
    expect((await coOwner.get(mail(lodgeId, conversationId)).expect(200)).text).to.include('May I bring a friend on Sunday?');
    await assistant.get(mail(lodgeId, conversationId)).expect(404);
    await other.get(mail(lodgeId, conversationId)).expect(404);
    expect((await other.get(mail(lodgeId)).expect(200)).text).not.to.include(mail(lodgeId, conversationId));

    await owner.postForm(mail(lodgeId, conversationId), { body: 'Of course, bring them along.' }).expect(303);
    const page = (await member.get(mail(lodgeId, conversationId)).expect(200)).text;
    expect(page).to.include('May I bring a friend on Sunday?').and.include('Of course, bring them along.');
    // The member's next message from the tab goes into the same conversation.
    expect((await member.get(mail(lodgeId)).expect(200)).text).to.include('Of course, bring them along.');
    await member.postForm(mail(lodgeId), { body: 'Thank you!' }).expect(303);
    expect(await testDb()('lodge_conversations').where({ lodge_id: lodgeId })).to.have.length(1);
    // And mail's own page shows it too, while the member belongs.
    expect((await member.get(`/Mail/${conversationId}`).expect(200)).text).to.include('Thank you!');
  });

  it('the admins’ list of conversations comes 30 at a time, the newest first, with a link to the older ones', async () => {
    const owner = await memberWithApi();
    const writers = await Promise.all(Array.from({ length: 31 }, () => buildMember()));
    const lodgeId = await lodgeWith([[owner, 'Owner']]);
    // Rows are enough for the list: 31 conversations of members with the admins, the oldest first.
    const ids: number[] = [];
    for (const writer of writers) {
      const [row] = await testDb()('conversations').insert({ title: 'To the admins' }).returning('id');
      ids.push(Number(row.id));
      await testDb()('lodge_conversations').insert({ conversation_id: row.id, lodge_id: lodgeId, member_id: writer.id });
    }
    const listed = (html: string) => [...html.matchAll(new RegExp(`href="${mail(lodgeId)}/(\\d+)"`, 'g'))].map((m) => Number(m[1]));
    const first = (await owner.get(mail(lodgeId)).expect(200)).text;
    expect(listed(first)).to.deep.equal(ids.slice(1).reverse());
    const older = /href="([^"]+\?olderThan=\d+)" rel="next">Older conversations</.exec(first);
    expect(older, 'a link to the older conversations').to.not.equal(null);
    const second = (await owner.get(older![1]!.replace(/&amp;/g, '&')).expect(200)).text;
    expect(listed(second)).to.deep.equal([ids[0]]);
    expect(second).to.not.include('Older conversations');
    expect((await owner.get(`${mail(lodgeId)}?olderThan=x`).expect(400)).text).to.include('olderThan');
  });

  it('a member removed from the lodge loses the conversation on the next request, here and in /Mail', async () => {
    const [owner, member] = [await memberWithApi(), await memberWithApi()];
    const lodgeId = await lodgeWith([[owner, 'Owner'], [member, 'Member']]);
    const conversationId = conversationOf((await member.postForm(mail(lodgeId), { body: 'Hello admins' }).expect(303)).headers.location!);
    await member.get(`/Mail/${conversationId}`).expect(200);

    await testDb()('lodge_members').where({ lodge_id: lodgeId, profile_id: member.profile.id }).delete();
    await member.get(mail(lodgeId, conversationId)).expect(404);
    await member.postForm(mail(lodgeId, conversationId), { body: 'Still there?' }).expect(404);
    await member.get(mail(lodgeId)).expect(404);
    await member.get(`/Mail/${conversationId}`).expect(404);
    await member.api('/api/Mail/Reply', { conversationId, body: 'Still there?' }).expect(404);
    expect((await owner.get(mail(lodgeId, conversationId)).expect(200)).text, 'the admins keep it').to.include('Hello admins');
    // Nor is it in their lists: an answer after they left shows neither in the menu (its text, unread) nor in /Mail.
    await owner.postForm(mail(lodgeId, conversationId), { body: 'A secret for members only' }).expect(303);
    await jobsSettled();
    const menu = (await member.api('/api/TopMenu/Conversations', {}).expect(200)).body;
    expect(menu.conversations.map((c: { id: number }) => c.id)).not.to.include(conversationId);
    expect(menu.unread).to.equal(0);
    expect((await member.get('/Mail').expect(200)).text).not.to.include('A secret for members only');
    expect((await owner.api('/api/TopMenu/Conversations', {}).expect(200)).body.conversations.map((c: { id: number }) => c.id), 'the admin lists it').to.include(conversationId);

    // Back in the lodge (joined again): the conversation is theirs again.
    await testDb()('lodge_members').insert({ lodge_id: lodgeId, profile_id: member.profile.id, role: 'Member', joined_at: new Date() });
    await member.get(mail(lodgeId, conversationId)).expect(200);
    expect((await member.api('/api/TopMenu/Conversations', {}).expect(200)).body.conversations.map((c: { id: number }) => c.id)).to.include(conversationId);
  });

  it('another lodge’s conversation id is a 404, as is the tab for a stranger; an admin named later joins by answering', async () => {
    const [owner, member, otherOwner, stranger, later] = [await memberWithApi(), await memberWithApi(), await memberWithApi(), await memberWithApi(), await memberWithApi()];
    const lodgeId = await lodgeWith([[owner, 'Owner'], [member, 'Member'], [later, 'Member']]);
    const otherLodge = await lodgeWith([[otherOwner, 'Owner'], [owner, 'Member']], 'Mountain walkers');
    const conversationId = conversationOf((await member.postForm(mail(lodgeId), { body: 'About the fees' }).expect(303)).headers.location!);
    await otherOwner.get(mail(otherLodge, conversationId)).expect(404);
    await owner.get(mail(otherLodge, conversationId)).expect(404);
    await otherOwner.postForm(mail(otherLodge, conversationId), { body: 'Let me in' }).expect(404);
    await stranger.get(mail(lodgeId)).expect(404);
    await stranger.get(mail(lodgeId, conversationId)).expect(404);
    await otherOwner.get(`/Mail/${conversationId}`).expect(404);

    await testDb()('lodge_members').where({ lodge_id: lodgeId, profile_id: later.profile.id }).update({ role: 'CoOwner' });
    expect((await later.get(mail(lodgeId, conversationId)).expect(200)).text).to.include('You have not taken part in this conversation yet');
    await later.postForm(mail(lodgeId, conversationId), { body: 'I handle the fees now.' }).expect(303);
    expect((await later.get(mail(lodgeId, conversationId)).expect(200)).text).to.include('I handle the fees now.');
    expect((await member.get(mail(lodgeId, conversationId)).expect(200)).text).to.include('I handle the fees now.');
  });
});
