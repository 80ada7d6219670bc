import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember, jobsSettled } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';
import { useStandIns } from '../support/payment-providers.ts';
import { inCountry, membershipEnd } from '../support/payments.ts';

/** Keeps a screenshot of the page when SHOTS_DIR is set. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `gift-${name}.png`), fullPage: true });
}

/** Tabs until `selector` holds the focus (at most 60 presses). */
async function tabTo(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  for (let i = 0; i < 60 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  expect(await target.evaluate((el) => el === document.activeElement), `${selector} is reachable by Tab`).to.equal(true);
}

/**
 * Giving a membership on a 390 × 844 phone (issue 21 item 4): from the recipient's profile to the gift page, a
 * package and "stay anonymous" by keyboard, the card provider's hosted page (the local stand-in), the receipt with
 * its dialog once; the recipient's gifts page names nobody. And the pages with JavaScript off.
 */
describe('giving a membership on a 390 px phone', () => {
  const env = useBrowserAndServer();
  const standIns = useStandIns();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('gives 3 months anonymously by keyboard, pays on the hosted page and lands on the receipt dialog once', async function () {
    this.timeout(90_000);
    const giver = await buildMember({ language: 'en-GB' });
    const recipient = await buildMember({ language: 'en-GB' });
    await inCountry(giver.id, 'DK');
    context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, giver);

    await page.goto(`${env.baseUrl}/Profile/${recipient.id}`);
    await page.locator('.profile-more summary').click();
    await Promise.all([page.waitForURL(`${env.baseUrl}/Membership/Gift/${recipient.id}`), page.getByRole('link', { name: 'Give a membership' }).click()]);
    expect(await page.locator('h1').textContent()).to.equal(`Give ${recipient.name} a membership`);
    expect(await layoutProblems(page)).to.deep.equal([]);
    await shot(page, 'page');

    // Keyboard only: the package radios move with the arrow keys, Space ticks "stay anonymous", Enter pays.
    await tabTo(page, 'input[name="packageId"]:checked');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('input[name="packageId"]:checked').evaluate((el) => el.parentElement?.textContent ?? '')).to.include('3 months');
    await tabTo(page, 'input[name="anonymous"]');
    await page.keyboard.press('Space');
    expect(await page.locator('input[name="anonymous"]').isChecked()).to.equal(true);
    await tabTo(page, '.gift-form button[type="submit"]');
    await Promise.all([page.waitForURL((u) => u.href.startsWith(standIns.current.billwerk.origin)), page.keyboard.press('Enter')]);
    await Promise.all([page.waitForURL((u) => u.pathname === '/Receipt', { timeout: 20_000 }), page.getByRole('button', { name: 'Pay' }).click()]);

    const dialog = page.locator('dialog.receipt-dialog');
    expect(await dialog.isVisible()).to.equal(true);
    expect(await dialog.innerText()).to.include('Thank you for your purchase').and.include(`An anonymous gift for ${recipient.name}`);
    const receipt = await page.locator('main').innerText();
    expect(receipt).to.include('kr. 249,00').and.include('VAT (25%)').and.include('kr. 49,80');
    expect(await layoutProblems(page)).to.deep.equal([]);
    await shot(page, 'receipt-dialog');
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Close', undefined, { timeout: 2_000 });
    await Promise.all([page.waitForLoadState('load'), page.keyboard.press('Enter')]);
    await page.waitForURL((u) => u.pathname === '/Receipt' && !u.searchParams.has('showReceipt'));
    expect(await page.locator('dialog').count(), 'the dialog shows once').to.equal(0);
    await page.reload();
    expect(await page.locator('dialog').count()).to.equal(0);
    expect(await membershipEnd(recipient.id)).to.not.equal(null);
    await jobsSettled();

    // The recipient: told, and the giver named nowhere.
    const theirs = await context.browser()!.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await theirs.addCookies([{ name: 'nordlys_consent', value: 'necessary', url: env.baseUrl }]);
    const other = await theirs.newPage();
    await logOn(other, env.baseUrl, recipient);
    await other.goto(`${env.baseUrl}/Membership/Gifts`);
    const gifts = await other.locator('main').innerText();
    expect(gifts).to.include('Membership, 3 months').and.include('From someone who wants to stay anonymous');
    expect(gifts).not.to.include(giver.name);
    expect(await layoutProblems(other)).to.deep.equal([]);
    await shot(other, 'received');
    await theirs.close();
    expect(await testDb()('notifications').where({ profile_id: recipient.id, kind: 'giftMembership', action: 'givenAnonymously' })).to.have.length(1);
  });

  it('shows the gift page, the purchase history and a receipt with JavaScript off', async function () {
    this.timeout(60_000);
    const giver = await buildMember({ language: 'en-GB' });
    const recipient = await buildMember({ language: 'en-GB' });
    await inCountry(giver.id, 'GB');
    context = await phoneWithConsent(env.browser, env.baseUrl, { javaScriptEnabled: false });
    const page = await context.newPage();
    await logOn(page, env.baseUrl, giver);
    await page.goto(`${env.baseUrl}/Membership/History`);
    expect(await page.locator('main').innerText()).to.include('You have not bought anything yet.');
    expect(await layoutProblems(page)).to.deep.equal([]);
    await page.goto(`${env.baseUrl}/Membership/Gift/${recipient.id}`);
    expect(await page.locator('main').innerText()).to.include('£12.99');
    expect(await layoutProblems(page)).to.deep.equal([]);
    await Promise.all([page.waitForURL((u) => u.href.startsWith(standIns.current.billwerk.origin)), page.locator('.gift-form button[type="submit"]').click()]);
    await Promise.all([page.waitForURL((u) => u.pathname === '/Receipt', { timeout: 20_000 }), page.getByRole('button', { name: 'Pay' }).click()]);
    expect(await page.locator('main').innerText()).to.include(`A gift for ${recipient.name}`).and.include('£2.17');
    await shot(page, 'receipt-no-js');
    await page.goto(`${env.baseUrl}/Membership/History`);
    expect(await page.locator('.purchase-history li').count()).to.equal(1);
    expect(await layoutProblems(page)).to.deep.equal([]);
    await shot(page, 'history');
  });
});
