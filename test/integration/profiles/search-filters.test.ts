import { expect } from 'chai';
import type { NewProfile } from '../../../src/modules/accounts/index.ts';
import { testDb } from '../../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../../support/accounts.ts';
import { buildProfile } from '../../support/factories.ts';

const b64 = (options: object) => Buffer.from(JSON.stringify(options)).toString('base64url');
const idsIn = (html: string) => [...html.matchAll(/data-id="(\d+)"/g)].map((m) => Number(m[1]));

async function withText(text: string, overrides: Partial<NewProfile> = {}, genders = ['Female']) {
  const profile = await buildProfile(overrides);
  await testDb()('profile_persons').insert(genders.map((gender, position) => ({ profile_id: profile.id, position, birthday: '1990-03-03', gender })));
  await testDb()('profile_details').insert({ profile_id: profile.id, presentation: text });
  return profile.id;
}

describe('search filters at scale (profiles search-filters: text per language, exact distance, couples)', () => {
  afterEach(jobsSettled);

  it('stems each profile’s texts in its language, finds the exact word in any, and follows a change of language', async () => {
    const agent = await loggedOnAs(await buildMember({ language: 'en-GB' }));
    const search = async (text: string) => idsIn((await agent.get('/Search/Advanced').query({ searchOptions: b64({ text }) }).expect(200)).text);
    const english = await withText('Weekend hiker who loves hiking in the mountains', { language: 'en-GB' });
    const danish = await withText('Jeg elsker at vandre i bjergene', { language: 'da-DK' });
    const none = await withText('Sea swimmer and hiker', { language: null });
    expect(await search('hiked'), 'English stems: hiked, hiking → hike').to.deep.equal([english]);
    expect(await search('hiker')).to.have.members([english, none]);
    expect(await search('bjergene vandre'), 'every word, Danish stems').to.deep.equal([danish]);
    expect(await search('mountain'), 'the English plural').to.deep.equal([english]);
    expect(await search('hiking swimmer'), 'every word must be there').to.deep.equal([]);

    const configOf = async (id: number) => String((await testDb()('profile_details').where({ profile_id: id }).first(testDb().raw('text_config::text as c'))).c);
    expect(await configOf(danish)).to.equal('danish');
    await testDb()('profiles').where({ id: english }).update({ language: 'sv-SE' });
    expect(await configOf(english), 'the profile’s new language').to.equal('swedish');
    expect(await search('hiked'), 'no longer stemmed as English').to.deep.equal([]);
  });

  it('finds couples by the Couple gender, and distance stays exact at the edge of the box', async () => {
    const agent = await loggedOnAs(await buildMember({ language: 'en-GB' }));
    const search = async (options: object) => idsIn((await agent.get('/Search/Advanced').query({ searchOptions: b64(options) }).expect(200)).text);
    const couple = await withText('We like long walks', { kind: 'Couple' }, ['Female', 'Male']);
    const single = await withText('I like long walks', {}, ['Male']);
    expect(await search({ genders: ['Couple'] })).to.deep.equal([couple]);
    expect(await search({ genders: ['Male'] })).to.have.members([couple, single]);

    // Copenhagen 1050 and Roskilde 4000 are 31.4 km apart (haversine): 31 km leaves Roskilde out, 32 km takes it in.
    const dk = Number((await testDb()('countries').where({ code: 'DK' }).first('id')).id);
    const at = async (id: number, code: string) => {
      const place = await testDb()('postal_codes').where({ country_id: dk, code }).first('latitude', 'longitude');
      await testDb()('profile_areas').insert({ profile_id: id, country_id: dk, postal_code: code, latitude: place.latitude, longitude: place.longitude });
    };
    await at(single, '4000');
    expect(await search({ distanceKm: 31, postalCode: '1050', countryId: dk })).to.deep.equal([]);
    expect(await search({ distanceKm: 32, postalCode: '1050', countryId: dk })).to.deep.equal([single]);
  });
  it('ties gender and age to the same person: women 25–35 is never a couple whose man is 30', async () => {
    const agent = await loggedOnAs(await buildMember({ language: 'en-GB' }));
    const search = async (options: object) => idsIn((await agent.get('/Search/Advanced').query({ searchOptions: b64(options) }).expect(200)).text);
    const year = new Date().getUTCFullYear();
    const born = (age: number) => `${year - age - 1}-06-15`;
    const aged = async (kind: 'Single' | 'Couple', persons: [string, number][]) => {
      const profile = await buildProfile({ kind });
      await testDb()('profile_persons').insert(persons.map(([gender, age], position) => ({ profile_id: profile.id, position, birthday: born(age), gender })));
      return profile.id;
    };
    const youngMan = await aged('Couple', [['Female', 60], ['Male', 30]]);
    const youngWoman = await aged('Couple', [['Female', 30], ['Male', 60]]);
    const woman = await aged('Single', [['Female', 28]]);
    expect(await search({ genders: ['Female'], ageFrom: 25, ageTo: 35 })).to.have.members([youngWoman, woman]);
    expect(await search({ genders: ['Couple'], ageFrom: 25, ageTo: 35 })).to.have.members([youngMan, youngWoman]);
    expect(await search({ ageFrom: 55, ageTo: 65 })).to.have.members([youngMan, youngWoman]);
  });
});
