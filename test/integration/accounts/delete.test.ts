import { expect } from 'chai';
import pino from 'pino';
import request from 'supertest';
import { testApp, testDb, mailbox } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { buildMember, loggedOnAs, testPassword } from '../../support/accounts.ts';
import { accountsModule } from '../../../src/modules/accounts/index.ts';

const day = 24 * 3600_000;
const profileRow = async (id: number) => (await testDb()('profiles').where({ id }).first())!;
const deletionJobs = async () => testDb()('jobs').where({ name: 'accounts.deleteProfile' }).orderBy('id');

/** Runs a deletion job's handler as the worker would, whatever its run_at. */
async function runDeletionJob(job: { payload: unknown }) {
  const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as Record<string, unknown>;
  await accountsModule.jobs!['accounts.deleteProfile']!(payload, { db: testDb(), logger: pino({ level: 'silent' }) });
}

async function logOnAgain(name: string, password = testPassword) {
  const agent = browser();
  await agent.csrf('/LogOn');
  return agent.postForm('/LogOn', { name, password });
}

/** A member with a couple of personal details, logged on, who asks for deletion through the page. */
async function memberWhoDeletes() {
  const profile = await buildMember({ name: 'Leaving', email: 'leaving@example.test', referrer: '/from-ad', language: 'en-GB' });
  await testDb()('profile_persons').insert({ profile_id: profile.id, position: 0, birthday: '1990-01-01', gender: 'Female' });
  const denmark = await testDb()('countries').where({ code: 'DK' }).first('id');
  await testDb()('profile_areas').insert({ profile_id: profile.id, country_id: denmark.id, postal_code: '2100' });
  const agent = await loggedOnAs(profile);
  await agent.csrf('/EditProfile/Delete');
  const res = await agent.postForm('/EditProfile/Delete', { password: testPassword }).expect(200);
  return { profile, agent, res };
}

describe('profile deletion', () => {
  it('sends a visitor to log on, and answers the API with 401', async () => {
    await request(testApp()).get('/EditProfile/Delete').expect(302).expect('Location', '/?u=%2FEditProfile%2FDelete');
    const agent = browser();
    const token = await agent.csrf('/LogOn');
    await agent.post('/api/EditProfile/DeleteProfile').set('x-csrf-token', token).send({ password: testPassword }).expect(401);
  });

  it('explains what happens; it is open even before the terms are accepted', async () => {
    const profile = await buildMember({ termsVersion: 0 });
    const agent = await loggedOnAs(profile);
    await agent.get('/Settings').expect(302).expect('Location', '/ReAcceptance');
    const page = await agent.get('/EditProfile/Delete').expect(200);
    expect(page.text).to.include('You have 14 days to change your mind').and.include('name="password"');
  });

  it('refuses a missing or wrong password, naming the field; nothing changes', async () => {
    const profile = await buildMember();
    const agent = await loggedOnAs(profile);
    const token = await agent.csrf('/EditProfile/Delete');
    const missing = await agent.postForm('/EditProfile/Delete', {}).expect(400);
    expect(missing.text).to.include('id="password-error"').and.include('Please enter your current password.');
    const wrong = await agent.postForm('/EditProfile/Delete', { password: 'not the password' }).expect(400);
    expect(wrong.text).to.include('The password is not correct.');
    const api = await agent.post('/api/EditProfile/DeleteProfile').set('x-csrf-token', token).send({}).expect(400);
    expect(api.body.error.field).to.equal('password');
    expect((await profileRow(profile.id)).status).to.equal(3);
    expect(await deletionJobs()).to.have.length(0);
    await agent.get('/Settings').expect(200);
  });

  it('marks the profile ToBeDeleted, logs out everywhere, mails a notice and schedules the job 14 days ahead', async () => {
    const before = Date.now();
    const profile = await buildMember({ email: 'bye@example.test' });
    const other = await loggedOnAs(profile);
    const agent = await loggedOnAs(profile);
    await agent.csrf('/EditProfile/Delete');
    const res = await agent.postForm('/EditProfile/Delete', { password: testPassword }).expect(200);
    expect(res.text).to.include('Your profile will be deleted').and.include('You have been logged out.');

    const row = await profileRow(profile.id);
    expect(row.status).to.equal(7);
    expect(new Date(row.deletion_requested_at).getTime()).to.be.within(before - 1000, Date.now() + 1000);
    await agent.get('/Settings').expect(302);
    await other.get('/Settings').expect(302);
    const mail = await mailbox().waitFor('bye@example.test');
    expect(mail.subject).to.equal('Your profile will be deleted');
    expect(mail.text).to.include('/LogOn');
    const [job, ...more] = await deletionJobs();
    expect(more).to.have.length(0);
    expect(new Date(job.run_at).getTime() - before).to.be.within(14 * day - 1000, 14 * day + 60_000);
  });

  it('DeleteProfile returns the deletion date and logs out', async () => {
    const profile = await buildMember();
    const agent = await loggedOnAs(profile);
    const token = await agent.csrf('/Settings');
    const res = await agent.post('/api/EditProfile/DeleteProfile').set('x-csrf-token', token).send({ password: testPassword }).expect(200);
    expect(Object.keys(res.body)).to.deep.equal(['deletionDate']);
    expect(Date.parse(res.body.deletionDate) - Date.now()).to.be.within(14 * day - 60_000, 14 * day + 1000);
    expect((await profileRow(profile.id)).status).to.equal(7);
    await agent.get('/Settings').expect(302);
  });

  it('logging on within the grace period cancels the deletion, and the job then does nothing', async () => {
    const { profile } = await memberWhoDeletes();
    const res = await logOnAgain('Leaving');
    expect(res.status).to.equal(303);
    expect(res.headers.location).to.equal('/Start');
    const row = await profileRow(profile.id);
    expect([row.status, row.deletion_requested_at]).to.deep.equal([3, null]);

    await runDeletionJob((await deletionJobs())[0]);
    const after = await profileRow(profile.id);
    expect([after.status, after.name, after.email]).to.deep.equal([3, 'Leaving', 'leaving@example.test']);
  });

  it('says on the next page that the deletion is cancelled, after the form and after /api/LogOn/LogOn alike', async () => {
    const notice = 'Welcome back! Your profile will not be deleted after all.';
    const { profile } = await memberWhoDeletes();
    const form = browser();
    await form.csrf('/LogOn');
    await form.postForm('/LogOn', { name: 'Leaving', password: testPassword }).expect(303).expect('Location', '/Start');
    expect((await form.get('/Start').expect(200)).text).to.include(notice);
    expect((await form.get('/Start').expect(200)).text, 'once').to.not.include(notice);

    await testDb()('profiles').where({ id: profile.id }).update({ status: 7, deletion_requested_at: testDb().fn.now() });
    const api = browser();
    const token = await api.csrf('/LogOn');
    await api.post('/api/LogOn/LogOn').set('x-csrf-token', token).send({ name: 'Leaving', password: testPassword }).expect(200);
    expect((await api.get('/Start').expect(200)).text).to.include(notice);
    expect(await profileRow(profile.id)).to.include({ status: 3, deletion_requested_at: null });
  });

  it('a job from an earlier, cancelled request does not cut short a later request', async () => {
    const { profile } = await memberWhoDeletes();
    const again = await loggedOnAs(profile);
    await again.csrf('/EditProfile/Delete');
    await again.postForm('/EditProfile/Delete', { password: testPassword }).expect(200);
    const [first, second] = await deletionJobs();
    await runDeletionJob(first);
    expect((await profileRow(profile.id)).status).to.equal(7);
    await runDeletionJob(second);
    expect((await profileRow(profile.id)).status).to.equal(8);
  });

  it('after the grace period the job removes the personal data and the old name and e-mail no longer log on', async () => {
    const { profile } = await memberWhoDeletes();
    await testDb()('account_tokens').insert({ profile_id: profile.id, purpose: 'resetPassword', token_hash: 'x'.repeat(64), expires_at: new Date(Date.now() + day) });
    await testDb()('recovery_codes').insert({ profile_id: profile.id, code_hash: 'hash' });
    await testDb()('daily_actions').insert({ actor_id: profile.id, action: 'like' });
    // Make the job due, as if 14 days had passed, and let the durable worker run it.
    await testDb()('jobs').where({ name: 'accounts.deleteProfile' }).update({ run_at: new Date(Date.now() - 1000) });
    let job = (await deletionJobs())[0];
    for (let i = 0; i < 100 && !job.done_at; i++) {
      await new Promise((r) => setTimeout(r, 50));
      job = (await deletionJobs())[0];
    }
    expect(job.done_at, 'the worker ran the job').to.not.equal(null);

    const row = await profileRow(profile.id);
    expect(row).to.include({
      name: `deleted-${profile.id}`,
      email: `deleted-${profile.id}@invalid`,
      password_hash: null,
      totp_secret: null,
      referrer: null,
      language: null,
      status: 8,
    });
    expect(row.security_stamp).to.not.equal(profile.securityStamp);
    expect(await testDb()('daily_actions').where({ actor_id: profile.id }), 'what the daily caps counted').to.have.length(0);
    // Every module's eraser ran in the deletion's transaction (test/integration/personal-data/erasure.test.ts walks them all).
    for (const table of ['profile_persons', 'profile_areas', 'passkeys', 'recovery_codes', 'account_tokens']) {
      expect(await testDb()(table).where({ profile_id: profile.id }), table).to.have.length(0);
    }
    for (const name of ['Leaving', 'leaving@example.test', `deleted-${profile.id}`]) {
      expect((await logOnAgain(name)).status, name).to.equal(401);
    }
  });
});
