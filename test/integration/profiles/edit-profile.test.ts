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

const danishId = async () => Number((await testDb()('countries').where({ code: 'DK' }).first('id')).id);
let validForm: Record<string, string> = {};
before(async () => {
  validForm = { ...formWithoutArea, countryId: String(await danishId()), postalCode: '8000' };
});
const formWithoutArea = { presentation: 'I love long walks along the fjord.', lookingFor: 'Someone to share coffee with.', heightCm1: '172', weightKg1: '', orientation1: 'Bisexual', relationship1: 'Single', bodyBuild1: 'Athletic', eyeColour1: '', hairColour1: 'Red', smoking1: 'NonSmoker', dominance1: '' };

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

  it('saves where the member lives: the profile shows the town and region of the postal code, never the code', async () => {
    const member = await memberWithPersons();
    const agent = await loggedOnAs(member);
    await agent.postForm('/EditProfile', { ...validForm, postalCode: '8 000' }).expect(303);
    expect(await testDb()('profile_areas').where({ profile_id: member.id }).first('postal_code', 'latitude', 'longitude')).to.deep.equal({ postal_code: '8 000', latitude: 56.1567, longitude: 10.2108 });
    const other = await loggedOnAs(await buildMember());
    const page = (await other.get(`/Profile/${member.id}`).expect(200)).text;
    expect(page).to.include('Aarhus C, Region Midtjylland, Denmark').and.not.include('8 000');
    expect((await agent.get('/EditProfile').expect(200)).text).to.include('value="8 000"');
  });

  it('refuses a postal code the country does not have, or no country, naming the field in the member\'s language', async () => {
    const member = await memberWithPersons();
    const agent = await loggedOnAs(member);
    const unknown = await agent.postForm('/EditProfile', { ...validForm, postalCode: '9999' }).expect(400);
    expect(unknown.text).to.include('We do not know that postal code in the country you chose.').and.include('href="#postalCode"');
    expect(await testDb()('profile_persons').where({ profile_id: member.id }).first('height_cm'), 'nothing half-written').to.deep.equal({ height_cm: null });
    const noCountry = await agent.postForm('/EditProfile', { ...validForm, countryId: '' }).expect(400);
    expect(noCountry.text).to.include('Choose the country you live in.');
    const swedish = await loggedOnAs(await memberWithPersons().then(async (m) => (await testDb()('profiles').where({ id: m.id }).update({ language: 'sv-SE' }), m)));
    expect((await swedish.postForm('/EditProfile', { ...validForm, postalCode: 'x' }).expect(400)).text).to.include('Skriv ditt postnummer: 2 till 10 bokstäver och siffror.');
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
    const area = { countryId: await danishId(), postalCode: '2100' };
    const badArea = await agent.post('/api/EditProfile/UpdateProfile').set('x-csrf-token', token).send({ presentation: 'Hello', lookingFor: '', persons: [person], area: { ...area, postalCode: '' } }).expect(400);
    expect(badArea.body.error.field).to.equal('area.postalCode');
    await agent.post('/api/EditProfile/UpdateProfile').set('x-csrf-token', token).send({ presentation: 'Hello', lookingFor: '', persons: [person], area }).expect(200);
    expect((await agent.get('/api/EditProfile/GetProfileDataForEdit').expect(200)).body.area).to.deep.equal(area);
  });
});
