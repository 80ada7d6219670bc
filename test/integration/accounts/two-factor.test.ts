import { expect } from 'chai';
import { openSecret } from '../../../src/platform/secrets.ts';
import request from 'supertest';
import { Secret, TOTP } from 'otpauth';
import { testApp, testDb, mailbox } from '../../support/context.ts';
import { editSession } from '../../support/session.ts';
import { browser, type Agent } from '../../support/http.ts';
import { buildMember, loggedOnAs, testPassword } from '../../support/accounts.ts';
import type { ProfileRecord } from '../../../src/modules/accounts/index.ts';

type Browser = ReturnType<typeof browser>;

/** The code an authenticator app shows now, or `steps` time steps (30 s each) from now. */
const codeFor = (secret: string, steps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/** A 6-digit code that is not the current one. */
const wrongCode = (secret: string) => String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, '0');

const recoveryCodePattern = /^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/;

async function profileRow(id: number) {
  return testDb()('profiles').where({ id }).first('totp_secret', 'totp_enabled_at', 'totp_last_step', 'security_stamp');
}

/** Turns two-factor on through the API, as the member, with a code computed from the secret it answered. */
async function enableTwoFactor(member: ProfileRecord) {
  const agent = await loggedOnAs(member);
  const token = await agent.csrf('/Start');
  const { secret } = (await agent.get('/api/TwoFactor/ActivationData').expect(200)).body as { secret: string };
  const res = await agent.post('/api/TwoFactor/Enable').set('x-csrf-token', token).send({ code: codeFor(secret) }).expect(200);
  return { agent, token, secret, recoveryCodes: res.body.recoveryCodes as string[] };
}

/** The password step in a fresh browser; answers the browser and the response. */
async function passwordStep(member: ProfileRecord, password = testPassword, extra: Record<string, unknown> = {}) {
  const agent = browser();
  await agent.csrf('/LogOn');
  const res = await agent.postForm('/LogOn', { name: member.name, password, ...extra });
  return { agent, res };
}

/** The second step: posts the code (or the recovery code) with the token of the log-on form (no session yet). */
const codeStep = (agent: Browser, fields: { code?: string; recoveryCode?: string }) => agent.postForm('/LogOn/TwoFactor', fields);

/** The parts of a stored session these tests change. */
/** Makes the browser's session one that staff opened while acting as the member (as impersonation does). */
const markImpersonated = (agent: Agent, staffId: number) =>
  editSession(agent, (sess) => {
    sess.passport.user.impersonatedBy = staffId;
  });

describe('two-factor log on (TOTP)', () => {
  describe('/api/TwoFactor', () => {
    it('answers 401 to a visitor who is not logged on', async () => {
      await request(testApp()).get('/api/TwoFactor/ActivationData').expect(401);
      const visitor = browser();
      const token = await visitor.csrf('/LogOn');
      await visitor.post('/api/TwoFactor/Enable').set('x-csrf-token', token).send({ code: '123456' }).expect(401);
      await visitor.post('/api/TwoFactor/Disable').set('x-csrf-token', token).send({ password: testPassword, code: '123456' }).expect(401);
    });

    it('ActivationData gives a pending secret, its otpauth URI and a QR code drawn on our server, and changes nothing yet', async () => {
      const member = await buildMember();
      const agent = await loggedOnAs(member);
      const res = await agent.get('/api/TwoFactor/ActivationData').expect(200).expect('Cache-Control', 'no-store');
      const { secret, otpauthUrl, qrCodeDataUrl } = res.body as Record<string, string>;
      expect(secret).to.match(/^[A-Z2-7]{32}$/);
      const uri = new URL(otpauthUrl!);
      expect(uri.protocol).to.equal('otpauth:');
      expect(uri.host).to.equal('totp');
      expect(decodeURIComponent(uri.pathname)).to.include(member.name);
      expect(uri.searchParams.get('secret')).to.equal(secret);
      expect(uri.searchParams.get('algorithm')).to.equal('SHA1');
      expect(uri.searchParams.get('digits')).to.equal('6');
      expect(uri.searchParams.get('period')).to.equal('30');
      expect(qrCodeDataUrl).to.match(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
      expect((await agent.get('/api/TwoFactor/ActivationData').expect(200)).body.secret, 'the pending secret stays while it is set up').to.equal(secret);
      const row = await profileRow(member.id);
      expect(row.totp_secret).to.equal(null);
      expect(row.totp_enabled_at).to.equal(null);
    });

    it('Enable refuses a wrong or malformed code with 400 naming code, and needs ActivationData first', async () => {
      const member = await buildMember();
      const agent = await loggedOnAs(member);
      const token = await agent.csrf('/Start');
      const early = await agent.post('/api/TwoFactor/Enable').set('x-csrf-token', token).send({ code: '123456' }).expect(400);
      expect(early.body.error.field).to.equal('code');
      const { secret } = (await agent.get('/api/TwoFactor/ActivationData').expect(200)).body as { secret: string };
      const wrong = await agent.post('/api/TwoFactor/Enable').set('x-csrf-token', token).send({ code: wrongCode(secret) }).expect(400);
      expect(wrong.body.error).to.include({ field: 'code', message: 'The code is not correct or has already been used. Wait for the next code and try again.' });
      const malformed = await agent.post('/api/TwoFactor/Enable').set('x-csrf-token', token).send({ code: '12ab56' }).expect(400);
      expect(malformed.body.error.field).to.equal('code');
      const missing = await agent.post('/api/TwoFactor/Enable').set('x-csrf-token', token).send({}).expect(400);
      expect(missing.body.error.field).to.equal('code');
      expect((await profileRow(member.id)).totp_enabled_at).to.equal(null);
    });

    it('Enable stores the secret, keeps this session and answers ten recovery codes stored only as hashes', async () => {
      const member = await buildMember();
      const { agent, token, secret, recoveryCodes } = await enableTwoFactor(member);
      expect(recoveryCodes).to.have.length(10);
      for (const code of recoveryCodes) expect(code).to.match(recoveryCodePattern);
      expect(new Set(recoveryCodes).size).to.equal(10);
      const row = await profileRow(member.id);
      expect(row.totp_secret, 'stored encrypted').to.match(/^v1:/).and.not.include(secret);
      expect(openSecret(row.totp_secret)).to.equal(secret);
      expect(row.totp_enabled_at).to.be.instanceOf(Date);
      expect(row.security_stamp).to.equal(member.securityStamp);
      const stored = await testDb()('recovery_codes').where({ profile_id: member.id });
      expect(stored).to.have.length(10);
      for (const r of stored) {
        expect(r.code_hash).to.match(/^\$argon2id\$/);
        expect(recoveryCodes.some((c) => r.code_hash.includes(c) || r.code_hash.includes(c.replace(/-/g, '')))).to.equal(false);
      }
      await agent.get('/Start').expect(200);
      await agent.get('/api/TwoFactor/ActivationData').expect(409);
      await agent.post('/api/TwoFactor/Enable').set('x-csrf-token', token).send({ code: codeFor(secret, 1) }).expect(400);
    });
  });

  describe('the log-on step', () => {
    it('asks for the code after the password and gives no session until the right code is typed', async () => {
      const member = await buildMember();
      const { secret } = await enableTwoFactor(member);
      const { agent, res } = await passwordStep(member, testPassword, { u: '/Support' });
      expect(res.status).to.equal(303);
      expect(res.headers.location).to.equal('/LogOn/TwoFactor');
      await agent.get('/Start').expect(302).expect('Location', '/?u=%2FStart');

      const form = await agent.get('/LogOn/TwoFactor').expect(200);
      expect(form.text).to.match(/<input id="totp-code" name="code" type="text" inputmode="numeric" pattern="\[0-9\]\{6\}" maxlength="6" autocomplete="one-time-code" required/);
      expect(form.text).to.include('name="recoveryCode"');
      expect(form.text).to.include('Use a recovery code instead');

      const wrong = await codeStep(agent, { code: wrongCode(secret) }).expect(401);
      expect(wrong.text).to.include('That code is not correct or has already been used.');
      const malformed = await codeStep(agent, { code: '12345' }).expect(400);
      expect(malformed.text).to.include('The code is 6 digits.');
      await agent.get('/Start').expect(302);

      // The code of the next step: the current one was spent by Enable.
      await codeStep(agent, { code: codeFor(secret, 1) }).expect(303).expect('Location', '/Support');
      expect((await agent.get('/Start').expect(200)).text).to.include(member.name);
      // Logged on now: the step is for visitors only (access 'guest').
      await agent.get('/LogOn/TwoFactor').expect(302).expect('Location', '/Start');
    });

    it('keeps "remember me" from the password step', async () => {
      const member = await buildMember();
      const { secret } = await enableTwoFactor(member);
      const { agent } = await passwordStep(member, testPassword, { rememberMe: 'on' });
      const res = await codeStep(agent, { code: codeFor(secret, 1) }).expect(303).expect('Location', '/Start');
      const expires = Date.parse(/Expires=([^;]+)/.exec(String(res.headers['set-cookie']).split('nordlys.sid')[1] ?? '')![1]!);
      expect(expires - Date.now()).to.be.above(29 * 24 * 3600_000);
    });

    it('accepts a code only once, also in another log on', async () => {
      const member = await buildMember();
      const { secret } = await enableTwoFactor(member);
      const code = codeFor(secret, 1);
      const first = await passwordStep(member);
      await codeStep(first.agent, { code }).expect(303).expect('Location', '/Start');
      const second = await passwordStep(member);
      const replay = await codeStep(second.agent, { code }).expect(401);
      expect(replay.text).to.include('already been used');
      await second.agent.get('/Start').expect(302);
      // The code used to turn two-factor on is spent as well.
      const third = await passwordStep(member);
      await codeStep(third.agent, { code: codeFor(secret) }).expect(401);
    });

    it('accepts a recovery code once, typed in any case and spacing, and says how many are left', async () => {
      const member = await buildMember();
      const { recoveryCodes } = await enableTwoFactor(member);
      const typed = ` ${recoveryCodes[3]!.toUpperCase().replace(/-/g, ' ')} `;
      const first = await passwordStep(member);
      await codeStep(first.agent, { recoveryCode: typed }).expect(303).expect('Location', '/Start');
      expect((await first.agent.get('/Start').expect(200)).text).to.include('You logged on with a recovery code. You have 9 left.');
      const used = await testDb()('recovery_codes').where({ profile_id: member.id }).whereNotNull('used_at');
      expect(used).to.have.length(1);

      const second = await passwordStep(member);
      const again = await codeStep(second.agent, { recoveryCode: recoveryCodes[3]! }).expect(401);
      expect(again.text).to.include('That recovery code is not correct or has already been used.');
      await codeStep(second.agent, { recoveryCode: 'zzzz-zzzz-zzzz' }).expect(401);
      await codeStep(second.agent, { recoveryCode: recoveryCodes[4]! }).expect(303).expect('Location', '/Start');
    });

    it('sends a browser without a pending log on back to /LogOn', async () => {
      const agent = browser();
      await agent.get('/LogOn/TwoFactor').expect(302).expect('Location', '/LogOn');
      await agent.csrf('/LogOn');
      await agent.postForm('/LogOn/TwoFactor', { code: '123456' }).expect(303).expect('Location', '/LogOn');
    });

    it('drops a pending log on that is older than five minutes', async () => {
      const member = await buildMember();
      const { secret } = await enableTwoFactor(member);
      const { agent } = await passwordStep(member);
      await agent.csrf('/LogOn/TwoFactor');
      await editSession(agent, (sess) => {
        sess.pendingLogon!.at -= 5 * 60_000 + 1000;
      });
      await agent.postForm('/LogOn/TwoFactor', { code: codeFor(secret, 1) }).expect(303).expect('Location', '/LogOn');
      expect((await agent.get('/LogOn').expect(200)).text).to.include('Your log on took too long. Please log on again.');
      await agent.get('/Start').expect(302);
    });

    it('drops the pending log on after five wrong codes, and limits attempts per account with 429', async () => {
      const member = await buildMember();
      const { secret } = await enableTwoFactor(member);
      for (let round = 0; round < 2; round++) {
        const { agent } = await passwordStep(member);
        for (let i = 0; i < 4; i++) await codeStep(agent, { code: wrongCode(secret) }).expect(401);
        await codeStep(agent, { code: wrongCode(secret) }).expect(303).expect('Location', '/LogOn');
        expect((await agent.get('/LogOn').expect(200)).text).to.include('Too many wrong codes. Please log on again.');
        await agent.get('/LogOn/TwoFactor').expect(302).expect('Location', '/LogOn');
      }
      // Ten wrong codes spent the account's budget: even the right code now waits.
      const { agent } = await passwordStep(member);
      const limited = await codeStep(agent, { code: codeFor(secret, 1) }).expect(429);
      expect(Number(limited.headers['retry-after'])).to.be.greaterThan(0);
      await agent.get('/Start').expect(302);
    });

    it('cancels a scheduled deletion only after the code: the password alone changes nothing', async () => {
      const member = await buildMember();
      const { agent: own, secret } = await enableTwoFactor(member);
      await own.csrf('/EditProfile/Delete');
      await own.postForm('/EditProfile/Delete', { password: testPassword }).expect(200);
      const scheduled = await testDb()('profiles').where({ id: member.id }).first('status', 'deletion_requested_at', 'last_logon_at');
      expect(scheduled.status).to.equal(7);

      const { agent, res } = await passwordStep(member);
      expect(res.headers.location).to.equal('/LogOn/TwoFactor');
      expect(await testDb()('profiles').where({ id: member.id }).first('status', 'deletion_requested_at', 'last_logon_at')).to.deep.equal(scheduled);

      await codeStep(agent, { code: codeFor(secret, 1) }).expect(303).expect('Location', '/Start');
      const after = await testDb()('profiles').where({ id: member.id }).first('status', 'deletion_requested_at', 'last_logon_at');
      expect([after.status, after.deletion_requested_at]).to.deep.equal([3, null]);
      expect(after.last_logon_at).to.be.instanceOf(Date);
      expect(new Date(after.last_logon_at).getTime()).to.be.greaterThan(new Date(scheduled.last_logon_at).getTime());
      expect((await agent.get('/Start').expect(200)).text).to.include('Welcome back! Your profile will not be deleted after all.');
    });

    it('voids a pending log on when the security stamp changes before the code (log out everywhere, password reset)', async () => {
      const member = await buildMember({ email: 'stamp-2fa@example.test' });
      const { agent: own, secret } = await enableTwoFactor(member);
      const code = codeFor(secret, 1);

      const pending = await passwordStep(member);
      await own.csrf('/Settings');
      await own.postForm('/Settings/LogOutEverywhere', {}).expect(303);
      await codeStep(pending.agent, { code }).expect(303).expect('Location', '/LogOn');
      expect((await pending.agent.get('/LogOn').expect(200)).text).to.include('Please log on again.');
      await pending.agent.get('/Start').expect(302);

      const beforeReset = await passwordStep(member);
      const forgot = browser();
      await forgot.csrf('/ForgotPassword');
      await forgot.postForm('/ForgotPassword', { nameOrEmail: member.email }).expect(303);
      const link = new URL(/(http:\/\/\S+\/ResetPassword\?q=[\w-]+)/.exec((await mailbox().waitFor('stamp-2fa@example.test')).text)![1]!);
      const reset = browser();
      await reset.csrf(link.pathname + link.search);
      await reset.postForm('/ResetPassword', { q: link.searchParams.get('q')!, password: 'a brand new secret', confirmPassword: 'a brand new secret' }).expect(303);
      await codeStep(beforeReset.agent, { code }).expect(303).expect('Location', '/LogOn');
      await beforeReset.agent.get('/Start').expect(302);

      // The code was not spent on the voided log ons: the member's own log on with the new password takes it.
      const fresh = await passwordStep(member, 'a brand new secret');
      await codeStep(fresh.agent, { code }).expect(303).expect('Location', '/Start');
    });

    it('is not bypassed by a password reset', async () => {
      const member = await buildMember({ email: 'reset-2fa@example.test' });
      const { secret } = await enableTwoFactor(member);
      const forgot = browser();
      await forgot.csrf('/ForgotPassword');
      await forgot.postForm('/ForgotPassword', { nameOrEmail: member.email }).expect(303);
      const link = new URL(/(http:\/\/\S+\/ResetPassword\?q=[\w-]+)/.exec((await mailbox().waitFor('reset-2fa@example.test')).text)![1]!);
      const agent = browser();
      await agent.csrf(link.pathname + link.search);
      const q = link.searchParams.get('q')!;
      await agent.postForm('/ResetPassword', { q, password: 'a brand new secret', confirmPassword: 'a brand new secret' }).expect(303);
      await agent.get('/Start').expect(302);

      const { agent: next, res } = await passwordStep(member, 'a brand new secret');
      expect(res.status).to.equal(303);
      expect(res.headers.location).to.equal('/LogOn/TwoFactor');
      await next.get('/Start').expect(302);
      await codeStep(next, { code: codeFor(secret, 1) }).expect(303).expect('Location', '/Start');
      expect((await profileRow(member.id)).totp_enabled_at).to.be.instanceOf(Date);
    });

    it('shows the step in the visitor\'s language', async () => {
      const member = await buildMember();
      await enableTwoFactor(member);
      const { agent } = await passwordStep(member);
      const cases: [string, string, string][] = [
        ['da-DK', 'Indtast din kode', 'Brug en gendannelseskode i stedet'],
        ['nb-NO', 'Skriv inn koden din', 'Bruk en gjenopprettingskode i stedet'],
        ['sv-SE', 'Ange din kod', 'Använd en återställningskod i stället'],
      ];
      for (const [lang, title, recovery] of cases) {
        const page = await agent.get(`/LogOn/TwoFactor?lang=${lang}`).expect(200);
        expect(page.text, lang).to.include(title).and.include(recovery);
      }
    });
  });

  describe('Disable', () => {
    it('needs the current password and a code, then ends the other sessions and keeps this one', async () => {
      const member = await buildMember();
      const { agent, token, secret } = await enableTwoFactor(member);
      const other = await passwordStep(member);
      await codeStep(other.agent, { code: codeFor(secret, 1) }).expect(303);
      await other.agent.get('/Start').expect(200);

      const disable = (body: Record<string, unknown>) => agent.post('/api/TwoFactor/Disable').set('x-csrf-token', token).send(body);
      expect((await disable({ password: 'not the password', code: codeFor(secret, -1) }).expect(400)).body.error.field).to.equal('password');
      expect((await disable({ password: testPassword, code: wrongCode(secret) }).expect(400)).body.error.field).to.equal('code');
      expect((await disable({ password: testPassword }).expect(400)).body.error.field).to.equal('code');
      expect((await disable({ code: codeFor(secret, -1) }).expect(400)).body.error.field).to.equal('password');
      expect((await profileRow(member.id)).totp_enabled_at).to.be.instanceOf(Date);

      // Steps 0 and +1 are spent (Enable, the other log on); the code of the step before is older still.
      await testDb()('profiles').where({ id: member.id }).update({ totp_last_step: null });
      await disable({ password: testPassword, code: codeFor(secret) }).expect(200);

      const row = await profileRow(member.id);
      expect(row).to.include({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
      expect(row.security_stamp).not.to.equal(member.securityStamp);
      expect(await testDb()('recovery_codes').where({ profile_id: member.id })).to.have.length(0);
      await agent.get('/Start').expect(200);
      await other.agent.get('/Start').expect(302);
      await conflictAfterDisable(agent);
      const { res } = await passwordStep(member);
      expect(res.headers.location).to.equal('/Start');
    });

    it('accepts a recovery code instead of the app code', async () => {
      const member = await buildMember();
      const { agent, token, recoveryCodes } = await enableTwoFactor(member);
      await agent.post('/api/TwoFactor/Disable').set('x-csrf-token', token).send({ password: testPassword, code: recoveryCodes[0] }).expect(200);
      expect((await profileRow(member.id)).totp_enabled_at).to.equal(null);
    });

    async function conflictAfterDisable(agent: Browser) {
      const token = await agent.csrf('/Start');
      await agent.post('/api/TwoFactor/Disable').set('x-csrf-token', token).send({ password: testPassword, code: '123456' }).expect(409);
    }
  });

  describe('an impersonated session', () => {
    it('cannot see the secret, enable or disable', async () => {
      const staff = await buildMember({ staffRole: 40 });
      const member = await buildMember();
      const { agent, token, recoveryCodes } = await enableTwoFactor(member);
      await markImpersonated(agent, staff.id);
      const refused = await agent.post('/api/TwoFactor/Disable').set('x-csrf-token', token).send({ password: testPassword, code: recoveryCodes[0] }).expect(403);
      expect(refused.body.error.code).to.equal('impersonating');
      const page = await agent.get('/Settings/TwoFactor').expect(200);
      expect(page.text).to.include('While you act as this member you cannot change');
      expect(page.text).not.to.include('action="/Settings/TwoFactor/Disable"');
      expect((await profileRow(member.id)).totp_enabled_at).to.be.instanceOf(Date);

      const other = await buildMember();
      const otherAgent = await loggedOnAs(other);
      const otherToken = await otherAgent.csrf('/Start');
      await markImpersonated(otherAgent, staff.id);
      await otherAgent.get('/api/TwoFactor/ActivationData').expect(403);
      await otherAgent.post('/api/TwoFactor/Enable').set('x-csrf-token', otherToken).send({ code: '123456' }).expect(403);
      expect((await otherAgent.get('/Settings/TwoFactor').expect(200)).text).not.to.include('data:image/png');
    });
  });

  describe('/Settings/TwoFactor without JavaScript', () => {
    it('turns two-factor on with the QR page and shows the recovery codes once', async () => {
      const member = await buildMember();
      const agent = await loggedOnAs(member);
      const settings = await agent.get('/Settings').expect(200);
      expect(settings.text).to.include('href="/Settings/TwoFactor"');

      const page = await agent.get('/Settings/TwoFactor').expect(200).expect('Cache-Control', 'no-store');
      expect(page.text).to.match(/<img src="data:image\/png;base64,[^"]+" width="240" height="240" alt="QR code/);
      const secret = /<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(page.text)![1]!.replace(/ /g, '');
      expect(secret).to.have.length(32);
      expect(page.text).to.include('inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code"');

      await agent.csrf('/Settings/TwoFactor');
      const wrong = await agent.postForm('/Settings/TwoFactor', { code: wrongCode(secret) }).expect(400);
      expect(wrong.text).to.include('The code is not correct or has already been used.');
      expect(wrong.text, 'the same secret after a typo').to.include(/<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(page.text)![1]!);

      const done = await agent.postForm('/Settings/TwoFactor', { code: codeFor(secret) }).expect(200).expect('Cache-Control', 'no-store');
      const shown = [...done.text.matchAll(/<li><code>([0-9a-z-]+)<\/code><\/li>/g)].map((m) => m[1]!);
      expect(shown).to.have.length(10);
      expect(done.text).to.include('They will not be shown again.');
      expect(openSecret((await profileRow(member.id)).totp_secret)).to.equal(secret);

      const manage = await agent.get('/Settings/TwoFactor').expect(200);
      expect(manage.text).to.include('Unused recovery codes: 10');
      expect(manage.text).to.include('action="/Settings/TwoFactor/Disable"');
      for (const code of shown) expect(manage.text).not.to.include(code);
      const section = await agent.get('/Settings').expect(200);
      expect(section.text).to.include('Unused recovery codes: 10');

      // The recovery codes shown on the page log on.
      const { agent: next } = await passwordStep(member);
      await codeStep(next, { recoveryCode: shown[0]! }).expect(303).expect('Location', '/Start');
    });

    it('works on the phone itself: an otpauth link, copy buttons, and the codes as a text file', async () => {
      const member = await buildMember({ name: 'Phone_User' });
      const agent = await loggedOnAs(member);
      const page = await agent.get('/Settings/TwoFactor').expect(200);
      const secret = /<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(page.text)![1]!.replace(/ /g, '');
      const otpauth = /<a class="button secondary otpauth-link" id="otpauth-link" href="([^"]+)"/.exec(page.text)![1]!.replace(/&amp;/g, '&');
      const uri = new URL(otpauth);
      expect(uri.protocol).to.equal('otpauth:');
      expect(uri.searchParams.get('secret')).to.equal(secret);
      expect(page.text).to.include('Open in authenticator app');
      // The copy button names an element that holds the key without the grouping spaces; it ships hidden (no JavaScript, no button).
      expect(page.text).to.match(/<button type="button" class="button secondary copy-button" data-copy="#two-factor-key" data-copied-label="Copied" hidden>Copy the key<\/button>/);
      expect(page.text).to.include(`<span id="two-factor-key" hidden>${secret}</span>`);

      await agent.csrf('/Settings/TwoFactor');
      const done = await agent.postForm('/Settings/TwoFactor', { code: codeFor(secret) }).expect(200);
      const shown = [...done.text.matchAll(/<li><code>([0-9a-z-]+)<\/code><\/li>/g)].map((m) => m[1]!);
      const download = /<a class="button secondary recovery-codes-download" id="recovery-codes-download" download="([^"]+)" href="data:text\/plain;charset=utf-8,([^"]+)"/.exec(done.text)!;
      expect(download[1]).to.equal('nordlys-recovery-codes.txt');
      const file = decodeURIComponent(download[2]!.replace(/&amp;/g, '&'));
      expect(file).to.include('Recovery codes for Phone_User on Nordlys.');
      expect(file.trim().split('\n').slice(-10)).to.deep.equal(shown);
      expect(done.text).to.include('data-copy="#recovery-codes-text"');
      expect(/<pre id="recovery-codes-text" hidden>([^<]+)<\/pre>/.exec(done.text)![1]!.split('\n')).to.deep.equal(shown);
    });

    it('turns two-factor off with the password and a code, with the errors next to the fields', async () => {
      const member = await buildMember();
      const { agent, recoveryCodes } = await enableTwoFactor(member);
      await agent.csrf('/Settings/TwoFactor');
      const wrongPassword = await agent.postForm('/Settings/TwoFactor/Disable', { password: 'not the password', code: recoveryCodes[0] }).expect(400);
      expect(wrongPassword.text).to.include('two-factor-password-error');
      const wrongCode = await agent.postForm('/Settings/TwoFactor/Disable', { password: testPassword, code: 'aaaa-bbbb-cccc' }).expect(400);
      expect(wrongCode.text).to.include('id="two-factor-code-error"');
      expect(wrongCode.text).to.include('The code is not correct or has already been used.');
      await agent.postForm('/Settings/TwoFactor/Disable', { password: testPassword, code: recoveryCodes[0] }).expect(303).expect('Location', '/Settings/TwoFactor');
      const after = await agent.get('/Settings/TwoFactor').expect(200);
      expect(after.text).to.include('Two-factor log on is now off. Your other devices have been logged out.');
      expect(after.text).to.include('Turn on two-factor log on');
      expect((await profileRow(member.id)).totp_enabled_at).to.equal(null);
    });

    it('shows the pages in the member\'s language', async () => {
      const member = await buildMember({ language: 'sv-SE' });
      const agent = await loggedOnAs(member);
      const setup = await agent.get('/Settings/TwoFactor').expect(200);
      expect(setup.text).to.include('Slå på tvåfaktorsautentisering').and.include('Skanna den här QR-koden med appen.');
      const da = await agent.get('/Settings/TwoFactor?lang=da-DK').expect(200);
      expect(da.text).to.include('Slå totrinsbekræftelse til');
    });

    it('sends a visitor to log on', async () => {
      await request(testApp()).get('/Settings/TwoFactor').expect(302).expect('Location', '/?u=%2FSettings%2FTwoFactor');
    });
  });
});
