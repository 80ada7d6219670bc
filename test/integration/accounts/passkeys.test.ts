import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { expect } from 'chai';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { testDb, mailbox } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';
import { issueImpersonationLink, type ProfileRecord } from '../../../src/modules/accounts/index.ts';

type Agent = ReturnType<typeof browser>;
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/**
 * A software authenticator (ES256, "none" attestation) that answers WebAuthn ceremonies the way a browser
 * would send them, so the API can be tested end to end without a device. Discoverable: it returns the
 * user handle it was given at registration.
 */
class SoftAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(32));
  private readonly key: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;
  userHandle = '';

  get id(): string {
    return b64(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.key.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    return isoCBOR.encode(cose);
  }

  private clientData(type: string, challenge: string, origin: string): Uint8Array {
    return new Uint8Array(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }

  /** navigator.credentials.create() as JSON, for the given RegistrationOptions. */
  create(options: { challenge: string; rp: { id: string }; user: { id: string } }, origin: string) {
    this.userHandle = options.user.id;
    const flags = 0x01 | 0x04 | 0x40; // user present, user verified, attested credential data
    const authData = concat(
      sha256(options.rp.id),
      new Uint8Array([flags]),
      uint32(this.counter),
      new Uint8Array(16), // AAGUID
      new Uint8Array([0, this.credentialId.length]),
      this.credentialId,
      this.cosePublicKey(),
    );
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, origin)), attestationObject: b64(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() as JSON; `tamper` spoils the signature, `verified: false` skips user verification. */
  get(options: { challenge: string; rpId: string }, origin: string, { tamper = false, credentialId = this.id, verified = true } = {}) {
    this.counter += 1;
    const authData = concat(sha256(options.rpId), new Uint8Array([0x01 | (verified ? 0x04 : 0)]), uint32(this.counter));
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = new Uint8Array(sign('sha256', concat(authData, sha256(clientDataJSON)), this.key.privateKey));
    if (tamper) signature.set([signature[10]! ^ 0xff], 10); // a byte inside r of the DER signature
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature), userHandle: this.userHandle || undefined },
      clientExtensionResults: {},
    };
  }
}

/** The configured (seeded) origin of the site at `host`: the origin a browser there signs for. */
const originAt = (host: string) => `http://${host}:3000`;

const chromeUA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** A member logged on at `host`, with the CSRF token of a page that has the meta tag. */
async function memberAt(host = 'localhost', overrides: Parameters<typeof buildMember>[0] = {}) {
  const member = await buildMember({ emailConfirmed: true, ...overrides });
  const agent = await loggedOnAs(member, { host });
  const token = await agent.csrf('/Settings');
  const api = (action: string, body: object = {}) => agent.post(`/api/Passkeys/${action}`).set('x-csrf-token', token).set('User-Agent', chromeUA).send(body);
  return { member, agent, token, api };
}

/** Registers a passkey for a logged-on member through the API; returns the authenticator and the reply. */
async function registerPasskey(api: (action: string, body?: object) => ReturnType<Agent['post']>, host = 'localhost', name?: string) {
  const authenticator = new SoftAuthenticator();
  const options = (await api('RegistrationOptions').expect(200)).body;
  const reply = await api('Register', { response: authenticator.create(options, originAt(host)), ...(name ? { name } : {}) }).expect(200);
  return { authenticator, passkey: reply.body as { id: number; name: string } };
}

/** A visitor at `host` ready to call the LogOn controller. */
async function visitorAt(host = 'localhost') {
  const agent = browser(host);
  const token = await agent.csrf('/LogOn');
  const call = (action: string, body: object = {}) => agent.post(`/api/LogOn/${action}`).set('x-csrf-token', token).send(body);
  return { agent, call };
}

async function passkeyLogOn(authenticator: SoftAuthenticator, host = 'localhost', extra: Record<string, unknown> = {}, tamper = false) {
  const visitor = await visitorAt(host);
  const options = (await visitor.call('GetAssertionOptions').expect(200)).body;
  const authenticatorResponse = authenticator.get(options, originAt(host), { tamper });
  const res = await visitor.call('PasskeyLogin', { authenticatorResponse, rememberMe: false, options, ...extra });
  return { ...visitor, options, authenticatorResponse, res };
}

const passkeysOf = (profile: ProfileRecord) => testDb()('passkeys').where({ profile_id: profile.id }).orderBy('id');
const mailJobs = () => testDb()('jobs').where({ name: 'mail.send' }).orderBy('id');
const loginFailed = 'Failed to login. Please try again. If the issue persists, please contact support';

describe('passkeys: registration and management (/api/Passkeys)', () => {
  it('refuses every action to a visitor who is not logged on (401)', async () => {
    const agent = browser('localhost');
    const token = await agent.csrf('/LogOn');
    for (const [method, action] of [['post', 'RegistrationOptions'], ['post', 'Register'], ['get', 'List'], ['post', 'Rename'], ['post', 'Remove']] as const) {
      const req = method === 'get' ? agent.get(`/api/Passkeys/${action}`) : agent.post(`/api/Passkeys/${action}`).set('x-csrf-token', token).send({});
      const res = await req;
      expect(res.status, action).to.equal(401);
      expect(res.body.error.code, action).to.equal('unauthorized');
    }
  });

  it('offers registration options for this host, the profile and a stored two-minute challenge', async () => {
    const { member, api } = await memberAt('localhost', { name: 'Nordkapp' });
    const started = Date.now();
    const options = (await api('RegistrationOptions').expect(200)).body;
    expect(options.rp).to.deep.equal({ id: 'localhost', name: options.rp.name });
    expect(options.rp.name).to.be.a('string').and.not.equal('');
    expect(options.user.name).to.equal('Nordkapp');
    expect(options.authenticatorSelection).to.include({ residentKey: 'required', userVerification: 'required' });
    expect(options.attestation).to.equal('none');
    expect(options.timeout).to.equal(120_000);
    const row = await testDb()('webauthn_challenges').where({ challenge: options.challenge }).first();
    expect(row).to.include({ purpose: 'register', rp_id: 'localhost', used_at: null });
    expect(Number(row.profile_id)).to.equal(member.id);
    const ttl = new Date(row.expires_at).getTime() - started;
    expect(ttl).to.be.within(110_000, 125_000);
  });

  it('registers a passkey with a default name from the browser, stores it for this host and mails the member', async () => {
    const { member, api } = await memberAt();
    const { authenticator, passkey } = await registerPasskey(api);
    expect(passkey.name).to.equal('Passkey on Chrome');
    const [row] = await passkeysOf(member);
    expect(row).to.include({ rp_id: 'localhost', credential_id: authenticator.id, name: 'Passkey on Chrome' });
    expect(row.user_handle).to.equal(authenticator.userHandle);
    expect(row.transports).to.deep.equal(['internal']);
    const [mail] = await mailJobs();
    expect(JSON.parse(typeof mail.payload === 'string' ? mail.payload : JSON.stringify(mail.payload))).to.include({ to: member.email, subject: 'A passkey was added to your profile' });
    // The next options exclude it, and reuse the same user handle so the device replaces rather than duplicates.
    const next = (await api('RegistrationOptions').expect(200)).body;
    expect(next.excludeCredentials.map((c: { id: string }) => c.id)).to.deep.equal([authenticator.id]);
    expect(next.user.id).to.equal(authenticator.userHandle);
  });

  it('takes a given name, and refuses a bad one naming the field', async () => {
    const { api } = await memberAt();
    const { passkey } = await registerPasskey(api, 'localhost', '  My phone  ');
    expect(passkey.name).to.equal('My phone');
    const authenticator = new SoftAuthenticator();
    const options = (await api('RegistrationOptions').expect(200)).body;
    const tooLong = await api('Register', { response: authenticator.create(options, originAt('localhost')), name: 'x'.repeat(61) }).expect(400);
    expect(tooLong.body.error).to.include({ field: 'name', message: 'Give the passkey a name of 1 to 60 characters.' });
    const missing = await api('Register', { name: 'No response' }).expect(400);
    expect(missing.body.error.field).to.equal('response');
    const garbled = await api('Register', { response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'not json', attestationObject: 'AAAA' } } }).expect(400);
    expect(garbled.body.error.field).to.match(/^response\./);
  });

  it('uses a registration challenge once, and only for the profile and host it was issued to', async () => {
    const first = await memberAt();
    const other = await memberAt();
    const authenticator = new SoftAuthenticator();
    const options = (await first.api('RegistrationOptions').expect(200)).body;
    const response = authenticator.create(options, originAt('localhost'));
    const stolen = await other.api('Register', { response }).expect(400);
    expect(stolen.body.error.code).to.equal('challengeExpired');
    await first.api('Register', { response }).expect(200);
    const again = await first.api('Register', { response }).expect(400);
    expect(again.body.error.code).to.equal('challengeExpired');
    expect(await testDb()('passkeys').count('id as n').first()).to.deep.equal({ n: 1 });
  });

  it('refuses an attestation made for another origin', async () => {
    const { member, api } = await memberAt();
    const options = (await api('RegistrationOptions').expect(200)).body;
    const res = await api('Register', { response: new SoftAuthenticator().create(options, 'http://evil.example') }).expect(400);
    expect(res.body.error.code).to.equal('registrationFailed');
    expect(await passkeysOf(member)).to.have.length(0);
  });

  it('lists, renames and removes only the member\'s own passkeys (404 for someone else\'s)', async () => {
    const owner = await memberAt();
    const intruder = await memberAt();
    const { passkey } = await registerPasskey(owner.api);
    await registerPasskey(intruder.api);

    const list = await owner.agent.get('/api/Passkeys/List').expect(200);
    expect(list.body.map((p: { id: number }) => p.id)).to.deep.equal([passkey.id]);
    expect(list.body[0]).to.include({ name: 'Passkey on Chrome', lastUsed: null, synced: false });
    expect(list.body[0].created).to.match(/^\d\d\/\d\d\/\d{4}$/);

    expect((await intruder.api('Rename', { id: passkey.id, name: 'Mine now' }).expect(404)).body.error.message).to.equal('Passkey not found');
    await intruder.api('Remove', { id: passkey.id }).expect(404);
    expect((await testDb()('passkeys').where({ id: passkey.id }).first()).name).to.equal('Passkey on Chrome');

    expect((await owner.api('Rename', { id: passkey.id, name: '' }).expect(400)).body.error.field).to.equal('name');
    expect((await owner.api('Rename', { id: passkey.id, name: 'a\u0007b' }).expect(400)).body.error.field).to.equal('name');
    expect((await owner.api('Rename', { id: 'abc', name: 'Laptop' }).expect(400)).body.error.field).to.equal('id');
    const renamed = await owner.api('Rename', { id: passkey.id, name: 'Laptop' }).expect(200);
    expect(renamed.body.name).to.equal('Laptop');

    expect((await owner.api('Remove', {}).expect(400)).body.error.field).to.equal('id');
    await owner.api('Remove', { id: passkey.id }).expect(200);
    expect(await passkeysOf(owner.member)).to.have.length(0);
    const subjects = (await mailJobs()).map((j) => (typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload).subject);
    expect(subjects).to.include('A passkey was removed from your profile');
  });

  it('keeps each site variant apart: a passkey of localhost is not listed or changeable on dark.localhost', async () => {
    const member = await buildMember({ darkStatus: 3, member: true, emailConfirmed: true });
    const regular = await loggedOnAs(member, { host: 'localhost' });
    const regularToken = await regular.csrf('/Settings');
    const { passkey } = await registerPasskey((a, b = {}) => regular.post(`/api/Passkeys/${a}`).set('x-csrf-token', regularToken).send(b));
    const dark = await loggedOnAs(member, { host: 'dark.localhost' });
    const darkToken = await dark.csrf('/Settings');
    expect((await dark.get('/api/Passkeys/List').expect(200)).body).to.deep.equal([]);
    await dark.post('/api/Passkeys/Remove').set('x-csrf-token', darkToken).send({ id: passkey.id }).expect(404);
    const darkOptions = (await dark.post('/api/Passkeys/RegistrationOptions').set('x-csrf-token', darkToken).send({}).expect(200)).body;
    expect(darkOptions.rp.id).to.equal('dark.localhost');
    expect(darkOptions.excludeCredentials).to.deep.equal([]);
  });

  it('lets staff acting as the member look at the passkeys but not change them', async () => {
    const staff = await buildMember({ staffRole: 40 });
    const member = await buildMember();
    const link = await issueImpersonationLink(testDb(), staff.name, member.name, 1);
    const agent = browser();
    await agent.get(link.replace(/^https?:\/\/[^/]+/, '')).expect(302);
    const token = await agent.csrf('/Settings');
    await agent.get('/api/Passkeys/List').expect(200);
    for (const action of ['RegistrationOptions', 'Register', 'Rename', 'Remove']) {
      const body = action === 'Rename' ? { id: 1, name: 'x' } : action === 'Remove' ? { id: 1 } : action === 'Register' ? { response: new SoftAuthenticator().create({ challenge: 'AAAAAAAAAAAAAAAAAAAAAA', rp: { id: '127.0.0.1' }, user: { id: 'AAAA' } }, 'http://127.0.0.1') } : {};
      const res = await agent.post(`/api/Passkeys/${action}`).set('x-csrf-token', token).send(body);
      expect(res.status, action).to.equal(403);
      expect(res.body.error.code, action).to.equal('impersonating');
    }
  });

  it('adds passkeys only once the e-mail address is confirmed (403 emailNotConfirmed), and /Settings says how', async () => {
    const { member, agent, api } = await memberAt('localhost', { emailConfirmed: false });
    const refused = await api('RegistrationOptions').expect(403);
    expect(refused.body.error).to.include({
      code: 'emailNotConfirmed',
      message: 'Confirm your e-mail address before you add a passkey: open the link we sent to it. If the address is wrong, change it under Settings › Account information.',
    });
    expect(await testDb()('webauthn_challenges').where({ profile_id: member.id })).to.have.length(0);
    const settings = await agent.get('/Settings').expect(200);
    expect(settings.text).to.include('You can add a passkey once your e-mail address is confirmed').and.include('<a href="/EditProfile/AccountInformation">Account information</a>');
    expect((await agent.get('/Settings?lang=sv-SE').expect(200)).text).to.include('<a href="/EditProfile/AccountInformation">Kontouppgifter</a>');

    // Confirmed while a challenge is out: Register checks the address too.
    await testDb()('profiles').where({ id: member.id }).update({ email_confirmed_at: testDb().fn.now() });
    const options = (await api('RegistrationOptions').expect(200)).body;
    await testDb()('profiles').where({ id: member.id }).update({ email_confirmed_at: null });
    const late = await api('Register', { response: new SoftAuthenticator().create(options, originAt('localhost')) }).expect(403);
    expect(late.body.error.code).to.equal('emailNotConfirmed');
    expect(await passkeysOf(member)).to.have.length(0);
  });

  it('lists the passkeys of this site in the password-reset mail, with the link to /Settings to remove them', async () => {
    const { member, api } = await memberAt('localhost', { email: 'keys@example.test' });
    await registerPasskey(api, 'localhost', 'Work laptop');
    await registerPasskey(api, 'localhost', 'Old phone');
    const visitor = browser();
    const token = await visitor.csrf('/ForgotPassword');
    await visitor.post('/api/LogOn/ForgotPassword').set('x-csrf-token', token).send({ nameOrEmail: member.name }).expect(200);
    const text = (await mailbox().waitFor('keys@example.test', (m) => m.subject === 'Choose a new password')).text.replace(/\r\n/g, '\n');
    expect(text).to.include('Your profile also has these passkeys on Nordlys');
    expect(text).to.include('\n- Work laptop\n- Old phone\n');
    expect(text).to.include(`remove it under Settings once you have logged on: ${originAt('localhost')}/Settings`);
    expect(text).to.match(/\/ResetPassword\?q=[\w-]+/);

    const plain = await buildMember({ email: 'nokeys@example.test' });
    await visitor.post('/api/LogOn/ForgotPassword').set('x-csrf-token', token).send({ nameOrEmail: plain.email }).expect(200);
    const other = await mailbox().waitFor('nokeys@example.test');
    expect(other.text).not.to.include('passkeys').and.not.include('/Settings');
  });

  it('shows the passkeys section on /Settings with the island and its no-JavaScript note', async () => {
    const { agent, api } = await memberAt();
    await registerPasskey(api, 'localhost', 'Work laptop');
    const page = await agent.get('/Settings').expect(200);
    expect(page.text).to.include('data-island="PasskeyManager"');
    expect(page.text).to.include('Work laptop');
    expect(page.text).to.include('Passkeys need JavaScript.');
  });
});

describe('passkeys: log on (/api/LogOn/GetAssertionOptions and PasskeyLogin)', () => {
  async function memberWithPasskey(host = 'localhost', overrides: Parameters<typeof buildMember>[0] = {}) {
    const { member, api, agent } = await memberAt(host, overrides);
    const { authenticator, passkey } = await registerPasskey(api, host);
    await agent.post('/LogOut').type('form').send({ _csrf: await agent.csrf('/Settings') });
    return { member, authenticator, passkey };
  }

  it('answers options with a challenge, allowCredentials and the challengeId, for this host', async () => {
    const { call } = await visitorAt('dark.localhost');
    const options = (await call('GetAssertionOptions').expect(200)).body;
    expect(options).to.have.keys(['challenge', 'allowCredentials', 'rpId', 'timeout', 'userVerification', 'challengeId']);
    expect(options).to.include({ rpId: 'dark.localhost', userVerification: 'required', timeout: 120_000 });
    expect(options.allowCredentials).to.deep.equal([]);
    expect(options.challengeId).to.match(/^\d+$/);
    const row = await testDb()('webauthn_challenges').where({ id: Number(options.challengeId) }).first();
    expect(row).to.include({ challenge: options.challenge, purpose: 'authenticate', rp_id: 'dark.localhost', profile_id: null });
  });

  it('logs on with a passkey (both factors, no TOTP step), lands on u or /Start and records the use', async () => {
    const { member, authenticator, passkey } = await memberWithPasskey('localhost');
    await testDb()('profiles').where({ id: member.id }).update({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_enabled_at: testDb().fn.now() });
    const { res, agent } = await passkeyLogOn(authenticator);
    expect(res.status, res.text).to.equal(200);
    expect(res.body).to.deep.equal({ success: true, redirectUrl: '/Start' });
    expect((await agent.get('/Start').expect(200)).text).to.include(member.name);
    const row = await testDb()('passkeys').where({ id: passkey.id }).first();
    expect(Number(row.counter)).to.equal(authenticator.counter);
    expect(row.last_used_at).to.not.equal(null);
    const withU = await passkeyLogOn(authenticator, 'localhost', { u: '/Support/FAQ' });
    expect(withU.res.body.redirectUrl).to.equal('/Support/FAQ');
    const offsite = await passkeyLogOn(authenticator, 'localhost', { u: 'https://evil.example/' });
    expect(offsite.res.body.redirectUrl).to.equal('/Start');
  });

  it('keeps the session for 30 days with rememberMe', async () => {
    const { authenticator } = await memberWithPasskey();
    const visitor = await visitorAt();
    const options = (await visitor.call('GetAssertionOptions').expect(200)).body;
    const res = await visitor.call('PasskeyLogin', { authenticatorResponse: authenticator.get(options, originAt('localhost')), rememberMe: true, options }).expect(200);
    const cookie = String(res.headers['set-cookie']);
    const expires = /nordlys\.sid=[^;]+;[^,]*Expires=([^;]+)/i.exec(cookie)?.[1];
    expect(expires, cookie).to.be.a('string');
    expect(new Date(expires!).getTime() - Date.now()).to.be.greaterThan(29 * 24 * 3600_000);
  });

  it('answers a challenge once: the same assertion again is refused with incorrect-passkey', async () => {
    const { authenticator } = await memberWithPasskey();
    const first = await passkeyLogOn(authenticator);
    expect(first.res.status).to.equal(200);
    const elsewhere = await visitorAt();
    const replay = await elsewhere.call('PasskeyLogin', { authenticatorResponse: first.authenticatorResponse, rememberMe: false, options: first.options });
    expect(replay.status).to.equal(401);
    expect(replay.body.error).to.deep.equal({ code: 'incorrect-passkey', message: loginFailed });
  });

  it('refuses an expired challenge and a challengeId that does not match the signed challenge', async () => {
    const { authenticator } = await memberWithPasskey();
    const visitor = await visitorAt();
    const options = (await visitor.call('GetAssertionOptions').expect(200)).body;
    const other = (await visitor.call('GetAssertionOptions').expect(200)).body;
    const mismatched = await visitor.call('PasskeyLogin', { authenticatorResponse: authenticator.get(options, originAt('localhost')), options: { challengeId: other.challengeId } });
    expect(mismatched.status).to.equal(401);
    await testDb()('webauthn_challenges').where({ id: Number(other.challengeId) }).update({ expires_at: testDb().raw(`now() - interval '1 second'`) });
    const expired = await visitor.call('PasskeyLogin', { authenticatorResponse: authenticator.get(other, originAt('localhost')), options: other });
    expect(expired.status).to.equal(401);
    expect(expired.body.error.code).to.equal('incorrect-passkey');
  });

  it('answers "Passkey not found" (400) for a credential the site does not know', async () => {
    const { res } = await passkeyLogOn(new SoftAuthenticator());
    expect(res.status).to.equal(400);
    expect(res.body.error).to.include({ code: 'passkey-not-found', message: 'Passkey not found' });
  });

  it('refuses an assertion where the device did not verify the person (a passkey stands in for both factors)', async () => {
    const { authenticator } = await memberWithPasskey();
    const visitor = await visitorAt();
    const options = (await visitor.call('GetAssertionOptions').expect(200)).body;
    const res = await visitor.call('PasskeyLogin', { authenticatorResponse: authenticator.get(options, originAt('localhost'), { verified: false }), rememberMe: false, options });
    expect(res.status).to.equal(401);
    expect(res.body.error.code).to.equal('incorrect-passkey');
  });

  it('refuses a bad signature with incorrect-passkey (401) in every language', async () => {
    const { authenticator } = await memberWithPasskey();
    const { res } = await passkeyLogOn(authenticator, 'localhost', {}, true);
    expect(res.status).to.equal(401);
    expect(res.body.error).to.deep.equal({ code: 'incorrect-passkey', message: loginFailed });
    const danish = await visitorAt();
    await danish.agent.get('/LogOn?lang=da-DK').set('Sec-Fetch-Site', 'same-origin');
    const options = (await danish.call('GetAssertionOptions').expect(200)).body;
    const spoiled = await danish.call('PasskeyLogin', { authenticatorResponse: authenticator.get(options, originAt('localhost'), { tamper: true }), options });
    expect(spoiled.body.error.message).to.equal('Det lykkedes ikke at logge ind. Prøv igen. Hvis problemet fortsætter, så kontakt kundeservice');
  });

  it('does not accept a passkey of localhost on dark.localhost', async () => {
    const { authenticator } = await memberWithPasskey('localhost', { darkStatus: 3 });
    const { res } = await passkeyLogOn(authenticator, 'dark.localhost');
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('passkey-not-found');
  });

  it('refuses profiles that may not log on with the same messages as the password log on', async () => {
    const cases: [number, number, string][] = [
      [4, 403, 'Your profile is locked.'],
      [5, 403, 'closed permanently'],
      [6, 403, 'in quarantine'],
      [8, 403, 'This profile has been deleted.'],
    ];
    for (const [status, code, text] of cases) {
      const { member, authenticator } = await memberWithPasskey();
      await testDb()('profiles').where({ id: member.id }).update({ status });
      const { res, agent } = await passkeyLogOn(authenticator);
      expect(res.status, String(status)).to.equal(code);
      expect(res.body.error.message, String(status)).to.include(text);
      await agent.get('/Settings').expect(302);
    }
  });

  it('cancels a pending deletion, like a password log on, records the log on and says so on the next page', async () => {
    const { member, authenticator } = await memberWithPasskey();
    await testDb()('profiles').where({ id: member.id }).update({ status: 7, deletion_requested_at: testDb().fn.now(), last_logon_at: null });
    const { res, agent } = await passkeyLogOn(authenticator);
    expect(res.status).to.equal(200);
    const row = await testDb()('profiles').where({ id: member.id }).first();
    expect(row).to.include({ status: 3, deletion_requested_at: null });
    expect(row.last_logon_at).to.be.instanceOf(Date);
    expect((await agent.get('/Start').expect(200)).text).to.include('Welcome back! Your profile will not be deleted after all.');
  });

  it('names the field of a malformed assertion (400) and refuses a post from another site (403)', async () => {
    const visitor = await visitorAt();
    const options = (await visitor.call('GetAssertionOptions').expect(200)).body;
    const noResponse = await visitor.call('PasskeyLogin', { options }).expect(400);
    expect(noResponse.body.error.field).to.equal('authenticatorResponse');
    const noOptions = await visitor.call('PasskeyLogin', { authenticatorResponse: new SoftAuthenticator().get(options, originAt('localhost')) }).expect(400);
    expect(noOptions.body.error.field).to.equal('options');
    const badClientData = new SoftAuthenticator().get(options, originAt('localhost'));
    badClientData.response.clientDataJSON = 'bm90IGpzb24';
    expect((await visitor.call('PasskeyLogin', { authenticatorResponse: badClientData, options }).expect(400)).body.error.field).to.equal('authenticatorResponse.response.clientDataJSON');
    await visitor.agent.post('/api/LogOn/PasskeyLogin').set('Origin', 'https://evil.example').send({ options }).expect(403);
  });

  it('is rate limited per IP with the log-on budget (429 with Retry-After)', async () => {
    const visitor = await visitorAt();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await visitor.call('PasskeyLogin', {})).status);
    expect(new Set(statuses)).to.deep.equal(new Set([400]));
    const limited = await visitor.call('PasskeyLogin', {});
    expect(limited.status).to.equal(429);
    expect(Number(limited.headers['retry-after'])).to.be.greaterThan(0);
  });

  it('puts the passkey button under the log-on form on / and /LogOn', async () => {
    for (const path of ['/', '/LogOn?u=/Support']) {
      const page = await browser('localhost').get(path).expect(200);
      expect(page.text, path).to.include('data-passkey-logon');
      expect(page.text, path).to.include('Log on with a passkey');
    }
  });
});
