import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { jobsSettled } from '../../support/accounts.ts';
import { describeProfile, hideField, idsIn, neverListed, searcher, target, type Person } from './support.ts';

type Settings = { genders?: string[]; ageMin?: number; ageMax?: number; distanceKm?: number | null; lookingFor?: string[] };
const settle = (profileId: number, s: Settings) =>
  testDb()('profile_match_settings').insert({ profile_id: profileId, genders: s.genders ?? [], age_min: s.ageMin ?? 18, age_max: s.ageMax ?? 99, distance_km: s.distanceKm ?? null, looking_for: s.lookingFor ?? [] });

/** A man of 35 in København Ø (unless told) with these match settings (none: anyone). */
async function man(settings: Settings | null, persons: Person[] = [{ gender: 'Male', age: 35 }], postalCode = '2100') {
  const id = await target(persons, { postalCode });
  if (settings) await settle(id, settings);
  return id;
}

/** Me: a woman of 30 in København Ø who wants men of 25–40 within 50 km, for dating. */
async function me() {
  const s = await searcher();
  await describeProfile(s.profile.id, [{ gender: 'Female', age: 30 }], { postalCode: '2100' });
  await settle(s.profile.id, { genders: ['Male'], ageMin: 25, ageMax: 40, distanceKm: 50, lookingFor: ['Dating'] });
  return s;
}
const matches = async (s: Awaited<ReturnType<typeof searcher>>) => idsIn((await s.get('/Search/MatchProfiles').expect(200)).text);

describe('search: /Search/MatchProfiles', () => {
  afterEach(jobsSettled);

  it('lists those who fit my settings and whose settings I fit, newest first', async () => {
    const s = await me();
    const fits = await man({ genders: ['Female'], ageMin: 25, ageMax: 35, distanceKm: 25, lookingFor: ['Chat', 'Dating'] });
    const noSettings = await man(null);
    const couple = await man({ genders: ['Female'] }, [{ gender: 'Female', age: 60 }, { gender: 'Male', age: 38 }]);
    const inRoskilde = await man({ distanceKm: 100 }, undefined, '4000');
    expect(await matches(s)).to.deep.equal([inRoskilde, couple, noSettings, fits]);
  });

  it('my side: gender, age (either person), distance from my area and looking-for overlap', async () => {
    const s = await me();
    const ok = await man(null);
    await man(null, [{ gender: 'Female', age: 35 }]); // not a man
    await man(null, [{ gender: 'Male', age: 50 }]); // too old
    await man(null, [{ gender: 'Male', age: 22 }]); // too young
    await man(null, undefined, '8000'); // Aarhus: beyond 50 km
    await man({ lookingFor: ['Friendship'] }); // wants something else
    await target([{ gender: 'Male', age: 35 }]); // no area: distance unknown
    expect(await matches(s)).to.deep.equal([ok]);
  });

  it('their side: my gender, my age, within their distance of me, both ways of looking-for', async () => {
    const s = await me();
    const ok = await man({ genders: ['Female', 'Couple'], ageMin: 28, ageMax: 32, lookingFor: ['Dating'] });
    await man({ genders: ['Male'] }); // wants men
    await man({ ageMin: 18, ageMax: 25 }); // wants younger
    await man({ distanceKm: 10 }, undefined, '4000'); // Roskilde is ~32 km: within mine, beyond theirs
    await man({ lookingFor: ['Chat'] }); // no overlap with my Dating
    expect(await matches(s)).to.deep.equal([ok]);
  });

  it('their side ties gender and age to one of my persons, and a couple is Couple to them', async () => {
    const us = await searcher({ kind: 'Couple' });
    await describeProfile(us.profile.id, [{ gender: 'Female', age: 60 }, { gender: 'Male', age: 30 }]);
    await man({ genders: ['Female'], ageMin: 25, ageMax: 35 }); // our woman is 60, our man 30: no one of us is both
    const youngMan = await man({ genders: ['Male'], ageMin: 25, ageMax: 35 });
    const couples = await man({ genders: ['Couple'] });
    const olderWoman = await man({ genders: ['Female'], ageMin: 55, ageMax: 65 });
    expect(await matches(us)).to.deep.equal([olderWoman, couples, youngMan]);
  });

  it('empty settings mean anyone: without settings I match everyone who would meet me, with a way to choose settings', async () => {
    const s = await searcher();
    const anyone = await man(null);
    const wantsWomen = await man({ genders: ['Female'] });
    await man({ genders: ['Couple'] });
    await describeProfile(s.profile.id, [{ gender: 'Female', age: 30 }]);
    const page = (await s.get('/Search/MatchProfiles').expect(200)).text;
    expect(idsIn(page)).to.deep.equal([wantsWomen, anyone]);
    expect(page).to.include('You have not chosen match settings yet');
    expect(page).to.include('href="/EditProfile/MatchSettings">Choose your match settings</a>');
  });

  it('a hidden age or place never matches my filter on it; my own hidden age or place never matches theirs', async () => {
    const s = await me();
    const ageHidden = await man(null);
    await hideField(ageHidden, 'age', 'nobody');
    const placeHidden = await man(null);
    await hideField(placeHidden, 'place', 'members');
    const visible = await man({ ageMin: 25, ageMax: 35, distanceKm: 25 });
    const anyAgeAnywhere = await man(null);
    expect(await matches(s)).to.deep.equal([anyAgeAnywhere, visible]);
    // My age and place shown to nobody: those who filter on them no longer find me, the others still do.
    await hideField(s.profile.id, 'age', 'nobody');
    await hideField(s.profile.id, 'place', 'favourites');
    expect(await matches(s)).to.deep.equal([anyAgeAnywhere]);
    // Shown to favourites: one of mine who filters on them finds me again.
    await hideField(s.profile.id, 'age', 'favourites');
    await testDb()('profile_favourites').insert({ profile_id: s.profile.id, favourite_id: visible });
    expect(await matches(s)).to.deep.equal([anyAgeAnywhere, visible]);
  });

  it('my place shown to members only: a paying member who filters on distance finds me, another does not', async () => {
    const s = await me();
    await hideField(s.profile.id, 'place', 'members');
    const payingId = await target([{ gender: 'Male', age: 35 }], { postalCode: '2100', overrides: { member: true } });
    await settle(payingId, { distanceKm: 25 });
    await man({ distanceKm: 25 });
    expect(await matches(s)).to.deep.equal([payingId]);
  });

  it('never lists a profile blocked either way, not Active or held for validation', async () => {
    const s = await me();
    const shown = await man(null);
    await neverListed(s.profile.id, (overrides) => target([{ gender: 'Male', age: 35 }], { postalCode: '2100', overrides }));
    expect(await matches(s)).to.deep.equal([shown]);
  });

  it('nobody matching: the empty state leads to the match settings; a bad page is a 400', async () => {
    const s = await me();
    await man({ genders: ['Male'] });
    const page = (await s.get('/Search/MatchProfiles').expect(200)).text;
    expect(page).to.include('No one matches both ways right now.');
    expect(page).to.include('href="/EditProfile/MatchSettings"');
    await s.get('/Search/MatchProfiles').query({ page: 'x' }).expect(400);
  });
});
