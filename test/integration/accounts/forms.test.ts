import { expect } from 'chai';
import { browser } from '../../support/http.ts';
import { buildMember, loggedOnAs, testPassword } from '../../support/accounts.ts';

/**
 * The error summary of a page: asserts its shape (a focused alert titled "There is a problem") and that every
 * link in it goes to a field that is on the page and marked invalid; answers the listed messages.
 */
function errorSummary(html: string): string[] {
  const box = /<div class="error-summary" id="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>([\s\S]*?)<\/div>/.exec(html);
  expect(box, 'an error summary').to.not.equal(null);
  expect(box![1]).to.include('<h2 class="error-summary-title" id="error-summary-title">There is a problem</h2>');
  const links = [...box![1]!.matchAll(/<li><a href="#([\w-]+)">([^<]+)<\/a><\/li>/g)];
  for (const [, id] of links) {
    const field = new RegExp(`<(input|select)[^>]*\\sid="${id}"[^>]*>`).exec(html);
    expect(field, `#${id} is a field on the page`).to.not.equal(null);
    expect(field![0], `#${id} is marked invalid`).to.include('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(field![0])?.[1]?.split(' ') ?? [];
    for (const ref of describedBy) expect(html, `#${id} describes itself by #${ref}`).to.include(`id="${ref}"`);
  }
  const plain = [...box![1]!.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1]!.trim());
  const text = (html: string) => html.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return [...links.map((m) => text(m[2]!)), ...plain.map(text)];
}

describe('forms: empty fields, the error summary, required marks', () => {
  it('sign-up: an empty form says "Please enter …" for each field, listed and linked at the top', async () => {
    const agent = browser();
    await agent.csrf('/Create');
    const res = await agent.postForm('/Create', { kind: 'Couple', name: '', email: '', password: '', birthday1: '', gender1: '', birthday2: '', gender2: '', countryId: '', postalCode: '' }).expect(400);
    expect(errorSummary(res.text)).to.deep.equal([
      'Please enter a profile name.',
      'Please enter your e-mail address.',
      'Please choose a password.',
      'Please enter your date of birth.',
      'Please choose a gender.',
      "Please enter your partner's date of birth.",
      "Please choose your partner's gender.",
      'Please choose a country.',
      'Please enter your postal code.',
      'You must accept the terms to continue.',
    ]);
    expect(res.text).not.to.include('must be 3–30 characters').and.not.include('a real date of birth');
    expect(res.text).to.include('For your safety, type your password again.');
  });

  it('log on: an empty form names both fields, and the form keeps the name typed', async () => {
    const agent = browser();
    await agent.csrf('/LogOn');
    const empty = await agent.postForm('/LogOn', { name: '', password: '' }).expect(400);
    expect(errorSummary(empty.text)).to.deep.equal(['Please enter your profile name or e-mail.', 'Please enter your password.']);
    const wrong = await agent.postForm('/LogOn', { name: 'Someone', password: 'not it' }).expect(401);
    expect(errorSummary(wrong.text)[0]).to.match(/^The profile name, e-mail or password is not correct\./);
    expect(wrong.text).to.include('value="Someone"').and.include('For your safety, type your password again.');
  });

  it('forgot and reset password: empty fields say what to type', async () => {
    const agent = browser();
    await agent.csrf('/ForgotPassword');
    const forgot = await agent.postForm('/ForgotPassword', { nameOrEmail: '' }).expect(400);
    expect(errorSummary(forgot.text)).to.deep.equal(['Please enter your profile name or e-mail.']);
    const reset = await agent.postForm('/ResetPassword', { q: 'x'.repeat(30), password: '', confirmPassword: '' }).expect(400);
    expect(errorSummary(reset.text)).to.deep.equal(['Please choose a password.', 'Please type the new password again.']);
  });

  it('settings: the account forms list their errors, linked to the fields of the form that failed', async () => {
    const agent = await loggedOnAs(await buildMember());
    await agent.csrf('/EditProfile/AccountInformation');
    const email = await agent.postForm('/EditProfile/AccountInformation/Email', { email: '', password: '' }).expect(400);
    expect(errorSummary(email.text)).to.deep.equal(['Please enter your e-mail address.', 'Please enter your current password.']);
    expect(email.text, 'the e-mail form\'s password').to.match(/<a href="#email-password">/);
    const password = await agent.postForm('/EditProfile/AccountInformation/Password', { currentPassword: testPassword, newPassword: '', confirmPassword: '' }).expect(400);
    expect(errorSummary(password.text)).to.deep.equal(['Please choose a password.', 'Please type the new password again.']);
    const name = await agent.postForm('/EditProfile/AccountInformation/Name', { name: '' }).expect(400);
    expect(errorSummary(name.text)).to.deep.equal(['Please enter a profile name.']);
    const wrong = await agent.postForm('/EditProfile/Delete', { password: '' }).expect(400);
    expect(errorSummary(wrong.text)).to.deep.equal(['Please enter your current password.']);
  });

  it('says "Remember me on this device", and the links under the log-on button are tap targets', async () => {
    const page = await browser().get('/LogOn').expect(200);
    expect(page.text).to.include('Remember me on this device').and.not.include('logged on on');
    expect(page.text).to.include('<a class="tap-link forgot-link" href="/ForgotPassword">Forgot your password?</a>');
    expect(page.text).to.include('<a class="tap-link" href="/Create">');
    expect(page.text).to.include('Fields marked * must be filled in.');
  });
});

describe('a logged-out deep link', () => {
  it('puts the log-on form before the marketing, says why, and returns to the page after log on', async () => {
    const member = await buildMember();
    const agent = browser();
    const front = await agent.get('/?u=%2FSettings').expect(200);
    const form = front.text.indexOf('class="stack logon-form"');
    expect(form).to.be.greaterThan(-1);
    expect(form, 'before the hero').to.be.lessThan(front.text.indexOf('class="hero"'));
    expect(front.text).to.include('Log on to continue to Settings.');
    expect(front.text).to.include('<input type="hidden" name="u" value="/Settings">');
    await agent.csrf('/?u=%2FSettings');
    await agent.postForm('/LogOn', { name: member.name, password: testPassword, u: '/Settings' }).expect(303).expect('Location', '/Settings');
  });

  it('says "that page" for a page without a plain name, and ignores a u that leaves the site', async () => {
    const other = await browser().get('/?u=%2FSupport%2FTickets%3Fx%3D1').expect(200);
    expect(other.text).to.include('Log on to see that page.');
    expect(other.text.indexOf('logon-form')).to.be.lessThan(other.text.indexOf('class="hero"'));
    for (const u of ['%2F%2Fevil.example%2F', 'https%3A%2F%2Fevil.example%2F', '']) {
      const plain = await browser().get(`/?u=${u}`).expect(200);
      expect(plain.text.indexOf('class="hero"'), u).to.be.lessThan(plain.text.indexOf('logon-form'));
      expect(plain.text, u).to.include('<input type="hidden" name="u" value="">').and.not.include('Log on to see');
    }
  });

  it('shows the same line on /LogOn?u=, in the visitor language', async () => {
    const page = await browser().get('/LogOn?u=%2FSettings%2FTwoFactor').set('Accept-Language', 'nb-NO').expect(200);
    expect(page.text).to.include('Logg inn for å gå videre til Tofaktorautentisering.');
    expect(page.text).to.include('<input type="hidden" name="u" value="/Settings/TwoFactor">');
  });
});
