import { expect } from 'chai';
import type { Response } from 'supertest';
import { testApp, testDb, mailbox, testRedis } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { buildMember, jobsSettled, loggedOnAs, mailedLink, signUpFields } from '../../support/accounts.ts';
import { createRateLimits } from '../../../src/platform/http/rate-limit.ts';

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A fresh browser (no cookies) that posts the sign-up form. */
async function signUp(overrides: Record<string, unknown> = {}) {
  const agent = browser();
  await agent.csrf('/Create');
  return agent.postForm('/Create', await signUpFields(overrides));
}

const sessionCookieIn = (res: Response) => ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).filter((c) => c.startsWith('nordlys.sid='));
/** The answer page without what differs per response (the CSRF token and the CSP nonce). */
const normalised = (html: string) => html.replace(/name="_csrf" value="[^"]+"/g, 'name="_csrf" value=""').replace(/nonce="[^"]+"/g, 'nonce=""');
const profileCount = async () => Number((await testDb()('profiles').count('* as n').first())!.n);

describe('sign-up (/Create)', () => {
  // Let mail on its way go out before the next test empties the tables.
  afterEach(jobsSettled);

  it('shows the form, also at /Opret, with its required fields marked', async () => {
    const agent = browser();
    const res = await agent.get('/Create').expect(200);
    expect(res.text).to.include('name="birthday2"');
    expect(res.text).to.include('Fields marked * must be filled in.');
    for (const id of ['name', 'email', 'password', 'birthday1', 'gender1', 'countryId', 'postalCode', 'acceptTerms']) {
      expect(res.text, id).to.match(new RegExp(`id="${id}"[^>]*\\srequired`));
      expect(res.text, id).to.match(new RegExp(`for="${id}">[^<]*(<[^>]+>[^<]*)*<span class="required-mark" aria-hidden="true">\\*</span>`));
    }
    await agent.get('/Opret').expect(200);
  });

  it('creates a pending profile, answers "check your e-mail" without logging on, and mails the confirmation link', async () => {
    const agent = browser();
    await agent.get('/dating-oslo?utm=x');
    await agent.csrf('/Create');
    const res = await agent.postForm('/Create', await signUpFields()).expect(200);
    expect(res.text).to.include('Check your e-mail').and.include('We have sent an e-mail to aurora@example.test. Open the link in it to finish creating your profile.');
    expect(res.text).to.include('action="/ConfirmEmail/Resend"').and.include('name="email" value="aurora@example.test"');
    expect(res.text, 'a way back for a mistyped address').to.include('href="/Create"');
    expect(sessionCookieIn(res), 'no session').to.deep.equal([]);
    await agent.get('/Start').expect(302);
    const row = await testDb()('profiles').where({ name: 'Aurora_77' }).first();
    expect(row.status, 'None: not yet confirmed').to.equal(0);
    expect(row.email_confirmed_at).to.equal(null);
    expect(row.password_hash, 'argon2id at the cost of this environment (test/unit/passwords.test.ts checks the production cost)').to.match(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await testDb()('profile_persons').where({ profile_id: row.id }).count('* as n').first()).to.deep.equal({ n: 1 });
    expect(await testDb()('profile_areas').where({ profile_id: row.id }).first('postal_code', 'latitude', 'longitude'), 'the area, placed by its postal code')
      .to.deep.equal({ postal_code: '2100', latitude: 55.7058, longitude: 12.5783 });
    const mail = await mailbox().waitFor('aurora@example.test');
    expect(mail.subject).to.equal('Confirm your e-mail address');
    expect(await mailedLink('aurora@example.test', '/ConfirmEmail')).to.match(/^\/ConfirmEmail\?q=[\w-]+$/);
  });

  it('creates a couple profile with two persons', async () => {
    await signUp({ kind: 'Couple', birthday2: yearsAgo(40), gender2: 'Male' }).then((r) => expect(r.status).to.equal(200));
    const row = await testDb()('profiles').where({ name: 'Aurora_77' }).first();
    expect(row.kind).to.equal('Couple');
    const persons = await testDb()('profile_persons').where({ profile_id: row.id }).orderBy('position');
    expect(persons.map((p: { gender: string }) => p.gender)).to.deep.equal(['Female', 'Male']);
  });

  it('refuses anyone under 18, naming the person, and writes nothing', async () => {
    const agent = browser();
    await agent.csrf('/Create');
    const single = await agent.postForm('/Create', await signUpFields({ birthday1: yearsAgo(18, 1) })).expect(400);
    expect(single.text).to.include('You must be 18 or older to use the site.');
    const couple = await agent.postForm('/Create', await signUpFields({ kind: 'Couple', birthday2: yearsAgo(17), gender2: 'Male' })).expect(400);
    expect(couple.text).to.match(/id="birthday2-error">You must be 18 or older/);
    expect(await profileCount()).to.equal(0);
    await agent.postForm('/Create', await signUpFields({ birthday1: yearsAgo(18) })).expect(200);
  });

  it('answers in the visitor language and keeps what was typed except the password, saying so', async () => {
    const agent = browser();
    await agent.get('/Create?lang=sv-SE').set('Sec-Fetch-Site', 'same-origin');
    await agent.csrf('/Create');
    const res = await agent.postForm('/Create', await signUpFields({ email: 'not-an-address' })).expect(400);
    expect(res.text).to.match(/id="email-error">[^<]+</);
    expect(res.text).to.include('<html lang="sv-SE"');
    expect(res.text).to.include('value="Aurora_77"');
    expect(res.text, 'the postal code is kept (only passwords and codes are not)').to.include('value="2100"');
    expect(res.text).not.to.include('fjord lantern midnight');
    expect(res.text).to.include('Av säkerhetsskäl behöver du skriva lösenordet igen.');
  });

  it('refuses a taken name (any case), a common password and missing terms', async () => {
    await buildMember({ name: 'Taken', email: 'taken@example.test' });
    const agent = browser();
    await agent.csrf('/Create');
    expect((await agent.postForm('/Create', await signUpFields({ name: 'TAKEN' })).expect(400)).text).to.include('This profile name is already taken.');
    expect((await agent.postForm('/Create', await signUpFields({ password: 'password123' })).expect(400)).text).to.include('This password is too common.');
    expect((await agent.postForm('/Create', await signUpFields({ acceptTerms: undefined })).expect(400)).text).to.include('You must accept the terms to continue.');
  });

  it('checks name availability as you type (htmx fragment)', async () => {
    await buildMember({ name: 'Taken' });
    const agent = browser();
    expect((await agent.get('/Create/NameAvailable?name=taken').expect(200)).text).to.include('already taken');
    expect((await agent.get('/Create/NameAvailable?name=FreeName').expect(200)).text).to.include('is free');
    expect((await agent.get('/Create/NameAvailable?name=a%20b').expect(200)).text).to.include('Use only letters');
  });

  it('sends a logged-on member from /Create to /Start', async () => {
    const agent = await loggedOnAs(await buildMember());
    await agent.get('/Create').expect(302).expect('Location', '/Start');
  });
});

describe('sign-up tells nobody whether an e-mail address is registered', () => {
  // Let mail on its way go out before the next test empties the tables.
  afterEach(jobsSettled);

  it('answers an address of an active profile byte for byte as a new one, changes nothing and mails its owner', async () => {
    const fresh = await signUp({ name: 'First_1', email: 'same@example.test' });
    expect(fresh.status).to.equal(200);
    // Make that profile an ordinary active one, as if confirmed long ago.
    await testDb()('profiles').where({ email: 'same@example.test' }).update({ status: 3, email_confirmed_at: new Date(), language: 'da-DK' });
    const again = await signUp({ name: 'Second_2', email: 'Same@Example.test' });
    expect(again.status).to.equal(200);
    expect(normalised(again.text)).to.equal(normalised(fresh.text));
    expect(sessionCookieIn(fresh)).to.deep.equal([]);
    expect(sessionCookieIn(again)).to.deep.equal([]);
    expect(await profileCount(), 'no second profile').to.equal(1);
    expect(await testDb()('profiles').where({ name: 'Second_2' }).first()).to.equal(undefined);
    const owner = await testDb()('profiles').where({ email: 'same@example.test' }).first();
    expect(owner).to.include({ name: 'First_1', status: 3 });
    const mail = await mailbox().waitFor('same@example.test', (m) => !m.subject.startsWith('Confirm'));
    expect(mail.subject, "in the owner's language").to.match(/^Nogen har forsøgt/);
    expect(mail.text).to.include('Nogen har forsøgt at oprette en profil på Nordlys med din e-mailadresse. Hvis det var dig, har du allerede en profil');
    expect(mail.text).to.match(/https?:\/\/\S+\/LogOn\s/).and.match(/https?:\/\/\S+\/ForgotPassword\s/);
    expect(mail.text).not.to.include('ConfirmEmail');
  });

  it('answers an address of a pending profile the same, and mails it a fresh confirmation link', async () => {
    const first = await signUp({ name: 'First_1', email: 'pending@example.test' });
    const firstLink = await mailedLink('pending@example.test', '/ConfirmEmail');
    const again = await signUp({ name: 'Second_2', email: 'pending@example.test' });
    expect(normalised(again.text)).to.equal(normalised(first.text));
    expect(await profileCount()).to.equal(1);
    const secondLink = await mailedLink('pending@example.test', '/ConfirmEmail', (text) => !text.includes(firstLink));
    expect(secondLink).not.to.equal(firstLink);
  });

  it('lets the owner of a pending profile sign up again with a corrected address (same name and password)', async () => {
    await signUp({ name: 'Typo_1', email: 'tpyo@example.test' }).then((r) => expect(r.status).to.equal(200));
    const wrongPassword = await signUp({ name: 'Typo_1', email: 'typo@example.test', password: 'another long password' });
    expect(wrongPassword.status, 'the name is still taken for anyone else').to.equal(400);
    expect(wrongPassword.text).to.include('This profile name is already taken.');
    await signUp({ name: 'Typo_1', email: 'typo@example.test' }).then((r) => expect(r.status).to.equal(200));
    const rows = await testDb()('profiles').where({ name: 'Typo_1' });
    expect(rows.map((r: { email: string }) => r.email)).to.deep.equal(['typo@example.test']);
    await mailedLink('typo@example.test', '/ConfirmEmail');
  });
});

describe('sign-up limits', () => {
  // Let mail on its way go out before the next test empties the tables.
  afterEach(jobsSettled);

  it('still works after several refused submits, keeping the typed values each time', async () => {
    await buildMember({ name: 'Taken' });
    const agent = browser();
    await agent.csrf('/Create');
    for (const bad of [{ name: 'Taken' }, { password: 'password123' }, { name: '' }, { email: 'nope' }, { name: 'Taken' }, { password: 'password123' }]) {
      const res = await agent.postForm('/Create', await signUpFields(bad)).expect(400);
      expect(res.text).to.include('value="2100"');
    }
    await agent.postForm('/Create', await signUpFields()).expect(200);
  });

  it('after 5 completed sign-ups from one address answers 429, keeping the values and saying when in words', async () => {
    await buildMember({ email: 'existing@example.test' });
    for (let i = 1; i <= 5; i++) {
      // New and existing addresses count the same.
      const email = i === 3 ? 'existing@example.test' : `person${i}@example.test`;
      await signUp({ name: `Person_${i}`, email }).then((r) => expect(r.status, `sign-up ${i}`).to.equal(200));
    }
    const agent = browser();
    await agent.csrf('/Create');
    const refused = await agent.postForm('/Create', await signUpFields({ name: 'Person_6', email: 'person6@example.test' })).expect(429);
    expect(refused.text).to.match(/Several profiles have already been created from this internet connection in the past hour\. Please try again in (59|60) minutes\./);
    expect(Number(refused.headers['retry-after'])).to.be.within(3500, 3600);
    expect(refused.text).to.include('value="Person_6"').and.include('value="person6@example.test"').and.include('value="2100"');
    expect(refused.text).not.to.include('fjord lantern midnight');
    expect(await testDb()('profiles').where({ name: 'Person_6' }).first()).to.equal(undefined);
  });

  it('counts refused submits against their own, larger budget', async () => {
    testApp().locals.rateLimits = createRateLimits(testRedis(), `rl-signup-${Date.now()}`, { signupFailed: { points: 3, duration: 3600 } });
    await buildMember({ name: 'Taken' });
    const agent = browser();
    await agent.csrf('/Create');
    for (let i = 0; i < 3; i++) await agent.postForm('/Create', await signUpFields({ name: 'Taken' })).expect(400);
    const refused = await agent.postForm('/Create', await signUpFields()).expect(429);
    expect(refused.text).to.match(/Too many attempts from this internet connection\. Please try again in \d+ minutes\./);
    expect(refused.text).to.include('value="Aurora_77"');
  });

  it('says a wait under a minute in seconds, in the visitor language', async () => {
    testApp().locals.rateLimits = createRateLimits(testRedis(), `rl-signup-da-${Date.now()}`, { signup: { points: 1, duration: 45 } });
    await signUp({ name: 'Person_1', email: 'p1@example.test' });
    const agent = browser();
    await agent.get('/Create?lang=da-DK').set('Sec-Fetch-Site', 'same-origin');
    await agent.csrf('/Create');
    const refused = await agent.postForm('/Create', await signUpFields()).expect(429);
    expect(refused.text).to.match(/Prøv igen om \d+ sekunder\./);
  });
});

describe('a sign-up nobody confirms', () => {
  afterEach(jobsSettled);

  /** Runs the expiry job of the profile now instead of in seven days, and waits for it. */
  async function expireNow(profileId: number) {
    const jobs = testDb()('jobs').where({ name: 'accounts.expirePendingProfile' }).whereRaw("(payload->>'profileId')::bigint = ?", [profileId]).whereNull('done_at');
    const job = await jobs.clone().first();
    expect(new Date(job.run_at).getTime(), 'due when the link expires').to.be.closeTo(Date.now() + 7 * 24 * 3600_000, 60_000);
    await testDb()('jobs').where({ id: job.id }).update({ run_at: testDb().fn.now() });
    await jobsSettled();
  }

  it('is removed when its link has expired, which frees the name and the address', async () => {
    await signUp().then((r) => expect(r.status).to.equal(200));
    const row = await testDb()('profiles').where({ name: 'Aurora_77' }).first();
    await testDb()('account_tokens').where({ profile_id: row.id }).update({ expires_at: new Date(Date.now() - 1000) });
    await expireNow(row.id);
    expect(await testDb()('profiles').where({ id: row.id }).first()).to.equal(undefined);
    await signUp().then((r) => expect(r.status).to.equal(200));
    expect((await testDb()('profiles').where({ name: 'Aurora_77' }).first()).id).not.to.equal(row.id);
  });

  it('waits while a link sent again still works, and leaves a confirmed profile alone', async () => {
    await signUp().then((r) => expect(r.status).to.equal(200));
    const row = await testDb()('profiles').where({ name: 'Aurora_77' }).first();
    await expireNow(row.id);
    expect((await testDb()('profiles').where({ id: row.id }).first()).status, 'the link still works').to.equal(0);
    const agent = browser();
    await agent.get(await mailedLink('aurora@example.test', '/ConfirmEmail')).expect(302);
    await testDb()('account_tokens').where({ profile_id: row.id }).update({ expires_at: new Date(Date.now() - 1000) });
    await expireNow(row.id);
    expect((await testDb()('profiles').where({ id: row.id }).first()).status, 'confirmed: Active').to.equal(3);
  });
});
