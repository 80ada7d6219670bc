import { expect } from 'chai';
import request from 'supertest';
import { testApp } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';

describe('blocking a profile (the blacklist)', () => {
  it('hides the two profiles from each other both ways, lists the block, and lifts it', async () => {
    const me = await buildMember();
    const other = await buildMember();
    const mine = await loggedOnAs(me);
    const theirs = await loggedOnAs(other);
    await mine.get(`/Profile/${other.id}`).expect(200);

    const blocked = await mine.postForm(`/Profile/${other.id}/Block`, {}).expect(303).expect('Location', '/Blacklist');
    expect(blocked.status).to.equal(303);
    const list = await mine.get('/Blacklist').expect(200);
    expect(list.text).to.include(`${other.name} is blocked: neither of you will see the other.`);
    expect(list.text).to.include(`<strong>${other.name}</strong>`).and.include(`name="profileId" value="${other.id}"`);
    await mine.get(`/Profile/${other.id}`).expect(404);
    await theirs.get(`/Profile/${me.id}`).expect(404);
    const theirList = await theirs.get('/Blacklist').expect(200);
    expect(theirList.text, 'only the blocker sees the block').to.include('You have not blocked anyone.');

    await mine.postForm('/Blacklist/Remove', { profileId: other.id }).expect(303);
    expect((await mine.get('/Blacklist')).text).to.include(`${other.name} is no longer blocked.`).and.include('You have not blocked anyone.');
    await mine.get(`/Profile/${other.id}`).expect(200);
    await theirs.get(`/Profile/${me.id}`).expect(200);
  });

  it('refuses blocking oneself (400) and a profile that does not exist (404), and a post without the form token (403)', async () => {
    const me = await buildMember();
    const mine = await loggedOnAs(me);
    await mine.postForm(`/Profile/${me.id}/Block`, {}).expect(400);
    await mine.postForm('/Profile/987654321/Block', {}).expect(404);
    await mine.post(`/Profile/${(await buildMember()).id}/Block`).type('form').send({}).expect(403);
  });

  it('has the JSON twins: GetBlacklistProfiles pages the list, RemoveProfileFromBlacklist names a bad field and lifts a block', async () => {
    const me = await buildMember();
    const mine = await loggedOnAs(me);
    const others = [await buildMember(), await buildMember(), await buildMember()];
    for (const o of others) await mine.postForm(`/Profile/${o.id}/Block`, {}).expect(303);
    const token = await mine.csrf('/Start');

    await request(testApp()).get('/api/Profiles/GetBlacklistProfiles').expect(401);
    const page = await mine.get('/api/Profiles/GetBlacklistProfiles').query({ skip: 1, take: 1 }).expect(200);
    expect(page.body).to.have.length(1);
    expect(page.body[0]).to.have.keys(['id', 'name', 'blockedAt']);

    const bad = await mine.post('/api/Profiles/RemoveProfileFromBlacklist').set('x-csrf-token', token).send({ profileId: 'x' }).expect(400);
    expect(bad.body.error.field).to.equal('profileId');
    await mine.post('/api/Profiles/RemoveProfileFromBlacklist').set('x-csrf-token', token).send({ profileId: others[0]!.id }).expect(200, { success: true });
    await mine.post('/api/Profiles/RemoveProfileFromBlacklist').set('x-csrf-token', token).send({ profileId: others[0]!.id }).expect(404);
    expect((await mine.get('/api/Profiles/GetBlacklistProfiles').expect(200)).body.map((b: { id: number }) => b.id).sort()).to.deep.equal([others[1]!.id, others[2]!.id].sort());
  });
});
