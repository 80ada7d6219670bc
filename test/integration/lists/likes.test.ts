import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';

describe('likes (/api/Likes/)', () => {
  async function member(gender: string) {
    const profile = await buildMember();
    await testDb()('profile_persons').insert({ profile_id: profile.id, position: 0, birthday: '1990-01-01', gender });
    const agent = await loggedOnAs(profile);
    return { profile, agent, token: await agent.csrf('/Start') };
  }
  const toggle = (m: Awaited<ReturnType<typeof member>>, body: object) => m.agent.post('/api/Likes/ToggleLike').set('x-csrf-token', m.token).send(body);

  it('toggles a like on a profile, lists who liked it by gender', async () => {
    const target = await member('Female');
    const ann = await member('Female');
    const bob = await member('Male');
    await request(testApp()).post('/api/Likes/ToggleLike').send({ itemType: 'Profile', itemId: target.profile.id }).expect(401);
    expect((await toggle(ann, { itemType: 'Profile', itemId: target.profile.id }).expect(200)).body).to.deep.equal({ liked: true, count: 1 });
    expect((await toggle(bob, { itemType: 'Profile', itemId: target.profile.id }).expect(200)).body).to.deep.equal({ liked: true, count: 2 });
    const likers = (await target.agent.get('/api/Likes/GetLikeProfiles').query({ itemType: 'Profile', itemId: target.profile.id }).expect(200)).body;
    expect(likers.map((p: { name: string }) => p.name)).to.deep.equal([bob.profile.name, ann.profile.name]);
    const men = (await target.agent.get('/api/Likes/GetLikeProfiles').query({ itemType: 'Profile', itemId: target.profile.id, genderFilter: 'Male' }).expect(200)).body;
    expect(men.map((p: { id: number }) => p.id)).to.deep.equal([bob.profile.id]);
    expect((await toggle(ann, { itemType: 'Profile', itemId: target.profile.id }).expect(200)).body).to.deep.equal({ liked: false, count: 1 });
  });

  it('refuses liking oneself (400), an unknown type (400) and a profile one may not see (404)', async () => {
    const me = await member('Female');
    const other = await member('Male');
    expect((await toggle(me, { itemType: 'Profile', itemId: me.profile.id }).expect(400)).body.error.field).to.equal('profileId');
    expect((await toggle(me, { itemType: 'Sandwich', itemId: 1 }).expect(400)).body.error.field).to.equal('itemType');
    await other.agent.postForm(`/Profile/${me.profile.id}/Block`, {}).expect(303);
    await toggle(me, { itemType: 'Profile', itemId: other.profile.id }).expect(404);
  });

  it('leaves blocked likers out of the list and counts the likes of deleted profiles', async () => {
    const target = await member('Female');
    const blocked = await member('Male');
    const leaving = await member('Male');
    await toggle(blocked, { itemType: 'Profile', itemId: target.profile.id }).expect(200);
    await toggle(leaving, { itemType: 'Profile', itemId: target.profile.id }).expect(200);
    await target.agent.postForm(`/Profile/${blocked.profile.id}/Block`, {}).expect(303);
    await testDb()('profiles').where({ id: leaving.profile.id }).update({ status: 8 });
    expect((await target.agent.get('/api/Likes/GetLikeProfiles').query({ itemType: 'Profile', itemId: target.profile.id }).expect(200)).body).to.deep.equal([]);
    expect((await target.agent.get('/api/Likes/GetLikeDeletedProfilesCount').query({ itemType: 'Profile', itemId: target.profile.id }).expect(200)).body).to.deep.equal({ count: 1 });
  });
});
