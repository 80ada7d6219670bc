import { expect } from 'chai';
import { testDb, mailbox } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { buildMember, jobsSettled, loggedOnAs, mailedLink, signUpFields } from '../../support/accounts.ts';
import { loadViewer } from '../../../src/modules/accounts/index.ts';

const password = 'fjord lantern midnight';
const generic = 'The profile name, e-mail or password is not correct. Just created your profile? Open the link in the e-mail we sent you first.';

/** Signs up Aurora_77 (pending) from a fresh browser; the browser and the mailed confirmation link. */
async function signUpPending(overrides: Record<string, unknown> = {}) {
  const agent = browser();
  await agent.csrf('/Create');
  const fields = await signUpFields(overrides);
  await agent.postForm('/Create', fields).expect(200);
  return { agent, link: await mailedLink(String(fields.email), '/ConfirmEmail') };
}

const profileRow = (name = 'Aurora_77') => testDb()('profiles').where({ name }).first();
const normalised = (html: string) => html.replace(/name="_csrf" value="[^"]+"/g, 'name="_csrf" value=""').replace(/nonce="[^"]+"/g, 'nonce=""');

describe('confirming the e-mail address (/ConfirmEmail)', () => {
  // Let mail on its way go out before the next test empties the tables.
  afterEach(jobsSettled);

  it('activates the pending profile and logs the visitor on, to /Start with a welcome', async () => {
    const { agent, link } = await signUpPending();
    const res = await agent.get(link).expect(302).expect('Location', '/Start');
    expect(String(res.headers['set-cookie']), 'a session starts').to.include('nordlys.sid=');
    const row = await profileRow();
    expect(row.status).to.equal(3);
    expect(row.email_confirmed_at).to.not.equal(null);
    expect(row.last_logon_at, 'through the one log-on completion').to.not.equal(null);
    const start = await agent.get('/Start').expect(200);
    expect(start.text).to.include('Welcome, Aurora_77! Your e-mail address is confirmed and your profile is ready.');
  });

  it('says a used link is already confirmed (not expired), with a way on', async () => {
    const { agent, link } = await signUpPending();
    await agent.get(link).expect(302);
    const loggedOn = await agent.get(link).expect(200);
    expect(loggedOn.text).to.include('This e-mail address is already confirmed').and.include('href="/Start"');
    expect(loggedOn.text).not.to.include('This link has expired');
    const stranger = await browser().get(link).expect(200);
    expect(stranger.text).to.include('This e-mail address is already confirmed').and.include('href="/LogOn"');
  });

  it('offers a new link for an expired one, and the new link works', async () => {
    const { link } = await signUpPending();
    await testDb()('account_tokens').where({ purpose: 'confirmEmail' }).update({ expires_at: new Date(Date.now() - 1000) });
    const visitor = browser();
    const expired = await visitor.get(link).expect(410);
    expect(expired.text).to.include('This link has expired').and.include('action="/ConfirmEmail/Resend"');
    await visitor.csrf(link);
    const resent = await visitor.postForm('/ConfirmEmail/Resend', { email: 'aurora@example.test' }).expect(200);
    expect(resent.text).to.include('Check your e-mail').and.include('We have sent the e-mail again.');
    const fresh = await mailedLink('aurora@example.test', '/ConfirmEmail', (text) => !text.includes(link));
    await visitor.get(fresh).expect(302).expect('Location', '/Start');
    expect((await profileRow()).status).to.equal(3);
  });

  it('answers "send it again" the same for any address, mailing only one that waits for confirmation', async () => {
    await signUpPending();
    await buildMember({ email: 'confirmed@example.test', emailConfirmed: true });
    const agent = browser();
    await agent.csrf('/Create');
    const known = await agent.postForm('/ConfirmEmail/Resend', { email: 'aurora@example.test' }).expect(200);
    const unknown = await agent.postForm('/ConfirmEmail/Resend', { email: 'nobody@example.test' }).expect(200);
    const confirmed = await agent.postForm('/ConfirmEmail/Resend', { email: 'confirmed@example.test' }).expect(200);
    expect(normalised(unknown.text).replaceAll('nobody@', 'aurora@')).to.equal(normalised(known.text));
    expect(normalised(confirmed.text).replaceAll('confirmed@', 'aurora@')).to.equal(normalised(known.text));
    expect(await testDb()('account_tokens').where({ purpose: 'confirmEmail' }).count('* as n').first()).to.deep.equal({ n: 2 });
    await agent.postForm('/ConfirmEmail/Resend', { email: 'aurora@example.test' }).expect(200);
    await agent.postForm('/ConfirmEmail/Resend', { email: 'aurora@example.test' }).expect(200);
    const limited = await agent.postForm('/ConfirmEmail/Resend', { email: 'aurora@example.test' }).expect(429);
    expect(limited.text).to.match(/Too many attempts\. Please try again in \d+ minutes\./).and.include('value="aurora@example.test"');
    // The sign-up's link and three more (the fourth request was refused); waited for, so none arrives in the next test.
    for (let i = 0; i < 100 && mailbox().messages.filter((m) => m.to.includes('aurora@example.test')).length < 4; i++) await new Promise((r) => setTimeout(r, 50));
    expect(mailbox().messages.filter((m) => m.to.includes('aurora@example.test'))).to.have.length(4);
    expect(mailbox().messages.filter((m) => m.to.includes('nobody@example.test') || m.to.includes('confirmed@example.test'))).to.deep.equal([]);
  });

  it('keeps someone else logged on in this browser when they follow a pending profile\'s link', async () => {
    const { link } = await signUpPending();
    const member = await buildMember({ name: 'Bystander' });
    const agent = await loggedOnAs(member);
    await agent.get(link).expect(302).expect('Location', '/Start');
    expect((await agent.get('/Start').expect(200)).text).to.include('Bystander');
    expect((await profileRow()).status, 'the profile is confirmed all the same').to.equal(3);
  });
});

describe('a profile whose e-mail is not yet confirmed (status None)', () => {
  // Let mail on its way go out before the next test empties the tables.
  afterEach(jobsSettled);

  it('cannot log on: the answer is the one for a wrong password, which says to open the mail first', async () => {
    await signUpPending();
    await buildMember({ name: 'Active_1' });
    const agent = browser();
    await agent.csrf('/LogOn');
    const pending = await agent.postForm('/LogOn', { name: 'Aurora_77', password }).expect(401);
    const wrong = await agent.postForm('/LogOn', { name: 'Active_1', password: 'not the password' }).expect(401);
    expect(pending.text).to.include(generic);
    expect(normalised(pending.text).replace('Aurora_77', 'X')).to.equal(normalised(wrong.text).replace('Active_1', 'X'));
    const token = await agent.csrf('/LogOn');
    const api = await agent.post('/api/LogOn/LogOn').set('x-csrf-token', token).send({ name: 'aurora@example.test', password }).expect(401);
    expect(api.body.error).to.deep.equal({ code: 'invalidCredentials', message: generic });
    expect(String(pending.headers['set-cookie'] ?? '')).not.to.include('nordlys.sid=s%3A');
  });

  it('is never a viewer, even with a session naming it', async () => {
    await signUpPending();
    const row = await profileRow();
    expect(await loadViewer(testDb(), { id: Number(row.id), stamp: row.security_stamp, since: Date.now() })).to.equal(null);
  });

  it('becomes Active, confirmed, when its password is reset by the mailed link', async () => {
    const { link } = await signUpPending();
    const agent = browser();
    await agent.csrf('/ForgotPassword');
    await agent.postForm('/ForgotPassword', { nameOrEmail: 'Aurora_77' }).expect(303);
    const reset = await mailedLink('aurora@example.test', '/ResetPassword');
    await agent.csrf(reset);
    await agent.postForm('/ResetPassword', { q: new URLSearchParams(reset.split('?')[1]).get('q'), password: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' }).expect(303);
    const row = await profileRow();
    expect(row.status).to.equal(3);
    expect(row.email_confirmed_at).to.not.equal(null);
    await agent.csrf('/LogOn');
    await agent.postForm('/LogOn', { name: 'Aurora_77', password: 'a brand new passphrase' }).expect(303);
    expect((await browser().get(link).expect(200)).text, 'the sign-up link is used up').to.include('This e-mail address is already confirmed');
  });
});

describe('a logged-on member with an unconfirmed address', () => {
  // Let mail on its way go out before the next test empties the tables.
  afterEach(jobsSettled);

  it('can have the confirmation e-mail sent again from /Settings, and its link confirms the address', async () => {
    const member = await buildMember({ email: 'older@example.test', language: 'en-GB' });
    const agent = await loggedOnAs(member);
    const settings = await agent.get('/Settings').expect(200);
    expect(settings.text).to.include('Not confirmed').and.include('action="/Settings/ConfirmEmail"');
    await agent.csrf('/Settings');
    await agent.postForm('/Settings/ConfirmEmail', {}).expect(303).expect('Location', '/Settings');
    expect((await agent.get('/Settings').expect(200)).text).to.include('We have sent a new confirmation link to older@example.test.');
    await agent.get(await mailedLink('older@example.test', '/ConfirmEmail')).expect(302).expect('Location', '/Start');
    expect((await testDb()('profiles').where({ id: member.id }).first()).email_confirmed_at).to.not.equal(null);
    const after = await agent.get('/Settings').expect(200);
    expect(after.text).not.to.include('action="/Settings/ConfirmEmail"');
  });
});
