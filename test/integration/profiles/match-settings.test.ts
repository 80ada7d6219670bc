import { expect } from 'chai';
import request from 'supertest';
import { testApp } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';

describe('match settings (/EditProfile/MatchSettings, SaveProfileFilterConfiguration)', () => {
  it('starts with anyone of age anywhere, saves the form, and shows it again', async () => {
    await request(testApp()).get('/EditProfile/MatchSettings').expect(302);
    const agent = await loggedOnAs(await buildMember());
    const form = await agent.get('/EditProfile/MatchSettings').expect(200);
    expect(form.text).to.include('value="18"').and.include('value="99"').and.include('<option value="">Anywhere</option>');
    await agent.postForm('/EditProfile/MatchSettings', { genders: ['Female', 'Couple'], ageMin: '30', ageMax: '45', distanceKm: '50', lookingFor: 'Dating' }).expect(303);
    const again = await agent.get('/EditProfile/MatchSettings').expect(200);
    expect(again.text).to.include('Your match settings are saved.');
    expect(again.text).to.include('value="Female" checked').and.include('value="Couple" checked').and.not.include('value="Male" checked');
    expect(again.text).to.include('<option value="50" selected>').and.include('value="30"').and.include('value="Dating" checked');
  });

  it('names the field of a bad value in the member\'s language, keeping the rest', async () => {
    const agent = await loggedOnAs(await buildMember({ language: 'nb-NO' }));
    const distance = await agent.postForm('/EditProfile/MatchSettings', { genders: 'Female', ageMin: '30', ageMax: '40', distanceKm: '33' }).expect(400);
    expect(distance.text).to.include('Velg en av avstandene i listen.').and.include('href="#distanceKm"');
    expect(distance.text).to.include('value="Female" checked');
    const ages = await agent.postForm('/EditProfile/MatchSettings', { ageMin: '50', ageMax: '40' }).expect(400);
    expect(ages.text).to.include('Øvre alder kan ikke være lavere enn nedre.').and.include('href="#ageMax"');
  });

  it('has the JSON twin SaveProfileFilterConfiguration', async () => {
    const agent = await loggedOnAs(await buildMember());
    const token = await agent.csrf('/Start');
    const save = (body: object) => agent.post('/api/EditProfile/SaveProfileFilterConfiguration').set('x-csrf-token', token).send(body);
    expect((await save({ genders: ['Robot'], ageMin: 18, ageMax: 99, distanceKm: null, lookingFor: [] }).expect(400)).body.error.field).to.match(/^genders/);
    expect((await save({ genders: [], ageMin: 17, ageMax: 99, distanceKm: null, lookingFor: [] }).expect(400)).body.error.field).to.equal('ageMin');
    await save({ genders: ['Male'], ageMin: 25, ageMax: 35, distanceKm: 100, lookingFor: ['Chat', 'Friendship'] }).expect(200, { success: true });
    expect((await agent.get('/EditProfile/MatchSettings')).text).to.include('<option value="100" selected>').and.include('value="Chat" checked');
  });
});
