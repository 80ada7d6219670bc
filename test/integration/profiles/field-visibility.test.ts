import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';

const danishId = async () => Number((await testDb()('countries').where({ code: 'DK' }).first('id')).id);

async function withPerson(overrides = {}) {
  const profile = await buildMember(overrides);
  await testDb()('profile_persons').insert({ profile_id: profile.id, position: 0, birthday: '1980-02-03', gender: 'Female', orientation: 'Bisexual' });
  await testDb()('profile_areas').insert({ profile_id: profile.id, country_id: await danishId(), postal_code: '8000' });
  return profile;
}

const form = (see: Record<string, string>) => ({ countryId: String(danish), postalCode: '8000', presentation: 'Hello', lookingFor: '', heightCm1: '', weightKg1: '', orientation1: 'Bisexual', relationship1: '', bodyBuild1: '', eyeColour1: '', hairColour1: '', smoking1: '', ...see });

let danish = 0;
before(async () => {
  danish = await danishId();
});

describe('who sees what on a profile (per-field visibility)', () => {
  it('shows age, place and orientation to everyone by default, and hides each from whom the owner chose', async () => {
    const owner = await withPerson();
    const ownerAgent = await loggedOnAs(owner);
    const stranger = await loggedOnAs(await buildMember());
    const payingMember = await loggedOnAs(await buildMember({ member: true }));
    const favourite = await buildMember();
    const favouriteAgent = await loggedOnAs(favourite);

    const before = (await stranger.get(`/Profile/${owner.id}`).expect(200)).text;
    expect(before).to.match(/\d+, woman/).and.include('Aarhus C').and.include('<dt>Orientation</dt><dd>Bisexual</dd>');

    await ownerAgent.postForm('/EditProfile', form({ seeAge: 'members', seePlace: 'favourites', seeOrientation: 'nobody' })).expect(303);
    await ownerAgent.postForm('/Favorites/Add', { profileId: favourite.id }).expect(303);
    expect((await ownerAgent.get('/EditProfile')).text).to.include('<option value="members" selected>').and.include('<option value="nobody" selected>');

    const seenBy = async (agent: Awaited<ReturnType<typeof loggedOnAs>>) => (await agent.get(`/Profile/${owner.id}`).expect(200)).text;
    const strangerView = await seenBy(stranger);
    expect(strangerView).not.to.match(/\d+, woman/);
    expect(strangerView).to.include('woman').and.not.include('Aarhus C').and.not.include('Bisexual');
    const memberView = await seenBy(payingMember);
    expect(memberView).to.match(/\d+, woman/).and.not.include('Aarhus C');
    const favouriteView = await seenBy(favouriteAgent);
    expect(favouriteView).to.include('Aarhus C').and.not.match(/\d+, woman/).and.not.include('Bisexual');
    const ownView = await seenBy(ownerAgent);
    expect(ownView, 'the owner sees everything').to.match(/\d+, woman/).and.include('Aarhus C').and.include('Bisexual');
  });

  it('refuses an unknown audience through UpdateProfile, naming the field', async () => {
    const owner = await withPerson();
    const agent = await loggedOnAs(owner);
    const token = await agent.csrf('/Start');
    const person = { orientation: null, relationship: null, heightCm: null, weightKg: null, bodyBuild: null, eyeColour: null, hairColour: null, smoking: null, dominance: null };
    const res = await agent.post('/api/EditProfile/UpdateProfile').set('x-csrf-token', token).send({ presentation: '', lookingFor: '', persons: [person], visibility: { age: 'aliens' } }).expect(400);
    expect(res.body.error.field).to.equal('visibility.age');
  });
});
