import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { ageSession } from '../../support/session.ts';
import { buildMember, loggedOnAs, testPassword } from '../../support/accounts.ts';
import { bumpTermsVersion, issueImpersonationLink, setStaffRole, type NewProfile } from '../../../src/modules/accounts/index.ts';

const Support = 40;
const Developer = 50;

const audits = () => testDb()('impersonation_audit').orderBy('id');
const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

/** A Support staff member and the member they will act as, with a fresh link. */
async function scene(staffOverrides: Partial<NewProfile> = {}, memberOverrides: Partial<NewProfile> = {}) {
  const staff = await buildMember({ name: 'HelpdeskHanne', staffRole: Support, ...staffOverrides });
  const member = await buildMember({ name: 'FjordMember', ...memberOverrides });
  const link = await issueImpersonationLink(testDb(), staff.name, member.email, 1);
  return { staff, member, link };
}

/** A browser that has opened the link and is now acting as the member. */
async function impersonating(link: string) {
  const agent = browser();
  await agent.get(pathOf(link)).expect(302).expect('Location', '/Start');
  return agent;
}

describe('staff roles (admin staff:set)', () => {
  it('sets a role by name and removes it with None', async () => {
    const member = await buildMember({ name: 'Supporter' });
    const updated = await setStaffRole(testDb(), 'supporter', 'Support');
    expect(updated.staffRole).to.equal(Support);
    expect((await testDb()('profiles').where({ id: member.id }).first()).staff_role).to.equal(Support);
    await setStaffRole(testDb(), member.email, 'None');
    expect((await testDb()('profiles').where({ id: member.id }).first()).staff_role).to.equal(0);
  });

  it('refuses an unknown role (also names from the prototype) and an unknown profile with a clear message', async () => {
    const member = await buildMember();
    for (const role of ['Boss', 'support', 'toString', '40']) {
      let message = '';
      await setStaffRole(testDb(), member.name, role).catch((err: Error) => (message = err.message));
      expect(message, role).to.equal(`Unknown staff role "${role}". Roles: None, Normal, HiddenCertifiedProfile, CertifiedProfile, ChatModerator, Support, Developer`);
    }
    const error = await setStaffRole(testDb(), 'nobody-here', 'Support').catch((err: Error) => err);
    expect((error as Error).message).to.equal('No profile named "nobody-here"');
    expect((await testDb()('profiles').where({ id: member.id }).first()).staff_role).to.equal(0);
  });

  it('terms:bump publishes the next terms version', async () => {
    const before = Number((await testDb()('terms_versions').max('version as v').first())!.v);
    expect(await bumpTermsVersion(testDb())).to.equal(before + 1);
  });
});

describe('impersonation links (admin impersonate)', () => {
  it('prints a one-time link to /Impersonate on the site\'s origin, held as a 10-minute token of the staff member for that site', async () => {
    const { staff, member, link } = await scene();
    expect(link).to.match(/^http:\/\/localhost:3000\/Impersonate\?q=[\w-]{43}$/);
    const token = await testDb()('account_tokens').where({ purpose: 'impersonate' }).first();
    expect(Number(token.profile_id)).to.equal(member.id);
    expect(Number(token.actor_profile_id)).to.equal(staff.id);
    expect(Number(token.site_id)).to.equal(1);
    expect(token.token_hash).to.not.include(new URL(link).searchParams.get('q'));
    const minutes = (new Date(token.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).to.be.within(9, 10.1);
  });

  it('refuses non-staff, staff below Support, oneself, and staff of equal or higher role, with clear errors', async () => {
    const plain = await buildMember({ name: 'PlainPer' });
    const moderator = await buildMember({ name: 'ModMona', staffRole: 35 });
    const support = await buildMember({ name: 'SupportSune', staffRole: Support });
    const support2 = await buildMember({ name: 'SupportSofie', staffRole: Support });
    const developer = await buildMember({ name: 'DevDorte', staffRole: Developer });
    const target = await buildMember({ name: 'TargetTove', staffRole: 30 });
    const deleted = await buildMember({ name: 'GoneGunnar', status: 8 });
    const cases: [string, string, RegExp][] = [
      [plain.name, target.name, /"PlainPer" may not impersonate: that needs an active profile with staff role Support or Developer \(it has None\)/],
      [moderator.name, target.name, /"ModMona" may not impersonate.*\(it has ChatModerator\)/],
      [support.name, support.name, /cannot impersonate their own profile/],
      [support.name, support2.name, /"SupportSofie" is staff \(Support\) of the same or a higher role than "SupportSune" \(Support\)/],
      [support.name, developer.name, /"DevDorte" is staff \(Developer\)/],
      [support.name, deleted.name, /"GoneGunnar" cannot log on/],
      [support.name, 'nobody-here', /No profile named "nobody-here"/],
      ['nobody-here', target.name, /No profile named "nobody-here"/],
    ];
    for (const [by, as, message] of cases) {
      const error = await issueImpersonationLink(testDb(), by, as, 1).then(() => null, (err: Error) => err);
      expect(error?.message, `${by} as ${as}`).to.match(message);
    }
    await issueImpersonationLink(testDb(), developer.name, support.name, 1);
    await issueImpersonationLink(testDb(), support.name, target.name, 1);
    expect(Number((await testDb()('account_tokens').where({ purpose: 'impersonate' }).count('* as n').first())!.n)).to.equal(2);
  });
});

describe('GET /Impersonate and POST /StopImpersonation', () => {
  it('acts as the member with the banner, writes the audit row and uses the link up', async () => {
    const { staff, member, link } = await scene();
    const agent = await impersonating(link);
    const start = await agent.get('/Start').expect(200);
    expect(start.text).to.include('class="impersonation-banner');
    expect(start.text).to.include('You are viewing the site as FjordMember');
    expect(start.text).to.include('action="/StopImpersonation"');

    const [row, ...more] = await audits();
    expect(more).to.have.length(0);
    expect(Number(row.staff_profile_id)).to.equal(staff.id);
    expect(Number(row.profile_id)).to.equal(member.id);
    expect(row.ip).to.be.a('string').and.not.equal('');
    expect(row.started_at).to.be.instanceOf(Date);
    expect(row.ended_at).to.equal(null);

    await browser().get(pathOf(link)).expect(302).expect('Location', '/LinkExpired');
    expect(await audits()).to.have.length(1);
  });

  it('sends an expired, unknown or empty link to /LinkExpired without an audit row', async () => {
    const { link } = await scene();
    await testDb()('account_tokens').where({ purpose: 'impersonate' }).update({ expires_at: new Date(Date.now() - 1000) });
    await browser().get(pathOf(link)).expect(302).expect('Location', '/LinkExpired');
    await browser().get('/Impersonate?q=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(302).expect('Location', '/LinkExpired');
    await browser().get('/Impersonate').expect(302).expect('Location', '/LinkExpired');
    expect(await audits()).to.have.length(0);
  });

  it('checks the rule again when the link is used: a staff member demoted since gets 403', async () => {
    const { staff, link } = await scene();
    await setStaffRole(testDb(), staff.name, 'ChatModerator');
    const res = await browser().get(pathOf(link)).expect(403);
    expect(res.text).to.include('no longer meets the rules');
    expect(await audits()).to.have.length(0);
  });

  it('"return to your own profile" closes the audit row and logs the staff member on as themselves', async () => {
    const { staff, link } = await scene();
    const agent = await impersonating(link);
    await agent.csrf('/Start');
    await agent.postForm('/StopImpersonation', {}).expect(303).expect('Location', '/Start');
    const [row] = await audits();
    expect(row.ended_at).to.be.instanceOf(Date);
    const start = await agent.get('/Start').expect(200);
    expect(start.text).to.not.include('class="impersonation-banner');
    expect(start.text).to.include(staff.name);
    expect(start.text).to.include('no longer acting as FjordMember');
    await agent.csrf('/Start');
    await agent.postForm('/StopImpersonation', {}).expect(403);
  });

  it('closes the audit row when the impersonated session simply logs out', async () => {
    const { link } = await scene();
    const agent = await impersonating(link);
    await agent.csrf('/Start');
    await agent.postForm('/LogOut', {}).expect(303).expect('Location', '/');
    const [row] = await audits();
    expect(row.ended_at).to.be.instanceOf(Date);
  });

  it('lets the staff member return even where the guard confines the member (terms not accepted)', async () => {
    const { link } = await scene();
    const agent = await impersonating(link);
    await bumpTermsVersion(testDb());
    await agent.get('/Start').expect(302).expect('Location', '/ReAcceptance');
    await agent.csrf('/ReAcceptance');
    await agent.postForm('/StopImpersonation', {}).expect(303).expect('Location', '/Start');
    expect((await audits())[0].ended_at).to.be.instanceOf(Date);
  });

  it('ends the impersonation at the next request once the staff member has lost the Support role (staff:set None), and closes the audit row', async () => {
    const { staff, link } = await scene();
    const agent = await impersonating(link);
    await agent.get('/Start').expect(200);
    await setStaffRole(testDb(), staff.name, 'None');
    await agent.get('/Start').expect(302).expect('Location', '/?u=%2FStart');
    expect((await audits())[0].ended_at).to.be.instanceOf(Date);
    await agent.csrf('/LogOn');
    await agent.postForm('/StopImpersonation', {}).expect(303).expect('Location', '/');
    await agent.get('/Start').expect(302);
  });

  it('ends the impersonation 60 minutes after it began, however active', async () => {
    const { link } = await scene();
    const agent = await impersonating(link);
    await ageSession(agent, 59);
    await agent.get('/Start').expect(200);
    expect((await audits())[0].ended_at).to.equal(null);
    await ageSession(agent, 2);
    await agent.get('/Start').expect(302).expect('Location', '/?u=%2FStart');
    expect((await audits())[0].ended_at).to.be.instanceOf(Date);
  });

  it('refuses a link on another site than the one it was issued for, and uses it up', async () => {
    const { link } = await scene({}, { member: true, darkStatus: 3 });
    const res = await browser('dark.localhost').get(pathOf(link)).expect(403);
    expect(res.text).to.include('no longer meets the rules');
    await browser().get(pathOf(link)).expect(302).expect('Location', '/LinkExpired');
    expect(await audits()).to.have.length(0);
  });

  it("neither cancels the member's scheduled deletion nor records a log on of theirs: the audit row is the record", async () => {
    const { staff, member, link } = await scene();
    const requested = new Date(Date.now() - 3600_000);
    await testDb()('profiles').where({ id: member.id }).update({ status: 7, deletion_requested_at: requested, last_logon_at: null });
    const agent = await impersonating(link);
    expect((await agent.get('/Start').expect(200)).text).to.not.include('will not be deleted after all');
    const row = await testDb()('profiles').where({ id: member.id }).first('status', 'deletion_requested_at', 'last_logon_at');
    expect(row.status).to.equal(7);
    expect(new Date(row.deletion_requested_at).getTime()).to.equal(requested.getTime());
    expect(row.last_logon_at).to.equal(null);
    expect((await testDb()('profiles').where({ id: staff.id }).first('last_logon_at')).last_logon_at).to.equal(null);
    expect(await audits()).to.have.length(1);
  });

  it('refuses to accept the terms, consent to privacy or change the language for the member (403)', async () => {
    const { member, link } = await scene({}, { language: 'en-GB' });
    const agent = await impersonating(link);
    const csrf = await agent.csrf('/Start');
    const language = await agent.postForm('/Settings/Language', { language: 'da-DK' }).expect(403);
    expect(language.text).to.include('While you act as this member you cannot change this');

    await bumpTermsVersion(testDb());
    const before = await testDb()('profiles').where({ id: member.id }).first('language', 'terms_version', 'terms_accepted_at', 'privacy_consent_at');
    await agent.get('/Start').expect(302).expect('Location', '/ReAcceptance');
    expect((await agent.postForm('/ReAcceptance', { acceptTerms: 'on', consentPrivacy: 'on' }).expect(403)).text).to.include('While you act as this member you cannot change this');
    for (const action of ['AcceptTermsOfService', 'ConsentPrivacyData']) {
      const res = await agent.post(`/api/EditProfile/${action}`).set('x-csrf-token', csrf).send({}).expect(403);
      expect(res.body.error.code, action).to.equal('impersonating');
    }
    expect(await testDb()('profiles').where({ id: member.id }).first('language', 'terms_version', 'terms_accepted_at', 'privacy_consent_at')).to.deep.equal(before);
    expect(before.language).to.equal('en-GB');
  });

  it('StopImpersonation: 403 without a CSRF token or when not impersonating; a visitor goes to the front page', async () => {
    const { link } = await scene();
    const agent = await impersonating(link);
    await agent.post('/StopImpersonation').type('form').send({}).expect(403);
    expect((await audits())[0].ended_at).to.equal(null);

    const member = await loggedOnAs(await buildMember());
    const res = await member.postForm('/StopImpersonation', {}).expect(403);
    expect(res.text).to.include('You are not acting as another member.');

    const visitor = browser();
    await visitor.csrf('/LogOn');
    await visitor.postForm('/StopImpersonation', {}).expect(303).expect('Location', '/');
  });

  it('an impersonated session cannot carry the member to the sister site (single sign-on)', async () => {
    const { link } = await scene({}, { member: true, darkStatus: 3 });
    const agent = await impersonating(link);
    const res = await agent.get('/Sso/To?site=2').expect(403);
    expect(res.text).to.include('While you act as this member you cannot change this');
    expect(await testDb()('account_tokens').where({ purpose: 'sso' }).first()).to.equal(undefined);
  });

  it("an impersonated session cannot change the member's password, e-mail, name, two-factor or passkeys, nor delete the profile", async () => {
    const { member, link } = await scene();
    const agent = await impersonating(link);
    const csrf = await agent.csrf('/Start');
    const before = await testDb()('profiles').where({ id: member.id }).first();
    const api: [string, string, object][] = [
      ['POST', '/api/EditProfile/UpdateProfileEmail', { email: 'taken-over@example.test', password: testPassword }],
      ['POST', '/api/EditProfile/UpdateProfileName', { name: 'TakenOver' }],
      ['POST', '/api/EditProfile/DeleteProfile', { password: testPassword }],
      ['GET', '/api/TwoFactor/ActivationData', {}],
      ['POST', '/api/TwoFactor/Enable', { code: '123456' }],
      ['POST', '/api/TwoFactor/Disable', { password: testPassword, code: '123456' }],
      ['POST', '/api/Passkeys/RegistrationOptions', {}],
      ['POST', '/api/Passkeys/Remove', { id: 1 }],
    ];
    for (const [method, path, body] of api) {
      const res = method === 'GET' ? await agent.get(path) : await agent.post(path).set('x-csrf-token', csrf).send(body);
      expect(res.status, path).to.equal(403);
      expect(res.body.error.code, path).to.equal('impersonating');
    }
    const forms: [string, Record<string, unknown>][] = [
      ['/EditProfile/AccountInformation/Password', { currentPassword: testPassword, newPassword: 'a whole new passphrase', confirmPassword: 'a whole new passphrase' }],
      ['/EditProfile/AccountInformation/Email', { email: 'taken-over@example.test', password: testPassword }],
      ['/EditProfile/AccountInformation/Name', { name: 'TakenOver' }],
      ['/Settings/TwoFactor', { code: '123456' }],
      ['/Settings/TwoFactor/Disable', { password: testPassword, code: '123456' }],
    ];
    for (const [path, form] of forms) {
      const res = await agent.postForm(path, form);
      expect(res.status, path).to.equal(403);
      expect(res.text, path).to.include('While you act as this member you cannot change');
    }
    const after = await testDb()('profiles').where({ id: member.id }).first();
    for (const column of ['password_hash', 'email', 'name', 'status', 'totp_secret', 'security_stamp']) expect(after[column], column).to.deep.equal(before[column]);
    await agent.get('/Start').expect(200);
  });
});
