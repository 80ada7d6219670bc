import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb, mailbox } from '../support/context.ts';
import { browser } from '../support/http.ts';
import { buildMember, loggedOnAs, testPassword } from '../support/accounts.ts';
import { issueImpersonationLink } from '../../src/modules/accounts/index.ts';
import { listSites, setSiteSetting } from '../../src/modules/sites/index.ts';

/**
 * Issue 6, security 1: every absolute URL we hand out comes from the site's configured origin, and a Host
 * that names none of our sites is refused, so a forged Host can never put its name into a live link.
 */
const origin = 'https://nordlys.example';
const seededOrigin = 'http://localhost:3000';
const darkOrigin = 'http://dark.localhost:3000';

/**
 * Any job at all, done or not: the mail itself, or the work that would lead to it. Jobs are enqueued during
 * the request and kept when done, so an empty table right after the answer means nothing was or will be sent.
 */
/** Jobs about the victim (a reset mail); the platform's own schedules (pruning, sweeps) may be queued at any time. */
const queuedJobs = () => testDb()('jobs').whereRaw('payload::text like ?', ['%victim@example.test%']);

/** Posts ForgotPassword with a valid form and CSRF token, but with the given Host header on the post. */
async function forgotPasswordWithHost(host: string, nameOrEmail: string, outcome: 'refused' | 'accepted', headers: Record<string, string> = {}) {
  const agent = browser();
  const token = await agent.csrf('/ForgotPassword');
  const res = await agent.post('/ForgotPassword').set({ Host: host, ...headers }).type('form').send({ _csrf: token, nameOrEmail });
  if (outcome === 'refused') expect(res.status, host).to.equal(400);
  else expect(res.status, host).to.be.oneOf([200, 303]);
  return res;
}

describe('a Host header that names none of our sites', () => {
  it('ForgotPassword with Host evil.example: 400 with a translated message, and no mail', async () => {
    const member = await buildMember({ email: 'victim@example.test' });
    const res = await forgotPasswordWithHost('evil.example', member.email, 'refused');
    expect(res.text).to.include('This site is not available at this address.').and.not.include('evil.example');
    const danish = await forgotPasswordWithHost('evil.example', member.email, 'refused', { 'Accept-Language': 'da' });
    expect(danish.text).to.include('Dette websted findes ikke på denne adresse.');
    expect(await queuedJobs()).to.have.length(0);
    expect(mailbox().messages).to.have.length(0);
    expect(await testDb()('account_tokens').where({ profile_id: member.id })).to.have.length(0);
  });

  it('refuses a Host that only starts like ours (localhost:3000@evil.example) and a forged X-Forwarded-Host', async () => {
    const member = await buildMember({ email: 'victim@example.test' });
    await forgotPasswordWithHost('localhost:3000@evil.example', member.email, 'refused');
    await forgotPasswordWithHost('localhost', member.email, 'refused', { 'X-Forwarded-Host': 'evil.example' });
    await forgotPasswordWithHost('evil.example:3000', member.email, 'refused');
    expect(await queuedJobs()).to.have.length(0);
    expect(mailbox().messages).to.have.length(0);
  });

  it('is never served as site 1: pages, robots.txt and the API answer 400; /healthz still answers', async () => {
    for (const path of ['/', '/robots.txt', '/sitemap.xml', '/LogOn']) {
      const res = await request(testApp()).get(path).set('Host', 'evil.example').expect(400);
      expect(res.text, path).not.to.include('evil.example');
    }
    const api = await request(testApp()).get('/api/Common/GetAllGlossaryEntries').set('Host', 'evil.example').expect(400);
    expect(api.body.error.message).to.equal('This site is not available at this address.');
    await request(testApp()).get('/healthz').set('Host', 'evil.example').expect(200);
  });
});

describe('links built from the configured origin, whichever of its hostnames the request came on', () => {
  // Site 1 answers on localhost, 127.0.0.1, nordlys.example…; supertest's requests come on 127.0.0.1:<port>.
  before(async () => setSiteSetting(testDb(), 1, 'origin', origin));
  after(async () => setSiteSetting(testDb(), 1, 'origin', seededOrigin));

  const linkIn = (text: string, path: string) => new RegExp(`(\\S+)${path.replace('?', '\\?')}`).exec(text)?.[0];

  it('mails the password reset link on the origin', async () => {
    const member = await buildMember({ email: 'reset@example.test' });
    await forgotPasswordWithHost('127.0.0.1', member.email, 'accepted');
    const mail = await mailbox().waitFor('reset@example.test');
    expect(linkIn(mail.text, '/ResetPassword?q=')).to.match(/^https:\/\/nordlys\.example\/ResetPassword\?q=$/);
    expect(mail.text).not.to.include('127.0.0.1');
  });

  it('mails the sign-up confirmation link on the origin', async () => {
    const agent = browser('127.0.0.1');
    await agent.csrf('/Create');
    const country = await testDb()('countries').where({ code: 'DK' }).first('id');
    const birthday = `${new Date().getUTCFullYear() - 30}-01-01`;
    const form = { kind: 'Single', name: 'Hostless', email: 'hostless@example.test', password: 'fjord lantern midnight', birthday1: birthday, gender1: 'Female', countryId: Number(country.id), postalCode: '2100', acceptTerms: 'on' };
    await agent.postForm('/Create', form).expect(200);
    const mail = await mailbox().waitFor('hostless@example.test');
    expect(linkIn(mail.text, '/ConfirmEmail?q=')).to.equal(`${origin}/ConfirmEmail?q=`);
  });

  it('mails the e-mail change link and the deletion notice on the origin', async () => {
    const profile = await buildMember({ email: 'moving@example.test' });
    const agent = await loggedOnAs(profile, { host: '127.0.0.1' });
    await agent.csrf('/EditProfile/AccountInformation');
    await agent.postForm('/EditProfile/AccountInformation/Email', { email: 'moved@example.test', password: testPassword }).expect(303);
    const change = await mailbox().waitFor('moved@example.test');
    expect(linkIn(change.text, '/ConfirmEmailChange?q=')).to.equal(`${origin}/ConfirmEmailChange?q=`);

    await agent.csrf('/EditProfile/Delete');
    await agent.postForm('/EditProfile/Delete', { password: testPassword }).expect(200);
    const notice = await mailbox().waitFor('moving@example.test', (m) => m.text.includes('/LogOn'));
    expect(linkIn(notice.text, '/LogOn')).to.equal(`${origin}/LogOn`);
  });

  it('names the origin in robots.txt and sitemap.xml, which vary by Host', async () => {
    const robots = await request(testApp()).get('/robots.txt').set('Host', 'www.nordlys.example').expect(200);
    expect(robots.text).to.include(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.headers.vary).to.match(/\bHost\b/);
    const sitemap = await request(testApp()).get('/sitemap.xml').set('Host', '127.0.0.1').expect(200);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).to.be.greaterThan(5);
    for (const loc of locs) expect(loc.startsWith(`${origin}/`), loc).to.equal(true);
    expect(sitemap.headers.vary).to.match(/\bHost\b/);
    const dark = await request(testApp()).get('/robots.txt').set('Host', 'nights.nordlys.example').expect(200);
    expect(dark.text).to.include(`Sitemap: ${darkOrigin}/sitemap.xml`);
  });

  it('makes passkeys for the origin: the registration options name its host as relying party', async () => {
    const member = await buildMember();
    await testDb()('profiles').where({ id: member.id }).update({ email_confirmed_at: new Date() });
    const agent = await loggedOnAs(member, { host: '127.0.0.1' });
    const token = await agent.csrf('/Settings');
    const options = await agent.post('/api/Passkeys/RegistrationOptions').set('x-csrf-token', token).send({}).expect(200);
    expect(options.body.rp.id).to.equal('nordlys.example');
    const visitor = browser('localhost');
    const logOnToken = await visitor.csrf('/LogOn');
    const assertion = await visitor.post('/api/LogOn/GetAssertionOptions').set('x-csrf-token', logOnToken).send({}).expect(200);
    expect(assertion.body.rpId).to.equal('nordlys.example');
  });

  it('sends single sign-on to the target site\'s origin', async () => {
    const member = await buildMember({ member: true, darkStatus: 3 });
    const agent = await loggedOnAs(member, { host: '127.0.0.1' });
    const res = await agent.get('/Sso/To?site=2').expect(302);
    expect(String(res.headers.location)).to.match(/^http:\/\/dark\.localhost:3000\/\?SSO=[\w-]{43}$/);
  });
});

describe('impersonation links are bound to one site', () => {
  it('prints the link on the chosen site\'s origin and refuses it on another site', async () => {
    const staff = await buildMember({ staffRole: 40 });
    const member = await buildMember();
    const link = new URL(await issueImpersonationLink(testDb(), staff.name, member.name, 2));
    expect(link.origin).to.equal(darkOrigin);
    const regular = browser();
    await regular.get(link.pathname + link.search).expect(403);
    await regular.get('/Start').expect(302);
    expect(await testDb()('impersonation_audit')).to.have.length(0);

    const own = new URL(await issueImpersonationLink(testDb(), staff.name, member.name, 1));
    expect(own.origin).to.equal(seededOrigin);
    await browser().get(own.pathname + own.search).expect(302).expect('Location', '/Start');
  });

  it('refuses an unknown site', async () => {
    const staff = await buildMember({ staffRole: 40 });
    const member = await buildMember();
    const error = await issueImpersonationLink(testDb(), staff.name, member.name, 9).then(() => null, (err: Error) => err);
    expect(error?.message).to.equal('No site with id 9');
  });
});

describe('the origin setting (admin site:set <id> origin <url>)', () => {
  afterEach(async () => setSiteSetting(testDb(), 1, 'origin', seededOrigin));

  it('keeps a bare origin only, on one of the site\'s hostnames', async () => {
    await setSiteSetting(testDb(), 1, 'origin', 'HTTPS://WWW.Nordlys.Example:443/');
    expect((await listSites(testDb())).find((s) => s.id === 1)?.origin).to.equal('https://www.nordlys.example');
    for (const bad of ['https://nordlys.example/path', 'https://user@nordlys.example', 'https://nordlys.example?x=1', 'javascript:alert(1)', 'ftp://nordlys.example', 'nordlys.example']) {
      const error = await setSiteSetting(testDb(), 1, 'origin', bad).then(() => null, (err: Error) => err);
      expect(error?.message, bad).to.match(/^Invalid value for origin: an origin such as https:\/\/nordlys\.example/);
    }
    const elsewhere = await setSiteSetting(testDb(), 1, 'origin', 'https://evil.example').then(() => null, (err: Error) => err);
    expect(elsewhere?.message).to.match(/The origin's host "evil\.example" must be one of the site's hostnames/);
    const orphaned = await setSiteSetting(testDb(), 1, 'hostnames', 'nordlys.example').then(() => null, (err: Error) => err);
    expect(orphaned?.message).to.match(/The origin's host "www\.nordlys\.example" must be one of the site's hostnames/);
    expect((await listSites(testDb())).find((s) => s.id === 1)?.origin).to.equal('https://www.nordlys.example');
  });
});
