import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';

/**
 * The membership purchase popup on a 390 × 844 touch phone: a non-member presses a member-only button (the tags
 * page's "How to become a member"), the popup shows the packages and the 24-hour membership, keyboard only.
 * SHOTS_DIR keeps a screenshot.
 */

async function nonMemberInDenmark() {
  const profile = await buildMember({ language: 'en-GB', member: false });
  const dk = await testDb()('countries').where({ code: 'DK' }).first('id');
  await testDb()('profile_areas').insert({ profile_id: profile.id, country_id: dk.id, postal_code: '8000' }).onConflict('profile_id').merge();
  return profile;
}

/** Whether the element is wholly inside the phone's screen. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });

/** Whether the focused element is inside the open popup. */
const focusInPopup = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog.membership-popup[open]')));

describe('the membership purchase popup on a 390 px phone', () => {
  const env = useBrowserAndServer();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('a member-only button opens it with the packages and the 24-hour membership; keyboard: focus stays inside, Esc closes', async function () {
    this.timeout(90_000);
    const free = await nonMemberInDenmark();
    context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, free);
    expect((await page.goto(`${env.baseUrl}/Tags`))?.status()).to.equal(403);
    await page.waitForSelector('[data-island="MembershipPopup"][data-hydrated="true"]', { state: 'attached' });

    const button = page.locator('[data-membership-popup="tags"]');
    await button.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('dialog.membership-popup[open]');
    await popup.getByRole('heading', { name: 'This is for members' }).waitFor();
    await popup.getByText('Buy 24 hours for kr. 25,00').waitFor();
    expect(await popup.textContent()).to.include('Tags are for members').and.include('Just for today').and.include('Buy 1 month for kr. 99,00').and.include('Buy 12 months, renewing for kr. 649,00').and.include('Prices include 25 % VAT.');
    expect(await popup.locator('form[action="/Payment/Pay"]').count()).to.equal(9);
    expect(await focusInPopup(page), 'the focus moved into the popup').to.equal(true);

    // Fits the phone: the popup and what it holds end within 390 px; Close and the first Buy button are on screen and 44 px tall.
    const box = (await popup.boundingBox())!;
    expect(box.x).to.be.at.least(0);
    expect(box.x + box.width).to.be.at.most(390);
    expect(await inView(page, 'dialog.membership-popup .membership-popup-head button'), 'Close in view').to.equal(true);
    expect(await inView(page, 'dialog.membership-popup .membership-package button[type="submit"]'), 'the first Buy button in view').to.equal(true);
    for (const selector of ['.membership-popup-head button', '.membership-package button[type="submit"]', 'a.tap-link']) {
      const height = (await popup.locator(selector).first().boundingBox())!.height;
      expect(height, selector).to.be.at.least(44);
    }
    const overflowing = await popup.evaluate((dialog) => [...dialog.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).map((el) => el.outerHTML.slice(0, 80)));
    expect(overflowing).to.deep.equal([]);
    const shots = process.env.SHOTS_DIR;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, 'membership-popup.png') });
    }

    // Focus trapped: Tab and Shift+Tab go round inside the popup.
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInPopup(page), `after ${i + 1} Tab`).to.equal(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInPopup(page), `after ${i + 1} Shift+Tab`).to.equal(true);
    }
    // A buy button reached by keyboard shows on screen (the popup scrolls to it).
    const lastBuy = popup.locator('.membership-package button[type="submit"]').last();
    await lastBuy.focus();
    expect(await lastBuy.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    })).to.equal(true);

    await page.keyboard.press('Escape');
    await page.locator('dialog.membership-popup[open]').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-membership-popup')), 'the focus is back on the button').to.equal('tags');
    expect(await layoutProblems(page)).to.deep.equal([]);

    // A member-only call refused with 403 membershipRequired (the API client's event) opens it too, without the 24-hour offer.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('nordlys:membership-required')));
    await popup.getByText('Become a member to use everything on the site.').waitFor();
    expect(await popup.textContent()).not.to.include('Just for today');
    await popup.getByRole('button', { name: 'Close' }).click();
    await page.locator('dialog.membership-popup[open]').waitFor({ state: 'detached' });
  });

  it('without JavaScript the same button leads to the packages on /Membership', async function () {
    this.timeout(60_000);
    const free = await nonMemberInDenmark();
    context = await phoneWithConsent(env.browser, env.baseUrl, { javaScriptEnabled: false });
    const page = await context.newPage();
    await logOn(page, env.baseUrl, free);
    await page.goto(`${env.baseUrl}/Tags`);
    await Promise.all([page.waitForURL((u) => u.pathname === '/Membership'), page.locator('[data-membership-popup="tags"]').click()]);
    expect(await page.locator('main').textContent()).to.include('That page is for members.').and.include('Buy 1 month for kr. 99,00').and.include('Buy 24 hours for kr. 25,00');
    expect(await layoutProblems(page)).to.deep.equal([]);
  });

  it('fits /Membership, an offer and the members-only page of a member-only form on the phone', async function () {
    this.timeout(60_000);
    const free = await nonMemberInDenmark();
    await testDb()('special_offers').insert({ id: 'phone-offer', product_id: testDb()('payment_products').where({ code: 'membership-6m' }).first('id'), percent_off: 20, valid_from: new Date(Date.now() - 60_000), valid_until: new Date(Date.now() + 86_400_000) }).onConflict('id').ignore();
    context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, free);
    const problems: string[] = [];
    for (const [pagePath, status] of [['/Membership?u=%2FTags', 200], ['/Membership/Offer/phone-offer', 200], ['/Membership/Offer/gone', 200]] as const) {
      expect((await page.goto(`${env.baseUrl}${pagePath}`))?.status(), pagePath).to.equal(status);
      problems.push(...(await layoutProblems(page)).map((p) => `${pagePath}: ${p}`));
      if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `membership${pagePath.replace(/[^\w]+/g, '-')}.png`), fullPage: true });
    }
    expect(problems).to.deep.equal([]);
  });
});
