import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { approveApplication } from '../../src/modules/dark/index.ts';
import { testApp, testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';

const dark = 'dark.localhost';
const application = { presentation: 'Curious rope enthusiast, here to learn and to meet.', role1: 'Switch', acceptDarkTerms: 'on' };

/** A member who applied on the dark site (through the call) and, unless `approve` is false, was approved by staff. */
async function darkMember(overrides: Partial<NewProfile> = {}, approve = true) {
  const profile = await buildMember({ member: true, language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile, { host: dark });
  const token = await agent.csrf('/EditProfile/DarkProfile');
  const body = overrides.kind === 'Couple' ? { ...application, role2: 'Submissive' } : application;
  await agent.post('/api/EditDarkProfile/ApplyApplication').set('x-csrf-token', token).send(body).expect(200);
  if (approve) await approveApplication(testDb(), profile.name);
  const update = (input: object) => agent.post('/api/EditDarkProfile/UpdateDarkProfile').set('x-csrf-token', token).send(input);
  return { profile, agent, token, update };
}

const stored = async (profileId: number) => testDb()('dark_applications').where({ profile_id: profileId }).first('presentation', 'role1', 'role2');

describe('the approved dark profile\'s calls (/api/EditDarkProfile GetDarkProfileDataForEdit, UpdateDarkProfile; /api/EditProfile/GetDarkPersonRoles)', function () {
  afterEach(jobsSettled);

  it('asks a visitor to log on (401) for each call', async () => {
    await request(testApp()).get('/api/EditDarkProfile/GetDarkProfileDataForEdit').set('Host', dark).expect(401);
    await request(testApp()).post('/api/EditDarkProfile/UpdateDarkProfile').set('Host', dark).send({}).expect(401);
    await request(testApp()).get('/api/EditProfile/GetDarkPersonRoles').expect(401);
  });

  it('gives the approved member the stored presentation and roles, and saves a change through the page\'s rules', async () => {
    const { agent, profile, update } = await darkMember();
    const before = (await agent.get('/api/EditDarkProfile/GetDarkProfileDataForEdit').expect(200)).body;
    expect(before).to.deep.equal({ presentation: application.presentation, role1: 'Switch', role2: null, couple: false, presentationMin: 20, presentationMax: 1000 });

    const presentation = 'Experienced and patient, happy to show newcomers the ropes.';
    const saved = (await update({ presentation, role1: 'Dominant', role2: 'Submissive' }).expect(200)).body;
    expect(saved).to.deep.include({ presentation, role1: 'Dominant', role2: null, couple: false });
    expect(await stored(profile.id)).to.deep.equal({ presentation, role1: 'Dominant', role2: null });
    expect((await agent.get('/api/EditDarkProfile/GetDarkProfileDataForEdit').expect(200)).body.presentation).to.equal(presentation);
    expect(Number((await testDb()('profiles').where({ id: profile.id }).first('dark_status')).dark_status), 'the status stays').to.equal(3);
  });

  it('names the bad field (400) and changes nothing', async () => {
    const { profile, update } = await darkMember();
    const short = await update({ presentation: 'Too short', role1: 'Switch' }).expect(400);
    expect(short.body.error.field).to.equal('presentation');
    expect(short.body.error.message).to.equal('Write at least 20 characters in your presentation.');
    expect((await update({ presentation: application.presentation, role1: 'Boss' }).expect(400)).body.error.field).to.equal('role1');
    expect(await stored(profile.id)).to.deep.include({ presentation: application.presentation, role1: 'Switch' });
  });

  it('asks a couple for the second person\'s role too', async () => {
    const { agent, update } = await darkMember({ kind: 'Couple' });
    expect((await agent.get('/api/EditDarkProfile/GetDarkProfileDataForEdit').expect(200)).body).to.deep.include({ couple: true, role2: 'Submissive' });
    expect((await update({ presentation: application.presentation, role1: 'Dominant' }).expect(400)).body.error.field).to.equal('role2');
    expect((await update({ presentation: application.presentation, role1: 'Dominant', role2: 'Exploring' }).expect(200)).body).to.deep.include({ role1: 'Dominant', role2: 'Exploring' });
  });

  it('is refused to a member whose dark profile is not approved yet (403) and is not there on the regular site (404)', async () => {
    const { agent, update } = await darkMember({}, false);
    await agent.get('/api/EditDarkProfile/GetDarkProfileDataForEdit').expect(403);
    await update({ presentation: 'Someone else entirely, trying to change it.', role1: 'Switch' }).expect(403);

    const approved = await darkMember();
    const regular = await loggedOnAs(approved.profile);
    const token = await regular.csrf('/Start');
    const res = await regular.get('/api/EditDarkProfile/GetDarkProfileDataForEdit').expect(404);
    expect(res.body.error.message).to.equal('This is only found on the dark site.');
    await regular.post('/api/EditDarkProfile/UpdateDarkProfile').set('x-csrf-token', token).send({ presentation: application.presentation, role1: 'Switch' }).expect(404);
  });

  it('lists the dark person roles on /api/EditProfile, in the member\'s language, on either site', async () => {
    const member = await buildMember({ language: 'sv-SE' });
    const roles = (await (await loggedOnAs(member)).get('/api/EditProfile/GetDarkPersonRoles').expect(200)).body;
    expect(roles.map((r: { value: string }) => r.value)).to.deep.equal(['Dominant', 'Submissive', 'Switch', 'Exploring']);
    const applicant = await darkMember({ language: 'nb-NO' }, false);
    expect((await applicant.agent.get('/api/EditProfile/GetDarkPersonRoles').expect(200)).body).to.deep.include({ value: 'Submissive', name: 'Underdanig' });
  });
});
