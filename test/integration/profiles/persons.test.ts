import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

async function member(kind: 'Single' | 'Couple') {
  const profile = await buildMember({ kind });
  const persons = kind === 'Couple'
    ? [{ birthday: '1985-01-02', gender: 'Female', height_cm: 165 }, { birthday: '1983-07-08', gender: 'Male', height_cm: 190 }]
    : [{ birthday: '1985-01-02', gender: 'Female', height_cm: 165 }];
  await testDb()('profile_persons').insert(persons.map((p, position) => ({ profile_id: profile.id, position, ...p })));
  return profile;
}

const personsOf = async (id: number) => (await testDb()('profile_persons').where({ profile_id: id }).orderBy('position')).map((r: { gender: string; height_cm: number | null }) => [r.gender, r.height_cm]);
const kindOf = async (id: number) => (await testDb()('profiles').where({ id }).first()).kind;

describe('single or couple (/EditProfile/Convert)', () => {
  it('turns a single profile into a couple profile and back, keeping the chosen person with their details', async () => {
    const profile = await member('Single');
    const agent = await loggedOnAs(profile);
    expect((await agent.get('/EditProfile/Convert').expect(200)).text).to.include('action="/EditProfile/Convert/ToCouple"');

    await agent.postForm('/EditProfile/Convert/ToCouple', { birthday: yearsAgo(40), gender: 'Male' }).expect(303).expect('Location', `/Profile/${profile.id}`);
    expect(await kindOf(profile.id)).to.equal('Couple');
    expect(await personsOf(profile.id)).to.deep.equal([['Female', 165], ['Male', null]]);
    expect((await agent.get(`/Profile/${profile.id}`)).text).to.include('Your profile is now a couple profile.').and.include('40, man');

    const again = await agent.postForm('/EditProfile/Convert/ToCouple', { birthday: yearsAgo(40), gender: 'Male' }).expect(409);
    expect(again.text).to.include('This is a couple profile already.');

    await agent.postForm('/EditProfile/Convert/ToSingle', { keep: '1' }).expect(303);
    expect(await kindOf(profile.id)).to.equal('Single');
    expect(await personsOf(profile.id)).to.deep.equal([['Male', null]]);
  });

  it('swaps the persons of a couple with their details', async () => {
    const profile = await member('Couple');
    const agent = await loggedOnAs(profile);
    await agent.postForm('/EditProfile/Convert/Swap', {}).expect(303);
    expect(await personsOf(profile.id)).to.deep.equal([['Male', 190], ['Female', 165]]);
  });

  it("refuses a partner under 18, or without a gender, with the field's error", async () => {
    const agent = await loggedOnAs(await member('Single'));
    const young = await agent.postForm('/EditProfile/Convert/ToCouple', { birthday: yearsAgo(17), gender: 'Male' }).expect(400);
    expect(young.text).to.include('Please enter a real date of birth: the person must be at least 18.').and.include('href="#birthday"');
    const noGender = await agent.postForm('/EditProfile/Convert/ToCouple', { birthday: yearsAgo(30), gender: '' }).expect(400);
    expect(noGender.text).to.include('Please choose a gender.');
  });

  it('has the JSON twins of the persons calls', async () => {
    const profile = await member('Single');
    const agent = await loggedOnAs(profile);
    const token = await agent.csrf('/Start');
    const post = (action: string, body: object) => agent.post(`/api/EditProfile/${action}`).set('x-csrf-token', token).send(body);

    expect((await agent.get('/api/EditProfile/ProfilePersons').expect(200)).body).to.have.length(1);
    expect((await post('UpdatePersonBirthday', { personIndex: 0, birthday: yearsAgo(16) }).expect(400)).body.error.field).to.equal('birthday');
    await post('UpdatePersonBirthday', { personIndex: 1, birthday: yearsAgo(30) }).expect(404);
    await post('UpdatePersonBirthday', { personIndex: 0, birthday: '1980-12-24' }).expect(200, { success: true });
    expect((await post('UpdatePersonWeightAndHeight', { personIndex: 0, heightCm: 500, weightKg: null }).expect(400)).body.error.field).to.equal('heightCm');
    await post('UpdatePersonWeightAndHeight', { personIndex: 0, heightCm: 170, weightKg: 60 }).expect(200);
    expect((await agent.get('/api/EditProfile/ProfilePersons').expect(200)).body[0]).to.include({ birthday: '1980-12-24', heightCm: 170, weightKg: 60 });

    await post('ConvertToSingleProfile', { keep: 0 }).expect(409);
    await post('ConvertToCoupleProfile', { birthday: yearsAgo(33), gender: 'Female' }).expect(200);
    await post('SwapPersonsInCoupleProfile', {}).expect(200);
    expect((await agent.get('/api/EditProfile/ProfilePersons').expect(200)).body.map((p: { gender: string }) => p.gender)).to.deep.equal(['Female', 'Female']);
    await post('ConvertToSingleProfile', { keep: 1 }).expect(200);
    expect(await personsOf(profile.id)).to.deep.equal([['Female', 170]]);
  });
});
