import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { useBrowserAndServer } from '../support/browser.ts';
import { buildMember, testPassword } from '../support/accounts.ts';

const codeFor = (secret: string, steps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

describe('two-factor log on in the browser (no JavaScript)', () => {

  const env = useBrowserAndServer();

  async function logOn(page: Page, name: string) {
    await page.goto(`${env.baseUrl}/LogOn`);
    await page.fill('#logon-name', name);
    await page.fill('#logon-password', testPassword);
    await Promise.all([page.waitForURL(/\/(Start|LogOn\/TwoFactor)$/), page.click('.logon-form button[type=submit]')]);
  }

  it('turns two-factor on from the QR page, then asks for the code at the next log on', async () => {
    const member = await buildMember();
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logOn(page, member.name);

    await page.goto(`${env.baseUrl}/Settings/TwoFactor`);
    const qr = page.locator('img[alt^="QR code"]');
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the QR image loads under the CSP').to.equal(true);
    const secret = (await page.locator('.two-factor-secret').innerText()).replace(/\s/g, '');
    await page.fill('#totp-code', codeFor(secret));
    await Promise.all([page.waitForLoadState(), page.click('form[action="/Settings/TwoFactor"] button[type=submit]')]);
    expect(await page.locator('.recovery-codes li').count()).to.equal(10);

    await page.goto('about:blank');
    await context.clearCookies();
    await logOn(page, member.name);
    expect(page.url()).to.match(/\/LogOn\/TwoFactor$/);
    expect(await page.getAttribute('#totp-code', 'inputmode')).to.equal('numeric');
    await page.fill('#totp-code', codeFor(secret, 1));
    await Promise.all([page.waitForURL(/\/Start$/), page.click('form[action="/LogOn/TwoFactor"] button.primary')]);
    await context.close();
  });
});
