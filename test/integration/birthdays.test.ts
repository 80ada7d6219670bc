import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile, ProfileRecord } from '../../src/modules/accounts/index.ts';
import { birthdaysToday, blockProfile, siteToday } from '../../src/modules/profiles/index.ts';
import { testApp, testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';
import type { ProfileActor } from '../../src/platform/auth/actor.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';

const today = siteToday();
const year = Number(today.slice(0, 4));
const bornYearsAgo = (years: number, monthDay = today.slice(5)) => `${year - years}-${monthDay}`;
const tomorrow = () => siteToday(new Date(Date.now() + 86_400_000)).slice(5);

/** Replaces a profile's persons (birthdays) with these. */
async function persons(profile: ProfileRecord, ...birthdays: string[]) {
  await testDb()('profile_persons').where({ profile_id: profile.id }).del();
  await testDb()('profile_persons').insert(birthdays.map((birthday, position) => ({ profile_id: profile.id, position, birthday, gender: position ? 'Female' : 'Male' })));
  return profile;
}
const ageAudience = (profile: ProfileRecord, audience: string) => testDb()('profile_field_visibility').insert({ profile_id: profile.id, field: 'age', audience });

async function member(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile);
  return Object.assign(agent, { profile });
}

/** The member as the request's Actor on the regular site, as /Birthdays hands it to birthdaysToday. */
const asActor = (profileId: number, member: boolean): ProfileActor => ({ profileId, site: { id: 1, dark: false }, status: ProfileStatus.Active, staffRole: 0, member, darkStatus: 0, impersonatedBy: null });

describe('birthdays (/Birthdays, the birthday splash on /Start)', () => {
  afterEach(jobsSettled);

  it('/Birthdays sends a visitor to log on; shows an empty state without birthdays', async () => {
    expect((await request(testApp()).get('/Birthdays').expect(302)).headers.location).to.match(/^\/\?u=/);
    const me = await member();
    const page = await me.get('/Birthdays').expect(200);
    expect(page.text).to.include('No birthdays today.');
  });

  it("lists today's birthdays (either person of a couple) with their age, and nobody else", async () => {
    const me = await member({ member: true });
    const single = await persons(await buildMember(), bornYearsAgo(30));
    const couple = await persons(await buildMember({ kind: 'Couple' }), `${year - 40}-${tomorrow()}`, bornYearsAgo(35));
    await persons(await buildMember(), `${year - 30}-${tomorrow()}`);
    await persons(me.profile, bornYearsAgo(25));
    const page = await me.get('/Birthdays').expect(200);
    expect(page.text).to.include(single.name).and.to.include(couple.name);
    expect(page.text).to.include('30 years');
    const listed = await birthdaysToday(testDb(), asActor(me.profile.id, true), { skip: 0, take: 30 });
    expect(listed.ids.sort()).to.deep.equal([single.id, couple.id].sort());
    const first = await birthdaysToday(testDb(), asActor(me.profile.id, true), { skip: 0, take: 1 });
    expect(first).to.have.property('hasMore', true);
  });

  it('privacy: never blocked either way, not Active, forced validation, or an age the viewer may not see', async () => {
    const me = await member();
    const shown = await persons(await buildMember(), bornYearsAgo(30));
    const blocker = await persons(await buildMember(), bornYearsAgo(31));
    const blocked = await persons(await buildMember(), bornYearsAgo(32));
    const locked = await persons(await buildMember({ status: 4 }), bornYearsAgo(33));
    const forced = await persons(await buildMember({ forcedValidation: true }), bornYearsAgo(34));
    const ageHidden = await persons(await buildMember(), bornYearsAgo(36));
    const membersOnly = await persons(await buildMember(), bornYearsAgo(37));
    const favouritesOnly = await persons(await buildMember(), bornYearsAgo(38));
    await blockProfile(testDb(), blocker.id, me.profile.id);
    await blockProfile(testDb(), me.profile.id, blocked.id);
    await ageAudience(ageHidden, 'nobody');
    await ageAudience(membersOnly, 'members');
    await ageAudience(favouritesOnly, 'favourites');
    const names = async (actor: ProfileActor) => (await birthdaysToday(testDb(), actor, { skip: 0, take: 30 })).ids;
    expect(await names(asActor(me.profile.id, false))).to.deep.equal([shown.id]);
    expect((await names(asActor(me.profile.id, true))).sort(), 'a member sees an age shown to members').to.deep.equal([shown.id, membersOnly.id].sort());
    const page = await me.get('/Birthdays').expect(200);
    for (const hidden of [blocker, blocked, locked, forced, ageHidden, membersOnly, favouritesOnly]) expect(page.text).to.not.include(hidden.name);
    expect(page.text).to.include(shown.name);
  });

  it('the splash: shown on /Start on the birthday, closed by a plain form, never again that year', async () => {
    const me = await member();
    await persons(me.profile, bornYearsAgo(40));
    const other = await member();
    await persons(other.profile, `${year - 40}-${tomorrow()}`);
    expect((await other.get('/Start').expect(200)).text).to.not.include('birthday-splash');
    const start = await me.get('/Start').expect(200);
    expect(start.text).to.include('birthday-splash').and.to.include(`Happy birthday, ${me.profile.name}!`);
    const token = await me.csrf('/Start');
    expect((await me.post('/Birthdays/CloseSplash').type('form').send({ _csrf: token }).expect(303)).headers.location).to.equal('/Start');
    expect((await me.get('/Start').expect(200)).text).to.not.include('birthday-splash');
    const saved = await testDb()('profile_configuration').where({ profile_id: me.profile.id, key: 'birthdaySplashYear' }).first();
    expect(saved.value).to.equal(String(year));
    // Next year it shows again (the year remembered is last year's).
    await testDb()('profile_configuration').where({ profile_id: me.profile.id, key: 'birthdaySplashYear' }).update({ value: String(year - 1) });
    expect((await me.get('/Start').expect(200)).text).to.include('birthday-splash');
  });
});
