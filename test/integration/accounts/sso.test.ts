import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';
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

const ssoLogOn = (visitor: Awaited<ReturnType<typeof darkVisitor>>, body: unknown) =>
  visitor.agent.post('/api/LogOn/SsoLogOn').set('x-csrf-token', visitor.csrf).send(body as object);

describe('single sign-on: GET /Sso/To (mint)', () => {
  it('sends the member to the first hostname of the other site, keeping the port, with a 60-second token bound to that site', async () => {
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
  it('the SSO start-up parameter logs the member on at the dark site once (no JavaScript needed)', async () => {
    const { member, location } = await mint();
    const { agent } = await darkVisitor();
    const target = new URL(location);
    await agent.get(`${target.pathname}${target.search}`).expect(302).expect('Location', `/Sso?SSO=${target.searchParams.get('SSO')}&u=%2F`);
    await agent.get(`/Sso${target.search}&u=%2FSearch`).expect(302).expect('Location', '/Search');
    const start = await agent.get('/Start').expect(200);
    expect(start.text).to.include(member.name);
    expect((await testDb()('account_tokens').where({ purpose: 'sso' }).first()).used_at).to.be.instanceOf(Date);
    expect((await testDb()('profiles').where({ id: member.id }).first()).last_logon_at).to.be.instanceOf(Date);

    const replay = browser(dark);
    await replay.get(`/Sso${target.search}&u=%2FSearch`).expect(302).expect('Location', '/LogOn?u=%2FSearch');
    const logOn = await replay.get('/LogOn').expect(200);
    expect(logOn.text).to.include('This sign-on link has expired or has already been used.');
    await replay.get('/Start').expect(302);
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

  it('answers 400 naming ssoQuery for missing, empty, oversized or token-less input, and 403 without CSRF', async () => {
    const visitor = await darkVisitor();
    for (const body of [{}, { ssoQuery: '' }, { ssoQuery: 5 }, { ssoQuery: 'x'.repeat(2001) }, { ssoQuery: '?foo=bar' }, { ssoQuery: '/Start' }]) {
      const res = await ssoLogOn(visitor, body).expect(400);
      expect(res.body.error.field, JSON.stringify(body).slice(0, 40)).to.equal('ssoQuery');
    }
    await request(testApp()).post('/api/LogOn/SsoLogOn').set('Host', dark).send({ ssoQuery: 'a'.repeat(43) }).expect(403);
  });
});
