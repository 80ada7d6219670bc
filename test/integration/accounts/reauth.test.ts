import { expect } from 'chai';
import { Secret, TOTP } from 'otpauth';
import { testDb, mailbox } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { buildMember, loggedOnAs, testPassword } from '../../support/accounts.ts';
import { ageSession, editSession } from '../../support/session.ts';
import type { ProfileRecord } from '../../../src/modules/accounts/index.ts';

const codeFor = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });
const required = 'For your security, enter your password again to continue.';

/** A member with a confirmed address, logged on, with the CSRF token of /Settings and the calls these tests make. */
async function memberSession(overrides: Parameters<typeof buildMember>[0] = {}) {
  const profile = await buildMember({ emailConfirmed: true, ...overrides });
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Settings');
  const post = (path: string, body: object = {}) => agent.post(path).set('x-csrf-token', token).send(body);
  return {
    profile,
    agent,
    registrationOptions: () => post('/api/Passkeys/RegistrationOptions'),
    activationData: () => agent.get('/api/TwoFactor/ActivationData'),
    enable: (code: string) => post('/api/TwoFactor/Enable', { code }),
    confirmPassword: (password: string) => post('/api/EditProfile/ConfirmPassword', { password }),
  };
}

const refusedForStaleness = (res: { status: number; body: { error: { code: string; message: string } } }) => {
  expect(res.status).to.equal(403);
  expect(res.body.error).to.include({ code: 'reauthenticationRequired', message: required });
};

async function totpRow(profile: ProfileRecord) {
  return testDb()('profiles').where({ id: profile.id }).first('totp_secret', 'totp_enabled_at');
}

describe('re-authentication before a new passkey or two-factor', () => {
  it('refuses RegistrationOptions, ActivationData and Enable to a session logged on more than 10 minutes ago, and allows them after the password', async () => {
    const s = await memberSession();
    await ageSession(s.agent, 11);
    refusedForStaleness(await s.registrationOptions());
    refusedForStaleness(await s.activationData());
    refusedForStaleness(await s.enable('123456'));
    expect(await testDb()('webauthn_challenges').where({ profile_id: s.profile.id })).to.have.length(0);

    const wrong = await s.confirmPassword('not the password').expect(400);
    expect(wrong.body.error).to.include({ code: 'wrongPassword', field: 'password' });
    refusedForStaleness(await s.registrationOptions());
    expect((await s.confirmPassword('').expect(400)).body.error.field).to.equal('password');

    expect((await s.confirmPassword(testPassword).expect(200)).body).to.deep.equal({ success: true });
    await s.registrationOptions().expect(200);
    const { secret } = (await s.activationData().expect(200)).body as { secret: string };
    expect((await s.enable(codeFor(secret)).expect(200)).body.recoveryCodes).to.have.length(10);
    expect((await totpRow(s.profile)).totp_enabled_at).to.be.instanceOf(Date);
  });

  it('counts a log on, and a confirmed password, as recent for 10 minutes', async () => {
    const s = await memberSession();
    await ageSession(s.agent, 9);
    await s.registrationOptions().expect(200);
    await ageSession(s.agent, 2);
    refusedForStaleness(await s.registrationOptions());
    await s.confirmPassword(testPassword).expect(200);
    await ageSession(s.agent, 9);
    await s.registrationOptions().expect(200);
    await ageSession(s.agent, 2);
    refusedForStaleness(await s.activationData());
  });

  it('"log out everywhere" keeps a stale session stale (and its log-on time); a password change makes it recent', async () => {
    const s = await memberSession();
    await ageSession(s.agent, 60);
    let since = 0;
    await editSession(s.agent, (sess) => (since = sess.passport.user.since!));
    await s.agent.csrf('/Settings');
    await s.agent.postForm('/Settings/LogOutEverywhere', {}).expect(303);
    await s.agent.get('/Start').expect(200);
    await editSession(s.agent, (sess) => expect(sess.passport.user.since, 'the log-on time survives the new session id').to.equal(since));
    const token = await s.agent.csrf('/Settings');
    const options = () => s.agent.post('/api/Passkeys/RegistrationOptions').set('x-csrf-token', token).send({});
    refusedForStaleness(await options());

    await s.agent.csrf('/EditProfile/AccountInformation');
    const newPassword = 'a brand new long secret';
    await s.agent.postForm('/EditProfile/AccountInformation/Password', { currentPassword: testPassword, newPassword, confirmPassword: newPassword }).expect(303);
    const after = await s.agent.csrf('/Settings');
    await s.agent.post('/api/Passkeys/RegistrationOptions').set('x-csrf-token', after).send({}).expect(200);
  });

  it('limits wrong passwords at the prompt per profile (429), like a log on', async () => {
    const s = await memberSession();
    for (let i = 0; i < 10; i++) await s.confirmPassword(`wrong password ${i}`).expect(400);
    const limited = await s.confirmPassword(testPassword).expect(429);
    expect(Number(limited.headers['retry-after'])).to.be.greaterThan(0);
    await ageSession(s.agent, 11);
    refusedForStaleness(await s.registrationOptions());
  });

  describe('/Settings/TwoFactor without JavaScript', () => {
    it('asks for the password before it shows a secret, then comes back to the QR code', async () => {
      const s = await memberSession();
      await ageSession(s.agent, 11);
      const prompt = await s.agent.get('/Settings/TwoFactor').expect(200).expect('Cache-Control', 'no-store');
      expect(prompt.text).to.include('For your security, enter your password before you turn on two-factor log on.');
      expect(prompt.text).to.include('action="/Settings/ConfirmPassword"').and.include('name="u" value="/Settings/TwoFactor"');
      expect(prompt.text).not.to.include('data:image/png').and.not.include('two-factor-secret');

      await s.agent.csrf('/Settings/TwoFactor');
      const wrong = await s.agent.postForm('/Settings/ConfirmPassword', { password: 'not the password', u: '/Settings/TwoFactor' }).expect(400);
      expect(wrong.text).to.include('id="password-error"').and.include('The password is not correct.');
      expect(wrong.text, 'the way back is kept').to.include('name="u" value="/Settings/TwoFactor"');
      await s.agent.postForm('/Settings/ConfirmPassword', { password: testPassword, u: '/Settings/TwoFactor' }).expect(303).expect('Location', '/Settings/TwoFactor');
      const setup = await s.agent.get('/Settings/TwoFactor').expect(200);
      expect(setup.text).to.match(/<img src="data:image\/png;base64,[^"]+"/);
      const secret = /<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(setup.text)![1]!.replace(/ /g, '');

      // Stale again before the code is typed: the form comes back with the prompt, and nothing is enabled.
      await ageSession(s.agent, 11);
      const stale = await s.agent.postForm('/Settings/TwoFactor', { code: codeFor(secret) }).expect(403);
      expect(stale.text).to.include(required).and.include('action="/Settings/ConfirmPassword"');
      expect((await totpRow(s.profile)).totp_enabled_at).to.equal(null);
      await s.agent.postForm('/Settings/ConfirmPassword', { password: testPassword, u: '/Settings/TwoFactor' }).expect(303);
      const again = await s.agent.get('/Settings/TwoFactor').expect(200);
      expect(again.text, 'the same secret after the detour').to.include(/<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(setup.text)![1]!);
      await s.agent.postForm('/Settings/TwoFactor', { code: codeFor(secret) }).expect(200);
      expect((await totpRow(s.profile)).totp_enabled_at).to.be.instanceOf(Date);
    });

    it('the prompt goes back only to our own settings pages, and speaks the member\'s language', async () => {
      const s = await memberSession({ language: 'da-DK' });
      const page = await s.agent.get('/Settings/ConfirmPassword?u=https://evil.example/').expect(200);
      expect(page.text).to.include('Bekræft din adgangskode').and.include('name="u" value="/Settings"');
      await s.agent.csrf('/Settings/ConfirmPassword');
      await s.agent.postForm('/Settings/ConfirmPassword', { password: testPassword, u: '//evil.example' }).expect(303).expect('Location', '/Settings');
      await ageSession(s.agent, 11);
      expect((await s.agent.get('/Settings/TwoFactor').expect(200)).text).to.include('Af sikkerhedshensyn skal du indtaste din adgangskode');
    });
  });
});

describe('one-time links after a reset or an e-mail change', () => {
  const resetLink = (text: string) => new URL(/(http:\/\/\S+\/ResetPassword\?q=[\w-]+)/.exec(text)![1]!);

  async function requestReset(nameOrEmail: string) {
    const agent = browser();
    await agent.csrf('/ForgotPassword');
    await agent.postForm('/ForgotPassword', { nameOrEmail }).expect(303);
  }

  it('a reset link sent before an e-mail change no longer works after it', async () => {
    const profile = await buildMember({ email: 'before@example.test', emailConfirmed: true });
    await requestReset(profile.email);
    const link = resetLink((await mailbox().waitFor('before@example.test')).text);
    await browser().get(link.pathname + link.search).expect(200);

    const agent = await loggedOnAs(profile);
    await agent.csrf('/EditProfile/AccountInformation');
    await agent.postForm('/EditProfile/AccountInformation/Email', { email: 'after@example.test', password: testPassword }).expect(303);
    const change = /\/ConfirmEmailChange\?q=[\w-]+/.exec((await mailbox().waitFor('after@example.test')).text)![0];
    await agent.get(change).expect(302);
    expect((await testDb()('profiles').where({ id: profile.id }).first()).email).to.equal('after@example.test');

    await browser().get(link.pathname + link.search).expect(302).expect('Location', '/LinkExpired');
    const reset = browser();
    await reset.csrf('/ForgotPassword');
    await reset.postForm('/ResetPassword', { q: link.searchParams.get('q')!, password: 'a brand new long secret', confirmPassword: 'a brand new long secret' }).expect(303).expect('Location', '/LinkExpired');
  });

  it('a reset voids the other reset links and a pending e-mail change', async () => {
    const profile = await buildMember({ email: 'owner@example.test', emailConfirmed: true });
    const intruder = await loggedOnAs(profile);
    await intruder.csrf('/EditProfile/AccountInformation');
    await intruder.postForm('/EditProfile/AccountInformation/Email', { email: 'intruder@example.test', password: testPassword }).expect(303);
    const change = /\/ConfirmEmailChange\?q=[\w-]+/.exec((await mailbox().waitFor('intruder@example.test')).text)![0];

    await requestReset(profile.email);
    const first = await mailbox().waitFor('owner@example.test', (m) => m.subject === 'Choose a new password');
    await requestReset(profile.email);
    const second = await mailbox().waitFor('owner@example.test', (m) => m.subject === 'Choose a new password' && m !== first);
    const used = resetLink(second.text);
    const owner = browser();
    await owner.csrf(used.pathname + used.search);
    await owner.postForm('/ResetPassword', { q: used.searchParams.get('q')!, password: 'a brand new long secret', confirmPassword: 'a brand new long secret' }).expect(303).expect('Location', '/LogOn');

    const other = resetLink(first.text);
    await browser().get(other.pathname + other.search).expect(302).expect('Location', '/LinkExpired');
    await browser().get(change).expect(302).expect('Location', '/LinkExpired');
    expect((await testDb()('profiles').where({ id: profile.id }).first()).email).to.equal('owner@example.test');
  });

  it('ResetPassword (API) answers 410 for a voided link and 400 naming the field for a weak password', async () => {
    const profile = await buildMember({ email: 'api-reset@example.test' });
    await requestReset(profile.email);
    const q = resetLink((await mailbox().waitFor('api-reset@example.test')).text).searchParams.get('q')!;
    const agent = browser();
    const token = await agent.csrf('/LogOn');
    const reset = (password: string) => agent.post('/api/LogOn/ResetPassword').set('x-csrf-token', token).send({ queryString: q, password });
    expect((await reset('password123').expect(400)).body.error).to.include({ code: 'weakPassword', field: 'password' });
    await reset('a brand new long secret').expect(200);
    expect((await reset('another new long secret').expect(410)).body.error.code).to.equal('linkExpired');
  });
});
