import { expect } from 'chai';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { useBrowserAndServer } from '../support/browser.ts';
import { testDb } from '../support/context.ts';
import { buildMember, testPassword } from '../support/accounts.ts';
import { ageStoredSession, sessionIdOf } from '../support/session.ts';

/**
 * Passkeys in Chromium with a virtual authenticator (Chrome DevTools Protocol): register in /Settings, log
 * out, log on with the passkey. http://localhost is a secure context, so WebAuthn works without TLS.
 */
describe('passkeys in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId: string;
  const problems: string[] = [];

  const env = useBrowserAndServer();
  beforeEach(async () => {
    problems.length = 0;
    context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content Security Policy|Refused to/.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    }));
  });
  afterEach(async () => {
    await context.close();
  });

  async function logOnWithPassword(name: string) {
    await page.goto(`${env.baseUrl}/LogOn`);
    await page.fill('#logon-name', name);
    await page.fill('#logon-password', testPassword);
    await Promise.all([page.waitForURL(`${env.baseUrl}/Start`), page.click('form.logon-form button[type="submit"]')]);
  }

  async function addPasskeyInSettings() {
    await page.goto(`${env.baseUrl}/Settings`);
    await page.waitForSelector('[data-island="PasskeyManager"][data-hydrated="true"]', { state: 'attached' });
    expect(await page.getByText('Passkeys need JavaScript.').count()).to.equal(0);
    const started = Date.now();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('The passkey has been added.').waitFor();
    return Date.now() - started;
  }

  async function logOut() {
    await Promise.all([page.waitForURL(`${env.baseUrl}/`), page.click('form.drawer-logout button')]);
  }

  async function clickPasskeyLogOn() {
    await page.goto(`${env.baseUrl}/LogOn`);
    await page.waitForSelector('[data-passkey-logon] button:not([hidden])');
    await page.getByRole('button', { name: 'Log on with a passkey' }).click();
  }

  it('registers a passkey in Settings, logs out, and logs on with it to /Start', async () => {
    const member = await buildMember({ emailConfirmed: true });
    await logOnWithPassword(member.name);
    const registerMs = await addPasskeyInSettings();
    const item = page.locator('.passkey-item');
    expect(await item.count()).to.equal(1);
    expect(await item.locator('.passkey-name').textContent()).to.equal('Passkey on Chrome');
    const [stored] = await testDb()('passkeys').where({ profile_id: member.id });
    expect(stored.rp_id).to.equal('localhost');

    await logOut();
    const pageStarted = Date.now();
    await clickPasskeyLogOn();
    const clicked = Date.now();
    await page.waitForURL(`${env.baseUrl}/Start`);
    await page.waitForLoadState('load');
    const logOnMs = Date.now() - clicked;
    const withPageMs = Date.now() - pageStarted;
    expect(await page.textContent('body')).to.include(member.name);

    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).to.have.length(1);
    expect(credentials[0]!.isResidentCredential).to.equal(true);
    const used = await testDb()('passkeys').where({ id: stored.id }).first();
    expect(Number(used.counter)).to.equal(credentials[0]!.signCount);
    expect(used.last_used_at).to.not.equal(null);
    expect(problems).to.deep.equal([]);
    console.log(`      passkey figures: register ${registerMs} ms; log on (click → /Start loaded) ${logOnMs} ms; /LogOn page + log on ${withPageMs} ms`);
  });

  it('renames and removes a passkey; the removed passkey then answers "Passkey not found"', async () => {
    const member = await buildMember({ emailConfirmed: true });
    await logOnWithPassword(member.name);
    await addPasskeyInSettings();

    await page.getByRole('button', { name: 'Rename: Passkey on Chrome' }).click();
    await page.getByLabel('Name of the passkey').fill('Test laptop');
    await page.locator('.passkey-item').getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The name has been saved.').waitFor();
    expect(await page.locator('.passkey-name').textContent()).to.equal('Test laptop');
    await page.reload();
    expect(await page.locator('.passkey-name').textContent()).to.equal('Test laptop');

    await page.waitForSelector('[data-island="PasskeyManager"][data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('button', { name: 'Remove: Test laptop' }).click();
    await page.getByRole('button', { name: 'Yes, remove it' }).click();
    await page.getByText('The passkey has been removed.').waitFor();
    expect(await testDb()('passkeys').where({ profile_id: member.id }).count('id as n').first()).to.deep.equal({ n: 0 });

    // The device still holds the credential; the site no longer knows it.
    await logOut();
    await clickPasskeyLogOn();
    const alert = page.locator('.passkey-logon [role="alert"]');
    await alert.waitFor();
    expect(await alert.getAttribute('data-message-key')).to.equal('login-failed');
    expect(await alert.textContent()).to.equal('Passkey not found');
    expect(page.url()).to.equal(`${env.baseUrl}/LogOn`);
  });

  it('asks for the password when the log on is older than 10 minutes, then adds the passkey', async () => {
    const member = await buildMember({ emailConfirmed: true });
    await logOnWithPassword(member.name);
    const cookie = (await context.cookies()).find((c) => c.name === 'nordlys.sid')!;
    await ageStoredSession(sessionIdOf(cookie.value), 11);
    await page.goto(`${env.baseUrl}/Settings`);
    await page.waitForSelector('[data-island="PasskeyManager"][data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('For your security, enter your password before you add a passkey.').waitFor();
    await page.getByLabel('Your password').fill('not the password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The password is not correct.').waitFor();
    expect(await testDb()('passkeys').where({ profile_id: member.id })).to.have.length(0);
    await page.getByLabel('Your password').fill(testPassword);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The passkey has been added.').waitFor();
    expect(await testDb()('passkeys').where({ profile_id: member.id })).to.have.length(1);
    expect(problems.filter((p) => !/status of 40[03]/.test(p))).to.deep.equal([]);
  });

  it('says how to confirm the e-mail address instead of offering a passkey before it is confirmed', async () => {
    const member = await buildMember();
    await logOnWithPassword(member.name);
    await page.goto(`${env.baseUrl}/Settings`);
    await page.waitForSelector('[data-island="PasskeyManager"][data-hydrated="true"]', { state: 'attached' });
    expect(await page.getByText('You can add a passkey once your e-mail address is confirmed').isVisible()).to.equal(true);
    expect(await page.getByRole('button', { name: 'Add a passkey' }).count()).to.equal(0);
    expect(await page.getByRole('link', { name: 'Account information' }).getAttribute('href')).to.equal('/EditProfile/AccountInformation');
  });

  it('shows "Failed to retrieve stored passkeys" when the device has none to offer', async () => {
    await clickPasskeyLogOn();
    const alert = page.locator('.passkey-logon [role="alert"]');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.getAttribute('data-message-key')).to.equal('get-credentials-failed');
    expect(await alert.textContent()).to.equal('Failed to retrieve stored passkeys. Please make sure the device supports storing and retrieving credentials.');
  });

  it('keeps the variants apart: a passkey made on localhost is not offered on dark.localhost', async () => {
    const member = await buildMember({ darkStatus: 3, member: true, emailConfirmed: true });
    await logOnWithPassword(member.name);
    await addPasskeyInSettings();
    await logOut();
    const darkUrl = env.baseUrl.replace('//localhost', '//dark.localhost');
    await page.goto(`${darkUrl}/LogOn`);
    await page.waitForSelector('[data-passkey-logon] button:not([hidden])');
    await page.locator('.passkey-logon button').click();
    const alert = page.locator('.passkey-logon [role="alert"]');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.getAttribute('data-message-key')).to.equal('get-credentials-failed');
    expect(page.url()).to.equal(`${darkUrl}/LogOn`);
  });

  it('says in Settings that passkeys need JavaScript when it is off', async () => {
    await context.close();
    context = await env.browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
    const member = await buildMember();
    await logOnWithPassword(member.name);
    await page.goto(`${env.baseUrl}/Settings`);
    expect(await page.getByText('Passkeys need JavaScript.').isVisible()).to.equal(true);
    expect(await page.getByRole('button', { name: 'Add a passkey' }).count()).to.equal(0);
    await page.goto(`${env.baseUrl}/LogOn`);
    expect(await page.getByRole('button', { name: 'Log on with a passkey' }).count()).to.equal(0);
  });
});
