import { expect } from 'chai';
import { testDb } from '../support/context.ts';
import { buildMember, loggedOnAs, testPassword } from '../support/accounts.ts';

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
});
