import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { launchBrowser, serveTestApp } from '../support/browser.ts';
import { buildMember, testPassword } from '../support/accounts.ts';

const codeFor = (secret: string, steps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

describe('two-factor log on in the browser (no JavaScript)', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveTestApp>>;

  before(async () => {
    server = await serveTestApp();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function logOn(page: Page, name: string) {
    await page.goto(`${server.baseUrl}/LogOn`);
    await page.fill('#logon-name', name);
    await page.fill('#logon-password', testPassword);
    await Promise.all([page.waitForURL(/\/(Start|LogOn\/TwoFactor)$/), page.click('.logon-form button[type=submit]')]);
  }

  it('turns two-factor on from the QR page, then asks for the code at the next log on', async () => {
    const member = await buildMember();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logOn(page, member.name);

    await page.goto(`${server.baseUrl}/Settings/TwoFactor`);
    const qr = page.locator('img[alt^="QR code"]');
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the QR image loads under the CSP').to.equal(true);
    const secret = (await page.locator('.two-factor-secret').innerText()).replace(/\s/g, '');
    await page.fill('#totp-code', codeFor(secret));
    await Promise.all([page.waitForLoadState(), page.click('form[action="/Settings/TwoFactor"] button[type=submit]')]);
    expect(await page.locator('.recovery-codes li').count()).to.equal(10);

    await context.clearCookies();
    await logOn(page, member.name);
    expect(page.url()).to.match(/\/LogOn\/TwoFactor$/);
    expect(await page.getAttribute('#totp-code', 'inputmode')).to.equal('numeric');
    await page.fill('#totp-code', codeFor(secret, 1));
    await Promise.all([page.waitForURL(/\/Start$/), page.click('form[action="/LogOn/TwoFactor"] button.primary')]);
    await context.close();
  });
});
