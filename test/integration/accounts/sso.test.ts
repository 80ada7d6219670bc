import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { buildMember, loggedOnAs, testPassword } from '../../support/accounts.ts';
import type { NewProfile } from '../../../src/modules/accounts/index.ts';

const dark = 'dark.localhost';
const approved: Partial<NewProfile> = { member: true, darkStatus: 3 };

/** Logs the profile on at the regular site and mints a token for the dark site; gives the token and the whole URL. */
async function mint(overrides: Partial<NewProfile> = approved, query = 'site=2') {
  const member = await buildMember(overrides);
  const agent = await loggedOnAs(member);
  const res = await agent.get(`/Sso/To?${query}`).expect(302);
  const location = String(res.headers.location);
  const token = new URL(location).searchParams.get('SSO')!;
  return { member, agent, location, token };
}

/** A fresh browser on the dark site, holding a CSRF token for API calls. */
async function darkVisitor() {
  const agent = browser(dark);
  const csrf = await agent.csrf('/LogOn');
  return { agent, csrf };
}

const profileRow = async (id: number) => testDb()('profiles').where({ id }).first();
const ssoToken = async () => testDb()('account_tokens').where({ purpose: 'sso' }).orderBy('id', 'desc').first();

const ssoLogOn = (visitor: Awaited<ReturnType<typeof darkVisitor>>, body: unknown) =>
  visitor.agent.post('/api/LogOn/SsoLogOn').set('x-csrf-token', visitor.csrf).send(body as object);

describe('single sign-on: GET /Sso/To (mint)', () => {
  it("sends the member to the other site's configured origin (dark.localhost:3000 here), with a 60-second token bound to that site", async () => {
    const { member, location, token } = await mint();
    const url = new URL(location);
    expect(url.protocol).to.equal('http:');
    expect(url.hostname).to.equal('dark.localhost');
    expect(url.port).to.match(/^\d+$/);
    expect(url.pathname).to.equal('/');
    expect(token).to.match(/^[\w-]{43}$/);
    const row = await testDb()('account_tokens').where({ purpose: 'sso' }).first();
    expect(Number(row.profile_id)).to.equal(member.id);
    expect(Number(row.site_id)).to.equal(2);
    expect(row.token_hash).to.not.equal(token);
    const seconds = (new Date(row.expires_at).getTime() - Date.now()) / 1000;
    expect(seconds).to.be.within(50, 61);
  });

  it('carries a local path along, and ignores anything that is not one', async () => {
    expect(new URL((await mint(approved, 'site=2&u=%2FSearch%3Fq%3Dx')).location).pathname).to.equal('/Search');
    const offsite = new URL((await mint(approved, 'site=2&u=https%3A%2F%2Fevil.example%2F')).location);
    expect(offsite.hostname).to.equal('dark.localhost');
    expect(offsite.pathname).to.equal('/');
  });

  it('sends a visitor to log on first', async () => {
    await request(testApp()).get('/Sso/To?site=2').expect(302).expect('Location', '/?u=%2FSso%2FTo%3Fsite%3D2');
  });

  it('answers 400 naming site for a missing, malformed, unknown or current site, and mints nothing', async () => {
    const agent = await loggedOnAs(await buildMember());
    for (const query of ['', '?site=abc', '?site=99', '?site=1', '?site=-2']) {
      const res = await agent.get(`/Sso/To${query}`).expect(400);
      expect(res.text, query).to.match(/The field (&#34;|&quot;|")site(&#34;|&quot;|") is (not valid|required)/);
    }
    expect(await testDb()('account_tokens').where({ purpose: 'sso' }).first()).to.equal(undefined);
  });
});

describe('single sign-on: redeeming on the target site', () => {
  it('the SSO start-up parameter asks a visitor "Continue as …?"; only the confirming POST uses the link and logs on (no JavaScript needed)', async () => {
    const { member, location, token } = await mint();
    const loggedOnBefore = (await profileRow(member.id)).last_logon_at;
    const { agent } = await darkVisitor();
    const target = new URL(location);
    await agent.get(`${target.pathname}${target.search}`).expect(302).expect('Location', `/Sso?SSO=${token}&u=%2F`);
    const page = await agent.get(`/Sso${target.search}&u=%2FSearch`).expect(200).expect('Cache-Control', 'no-store').expect('Referrer-Policy', 'no-referrer');
    expect(page.text).to.include(`Continue as ${member.name}?`).and.include('action="/Sso"');
    expect(page.text).to.include(`name="SSO" value="${token}"`).and.include('name="u" value="/Search"');
    expect((await ssoToken()).used_at, 'showing the page uses nothing up').to.equal(null);
    await agent.get('/Start').expect(302);
    expect((await profileRow(member.id)).last_logon_at).to.deep.equal(loggedOnBefore);

    await agent.post('/Sso').set('Origin', 'https://evil.example').type('form').send({ SSO: token, u: '/Search' }).expect(403);
    await agent.csrf(`/Sso${target.search}&u=%2FSearch`);
    await agent.postForm('/Sso', { SSO: token, u: '/Search' }).expect(303).expect('Location', '/Search');
    const start = await agent.get('/Start').expect(200);
    expect(start.text).to.include(member.name);
    expect((await ssoToken()).used_at).to.be.instanceOf(Date);
    expect(new Date((await profileRow(member.id)).last_logon_at).getTime()).to.be.greaterThan(new Date(loggedOnBefore).getTime());

    const replay = browser(dark);
    await replay.get(`/Sso${target.search}&u=%2FSearch`).expect(302).expect('Location', '/LogOn?u=%2FSearch');
    const logOn = await replay.get('/LogOn').expect(200);
    expect(logOn.text).to.include('This sign-on link has expired or has already been used.');
    await replay.csrf('/LogOn');
    await replay.postForm('/Sso', { SSO: token, u: '/Search' }).expect(303).expect('Location', '/LogOn?u=%2FSearch');
    await replay.get('/Start').expect(302);
  });

  it('shows the continue page in the visitor\'s language', async () => {
    const { member, token } = await mint();
    const cases: [string, string][] = [
      ['da-DK', `Fortsæt som ${member.name}?`],
      ['nb-NO', `Fortsette som ${member.name}?`],
      ['sv-SE', `Fortsätta som ${member.name}?`],
    ];
    for (const [lang, heading] of cases) {
      const page = await browser(dark).get(`/Sso?SSO=${token}&lang=${lang}`).expect(200);
      expect(page.text, lang).to.include(heading);
    }
  });

  it("a member who opens someone else's link stays themselves: the link is used up and they are told", async () => {
    const { member: owner, token } = await mint();
    const other = await buildMember({ name: 'StaysMe', ...approved });
    const agent = await loggedOnAs(other, { host: dark });
    const ownerLoggedOn = (await profileRow(owner.id)).last_logon_at;
    await agent.get(`/Start?SSO=${token}`).expect(302).expect('Location', `/Sso?SSO=${token}&u=%2FStart`);
    await agent.get(`/Sso?SSO=${token}&u=%2FStart`).expect(302).expect('Location', '/Start');
    const start = await agent.get('/Start').expect(200);
    expect(start.text).to.include('That sign-on link was for another profile. You are still logged on as StaysMe.');
    // The top bar names who is logged on (the page's sections may well list the owner among the newest profiles).
    expect(/class="topbar-user-name">([^<]+)</.exec(start.text)?.[1]).to.equal('StaysMe');
    expect((await ssoToken()).used_at).to.be.instanceOf(Date);
    expect((await profileRow(owner.id)).last_logon_at).to.deep.equal(ownerLoggedOn);

    // A confirmation form posted from elsewhere changes nothing either.
    const { token: second } = await mint();
    await agent.csrf('/Start');
    await agent.postForm('/Sso', { SSO: second, u: '/Start' }).expect(303).expect('Location', '/Start');
    expect((await agent.get('/Start').expect(200)).text).to.include('You are still logged on as StaysMe.');
  });

  it('SsoLogOn never replaces another logged-on profile (409, the token used up) and answers for the same profile', async () => {
    const { token } = await mint();
    const other = await buildMember({ name: 'KeepsSession', ...approved });
    const agent = await loggedOnAs(other, { host: dark });
    const csrf = await agent.csrf('/Start');
    const res = await agent.post('/api/LogOn/SsoLogOn').set('x-csrf-token', csrf).send({ ssoQuery: token }).expect(409);
    expect(res.body.error.code).to.equal('ssoOtherProfile');
    expect((await agent.get('/Start').expect(200)).text).to.include('KeepsSession');
    await ssoLogOn(await darkVisitor(), { ssoQuery: token }).expect(401);

    const own = await buildMember(approved);
    const ownAgent = await loggedOnAs(own);
    const ownToken = new URL(String((await ownAgent.get('/Sso/To?site=2').expect(302)).headers.location)).searchParams.get('SSO')!;
    const darkAgent = await loggedOnAs(own, { host: dark });
    const darkCsrf = await darkAgent.csrf('/Start');
    const same = await darkAgent.post('/api/LogOn/SsoLogOn').set('x-csrf-token', darkCsrf).send({ ssoQuery: ownToken }).expect(200);
    expect(same.body.profileData.id).to.equal(own.id);
  });

  it('cancels a scheduled deletion and says so, on the page and through SsoLogOn', async () => {
    for (const way of ['page', 'api'] as const) {
      const { member, token } = await mint();
      await testDb()('profiles').where({ id: member.id }).update({ status: 7, deletion_requested_at: testDb().fn.now() });
      const visitor = await darkVisitor();
      if (way === 'page') await visitor.agent.postForm('/Sso', { SSO: token, u: '/Start' }).expect(303).expect('Location', '/Start');
      else await ssoLogOn(visitor, { ssoQuery: token }).expect(200);
      expect((await visitor.agent.get('/Start').expect(200)).text, way).to.include('Welcome back! Your profile will not be deleted after all.');
      expect(await profileRow(member.id), way).to.include({ status: 3, deletion_requested_at: null });
    }
  });

  it('SsoLogOn answers profileData, contentTokens and redirectUrl (the path without SSO), and the session works', async () => {
    const { member, token } = await mint();
    const visitor = await darkVisitor();
    const res = await ssoLogOn(visitor, { ssoQuery: `/Profile/5?tab=about&SSO=${token}` }).expect(200);
    expect(res.body.profileData).to.deep.equal({ id: member.id, name: member.name, termsAccepted: true, member: true, darkStatus: 3 });
    const tokens = await request(testApp()).get('/api/Common/GetContentTokens').set('Host', dark).expect(200);
    expect(res.body.contentTokens).to.deep.equal(tokens.body);
    expect(res.body.redirectUrl).to.equal('/Profile/5?tab=about');
    await visitor.agent.get('/Start').expect(200);
  });

  it('SsoLogOn takes the query string or the bare token too; then the page stays where it is', async () => {
    for (const form of [(t: string) => `?SSO=${t}`, (t: string) => `SSO=${t}&x=1`, (t: string) => t] as const) {
      const { token } = await mint();
      const res = await ssoLogOn(await darkVisitor(), { ssoQuery: form(token) }).expect(200);
      expect(res.body.redirectUrl, form('T')).to.equal(null);
    }
  });

  it('sends a profile with forced validation to /ProfileValidation', async () => {
    const { token } = await mint({ ...approved, forcedValidation: true });
    const res = await ssoLogOn(await darkVisitor(), { ssoQuery: `/Start?SSO=${token}` }).expect(200);
    expect(res.body.redirectUrl).to.equal('/ProfileValidation');
  });

  it('refuses a replayed token with 401 and a message', async () => {
    const { token } = await mint();
    await ssoLogOn(await darkVisitor(), { ssoQuery: token }).expect(200);
    const replay = await darkVisitor();
    const res = await ssoLogOn(replay, { ssoQuery: token }).expect(401);
    expect(res.body.error).to.deep.equal({ code: 'ssoInvalid', message: 'This sign-on link has expired or has already been used. Please log on.' });
    await replay.agent.get('/Start').expect(302);
  });

  it('refuses an expired token', async () => {
    const { token } = await mint();
    await testDb()('account_tokens').where({ purpose: 'sso' }).update({ expires_at: new Date(Date.now() - 1000) });
    await ssoLogOn(await darkVisitor(), { ssoQuery: token }).expect(401);
  });

  it('refuses a token on a site it was not minted for, and uses it up', async () => {
    const { token } = await mint();
    const regular = browser('localhost');
    const csrf = await regular.csrf('/LogOn');
    await regular.post('/api/LogOn/SsoLogOn').set('x-csrf-token', csrf).send({ ssoQuery: token }).expect(401);
    await regular.get('/Start').expect(302);
    await ssoLogOn(await darkVisitor(), { ssoQuery: token }).expect(401);
  });

  it('refuses a profile that was locked after the token was minted, with the log-on message', async () => {
    const { member, token } = await mint();
    await testDb()('profiles').where({ id: member.id }).update({ status: 5 });
    const res = await ssoLogOn(await darkVisitor(), { ssoQuery: token }).expect(403);
    expect(res.body.error.message).to.include('closed permanently');
  });

  it('logs a member without dark approval on, and the guard still keeps them out of the dark site', async () => {
    const { token } = await mint({});
    const visitor = await darkVisitor();
    const res = await ssoLogOn(visitor, { ssoQuery: `/Start?SSO=${token}` }).expect(200);
    expect(res.body.profileData.darkStatus).to.equal(0);
    await visitor.agent.get('/Start').expect(302).expect('Location', '/?u=%2FStart');
  });

  it('answers 400 naming ssoQuery for missing, empty, oversized or token-less input, and 403 from another site', async () => {
    const visitor = await darkVisitor();
    for (const body of [{}, { ssoQuery: '' }, { ssoQuery: 5 }, { ssoQuery: 'x'.repeat(2001) }, { ssoQuery: '?foo=bar' }, { ssoQuery: '/Start' }]) {
      const res = await ssoLogOn(visitor, body).expect(400);
      expect(res.body.error.field, JSON.stringify(body).slice(0, 40)).to.equal('ssoQuery');
    }
    await request(testApp()).post('/api/LogOn/SsoLogOn').set('Host', dark).set('Sec-Fetch-Site', 'cross-site').send({ ssoQuery: 'a'.repeat(43) }).expect(403);
  });
});

describe('single sign-on and re-authentication', () => {
  it('a session that came by single sign-on is not "recent": adding a passkey on the sister site asks for the password first', async () => {
    const { location, token } = await mint({ ...approved, emailConfirmed: true });
    const { agent } = await darkVisitor();
    await agent.csrf(`/Sso${new URL(location).search}`);
    await agent.postForm('/Sso', { SSO: token, u: '/Settings' }).expect(303);
    const csrf = await agent.csrf('/Settings');
    const options = () => agent.post('/api/Passkeys/RegistrationOptions').set('x-csrf-token', csrf).send({});
    expect((await options().expect(403)).body.error.code).to.equal('reauthenticationRequired');
    await agent.post('/api/EditProfile/ConfirmPassword').set('x-csrf-token', csrf).send({ password: testPassword }).expect(200);
    await options().expect(200);
  });
});
