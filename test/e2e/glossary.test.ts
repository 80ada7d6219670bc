import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { buildMember, testPassword } from '../support/accounts.ts';

describe('the glossary on a phone', () => {
  let context: BrowserContext;
  let page: Page;
  const env = useBrowserAndServer();

  beforeEach(async () => {
    context = await phoneWithConsent(env.browser, env.baseUrl);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  it('fits 390 px, jumps to a letter with a thumb-sized link, and narrows the list with the search form', async () => {
    const member = await buildMember({ language: 'en-GB' });
    await page.goto(`${env.baseUrl}/LogOn`);
    await page.fill('#logon-name', member.name);
    await page.fill('#logon-password', testPassword);
    await Promise.all([page.waitForURL(`${env.baseUrl}/Start`), page.locator('form.logon-form button[type="submit"]').click()]);

    await page.goto(`${env.baseUrl}/Glossary`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').to.equal(true);
    const letters = await page.locator('.az-jump a, .az-jump span').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
    for (const box of letters) expect(Math.min(box.width, box.height)).to.be.at.least(44);
    await page.locator('.az-jump a', { hasText: 'T' }).click();
    await page.waitForURL(/#letter-t$/);
    expect(await page.locator('#term-two-factor-log-on').isVisible()).to.equal(true);

    await page.fill('input[name="q"]', 'phone');
    await Promise.all([page.waitForURL(/q=phone/), page.press('input[name="q"]', 'Enter')]);
    expect(await page.locator('.glossary dt').allInnerTexts()).to.deep.equal(['Recovery code', 'Two-factor log-on']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
  });
});
