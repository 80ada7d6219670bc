import { expect } from 'chai';
import { testDb } from '../support/context.ts';
import { buildMember, loggedOnAs, testPassword } from '../support/accounts.ts';
import { describeRequireConsent } from '../../src/modules/media/index.ts';

/**
 * Issue 20: the member path keeps what it can between requests (countries, counts, the session), never a privacy
 * fact. Each change below shows on the very next request of the other member's /Profile/{id}, which has already
 * been seen once (so whatever a page keeps is warm).
 */
const danishId = async () => Number((await testDb()('countries').where({ code: 'DK' }).first('id')).id);

async function ownerWithPlace() {
  const owner = await buildMember();
  await testDb()('profile_persons').insert({ profile_id: owner.id, position: 0, birthday: '1980-02-03', gender: 'Female', orientation: 'Bisexual' });
  await testDb()('profile_areas').insert({ profile_id: owner.id, country_id: await danishId(), postal_code: '8000' });
  return owner;
}

/** The owner's and a viewer's browsers, the viewer having seen the profile once already. */
async function seenOnce() {
  const owner = await ownerWithPlace();
  const ownerAgent = await loggedOnAs(owner);
  const viewer = await buildMember();
  const viewerAgent = await loggedOnAs(viewer);
  const first = (await viewerAgent.get(`/Profile/${owner.id}`).expect(200)).text;
  expect(first).to.include(owner.name).and.include('Aarhus C').and.include('Bisexual').and.match(/\d+, woman/);
  return { owner, ownerAgent, viewer, viewerAgent };
}

const editForm = async (see: Record<string, string>) => ({
  countryId: String(await danishId()), postalCode: '8000', presentation: '', lookingFor: '',
  heightCm1: '', weightKg1: '', orientation1: 'Bisexual', relationship1: '', bodyBuild1: '', eyeColour1: '', hairColour1: '', smoking1: '', ...see,
});

describe('a privacy change shows on the very next request (issue 20)', () => {
  it('the owner hides fields from everyone: the next profile page no longer shows them', async () => {
    const { owner, ownerAgent, viewerAgent } = await seenOnce();
    await ownerAgent.csrf('/EditProfile');
    await ownerAgent.postForm('/EditProfile', await editForm({ seeAge: 'nobody', seePlace: 'nobody', seeOrientation: 'nobody' })).expect(303);
    const next = (await viewerAgent.get(`/Profile/${owner.id}`).expect(200)).text;
    expect(next).to.include(owner.name).and.not.include('Aarhus C').and.not.include('Bisexual');
    expect(next).not.to.match(/\d+, woman/);
  });

  it('the owner limits a field to members: the next page hides it from a non-member and shows it to a member', async () => {
    const { owner, ownerAgent, viewerAgent } = await seenOnce();
    const memberAgent = await loggedOnAs(await buildMember({ member: true }));
    expect((await memberAgent.get(`/Profile/${owner.id}`).expect(200)).text).to.include('Aarhus C');
    await ownerAgent.csrf('/EditProfile');
    await ownerAgent.postForm('/EditProfile', await editForm({ seePlace: 'members' })).expect(303);
    expect((await viewerAgent.get(`/Profile/${owner.id}`).expect(200)).text).not.to.include('Aarhus C');
    expect((await memberAgent.get(`/Profile/${owner.id}`).expect(200)).text).to.include('Aarhus C');
  });

  it('the owner blocks the viewer: the next request is the not-found answer', async () => {
    const { owner, ownerAgent, viewer, viewerAgent } = await seenOnce();
    await ownerAgent.csrf(`/Profile/${viewer.id}`);
    await ownerAgent.postForm(`/Profile/${viewer.id}/Block`, {}).expect(303);
    const next = await viewerAgent.get(`/Profile/${owner.id}`).expect(404);
    expect(next.text).not.to.include(owner.name);
  });

  it('the owner asks to delete the profile: gone on the next request', async () => {
    const { owner, ownerAgent, viewerAgent } = await seenOnce();
    await ownerAgent.csrf('/EditProfile/Delete');
    await ownerAgent.postForm('/EditProfile/Delete', { password: testPassword }).expect(200);
    const next = await viewerAgent.get(`/Profile/${owner.id}`).expect(404);
    expect(next.text).not.to.include(owner.name);
  });

  it('staff hold the profile for validation: gone on the next request', async () => {
    const { owner, viewerAgent } = await seenOnce();
    await testDb()('profiles').where({ id: owner.id }).update({ forced_validation: true });
    await viewerAgent.get(`/Profile/${owner.id}`).expect(404);
  });

  it("staff require the copyright consent again: the other member's picture leaves the mail list on the next request", async () => {
    const bo = await buildMember();
    const [album] = await testDb()('media_albums').insert({ profile_id: bo.id, kind: 'Profile', name: '' }).returning('id');
    const variants = { 'w480.jpg': 'p/w480-bo.jpg', 'w480.webp': 'p/w480-bo.webp', 'blur.jpg': 'p/blur-bo.jpg', 'blur.webp': 'p/blur-bo.webp' };
    const [media] = await testDb()('media').insert({ profile_id: bo.id, album_id: Number(album.id), type: 'Picture', status: 'Live', width: 480, height: 480, variants: JSON.stringify(variants) }).returning('id');
    const anna = await loggedOnAs(await buildMember());
    const token = await anna.csrf('/Support');
    await anna.post('/api/Mail/SendMessage').set('x-csrf-token', token).send({ profileId: bo.id, body: 'Hello' }).expect(200);
    const avatar = async () => (await anna.post('/api/TopMenu/Conversations').set('x-csrf-token', token).send({}).expect(200)).body.conversations[0].other.avatarUrl;
    expect(await avatar()).to.equal(`/media/${Number(media.id)}/w480-bo.jpg`);
    await describeRequireConsent(testDb(), bo.name);
    expect(await avatar()).to.equal(null);
  });
});
