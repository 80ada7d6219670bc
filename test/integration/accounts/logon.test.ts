import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb, testRedis, mailbox, pauseJobWorker } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { buildMember, loggedOnAs, testPassword } from '../../support/accounts.ts';
import { bumpTermsVersion, loadViewer } from '../../../src/modules/accounts/index.ts';

const sessionCookie = (res: request.Response) => String(res.headers['set-cookie'] ?? '').match(/nordlys\.sid=([^;]+)/)?.[1];

/** A fresh browser holding a CSRF token from the log-on page. */
async function ready() {
  const agent = browser();
  await agent.csrf('/LogOn');
  return agent;
}

const logOn = (agent: ReturnType<typeof browser>, form: Record<string, unknown>) => agent.postForm('/LogOn', form);

describe('log on and log out', () => {
  it('logs on with the profile name or the e-mail, in any case, and lands on /Start', async () => {
    const member = await buildMember({ name: 'Fjordrider', email: 'fjord@example.test' });
    for (const name of ['Fjordrider', 'fjordrider', 'FJORD@example.test']) {
      const agent = await ready();
      const res = await logOn(agent, { name, password: testPassword }).expect(303);
      expect(res.headers.location, name).to.equal('/Start');
      expect((await agent.get('/Start').expect(200)).text).to.include(member.name);
    }
  });

  it('gives one message for a wrong name and a wrong password', async () => {
    await buildMember({ name: 'Known' });
    const wrongPassword = await logOn(await ready(), { name: 'Known', password: 'not the password' }).expect(401);
    const unknownName = await logOn(await ready(), { name: 'Unknown', password: testPassword }).expect(401);
    const message = 'The profile name, e-mail or password is not correct.';
    expect(wrongPassword.text).to.include(message);
    expect(unknownName.text).to.include(message);
    expect(wrongPassword.text).to.include('value="Known"');
  });

  it('refuses Locked, PermaLocked, Quarantined and Deleted profiles with a message each', async () => {
    const cases: [number, string][] = [
      [4, 'Your profile is locked.'],
      [5, 'closed permanently'],
      [6, 'in quarantine'],
      [8, 'This profile has been deleted.'],
    ];
    for (const [status, text] of cases) {
      const member = await buildMember({ status });
      const res = await logOn(await ready(), { name: member.name, password: testPassword }).expect(403);
      expect(res.text, String(status)).to.include(text);
    }
  });

  it('sends a profile with forced validation to /ProfileValidation after log on', async () => {
    const member = await buildMember({ status: 4, forcedValidation: true });
    await logOn(await ready(), { name: member.name, password: testPassword, u: '/Start' }).expect(303).expect('Location', '/ProfileValidation');
  });

  it('follows u to a local path or a sister site, and refuses any other host', async () => {
    const member = await buildMember();
    const cases: [string, string][] = [
      ['/Support/FAQ?q=x', '/Support/FAQ?q=x'],
      ['http://dark.localhost:3000/Start', 'http://dark.localhost:3000/Start'],
      ['https://chat.nordlys.example/room/1', 'https://chat.nordlys.example/room/1'],
      ['https://evil.example/phish', '/Start'],
      ['//evil.example/phish', '/Start'],
      ['javascript:alert(1)', '/Start'],
      ['/\\evil.example', '/Start'],
    ];
    for (const [u, expected] of cases) {
      const res = await logOn(await ready(), { name: member.name, password: testPassword, u }).expect(303);
      expect(res.headers.location, u).to.equal(expected);
    }
  });

  it('issues a new session id at each log on, sends a logged-on browser from the form to /Start, and ends the session at log out', async () => {
    const member = await buildMember();
    const agent = await ready();
    const first = sessionCookie(await logOn(agent, { name: member.name, password: testPassword }).expect(303));
    expect(first).to.be.a('string');
    // The log-on form is for visitors only (access 'guest'): a logged-on browser is sent on, its session unchanged.
    await agent.csrf('/Support');
    await logOn(agent, { name: member.name, password: testPassword }).expect(302).expect('Location', '/Start');
    await agent.get('/LogOn').expect(302).expect('Location', '/Start');

    await agent.postForm('/LogOut', {}).expect(303).expect('Location', '/');
    await agent.get('/Start').expect(302).expect('Location', '/?u=%2FStart');
    await agent.csrf('/LogOn');
    const second = sessionCookie(await logOn(agent, { name: member.name, password: testPassword }).expect(303));
    expect(second).to.be.a('string').and.not.equal(first);
    const replay = await request(testApp()).get('/Start').set('Cookie', `nordlys.sid=${first}`);
    expect(replay.status).to.equal(302);
  });

  it('keeps the session cookie for 30 days only with "remember me"', async () => {
    const member = await buildMember();
    const expiry = (res: request.Response) => Date.parse(/Expires=([^;]+)/.exec(String(res.headers['set-cookie']).split('nordlys.sid')[1] ?? '')![1]!);
    const short = expiry(await logOn(await ready(), { name: member.name, password: testPassword }));
    const long = expiry(await logOn(await ready(), { name: member.name, password: testPassword, rememberMe: 'on' }));
    expect(short - Date.now()).to.be.below(3 * 3600_000);
    expect(long - Date.now()).to.be.above(29 * 24 * 3600_000);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const member = await buildMember();
    const cookie = String((await logOn(await ready(), { name: member.name, password: testPassword })).headers['set-cookie']);
    expect(cookie).to.match(/nordlys\.sid=[^;]+;.*HttpOnly/);
    expect(cookie).to.match(/nordlys\.sid=[^;]+;.*SameSite=Lax/);
  });

  it('stores sessions in Redis when configured, else in Postgres', async () => {
    const member = await buildMember();
    await loggedOnAs(member);
    const redis = testRedis();
    if (redis) expect((await redis.keys('sess:*')).length).to.be.greaterThan(0);
    else expect(Number((await testDb()('sessions').count('* as n').first())!.n)).to.be.greaterThan(0);
  });

  it('limits attempts per account, also across path variants, with 429 and Retry-After', async () => {
    const member = await buildMember();
    const agent = browser();
    await agent.csrf('/LogOn');
    const paths = ['/LogOn', '/logon', '/LOGON/', '/LogOn/'];
    for (let i = 0; i < 10; i++) await agent.postForm(paths[i % paths.length]!, { name: member.name, password: 'wrong password' }).expect(401);
    const limited = await agent.postForm('/logon/', { name: member.name, password: testPassword }).expect(429);
    expect(Number(limited.headers['retry-after'])).to.be.greaterThan(0);
    expect(limited.text).to.include('Too many attempts');
  });

  describe('/api/LogOn', () => {
    it('LogOn answers JSON: success with the redirect, 401 for bad credentials, 400 naming a missing field', async () => {
      const member = await buildMember();
      const agent = browser();
      const token = await agent.csrf('/LogOn');
      const ok = await agent.post('/api/LogOn/LogOn').set('x-csrf-token', token).send({ name: member.name, password: testPassword, rememberMe: true }).expect(200);
      expect(ok.body).to.deep.equal({ success: true, twoFactorRequired: false, redirectUrl: '/Start' });
      const bad = await request(testApp()).post('/api/LogOn/LogOn').set('x-csrf-token', token).set('Cookie', String(agent.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false }).map(String).join('; '))).send({ name: member.name, password: 'nope' });
      expect([401, 403]).to.include(bad.status);
      const missing = await browser();
      const t2 = await missing.csrf('/LogOn');
      const res = await missing.post('/api/LogOn/LogOn').set('x-csrf-token', t2).send({ name: member.name }).expect(400);
      expect(res.body.error.field).to.equal('password');
    });

    it('CheckStamp is true while the session is valid and false once the password changed elsewhere', async () => {
      const member = await buildMember();
      const agent = await loggedOnAs(member);
      const token = await agent.csrf('/Start');
      expect((await agent.post('/api/LogOn/CheckStamp').set('x-csrf-token', token).send({}).expect(200)).body).to.equal(true);
      await testDb()('profiles').where({ id: member.id }).update({ security_stamp: 'changed-elsewhere' });
      expect((await agent.post('/api/LogOn/CheckStamp').set('x-csrf-token', token).send({}).expect(200)).body).to.equal(false);
      await agent.get('/Start').expect(302);
    });
  });
});

describe('password reset', () => {
  /** The form as a browser sends it; it answers with a redirect to the "sent" page, which the browser shows. */
  async function requestReset(nameOrEmail: string) {
    const agent = browser();
    await agent.csrf('/ForgotPassword');
    await agent.postForm('/ForgotPassword', { nameOrEmail }).expect(303).expect('Location', '/ForgotPassword/Sent');
    return agent.get('/ForgotPassword/Sent').expect(200);
  }

  const jobsNamed = (name: string) => testDb()('jobs').where({ name }).orderBy('id');
  const payloadOf = (job: { payload: unknown }) => (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as Record<string, unknown>;

  /** Runs `requests` with the job worker stopped and records every query they made. */
  async function whileJobsWait(requests: () => Promise<void>) {
    const queries: string[] = [];
    const record = (q: { sql: string }) => queries.push(q.sql);
    const resume = await pauseJobWorker();
    testDb().on('query', record);
    try {
      await requests();
    } finally {
      testDb().off('query', record);
    }
    return { queries, resume };
  }

  it('answers the same whether or not the profile exists, and mails a link only to a real one', async () => {
    const member = await buildMember({ email: 'real@example.test' });
    const known = await requestReset(member.name);
    const unknown = await requestReset('nobody-at-all');
    const sent = 'If a profile with that name or e-mail exists';
    expect(known.text).to.include(sent);
    expect(unknown.text).to.include(sent);
    const mail = await mailbox().waitFor('real@example.test');
    expect(mail.subject).to.equal('Choose a new password');
    expect(mailbox().messages).to.have.length(1);
  });

  it('does the same work for a known and an unknown name: one job each, no profile lookup, no mail until the job runs', async () => {
    const member = await buildMember({ email: 'timing@example.test' });
    const agent = browser();
    const token = await agent.csrf('/ForgotPassword');
    const { queries, resume } = await whileJobsWait(async () => {
      await agent.postForm('/ForgotPassword', { nameOrEmail: member.name }).expect(303).expect('Location', '/ForgotPassword/Sent');
      await agent.postForm('/ForgotPassword', { nameOrEmail: 'nobody-at-all' }).expect(303).expect('Location', '/ForgotPassword/Sent');
      const api = (nameOrEmail: string) => agent.post('/api/LogOn/ForgotPassword').set('x-csrf-token', token).send({ nameOrEmail });
      expect((await api('timing@example.test').expect(200)).body).to.deep.equal({ success: true });
      expect((await api('nobody@example.test').expect(200)).body).to.deep.equal({ success: true });
    });
    try {
      expect(queries.filter((sql) => /\bprofiles\b/.test(sql)), 'no profile lookup while answering').to.deep.equal([]);
      const jobs = await testDb()('jobs').orderBy('id');
      expect(jobs.map((j) => j.name), 'one job per request, and no mail yet').to.deep.equal(Array(4).fill('accounts.passwordResetRequested'));
      expect(jobs.map((j) => payloadOf(j).nameOrEmail)).to.deep.equal([member.name, 'nobody-at-all', 'timing@example.test', 'nobody@example.test']);
      expect(Object.keys(payloadOf(jobs[0]!)).sort(), 'the name, and what the link needs').to.deep.equal(['nameOrEmail', 'origin', 'siteName']);
      expect(mailbox().messages).to.have.length(0);
    } finally {
      resume();
    }
    // The jobs do the rest: a link for the real profile (form and API alike), nothing for the others.
    const first = await mailbox().waitFor('timing@example.test');
    await mailbox().waitFor('timing@example.test', (m) => m !== first);
    for (let i = 0; i < 50 && (await jobsNamed('accounts.passwordResetRequested')).some((j) => !j.done_at); i++) await new Promise((r) => setTimeout(r, 50));
    expect((await jobsNamed('accounts.passwordResetRequested')).map((j) => Boolean(j.done_at))).to.deep.equal([true, true, true, true]);
    expect((await jobsNamed('mail.send')).map((j) => payloadOf(j).to)).to.deep.equal(['timing@example.test', 'timing@example.test']);
    expect(mailbox().messages).to.have.length(2);
  });

  it('resets with a single-use link, ends other sessions and still requires logging on', async () => {
    const member = await buildMember({ email: 'reset@example.test' });
    const otherDevice = await loggedOnAs(member);
    await requestReset('reset@example.test');
    const link = new URL(/(http:\/\/\S+\/ResetPassword\?q=[\w-]+)/.exec((await mailbox().waitFor('reset@example.test')).text)![1]!);
    const agent = browser();
    const form = await agent.get(link.pathname + link.search).expect(200);
    expect(form.text).to.include(member.name);
    expect(form.text).not.to.include('id="drawer"');
    const q = link.searchParams.get('q')!;
    await agent.csrf(link.pathname + link.search);
    const mismatch = await agent.postForm('/ResetPassword', { q, password: 'a brand new secret', confirmPassword: 'something else' }).expect(400);
    expect(mismatch.text).to.include('The two passwords are not the same.');
    await agent.postForm('/ResetPassword', { q, password: 'a brand new secret', confirmPassword: 'a brand new secret' }).expect(303).expect('Location', '/LogOn');
    await agent.get('/Start').expect(302);
    await otherDevice.get('/Start').expect(302);
    await agent.get(link.pathname + link.search).expect(302).expect('Location', '/LinkExpired');
    await logOn(await ready(), { name: member.name, password: 'a brand new secret' }).expect(303).expect('Location', '/Start');
    await logOn(await ready(), { name: member.name, password: testPassword }).expect(401);
  });

  it('sends an expired link to /LinkExpired', async () => {
    const member = await buildMember({ email: 'late@example.test' });
    await requestReset(member.email);
    const link = new URL(/(http:\/\/\S+\/ResetPassword\?q=[\w-]+)/.exec((await mailbox().waitFor('late@example.test')).text)![1]!);
    await testDb()('account_tokens').where({ profile_id: member.id }).update({ expires_at: new Date(Date.now() - 1000) });
    await browser().get(link.pathname + link.search).expect(302).expect('Location', '/LinkExpired');
  });

  it('ResetPasswordData tells whether a link is still valid', async () => {
    const res = await request(testApp()).get('/api/LogOn/ResetPasswordData').query({ queryString: 'x'.repeat(40) }).expect(200);
    expect(res.body).to.deep.equal({ valid: false, name: null });
  });
});

describe('terms (re)acceptance and the guard on real routes', () => {
  it('sends members to /ReAcceptance after a terms bump, and lets them back in once accepted', async () => {
    const member = await buildMember();
    const agent = await loggedOnAs(member);
    await bumpTermsVersion(testDb());
    await agent.get('/Start').expect(302).expect('Location', '/ReAcceptance');
    const page = await agent.get('/ReAcceptance').expect(200);
    expect(page.text).to.include('Our terms have changed');
    await agent.csrf('/ReAcceptance');
    const missing = await agent.postForm('/ReAcceptance', { acceptTerms: 'on' }).expect(400);
    expect(missing.text).to.include('You must agree to the privacy policy');
    await agent.postForm('/ReAcceptance', { acceptTerms: 'on', consentPrivacy: 'on' }).expect(303).expect('Location', '/Start');
    await agent.get('/Start').expect(200);
  });

  it('API calls of a member who has not accepted the terms get 403 termsNotAccepted', async () => {
    const member = await buildMember();
    const agent = await loggedOnAs(member);
    const token = await agent.csrf('/Start');
    await bumpTermsVersion(testDb());
    const res = await agent.get('/api/EditProfile/IsProfileNameTaken').query({ name: 'abc' }).expect(200);
    expect(res.body).to.equal(false);
    await agent.post('/api/EditProfile/AcceptTermsOfService').set('x-csrf-token', token).send({}).expect(200);
    await agent.get('/Start').expect(200);
  });

  it('on the dark site lets only members with approved dark status in', async () => {
    const plain = await buildMember();
    const approved = await buildMember({ member: true, darkStatus: 3 });
    const plainAgent = await loggedOnAs(plain, { host: 'dark.localhost' });
    await plainAgent.get('/Start').expect(302).expect('Location', '/?u=%2FStart');
    const approvedAgent = await loggedOnAs(approved, { host: 'dark.localhost' });
    await approvedAgent.get('/Start').expect(200);
    await approvedAgent.get('/').expect(302).expect('Location', '/Start');
  });

  it('sends a logged-on member from the front page to /Start', async () => {
    const agent = await loggedOnAs(await buildMember());
    await agent.get('/').expect(302).expect('Location', '/Start');
  });

  it('uses the member language setting over Accept-Language', async () => {
    const agent = await loggedOnAs(await buildMember({ language: 'nb-NO' }));
    const res = await agent.get('/Start').set('Accept-Language', 'sv-SE').expect(200);
    expect(res.text).to.include('<html lang="nb-NO"');
  });

  it("a logged-on member's ?lang= switch changes this browser's language only, never the saved setting", async () => {
    const member = await buildMember({ language: 'en-GB' });
    const agent = await loggedOnAs(member);
    const switched = await agent.get('/Start?lang=da-DK').set('Sec-Fetch-Site', 'same-origin').expect(200);
    expect(switched.text).to.include('<html lang="da-DK"');
    expect(String(switched.headers['set-cookie'])).to.include('nordlys_lang=da-DK');
    expect((await agent.get('/Start').expect(200)).text).to.include('<html lang="da-DK"');
    expect((await testDb()('profiles').where({ id: member.id }).first()).language).to.equal('en-GB');
    const other = await loggedOnAs(member);
    expect((await other.get('/Start').expect(200)).text).to.include('<html lang="en-GB"');
  });

  it('sends a page request carrying SSO through single sign-on and back', async () => {
    await browser().get('/Support/FAQ?q=x&SSO=abc').expect(302).expect('Location', '/Sso?SSO=abc&u=%2FSupport%2FFAQ%3Fq%3Dx');
  });
});

describe('session lifetime', () => {
  it('ends a session 30 days after its log on, however active', async () => {
    const member = await buildMember();
    const fresh = { id: member.id, stamp: member.securityStamp, since: Date.now() - 29 * 24 * 3600_000 };
    expect(await loadViewer(testDb(), fresh)).to.include({ id: member.id });
    expect(await loadViewer(testDb(), { ...fresh, since: Date.now() - 31 * 24 * 3600_000 })).to.equal(null);
    expect(await loadViewer(testDb(), { id: member.id, stamp: member.securityStamp })).to.equal(null);
    expect(await loadViewer(testDb(), { ...fresh, stamp: 'another stamp' })).to.equal(null);
  });
});
