import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember, loggedOnAs, memberWithApi } from '../support/accounts.ts';
import { cameraJpeg, upload } from '../support/media.ts';
import { testDb } from '../support/context.ts';

/** QuickScor on a 390 × 844 touch phone: tap a star, swipe left to skip, swipe right to choose, the keys, JavaScript off. SHOTS_DIR keeps screenshots. */

let seed = 0;
/** A member with a real main profile picture, uploaded as the member would. */
async function withPicture(): Promise<ProfileRecord> {
  const profile = await buildMember({ language: 'en-GB' });
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Start');
  await upload(agent, token, await cameraJpeg(900, 1200, { seed: ++seed }), 'me.jpg', { albumTypeId: 1 }).expect(200);
  return profile;
}

const ratings = async (raterId: number) =>
  (await testDb()('quickscor_ratings').where({ rater_id: raterId }).orderBy('updated_at').select('rated_id', 'score')).map((r) => [Number(r.rated_id), r.score === null ? null : Number(r.score)]);
const shownId = async (page: Page) => Number(await page.locator('input[name="profileId"]').getAttribute('value'));

/** Runs an action that posts the form, and waits for the next picture's page to be loaded with its script. */
async function posting(page: Page, action: () => Promise<unknown>, withScript = true): Promise<void> {
  // The page before is marked, so the wait is for the next document (the same address), not this one.
  await page.evaluate(() => document.documentElement.setAttribute('data-before', ''));
  await action();
  await page.waitForSelector(withScript ? 'html:not([data-before])[data-site-script="ready"]' : 'html:not([data-before])', { state: 'attached' });
  await page.waitForLoadState('load');
}

/** A one-finger swipe across the picture, as a phone's touch screen sends it (Chromium's touch input). */
async function swipe(context: BrowserContext, page: Page, direction: 'left' | 'right'): Promise<void> {
  const picture = page.locator('[data-quickscor-picture]');
  await picture.scrollIntoViewIfNeeded();
  const box = (await picture.boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 200);
  const [from, to] = direction === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * i) / 5, y }] });
  // The finger rests before it lifts, so the swipe ends without a fling: a tap during a fling only stops it, as on a phone.
  await new Promise((resolve) => setTimeout(resolve, 150));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: to, y: y + 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function shot(page: Page, name: string): Promise<void> {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `quickscor-${name}.png`), fullPage: true });
}

describe('QuickScor on a 390 px phone', () => {
  const env = useBrowserAndServer();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('fits the phone, rates by tapping a star, skips by swiping left and opens the score choice by swiping right', async function () {
    this.timeout(120_000);
    const me = await buildMember({ language: 'en-GB' });
    const others = [await withPicture(), await withPicture(), await withPicture()];
    context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/QuickScor`);
    await page.waitForSelector('[data-quickscor-ready]');
    expect(await layoutProblems(page)).to.deep.equal([]);
    expect(await page.locator('[data-quickscor-keys]').isVisible(), 'the key and swipe hint shows with the script').to.equal(true);
    expect(await page.locator('.quickscor-picture img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the picture loads').to.equal(true);
    await shot(page, 'picture');

    const first = await shownId(page);
    await posting(page, () => page.locator('[data-quickscor-score="4"]').tap());
    expect(await page.locator('main .alert').first().textContent()).to.include('You gave a score of 4.');
    const second = await shownId(page);
    await posting(page, () => swipe(context!, page, 'left'));
    expect(await page.locator('main .alert').first().textContent()).to.include('Skipped.');
    const third = await shownId(page);

    await swipe(context, page, 'right');
    expect(await page.locator('[data-quickscor-scores]').getAttribute('class')).to.include('quickscor-choosing');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-quickscor-score')), 'the choice opens on the middle star').to.equal('3');
    expect(await shownId(page), 'a swipe right posts nothing').to.equal(third);
    await posting(page, () => page.locator('[data-quickscor-score="5"]').tap());

    expect(await ratings(me.id)).to.deep.equal([[first, 4], [second, null], [third, 5]]);
    expect(new Set([first, second, third])).to.deep.equal(new Set(others.map((o) => o.id)));
    expect(await page.locator('main .empty-state').textContent()).to.include('There is nobody left for you to rate just now.');
    expect(await page.locator('main a[href="/Search"]').count()).to.equal(1);
    expect(await layoutProblems(page)).to.deep.equal([]);
    await shot(page, 'empty');
  });

  it('rates by keyboard: 1–5 give a score, S and the left arrow skip, the right arrow moves to the scores', async function () {
    this.timeout(120_000);
    const me = await buildMember({ language: 'en-GB' });
    await withPicture();
    await withPicture();
    await withPicture();
    context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/QuickScor`);
    await page.waitForSelector('[data-quickscor-ready]');
    const first = await shownId(page);
    await posting(page, () => page.keyboard.press('2'));
    const second = await shownId(page);
    await posting(page, () => page.keyboard.press('s'));
    const third = await shownId(page);
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-quickscor-score'))).to.equal('3');
    await posting(page, () => page.keyboard.press('Enter'));
    expect(await ratings(me.id)).to.deep.equal([[first, 2], [second, null], [third, 3]]);
    expect(await page.locator('main .empty-state').count()).to.equal(1);
  });

  it('shows the score on the profile page once three members rated it, fitting the phone', async function () {
    this.timeout(60_000);
    const rated = await withPicture();
    for (const score of [5, 4, 4]) await (await memberWithApi()).api('/api/QuickScor/Rate', { profileId: rated.id, score }).expect(200);
    const me = await buildMember({ language: 'da-DK' });
    context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/Profile/${rated.id}`);
    expect(await page.locator('.quickscor-score').textContent()).to.match(/QuickScor\s+4,3 ud af 5\s+fra 3 bedømmelser/);
    expect(await layoutProblems(page)).to.deep.equal([]);
    await shot(page, 'profile');
  });

  it('works with JavaScript off: a tap on a star posts the score and shows the next picture', async function () {
    this.timeout(60_000);
    const me = await buildMember({ language: 'en-GB' });
    await withPicture();
    await withPicture();
    context = await phoneWithConsent(env.browser, env.baseUrl, { javaScriptEnabled: false });
    const page = await context.newPage();
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/QuickScor`);
    expect(await layoutProblems(page)).to.deep.equal([]);
    expect(await page.locator('[data-quickscor-keys]').isVisible(), 'no key hint without the script').to.equal(false);
    const first = await shownId(page);
    await posting(page, () => page.locator('[data-quickscor-score="1"]').tap(), false);
    const second = await shownId(page);
    expect(second).not.to.equal(first);
    await posting(page, () => page.getByRole('button', { name: 'Skip' }).tap(), false);
    expect(await ratings(me.id)).to.deep.equal([[first, 1], [second, null]]);
  });
});
