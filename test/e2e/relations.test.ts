import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { buildMember, loggedOnAs, testPassword } from '../support/accounts.ts';

describe('the own relations page on a phone (dark site)', () => {
  let context: BrowserContext;
  let page: Page;
  const env = useBrowserAndServer();
  const dark = () => env.baseUrl.replace('//localhost', '//dark.localhost');

  beforeEach(async () => {
    context = await phoneWithConsent(env.browser, dark());
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  it('fits 390 px and accepts, then changes the role, without leaving the page', async () => {
    const anna = await buildMember({ darkStatus: 3, member: true, language: 'en-GB' });
    const bo = await buildMember({ darkStatus: 3, member: true, name: 'Bo_with_a_rather_long_name' });
    const asker = await loggedOnAs(bo, { host: 'dark.localhost' });
    await asker.csrf(`/Profile/${anna.id}/Relations`);
    await asker.postForm('/Relations/Ask', { profileId: anna.id, role: 'Friend' }).expect(303);
    await page.goto(`${dark()}/LogOn`);
    await page.fill('#logon-name', anna.name);
    await page.fill('#logon-password', testPassword);
    await Promise.all([page.waitForURL(/\/Start$/), page.locator('form.logon-form button[type="submit"]').click()]);

    await page.goto(`${dark()}/EditProfile/Relations`);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits(), 'no sideways scroll').to.equal(true);
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Accept' }).click()]);
    expect(page.url()).to.match(/\/EditProfile\/Relations(#relations)?$/); // the form action scrolls back to the relations
    expect(await page.locator('main').innerText()).to.include(`You and ${bo.name} are now related.`);
    expect(await fits()).to.equal(true);

    await page.getByLabel(`How you are related to ${bo.name}`).selectOption('PlayPartner');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Change role' }).click()]);
    expect(await page.locator('#accepted').innerText()).to.include(`You are Play partner of ${bo.name}.`);
    const taps = await page.locator('#accepted button, #accepted select').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    for (const height of taps) expect(height).to.be.at.least(44);
  });
});
