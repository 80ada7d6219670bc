import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { modules } from '../../src/app.ts';
import { on, registerSubscribers } from '../../src/platform/events/index.ts';
import { connectionAccepted, connectionRequested } from '../../src/modules/connections/index.ts';
import { pauseJobWorker, testApp, testDb } from '../support/context.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';

const dark = 'dark.localhost';
const api = '/api/DarkProfileConnection';
const calls = ['CreateProfileConnection', 'AcceptProfileConnection', 'ChangeProfileConnectionRole', 'DeleteProfileConnection'];

/** An approved dark member logged on at the dark site, with a form token and helpers for forms and calls. */
async function darkMember(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ darkStatus: 3, member: true, language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile, { host: dark });
  const token = await agent.csrf(`/Profile/${profile.id}/Relations`);
  const form = (path: string, fields: Record<string, string | number>) => agent.post(path).type('form').send({ _csrf: token, ...fields });
  const call = (name: string, body: object) => agent.post(`${api}/${name}`).set('x-csrf-token', token).send(body);
  const relations = (id: number) => agent.get(`/Profile/${id}/Relations`);
  return { profile, agent, form, call, relations };
}

const rows = () => testDb()('profile_connections').orderBy('id').select('requester_id', 'target_id', 'role', 'accepted_at');
const jobs = (event: string) => testDb()('jobs').where('name', `event:${event}:probe`).select('payload');
const connectionId = async () => Number((await testDb()('profile_connections').orderBy('id', 'desc').first('id')).id);

describe('relations (/Profile/{id}/Relations, /Relations/… and /api/DarkProfileConnection)', () => {
  // A listener, as notifications will be, so the published events leave jobs to look at.
  const probe = { name: 'probe', subscribers: [on(connectionRequested, async () => undefined), on(connectionAccepted, async () => undefined)] };
  let resume: () => void = () => undefined;
  beforeEach(async () => {
    resume = await pauseJobWorker();
    registerSubscribers([...modules, probe]);
  });
  afterEach(async () => {
    registerSubscribers(modules);
    resume();
  });

  it('asks a visitor to log on: 401 for every call, a redirect for the tab and the forms', async () => {
    for (const name of calls) await request(testApp()).post(`${api}/${name}`).set('Host', dark).send({}).expect(401);
    await request(testApp()).get(`${api}/GetProfileConnections`).set('Host', dark).query({ profileId: 1 }).expect(401);
    expect((await request(testApp()).get('/Profile/1/Relations').set('Host', dark).expect(302)).headers.location).to.match(/^\/\?u=/);
  });

  it('is not there on the regular site: the tab redirects to About, calls and forms are 404 in the member\'s language', async () => {
    const member = await buildMember({ language: 'da-DK' });
    const other = await buildMember();
    const agent = await loggedOnAs(member);
    const token = await agent.csrf('/Start');
    await agent.get(`/Profile/${other.id}/Relations`).expect(302).expect('Location', `/Profile/${other.id}`);
    const res = await agent.post(`${api}/CreateProfileConnection`).set('x-csrf-token', token).send({ profileId: other.id, role: 'Friend' }).expect(404);
    expect(res.body.error.message).to.equal('Dette findes kun på den mørke side.');
    await agent.get(`${api}/GetProfileConnections`).query({ profileId: other.id }).expect(404);
    await agent.post('/Relations/Ask').type('form').send({ _csrf: token, profileId: other.id, role: 'Friend' }).expect(404);
    expect(await rows()).to.have.length(0);
  });

  it('asks, accepts, and shows the relation on both profiles, each from its own side', async () => {
    const anna = await darkMember();
    const bo = await darkMember();
    const ask = await anna.form('/Relations/Ask', { profileId: bo.profile.id, role: 'DominantOf' }).expect(303);
    expect(ask.headers.location).to.equal(`/Profile/${bo.profile.id}/Relations`);
    expect(await rows()).to.deep.equal([{ requester_id: anna.profile.id, target_id: bo.profile.id, role: 'DominantOf', accepted_at: null }]);
    const requested = await jobs('connections.requested');
    expect(requested).to.have.length(1);
    expect(requested[0].payload).to.include({ requesterId: anna.profile.id, targetId: bo.profile.id, role: 'DominantOf' });

    expect((await anna.relations(bo.profile.id).expect(200)).text).to.include(`You have asked ${bo.profile.name} for a relation`);
    const asked = (await bo.relations(bo.profile.id).expect(200)).text;
    expect(asked).to.include('Asking you for a relation').and.include('action="/Relations/Accept#relations"').and.include('action="/Relations/Decline#relations"');
    expect(asked).to.include(`Submissive of <a href="/Profile/${anna.profile.id}">${anna.profile.name}</a>`);
    expect((await anna.call('AcceptProfileConnection', { connectionId: await connectionId() }).expect(404)).body.error.message, 'the asker cannot accept').to.equal(
      'That relation or request no longer exists.',
    );

    await bo.form('/Relations/Accept', { connectionId: await connectionId() }).expect(303).expect('Location', `/Profile/${bo.profile.id}/Relations`);
    expect((await rows())[0].accepted_at).to.not.equal(null);
    expect((await jobs('connections.accepted'))[0].payload).to.include({ requesterId: anna.profile.id, targetId: bo.profile.id });

    const onAnna = (await bo.relations(anna.profile.id).expect(200)).text;
    expect(onAnna).to.include(`Dominant of <a href="/Profile/${bo.profile.id}">${bo.profile.name}</a>`);
    const onBo = (await anna.relations(bo.profile.id).expect(200)).text;
    expect(onBo).to.include(`Submissive of <a href="/Profile/${anna.profile.id}">${anna.profile.name}</a>`);
    const viewer = await darkMember();
    const seen = (await viewer.agent.get(`${api}/GetProfileConnections`).query({ profileId: bo.profile.id }).expect(200)).body;
    expect(seen).to.deep.equal([{ id: await connectionId(), profileId: anna.profile.id, name: anna.profile.name, role: 'SubmissiveOf', status: 'Accepted' }]);
  });

  it('lets either side change the role, the other sees it, and either side delete', async () => {
    const anna = await darkMember();
    const bo = await darkMember();
    const created = (await anna.call('CreateProfileConnection', { profileId: bo.profile.id, role: 'Friend' }).expect(200)).body;
    expect(created).to.deep.include({ profileId: bo.profile.id, role: 'Friend', status: 'Outgoing' });
    expect((await bo.call('AcceptProfileConnection', { connectionId: created.id }).expect(200)).body.status).to.equal('Accepted');

    await bo.form('/Relations/ChangeRole', { connectionId: created.id, role: 'DominantOf' }).expect(303);
    expect((await rows())[0].role, 'kept in the asker\'s words').to.equal('SubmissiveOf');
    expect((await anna.relations(anna.profile.id).expect(200)).text).to.include(`Submissive of <a href="/Profile/${bo.profile.id}">`);
    const changed = (await anna.call('ChangeProfileConnectionRole', { connectionId: created.id, role: 'Partner' }).expect(200)).body;
    expect(changed.role).to.equal('Partner');
    expect((await bo.relations(bo.profile.id).expect(200)).text).to.include(`Partner of <a href="/Profile/${anna.profile.id}">`);

    const bad = await anna.form('/Relations/ChangeRole', { connectionId: created.id, role: 'Boss' }).expect(400);
    expect(bad.text).to.include('Choose how you are related.');
    expect((await anna.call('ChangeProfileConnectionRole', { connectionId: created.id, role: 'Boss' }).expect(400)).body.error.field).to.equal('role');

    const stranger = await darkMember();
    await stranger.form('/Relations/Delete', { connectionId: created.id }).expect(404);
    await bo.form('/Relations/Delete', { connectionId: created.id, back: anna.profile.id }).expect(303).expect('Location', `/Profile/${anna.profile.id}/Relations`);
    expect(await rows()).to.have.length(0);
    expect((await anna.call('DeleteProfileConnection', { connectionId: created.id }).expect(404)).body.error.field).to.equal(undefined);
  });

  it('declining deletes the request; the asker may take a request back', async () => {
    const anna = await darkMember();
    const bo = await darkMember();
    await anna.form('/Relations/Ask', { profileId: bo.profile.id, role: 'PlayPartner' }).expect(303);
    await bo.form('/Relations/Decline', { connectionId: await connectionId() }).expect(303);
    expect(await rows()).to.have.length(0);
    const again = (await anna.call('CreateProfileConnection', { profileId: bo.profile.id, role: 'Friend' }).expect(200)).body;
    expect((await anna.call('DeleteProfileConnection', { connectionId: again.id }).expect(200)).body).to.deep.equal({ deleted: true });
    expect(await rows()).to.have.length(0);
  });

  it('refuses oneself, a duplicate and a missing role with the field named, in the member\'s language', async () => {
    const anna = await darkMember({ language: 'sv-SE' });
    const bo = await darkMember();
    const self = await anna.call('CreateProfileConnection', { profileId: anna.profile.id, role: 'Friend' }).expect(400);
    expect(self.body.error).to.include({ field: 'profileId', message: 'Du kan inte be dig själv om en relation.' });
    const noRole = await anna.form('/Relations/Ask', { profileId: bo.profile.id }).expect(400);
    expect(noRole.text).to.include('Välj hur ni är relaterade.').and.include('action="/Relations/Ask#relations"');
    expect((await anna.call('CreateProfileConnection', { profileId: bo.profile.id }).expect(400)).body.error.field).to.equal('role');

    await anna.call('CreateProfileConnection', { profileId: bo.profile.id, role: 'Friend' }).expect(200);
    const twice = await anna.form('/Relations/Ask', { profileId: bo.profile.id, role: 'Partner' }).expect(409);
    expect(twice.text).to.include('Du har redan en relation eller en förfrågan med den här profilen.');
    expect((await bo.call('CreateProfileConnection', { profileId: anna.profile.id, role: 'Friend' }).expect(409)).body.error.field, 'the other way round too').to.equal('profileId');
    expect(await rows()).to.have.length(1);
  });

  it('refuses a relation with a blocked or an invisible profile with the same 404 (a block is never revealed), and leaves them out of lists', async () => {
    const anna = await darkMember();
    const bo = await darkMember();
    const cy = await darkMember();
    const created = (await cy.call('CreateProfileConnection', { profileId: anna.profile.id, role: 'Friend' }).expect(200)).body;
    await anna.call('AcceptProfileConnection', { connectionId: created.id }).expect(200);
    await bo.call('CreateProfileConnection', { profileId: anna.profile.id, role: 'Partner' }).expect(200);

    await bo.form(`/Profile/${cy.profile.id}/Block`, {}).expect(303);
    const refused = await bo.call('CreateProfileConnection', { profileId: cy.profile.id, role: 'Friend' }).expect(404);
    expect(refused.body.error.message).to.equal('This profile does not exist or is not available.');
    expect((await cy.form('/Relations/Ask', { profileId: bo.profile.id, role: 'Friend' }).expect(404)).text).to.include('This profile does not exist or is not available.');
    const onAnna = (await bo.relations(anna.profile.id).expect(200)).text;
    const cyLink = `<a href="/Profile/${cy.profile.id}">`;
    expect(onAnna, 'blocked by the viewer').to.not.include(cyLink);
    expect((await cy.relations(anna.profile.id).expect(200)).text).to.include(cyLink);

    await testDb()('profiles').where({ id: cy.profile.id }).update({ status: 4 });
    const dave = await darkMember();
    expect((await dave.relations(anna.profile.id).expect(200)).text, 'not visible').to.not.include(cyLink);
    await dave.call('CreateProfileConnection', { profileId: cy.profile.id, role: 'Friend' }).expect(404);
    await dave.relations(cy.profile.id).expect(404);
    await dave.agent.get(`${api}/GetProfileConnections`).query({ profileId: cy.profile.id }).expect(404);
    expect((await anna.agent.get(`${api}/GetProfileConnections`).query({ profileId: anna.profile.id }).expect(200)).body).to.deep.equal([
      { id: created.id + 1, profileId: bo.profile.id, name: bo.profile.name, role: 'Partner', status: 'Incoming' },
    ]);
  });
});
