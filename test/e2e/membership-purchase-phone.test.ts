import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember } from '../support/accounts.ts';
import { useStandIns } from '../support/payment-providers.ts';
import { inCountry, membershipEnd } from '../support/payments.ts';

/** Keeps a screenshot of the page when SHOTS_DIR is set (the note's pictures). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * Buying a membership on a 390 × 844 phone (issue 21): /Membership, the card provider's hosted page (the local
 * stand-in), back to our return page that waits for the webhook, then the receipt with VAT; and a refused card
 * that says why and offers to try again.
 */
describe('buying a membership on a 390 px phone', () => {
  const env = useBrowserAndServer();
  const standIns = useStandIns();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function nonMemberOnPhone(country: string) {
    const profile = await buildMember({ language: 'en-GB', member: false });
    await inCountry(profile.id, country);
    context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, profile);
    return { profile, page };
  }

  /** The one-off 1-month package's buy form on /Membership, paid by card. */
  async function buyOneMonthByCard(page: Page): Promise<void> {
    await page.goto(`${env.baseUrl}/Membership`);
    expect(await layoutProblems(page)).to.deep.equal([]);
    await shot(page, 'membership');
    const form = page.locator('form[action="/Payment/Pay"]').filter({ has: page.locator('input[name="packageId"]') }).filter({ hasText: '1 month' }).filter({ hasNotText: 'Renews' }).first();
    const card = form.locator('input[name="paymentProcessor"][value="Billwerk"]');
    if (await card.count()) await card.check();
    await Promise.all([page.waitForURL((u) => u.href.startsWith(standIns.current.billwerk.origin)), form.locator('button[type="submit"]').click()]);
  }

  it('shows one kind of package at a time on a phone: one-off first, renewing behind the switch, by keyboard too', async function () {
    this.timeout(60_000);
    const { page } = await nonMemberOnPhone('DK');
    await page.goto(`${env.baseUrl}/Membership`);
    const oneOff = page.locator('.membership-group-one-off .membership-package').first();
    const renewing = page.locator('.membership-group-renewing .membership-package').first();
    expect(await oneOff.isVisible()).to.equal(true);
    expect(await renewing.isVisible()).to.equal(false);
    const tallBefore = await page.evaluate(() => document.documentElement.scrollHeight);
    const switchTo = page.getByRole('radio', { name: 'Renews by itself' });
    const box = await page.locator('.membership-kind-switch label').nth(1).boundingBox();
    expect(box!.height).to.be.at.least(44);
    await switchTo.focus();
    await page.keyboard.press('Space');
    expect(await renewing.isVisible()).to.equal(true);
    expect(await oneOff.isVisible()).to.equal(false);
    expect(await renewing.textContent()).to.include('Renews');
    await shot(page, 'membership-renewing');
    expect(await layoutProblems(page)).to.deep.equal([]);
    // Both kinds at once would be the longer page.
    await page.setViewportSize({ width: 1024, height: 844 });
    expect(await oneOff.isVisible()).to.equal(true);
    expect(await renewing.isVisible()).to.equal(true);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(tallBefore).to.be.below(await page.evaluate(() => { document.querySelectorAll<HTMLElement>('.membership-group-renewing, .membership-group-one-off').forEach((g) => (g.style.display = 'block')); return document.documentElement.scrollHeight; }));
  });

  it('pays for one month by card on the hosted page and lands on the receipt with VAT', async function () {
    this.timeout(60_000);
    const { profile, page } = await nonMemberOnPhone('DK');
    await buyOneMonthByCard(page);
    expect(await layoutProblems(page)).to.deep.equal([]);
    await Promise.all([page.waitForURL((u) => u.pathname === '/Receipt', { timeout: 20_000 }), page.getByRole('button', { name: 'Pay' }).click()]);
    await shot(page, 'receipt');
    const receipt = await page.locator('main').innerText();
    expect(receipt).to.include('kr. 99,00');
    expect(receipt).to.include('kr. 19,80');
    expect(receipt).to.match(/25\s?%/);
    expect(await layoutProblems(page)).to.deep.equal([]);
    expect(await membershipEnd(profile.id)).to.not.equal(null);
  });

  it('says why a card was refused and offers to try again, which goes back to the hosted page', async function () {
    this.timeout(60_000);
    const { profile, page } = await nonMemberOnPhone('GB');
    await buyOneMonthByCard(page);
    await Promise.all([page.waitForURL((u) => u.pathname === '/Payment/Return'), page.getByRole('button', { name: /expired/i }).click()]);
    await page.getByText('The payment was refused: the card has expired.').waitFor({ timeout: 20_000 });
    await shot(page, 'refused');
    expect(await layoutProblems(page)).to.deep.equal([]);
    expect(await membershipEnd(profile.id)).to.equal(null);
    await Promise.all([page.waitForURL((u) => u.href.startsWith(standIns.current.billwerk.origin)), page.getByRole('button', { name: 'Try again by card' }).click()]);
  });
});
