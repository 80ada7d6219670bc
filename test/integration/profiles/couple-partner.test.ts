import { createHash } from 'node:crypto';
import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile } from '../../../src/modules/accounts/index.ts';
import { insertProfileDataInBulk } from '../../../src/modules/profiles/index.ts';
import { mailbox, testApp, testDb } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { buildMember, jobsSettled, loggedOnAs, mailedLink, signUpAndConfirm } from '../../support/accounts.ts';

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};
const partnerAddress = 'kari.partner@example.test';
const couple = '<span class="badge">Couple</span>';

/** A member (34, woman) with texts who made her profile a couple's (41, man) on /EditProfile/Convert: the partner has not confirmed. */
async function newCouple(overrides: Partial<NewProfile> = {}) {
  const owner = await buildMember({ language: 'en-GB', ...overrides });
  await testDb()('profile_persons').insert({ profile_id: owner.id, position: 0, birthday: yearsAgo(34), gender: 'Female' });
  await testDb()('profile_details').insert({ profile_id: owner.id, presentation: 'We love long walks by the fjord.', looking_for: 'Friends to hike with.' });
  const agent = await loggedOnAs(owner);
  await agent.postForm('/EditProfile/Convert/ToCouple', { birthday: yearsAgo(41), gender: 'Male' }).expect(303);
  return { owner, agent };
}

/** The owner invites the partner; answers the path of the link in the mail and its secret. */
async function invite(agent: Awaited<ReturnType<typeof newCouple>>['agent'], email = partnerAddress) {
  await agent.postForm('/EditProfile/Partner', { partnerEmail: email }).expect(303).expect('Location', '/EditProfile/Convert');
  const link = await mailedLink(email, '/CouplePartner');
  return { link, q: new URLSearchParams(link.split('?')[1]).get('q')! };
}

const personsOf = async (id: number) =>
  (await testDb()('profile_persons').where({ profile_id: id }).orderBy('position')).map((r: { gender: string; confirmed_at: Date | null }) => [r.gender, r.confirmed_at !== null]);
const kindOf = async (id: number) => (await testDb()('profiles').where({ id }).first()).kind;

describe("a couple profile's second person confirms by e-mail (/CouplePartner)", () => {
  afterEach(jobsSettled);

  it("mails the invitation in the owner's language with a link on the site's configured origin, and shows the owner the status", async () => {
    const { owner, agent } = await newCouple();
    const before = await agent.get('/EditProfile/Convert').expect(200);
    expect(before.text).to.include('Waiting for your partner to confirm.').and.include('action="/EditProfile/Partner"').and.include('Send the invitation');

    const { link, q } = await invite(agent);
    const mail = await mailbox().waitFor(partnerAddress);
    expect(mail.subject).to.equal(`${owner.name} says you are part of their couple profile`);
    expect(mail.text).to.include(`http://localhost:3000${link}`).and.include(`The profile ${owner.name} on`);
    expect(link).to.match(/^\/CouplePartner\?q=[\w-]{43}$/);
    const row = await testDb()('profile_persons').where({ profile_id: owner.id, position: 1 }).first();
    expect(row.partner_token_hash).to.equal(createHash('sha256').update(q).digest('hex'));
    expect(row.confirmed_at).to.equal(null);

    const after = await agent.get('/EditProfile/Convert').expect(200);
    expect(after.text).to.include('The invitation is on its way to kari.partner@example.test.');
    expect(after.text).to.include('Waiting for kari.partner@example.test to confirm.').and.include('Send the invitation again');
  });

  it('writes a Danish invitation for a Danish owner, and names the field of a bad address in Danish (form and JSON)', async () => {
    const { agent } = await newCouple({ language: 'da-DK' });
    const bad = await agent.postForm('/EditProfile/Partner', { partnerEmail: 'not-an-address' }).expect(400);
    expect(bad.text).to.include('id="partnerEmail-error"').and.include('Skriv en gyldig e-mailadresse').and.include('href="#partnerEmail"');
    const token = await agent.csrf('/EditProfile/Convert');
    const api = await agent.post('/api/EditProfile/InviteCouplePartner').set('x-csrf-token', token).send({ partnerEmail: '' }).expect(400);
    expect(api.body.error.field).to.equal('partnerEmail');
    expect(api.body.error.message).to.equal('Skriv din partners e-mailadresse.');

    await agent.post('/api/EditProfile/InviteCouplePartner').set('x-csrf-token', token).send({ partnerEmail: partnerAddress }).expect(200, { success: true });
    expect((await mailbox().waitFor(partnerAddress)).subject).to.include('siger, at du er en del af deres parprofil');
    const status = await agent.get('/api/EditProfile/CouplePartnerStatus').expect(200);
    expect(status.body).to.deep.equal({ state: 'Waiting', email: partnerAddress });
  });

  it('refuses the owner\'s own address as the partner\'s', async () => {
    const { owner, agent } = await newCouple();
    const res = await agent.postForm('/EditProfile/Partner', { partnerEmail: owner.email.toUpperCase() }).expect(400);
    expect(res.text).to.include('That is your own address. Enter your partner&#39;s.');
  });

  it('shows other members one person until the partner confirms, then the couple', async () => {
    const { owner, agent } = await newCouple();
    const { link, q } = await invite(agent);
    const other = await loggedOnAs(await buildMember());

    const waiting = await other.get(`/Profile/${owner.id}`).expect(200);
    expect(waiting.text).to.include('34, woman').and.not.include('41, man');
    expect(waiting.text).not.to.include(couple);
    expect(waiting.text).not.to.include(partnerAddress);

    const own = await agent.get(`/Profile/${owner.id}`).expect(200);
    expect(own.text).to.include('34, woman &amp; 41, man').and.include('Your partner has not confirmed being part of this profile yet');
    const persons = await agent.get('/api/EditProfile/ProfilePersons').expect(200);
    expect(persons.body.map((p: { gender: string; confirmed: boolean }) => [p.gender, p.confirmed])).to.deep.equal([['Female', true], ['Male', false]]);

    // The partner: a visitor with no log-on and no JavaScript, only the link.
    const visitor = browser();
    const page = await visitor.get(link).expect(200);
    expect(page.text).to.include(`The profile ${owner.name} on`).and.include('man, born').and.include('action="/CouplePartner/Confirm"');
    expect(page.text).not.to.include(partnerAddress);
    await visitor.postForm('/CouplePartner/Confirm', { q }).expect(303).expect('Location', link);
    const confirmed = await visitor.get(link).expect(200);
    expect(confirmed.text).to.include('You are part of this couple profile').and.include(`You have confirmed being part of ${owner.name}.`).and.include('the link is how you leave the profile later');
    expect(confirmed.text).to.include('action="/CouplePartner/Leave"').and.not.include('action="/CouplePartner/Confirm"');

    const seen = await other.get(`/Profile/${owner.id}`).expect(200);
    expect(seen.text).to.include('34, woman &amp; 41, man').and.include(couple);
    expect((await agent.get('/EditProfile/Convert').expect(200)).text).to.include('Confirmed.').and.not.include('action="/EditProfile/Partner"');
    expect(await personsOf(owner.id)).to.deep.equal([['Female', true], ['Male', true]]);
    // Confirmed, the owner cannot invite anyone in the partner's place.
    await agent.postForm('/EditProfile/Partner', { partnerEmail: 'someone.else@example.test' }).expect(409);
  });

  it('counts couples written before this change, and demo couples, as confirmed', async () => {
    const older = await buildMember({ kind: 'Couple' });
    await testDb()('profile_persons').insert([
      { profile_id: older.id, position: 0, birthday: yearsAgo(30), gender: 'Female' },
      { profile_id: older.id, position: 1, birthday: yearsAgo(32), gender: 'Male' },
    ]);
    const demo = await buildMember({ kind: 'Couple' });
    const persons = [{ birthday: yearsAgo(45), gender: 'Female' }, { birthday: yearsAgo(47), gender: 'Female' }];
    await insertProfileDataInBulk(testDb(), [{ profileId: demo.id, persons, presentation: '', lookingFor: '' }]);
    const viewer = await loggedOnAs(await buildMember());
    expect((await viewer.get(`/Profile/${older.id}`).expect(200)).text).to.include('30, woman &amp; 32, man').and.include(couple);
    expect((await viewer.get(`/Profile/${demo.id}`).expect(200)).text).to.include('45, woman &amp; 47, woman').and.include(couple);
  });

  it('starts a couple from sign-up unconfirmed: its second person waits for the invitation', async () => {
    const agent = await signUpAndConfirm({ kind: 'Couple', birthday2: yearsAgo(40), gender2: 'Male' });
    const profile = await testDb()('profiles').where({ name: 'Aurora_77' }).first();
    expect(await personsOf(profile.id)).to.deep.equal([['Female', true], ['Male', false]]);
    expect((await agent.get('/EditProfile/Convert').expect(200)).text).to.include('Waiting for your partner to confirm.');
  });

  it('lets the partner leave after confirming: the profile becomes single with its texts, and the owner is told', async () => {
    const { owner, agent } = await newCouple();
    const { link, q } = await invite(agent);
    const visitor = browser();
    await visitor.postForm('/CouplePartner/Confirm', { q }).expect(303);
    await visitor.postForm('/CouplePartner/Leave', { q }).expect(303).expect('Location', '/CouplePartner/Left');
    expect((await visitor.get('/CouplePartner/Left').expect(200)).text).to.include('You have left the profile');

    expect(await kindOf(owner.id)).to.equal('Single');
    expect(await personsOf(owner.id)).to.deep.equal([['Female', true]]);
    const details = await testDb()('profile_details').where({ profile_id: owner.id }).first();
    expect(details.presentation).to.equal('We love long walks by the fjord.');
    const told = await mailbox().waitFor(owner.email, (m) => m.subject === 'Your partner has left your profile');
    expect(told.text).to.include(`http://localhost:3000/Profile/${owner.id}`).and.include('Your profile is now a single profile');

    const own = await agent.get(`/Profile/${owner.id}`).expect(200);
    expect(own.text).to.include('We love long walks by the fjord.').and.not.include(couple);
    // The link died with the second person.
    expect((await visitor.get(link).expect(404)).text).to.include('This link no longer works');
  });

  it('keeps the owner\'s person when someone who is not the partner says so, even after the persons were swapped', async () => {
    const { owner, agent } = await newCouple();
    const { q } = await invite(agent);
    await agent.postForm('/EditProfile/Convert/Swap', {}).expect(303);
    expect(await personsOf(owner.id)).to.deep.equal([['Male', false], ['Female', true]]);
    await browser().postForm('/CouplePartner/Leave', { q }).expect(303);
    expect(await personsOf(owner.id)).to.deep.equal([['Female', true]]);
    expect(await kindOf(owner.id)).to.equal('Single');
  });

  it('shows the expired-link page for a wrong, missing, replaced or spent link, and changes nothing', async () => {
    const { owner, agent } = await newCouple();
    const first = await invite(agent);
    mailbox().clear();
    const second = await invite(agent);
    expect(second.q).not.to.equal(first.q);

    for (const path of ['/CouplePartner?q=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/CouplePartner', '/CouplePartner?q=short', first.link]) {
      const res = await request(testApp()).get(path).expect(404);
      expect(res.text, path).to.include('This link no longer works').and.include('ask them to send you a new invitation');
    }
    await browser().postForm('/CouplePartner/Confirm', { q: first.q }).expect(404);
    await browser().postForm('/CouplePartner/Leave', { q: 'B'.repeat(43) }).expect(404);
    expect(await personsOf(owner.id)).to.deep.equal([['Female', true], ['Male', false]]);
    await browser().get(second.link).expect(200);
  });

  it('refuses a form posted to the partner page from another site', async () => {
    const { owner, agent } = await newCouple();
    const { q } = await invite(agent);
    await request(testApp()).post('/CouplePartner/Leave').set('Sec-Fetch-Site', 'cross-site').type('form').send({ q }).expect(403);
    expect(await kindOf(owner.id)).to.equal('Couple');
  });

  it("never lets another member invite for someone else's profile, and asks a visitor to log on", async () => {
    const { owner } = await newCouple();
    const other = await buildMember();
    await testDb()('profile_persons').insert({ profile_id: other.id, position: 0, birthday: yearsAgo(50), gender: 'Male' });
    const otherAgent = await loggedOnAs(other);
    // The invitation is always for the viewer's own profile: a profile id in the form is not listened to.
    const res = await otherAgent.postForm('/EditProfile/Partner', { partnerEmail: partnerAddress, profileId: String(owner.id) }).expect(409);
    expect(res.text).to.include('This profile has no second person waiting to confirm.');
    const token = await otherAgent.csrf('/EditProfile/Convert');
    await otherAgent.post('/api/EditProfile/InviteCouplePartner').set('x-csrf-token', token).send({ partnerEmail: partnerAddress, profileId: owner.id }).expect(409);
    expect((await testDb()('profile_persons').where({ profile_id: owner.id, position: 1 }).first()).partner_email).to.equal(null);

    await request(testApp()).post('/api/EditProfile/InviteCouplePartner').send({ partnerEmail: partnerAddress }).expect(401);
    const visitor = await request(testApp()).post('/EditProfile/Partner').type('form').send({ partnerEmail: partnerAddress });
    expect(visitor.status).to.equal(302);
    await jobsSettled();
    expect(mailbox().messages.filter((m) => m.to.includes(partnerAddress))).to.deep.equal([]);
  });

  it('sends at most five invitations a day, and the owner can still do everything else', async () => {
    const { owner, agent } = await newCouple();
    for (let i = 1; i <= 5; i++) await agent.postForm('/EditProfile/Partner', { partnerEmail: `try${i}@example.test` }).expect(303);
    const sixth = await agent.postForm('/EditProfile/Partner', { partnerEmail: 'try6@example.test' }).expect(429);
    expect(sixth.text).to.include('You have sent 5 invitations in the last 24 hours.');
    await agent.get('/EditProfile/Convert').expect(200);
    await agent.postForm('/EditProfile/Convert/Swap', {}).expect(303);
    await agent.get(`/Profile/${owner.id}`).expect(200);
  });
});
