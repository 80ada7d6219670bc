import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb, mailbox } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { buildMember, loggedOnAs, testPassword } from '../../support/accounts.ts';
import { issueImpersonationLink } from '../../../src/modules/accounts/index.ts';

const profileRow = async (id: number) => (await testDb()('profiles').where({ id }).first())!;
const jobsNamed = async (name: string) => testDb()('jobs').where({ name });
const linkIn = (text: string) => /\/ConfirmEmailChange\?q=([\w-]+)/.exec(text)?.[0];
const newPassword = 'a brand new long secret';

/** A logged-on browser and a CSRF token of its current session. */
async function member(overrides: Parameters<typeof buildMember>[0] = {}) {
  const profile = await buildMember(overrides);
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/EditProfile/AccountInformation');
  return { profile, agent, token };
}

/** True while a browser's session still holds (the keep-alive check of the layout). */
async function stillLoggedOn(agent: Awaited<ReturnType<typeof loggedOnAs>>): Promise<boolean> {
  return (await agent.post('/api/LogOn/CheckStamp').send({}).expect(200)).body === true;
}

describe('account settings', () => {
  it('sends a visitor to log on from every settings page, and answers the API with 401', async () => {
    for (const path of ['/Settings', '/EditProfile/AccountInformation', '/EditProfile/Delete']) {
      await request(testApp()).get(path).expect(302).expect('Location', `/?u=${encodeURIComponent(path)}`);
    }
    const agent = browser();
    const token = await agent.csrf('/LogOn');
    for (const action of ['UpdateProfileEmail', 'UpdateProfileName', 'DeleteProfile']) {
      await agent.post(`/api/EditProfile/${action}`).set('x-csrf-token', token).send({}).expect(401);
    }
  });

  it('/Settings shows the account, security, language and delete sections', async () => {
    const { profile, agent } = await member({ name: 'Settler', email: 'settler@example.test' });
    const page = await agent.get('/Settings').expect(200);
    expect(page.text).to.include('Settler').and.include('settler@example.test');
    expect(page.text).to.include('href="/EditProfile/AccountInformation"');
    expect(page.text).to.include('action="/Settings/LogOutEverywhere"');
    expect(page.text).to.match(/<select id="language" name="language">/);
    expect(page.text).to.include('href="/EditProfile/Delete"');
    expect(profile.id).to.be.a('number');
  });

  describe('change e-mail', () => {
    it('mails a link to the new address and a notice to the old one; the address changes only after the link', async () => {
      const { profile, agent } = await member({ email: 'old@example.test' });
      await agent.postForm('/EditProfile/AccountInformation/Email', { email: 'New@Example.test', password: testPassword }).expect(303).expect('Location', '/EditProfile/AccountInformation');
      const confirmation = await mailbox().waitFor('new@example.test');
      expect(confirmation.subject).to.equal('Confirm your new e-mail address');
      const notice = await mailbox().waitFor('old@example.test');
      expect(notice.subject).to.equal('A change of your e-mail address was requested');
      expect(notice.text).to.include('n•••@example.test').and.not.include('/ConfirmEmailChange');
      expect((await profileRow(profile.id)).email).to.equal('old@example.test');
      expect((await agent.get('/EditProfile/AccountInformation').expect(200)).text).to.include('We are waiting for you to confirm new@example.test');

      const link = linkIn(confirmation.text)!;
      await agent.get(link).expect(302).expect('Location', '/EditProfile/AccountInformation');
      const row = await profileRow(profile.id);
      expect(row.email).to.equal('new@example.test');
      expect(row.email_confirmed_at).to.not.equal(null);
      await agent.get(link).expect(302).expect('Location', '/LinkExpired');
    });

    it('works from a browser that is not logged on, and refuses an address taken in the meantime', async () => {
      const { profile, agent } = await member({ email: 'first@example.test' });
      await agent.postForm('/EditProfile/AccountInformation/Email', { email: 'wanted@example.test', password: testPassword }).expect(303);
      const link = linkIn((await mailbox().waitFor('wanted@example.test')).text)!;
      await buildMember({ email: 'wanted@example.test' });
      const taken = await request(testApp()).get(link).expect(409);
      expect(taken.text).to.include('Another profile has started using this e-mail address');
      expect((await profileRow(profile.id)).email).to.equal('first@example.test');

      await agent.postForm('/EditProfile/AccountInformation/Email', { email: 'other@example.test', password: testPassword }).expect(303);
      const second = linkIn((await mailbox().waitFor('other@example.test')).text)!;
      const done = await request(testApp()).get(second).expect(200);
      expect(done.text).to.include('Your e-mail address is now other@example.test.');
    });

    it('refuses a wrong password, a bad address, the same address and one in use, naming the field', async () => {
      await buildMember({ email: 'taken@example.test' });
      const { profile, agent } = await member({ email: 'mine@example.test' });
      const wrong = await agent.postForm('/EditProfile/AccountInformation/Email', { email: 'fresh@example.test', password: 'not my password' }).expect(400);
      expect(wrong.text).to.include('id="password-error"').and.include('The password is not correct.');
      expect(wrong.text).to.include('value="fresh@example.test"');
      const bad = await agent.postForm('/EditProfile/AccountInformation/Email', { email: 'not-an-address', password: testPassword }).expect(400);
      expect(bad.text).to.include('id="email-error"');
      const same = await agent.postForm('/EditProfile/AccountInformation/Email', { email: 'MINE@example.test', password: testPassword }).expect(400);
      expect(same.text).to.include('This is already your e-mail address.');
      const used = await agent.postForm('/EditProfile/AccountInformation/Email', { email: 'taken@example.test', password: testPassword }).expect(409);
      expect(used.text).to.include('Another profile already uses this e-mail address.');
      expect(await testDb()('account_tokens').where({ profile_id: profile.id, purpose: 'changeEmail' })).to.have.length(0);
      expect(await jobsNamed('mail.send')).to.have.length(0);
    });

    it('UpdateProfileEmail is the JSON twin: 400 naming the field, 409 when taken, else the pending address', async () => {
      await buildMember({ email: 'busy@example.test' });
      const { agent, token } = await member();
      const call = (body: object) => agent.post('/api/EditProfile/UpdateProfileEmail').set('x-csrf-token', token).send(body);
      expect((await call({ email: 'x@example.test' }).expect(400)).body.error.field).to.equal('password');
      expect((await call({ email: 'nope', password: testPassword }).expect(400)).body.error.field).to.equal('email');
      const wrong = await call({ email: 'x@example.test', password: 'wrong password' }).expect(400);
      expect(wrong.body.error).to.include({ code: 'wrongPassword', field: 'password' });
      expect((await call({ email: 'busy@example.test', password: testPassword }).expect(409)).body.error.field).to.equal('email');
      expect((await call({ email: 'api@example.test', password: testPassword }).expect(200)).body).to.deep.equal({ success: true, pendingEmail: 'api@example.test' });
      await mailbox().waitFor('api@example.test');
    });

    it('limits wrong current passwords per profile', async () => {
      const { agent, token } = await member();
      for (let i = 0; i < 10; i++) {
        await agent.post('/api/EditProfile/UpdateProfileEmail').set('x-csrf-token', token).send({ email: 'x@example.test', password: `wrong ${i}` }).expect(400);
      }
      await agent.post('/api/EditProfile/UpdateProfileEmail').set('x-csrf-token', token).send({ email: 'x@example.test', password: testPassword }).expect(429);
    });
  });

  describe('change profile name', () => {
    it('checks the name as you type (htmx) and changes it on submit', async () => {
      const { profile, agent } = await member({ name: 'Oldname' });
      const page = await agent.get('/EditProfile/AccountInformation').expect(200);
      expect(page.text).to.include('hx-get="/Create/NameAvailable"').and.include('value="Oldname"');
      expect((await agent.get('/Create/NameAvailable?name=Newname').expect(200)).text).to.include('name-free');
      await agent.postForm('/EditProfile/AccountInformation/Name', { name: 'Newname' }).expect(303);
      expect((await profileRow(profile.id)).name).to.equal('Newname');
      expect((await agent.get('/EditProfile/AccountInformation').expect(200)).text).to.include('Your profile name is now Newname.');
      await agent.postForm('/EditProfile/AccountInformation/Name', { name: 'newNAME' }).expect(303);
      expect((await profileRow(profile.id)).name).to.equal('newNAME');
    });

    it('refuses a bad name, a taken one (any case) and the reserved deleted-<n>, naming the field', async () => {
      await buildMember({ name: 'Occupied' });
      const { profile, agent, token } = await member({ name: 'Keeper' });
      for (const name of ['x', 'has space', 'occupied', 'deleted-12']) {
        const res = await agent.postForm('/EditProfile/AccountInformation/Name', { name });
        expect(res.status, name).to.be.oneOf([400, 409]);
        expect(res.text, name).to.include('id="name-error"');
      }
      expect((await profileRow(profile.id)).name).to.equal('Keeper');
      const api = (name: unknown) => agent.post('/api/EditProfile/UpdateProfileName').set('x-csrf-token', token).send({ name });
      expect((await api('?').expect(400)).body.error.field).to.equal('name');
      expect((await api('OCCUPIED').expect(409)).body.error).to.include({ code: 'conflict', field: 'name' });
      expect((await api('Renamed').expect(200)).body).to.deep.equal({ success: true, name: 'Renamed' });
    });
  });

  describe('change password', () => {
    it('needs the current password and the password rules, naming the field; nothing changes', async () => {
      const { profile, agent } = await member({ name: 'Careful' });
      const before = (await profileRow(profile.id)).password_hash;
      const cases: [Record<string, string>, string][] = [
        [{ currentPassword: 'wrong password', newPassword, confirmPassword: newPassword }, 'currentPassword'],
        [{ newPassword, confirmPassword: newPassword }, 'currentPassword'],
        [{ currentPassword: testPassword, newPassword: 'short', confirmPassword: 'short' }, 'newPassword'],
        [{ currentPassword: testPassword, newPassword: 'password123', confirmPassword: 'password123' }, 'newPassword'],
        [{ currentPassword: testPassword, newPassword: 'careful-and-long', confirmPassword: 'careful-and-long' }, 'newPassword'],
        [{ currentPassword: testPassword, newPassword, confirmPassword: 'something else' }, 'confirmPassword'],
      ];
      for (const [form, field] of cases) {
        const res = await agent.postForm('/EditProfile/AccountInformation/Password', form).expect(400);
        expect(res.text, field).to.include(`id="${field}-error"`);
      }
      expect((await profileRow(profile.id)).password_hash).to.equal(before);
      expect(await stillLoggedOn(agent)).to.equal(true);
    });

    it('logs out every other session, keeps this one, and mails a notice', async () => {
      const profile = await buildMember({ email: 'pw@example.test' });
      const other = await loggedOnAs(profile);
      const agent = await loggedOnAs(profile);
      await agent.csrf('/EditProfile/AccountInformation');
      await agent.postForm('/EditProfile/AccountInformation/Password', { currentPassword: testPassword, newPassword, confirmPassword: newPassword }).expect(303);

      await other.get('/Settings').expect(302).expect('Location', '/?u=%2FSettings');
      expect(await stillLoggedOn(other)).to.equal(false);
      expect((await agent.get('/EditProfile/AccountInformation').expect(200)).text).to.include('Your password has been changed.');
      expect(await stillLoggedOn(agent)).to.equal(true);
      expect((await mailbox().waitFor('pw@example.test')).subject).to.equal('Your password has been changed');

      const fresh = browser();
      await fresh.csrf('/LogOn');
      await fresh.postForm('/LogOn', { name: profile.name, password: testPassword }).expect(401);
      await fresh.postForm('/LogOn', { name: profile.name, password: newPassword }).expect(303);
    });
  });

  it('log out everywhere ends the other sessions and keeps this browser logged on', async () => {
    const profile = await buildMember();
    const other = await loggedOnAs(profile);
    const agent = await loggedOnAs(profile, { rememberMe: true });
    await agent.csrf('/Settings');
    const res = await agent.postForm('/Settings/LogOutEverywhere', {}).expect(303).expect('Location', '/Settings');
    const expires = Date.parse(/Expires=([^;]+)/.exec(String(res.headers['set-cookie']).split('nordlys.sid')[1] ?? '')![1]!);
    expect(expires - Date.now(), 'still "remember me"').to.be.above(29 * 24 * 3600_000);
    expect(await stillLoggedOn(other)).to.equal(false);
    expect((await agent.get('/Settings').expect(200)).text).to.include('You have been logged out everywhere else.');
  });

  it('the language preference sets the interface language', async () => {
    const { profile, agent } = await member();
    await agent.csrf('/Settings');
    expect((await agent.get('/Settings').expect(200)).text).to.include('<html lang="en-GB"');
    const bad = await agent.postForm('/Settings/Language', { language: 'de-DE' }).expect(400);
    expect(bad.text).to.include('Please choose one of the languages.');
    await agent.postForm('/Settings/Language', { language: 'da-DK' }).expect(303).expect('Location', '/Settings');
    const page = await agent.get('/Settings').expect(200);
    expect(page.text).to.include('<html lang="da-DK"').and.include('Dit sprog er gemt.');
    expect(page.text).to.include('<option value="da-DK" lang="da-DK" selected>');
    expect((await profileRow(profile.id)).language).to.equal('da-DK');
  });

  it('refuses every credential change while staff act as the member', async () => {
    const staff = await buildMember({ staffRole: 40 });
    const profile = await buildMember({ name: 'Actedupon', email: 'acted@example.test' });
    const link = new URL(await issueImpersonationLink(testDb(), staff.name, profile.name, 1));
    const agent = browser();
    await agent.get(link.pathname + link.search).expect(302).expect('Location', '/Start');
    await agent.csrf('/EditProfile/AccountInformation');
    await agent.postForm('/EditProfile/AccountInformation/Email', { email: 'staff@example.test', password: testPassword }).expect(403);
    await agent.postForm('/EditProfile/AccountInformation/Name', { name: 'Renamedbystaff' }).expect(403);
    await agent.postForm('/EditProfile/AccountInformation/Password', { currentPassword: testPassword, newPassword, confirmPassword: newPassword }).expect(403);
    await agent.postForm('/Settings/LogOutEverywhere', {}).expect(403);
    await agent.postForm('/EditProfile/Delete', { password: testPassword }).expect(403);
    const row = await profileRow(profile.id);
    expect([row.name, row.email, row.status, row.security_stamp]).to.deep.equal(['Actedupon', 'acted@example.test', 3, profile.securityStamp]);
  });
});
