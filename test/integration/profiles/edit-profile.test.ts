import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';

async function memberWithPersons(kind: 'Single' | 'Couple' = 'Single') {
  const member = await buildMember({ kind });
  const persons = kind === 'Couple' ? ['Female', 'Male'] : ['Female'];
  await testDb()('profile_persons').insert(persons.map((gender, position) => ({ profile_id: member.id, position, birthday: '1990-05-17', gender })));
  return member;
}

const validForm = { presentation: 'I love long walks along the fjord.', lookingFor: 'Someone to share coffee with.', heightCm1: '172', weightKg1: '', orientation1: 'Bisexual', relationship1: 'Single', bodyBuild1: 'Athletic', eyeColour1: '', hairColour1: 'Red', smoking1: 'NonSmoker', dominance1: '' };

describe('editing one\'s profile (/EditProfile)', () => {
  it('sends a visitor to log on', async () => {
    await request(testApp()).get('/EditProfile').expect(302);
  });

  it('saves the texts and the details, and the profile page shows them', async () => {
    const member = await memberWithPersons();
    const agent = await loggedOnAs(member);
    const form = await agent.get('/EditProfile').expect(200);
    expect(form.text).to.include('id="presentation"').and.include('id="heightCm1"').and.not.include('id="heightCm2"');
    expect(form.text, 'dominance is a dark-site answer').not.to.include('id="dominance1"');

    await agent.postForm('/EditProfile', validForm).expect(303).expect('Location', `/Profile/${member.id}`);
    const page = await agent.get(`/Profile/${member.id}`).expect(200);
    expect(page.text).to.include('Your profile is saved.').and.include('I love long walks along the fjord.').and.include('Someone to share coffee with.');
    expect(page.text).to.include('<dt>Height</dt><dd>172 cm</dd>').and.include('<dt>Smoking</dt><dd>Non-smoker</dd>').and.include('<dt>Orientation</dt><dd>Bisexual</dd>');
    const again = await agent.get('/EditProfile').expect(200);
    expect(again.text).to.include('<option value="Red" selected>').and.include('value="172"');
  });

  it('shows field errors in the member\'s language and keeps what was typed', async () => {
    const agent = await loggedOnAs(await memberWithPersons());
    const res = await agent.postForm('/EditProfile', { ...validForm, heightCm1: '300', smoking1: 'Pipe' }).expect(400);
    expect(res.text).to.include('Please enter a height between 120 and 230 cm.').and.include('Please choose one of the listed answers.');
    expect(res.text).to.include('href="#heightCm1"').and.include('I love long walks along the fjord.');
    const danish = await loggedOnAs(await memberWithPersons().then(async (m) => (await testDb()('profiles').where({ id: m.id }).update({ language: 'da-DK' }), m)));
    expect((await danish.postForm('/EditProfile', { ...validForm, weightKg1: '20' }).expect(400)).text).to.include('Indtast venligst en vægt mellem 35 og 250 kg.');
  });

  it('edits both persons of a couple', async () => {
    const couple = await memberWithPersons('Couple');
    const agent = await loggedOnAs(couple);
    expect((await agent.get('/EditProfile').expect(200)).text).to.include('id="heightCm2"').and.include('Person 2');
    await agent.postForm('/EditProfile', { ...validForm, heightCm2: '188', smoking2: 'Occasionally' }).expect(303);
    const rows = await testDb()('profile_persons').where({ profile_id: couple.id }).orderBy('position');
    expect(rows.map((r: { height_cm: number; smoking: string }) => [r.height_cm, r.smoking])).to.deep.equal([[172, 'NonSmoker'], [188, 'Occasionally']]);
  });

  it('has the JSON twins: GetProfileDataForEdit and UpdateProfile (400 naming the field, one entry per person)', async () => {
    const member = await memberWithPersons();
    const agent = await loggedOnAs(member);
    const token = await agent.csrf('/Start');
    await request(testApp()).get('/api/EditProfile/GetProfileDataForEdit').expect(401);
    const data = (await agent.get('/api/EditProfile/GetProfileDataForEdit').expect(200)).body;
    expect(data.persons).to.have.length(1);
    expect(data.persons[0]).to.include({ birthday: '1990-05-17', gender: 'Female', heightCm: null });

    const person = { orientation: null, relationship: null, heightCm: 180, weightKg: null, bodyBuild: null, eyeColour: 'Green', hairColour: null, smoking: null, dominance: null };
    const bad = await agent.post('/api/EditProfile/UpdateProfile').set('x-csrf-token', token).send({ presentation: '', lookingFor: '', persons: [{ ...person, heightCm: 20 }] }).expect(400);
    expect(bad.body.error.field).to.equal('persons.0.heightCm');
    const two = await agent.post('/api/EditProfile/UpdateProfile').set('x-csrf-token', token).send({ presentation: '', lookingFor: '', persons: [person, person] }).expect(400);
    expect(two.body.error.field).to.equal('persons');
    await agent.post('/api/EditProfile/UpdateProfile').set('x-csrf-token', token).send({ presentation: 'Hello', lookingFor: '', persons: [person] }).expect(200, { success: true });
    expect((await agent.get('/api/EditProfile/GetProfileDataForEdit').expect(200)).body).to.deep.include({ presentation: 'Hello' });
  });
});
