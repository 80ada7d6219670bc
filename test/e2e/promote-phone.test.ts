import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { siteToday } from '../../src/modules/profiles/index.ts';
import { phoneWithConsent, useBrowserAndServer, untilNextPage } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';

/** /Promote, its buy page and the birthday offer on a 390 × 844 touch phone, by keyboard too. SHOTS_DIR keeps screenshots. */

async function shot(page: Page, name: string): Promise<void> {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `promote-${name}.png`), fullPage: true });
}

describe('Promote on a 390 px phone', () => {
  const env = useBrowserAndServer();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('fits the phone with 44 px targets: /Promote, /Promote/Search with its weeks, and the birthday offer taken by keyboard', async function () {
    this.timeout(120_000);
    const me = await buildMember({ language: 'en-GB' });
    const today = siteToday();
    await testDb()('profile_persons').where({ profile_id: me.id }).del();
    await testDb()('profile_persons').insert({ profile_id: me.id, position: 0, birthday: `${Number(today.slice(0, 4)) - 30}-${today.slice(5)}`, gender: 'Female' });
    context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, me);

    await page.goto(`${env.baseUrl}/Promote`);
    expect(await page.locator('h1').textContent()).to.equal('Promote your profile');
    expect(await page.locator('#birthday-offer').isVisible()).to.equal(true);
    expect(await layoutProblems(page)).to.deep.equal([]);
    await shot(page, 'promote');

    await page.goto(`${env.baseUrl}/Promote/Search`);
    expect(await page.locator('input[name="quantity"]').count()).to.equal(4);
    expect(await layoutProblems(page)).to.deep.equal([]);
    await shot(page, 'search');

    // The offer's first button by keyboard: Tab to it, Enter takes the free search promotion.
    await page.goto(`${env.baseUrl}/Promote`);
    const take = page.locator('#birthday-offer button', { hasText: 'Free search promotion' });
    for (let i = 0; i < 60 && !(await take.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await take.evaluate((el) => el === document.activeElement), 'the offer is reachable by Tab').to.equal(true);
    await untilNextPage(page, () => page.keyboard.press('Enter'));
    expect(page.url()).to.equal(`${env.baseUrl}/Promote`);
    expect(await page.locator('main').textContent()).to.include('Your profile comes first in search until');
    expect(await page.locator('#birthday-offer').count()).to.equal(0);
    expect(await layoutProblems(page)).to.deep.equal([]);
    await shot(page, 'taken');
    expect(await testDb()('promotions').where({ profile_id: me.id, kind: 'searchPromotion' })).to.have.length(1);
  });
});
