import { expect } from 'chai';
import { testDb, mailbox } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { buildMember } from '../../support/accounts.ts';

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function countryId(code: string): Promise<number> {
  const row = await testDb()('countries').where({ code }).first('id');
  return Number(row.id);
}

async function validForm(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'Single',
    name: 'Aurora_77',
    email: 'aurora@example.test',
    password: 'fjord lantern midnight',
    birthday1: yearsAgo(30),
    gender1: 'Female',
    countryId: await countryId('DK'),
    postalCode: '2100',
    acceptTerms: 'on',
    ...overrides,
  };
}

describe('sign-up (/Create)', () => {
  it('shows the form, also at /Opret', async () => {
    const agent = browser();
    const res = await agent.get('/Create').expect(200);
    expect(res.text).to.include('name="birthday2"');
    await agent.get('/Opret').expect(200);
  });

  it('creates a single profile in one go, logs it on, remembers the first path and mails a confirmation link', async () => {
    const agent = browser();
    await agent.get('/dating-oslo?utm=x');
    await agent.csrf('/Create');
    const res = await agent.postForm('/Create', await validForm()).expect(303);
    expect(res.headers.location).to.equal('/Start');
    const start = await agent.get('/Start').expect(200);
    expect(start.text).to.include('Aurora_77');
    const row = await testDb()('profiles').where({ name: 'Aurora_77' }).first();
    expect(row.referrer).to.equal('/dating-oslo?utm=x');
    expect(row.password_hash, 'argon2id at the cost of this environment (test/unit/passwords.test.ts checks the production cost)').to.match(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await testDb()('profile_persons').where({ profile_id: row.id }).count('* as n').first()).to.deep.equal({ n: 1 });
    const mail = await mailbox().waitFor('aurora@example.test');
    expect(mail.subject).to.equal('Confirm your e-mail address');
    const link = /(http:\/\/\S+\/ConfirmEmail\?q=[\w-]+)/.exec(mail.text)![1]!;
    await agent.get(new URL(link).pathname + new URL(link).search).expect(302).expect('Location', '/Start');
    expect((await testDb()('profiles').where({ id: row.id }).first()).email_confirmed_at).to.not.equal(null);
    await agent.get(new URL(link).pathname + new URL(link).search).expect(302).expect('Location', '/LinkExpired');
  });

  it('creates a couple profile with two persons', async () => {
    const agent = browser();
    await agent.csrf('/Create');
    await agent.postForm('/Create', await validForm({ kind: 'Couple', birthday2: yearsAgo(40), gender2: 'Male' })).expect(303);
    const row = await testDb()('profiles').where({ name: 'Aurora_77' }).first();
    expect(row.kind).to.equal('Couple');
    const persons = await testDb()('profile_persons').where({ profile_id: row.id }).orderBy('position');
    expect(persons.map((p: { gender: string }) => p.gender)).to.deep.equal(['Female', 'Male']);
  });

  it('refuses anyone under 18, naming the person, and writes nothing', async () => {
    const agent = browser();
    await agent.csrf('/Create');
    const single = await agent.postForm('/Create', await validForm({ birthday1: yearsAgo(18, 1) })).expect(400);
    expect(single.text).to.include('You must be 18 or older to use the site.');
    const couple = await agent.postForm('/Create', await validForm({ kind: 'Couple', birthday2: yearsAgo(17), gender2: 'Male' })).expect(400);
    expect(couple.text).to.match(/id="birthday2-error">You must be 18 or older/);
    expect(await testDb()('profiles').count('* as n').first()).to.deep.equal({ n: 0 });
    await agent.postForm('/Create', await validForm({ birthday1: yearsAgo(18) })).expect(303);
  });

  it('answers in the visitor language and keeps what was typed', async () => {
    const agent = browser();
    await agent.get('/Create?lang=sv-SE');
    await agent.csrf('/Create');
    const res = await agent.postForm('/Create', await validForm({ email: 'not-an-address' })).expect(400);
    expect(res.text).to.match(/id="email-error">[^<]+</);
    expect(res.text).to.include('<html lang="sv-SE"');
    expect(res.text).to.include('value="Aurora_77"');
    expect(res.text, 'the postal code is kept (only passwords and codes are not)').to.include('value="2100"');
    expect(res.text).not.to.include('fjord lantern midnight');
  });

  it('refuses a taken name or e-mail (any case), a common password and missing terms', async () => {
    await buildMember({ name: 'Taken', email: 'taken@example.test' });
    const agent = browser();
    await agent.csrf('/Create');
    expect((await agent.postForm('/Create', await validForm({ name: 'TAKEN' })).expect(400)).text).to.include('This profile name is already taken.');
    expect((await agent.postForm('/Create', await validForm({ email: 'Taken@Example.test' })).expect(400)).text).to.include('A profile with this e-mail already exists.');
    expect((await agent.postForm('/Create', await validForm({ password: 'password123' })).expect(400)).text).to.include('This password is too common.');
    expect((await agent.postForm('/Create', await validForm({ acceptTerms: undefined })).expect(400)).text).to.include('You must accept the terms to continue.');
  });

  it('checks name availability as you type (htmx fragment)', async () => {
    await buildMember({ name: 'Taken' });
    const agent = browser();
    expect((await agent.get('/Create/NameAvailable?name=taken').expect(200)).text).to.include('already taken');
    expect((await agent.get('/Create/NameAvailable?name=FreeName').expect(200)).text).to.include('is free');
    expect((await agent.get('/Create/NameAvailable?name=a%20b').expect(200)).text).to.include('Use only letters');
  });

  it('sends a logged-on member from /Create to /Start', async () => {
    const agent = browser();
    await agent.csrf('/Create');
    await agent.postForm('/Create', await validForm()).expect(303);
    await agent.get('/Create').expect(302).expect('Location', '/Start');
  });
});
