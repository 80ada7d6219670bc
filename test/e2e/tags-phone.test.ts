import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { phoneWithConsent, useBrowserAndServer, untilNextPage } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';

/** The tags pages on a 390 × 844 touch phone, and the tag form with JavaScript off. SHOTS_DIR keeps a screenshot of each. */

const longTag = 'met at the Aarhus party!';
const member = (overrides: Partial<NewProfile> = {}) => buildMember({ language: 'en-GB', member: true, ...overrides });


/** Opens each page and gives back everything wrong with it: its status, a missing h1, the layout problems. */
async function checkPages(page: Page, origin: string, paths: [string, number][]): Promise<string[]> {
  const found: string[] = [];
  for (const [pagePath, expected] of paths) {
    const status = (await page.goto(`${origin}${pagePath}`))?.status() ?? 0;
    if (status !== expected) found.push(`${pagePath}: answers ${status}`);
    if ((await page.locator('main h1').count()) === 0) found.push(`${pagePath}: has no h1`);
    for (const problem of await layoutProblems(page)) found.push(`${pagePath}: ${problem}`);
    const shots = process.env.SHOTS_DIR;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `tags${pagePath.replace(/[^\w]+/g, '-')}.png`), fullPage: true });
    }
  }
  return found;
}

describe('tags pages on a 390 px phone and without JavaScript', () => {
  const env = useBrowserAndServer();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('fits /Tags, a tag\'s list and its second page, the tagging part of a profile, and the non-member page', async function () {
    this.timeout(120_000);
    const [me, other, free] = [await member(), await member(), await member({ member: false })];
    const crowd = await Promise.all(Array.from({ length: 31 }, () => member()));
    const db = testDb();
    await db('profile_tags').insert([other, ...crowd].map((p) => ({ owner_id: me.id, profile_id: p.id, tag: longTag })));
    await db('profile_tags').insert(['Yoga', 'climbing', 'Sea swimming in winter', 'book club'].map((tag) => ({ owner_id: me.id, profile_id: other.id, tag })));
    context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, me);
    const list = `/Tags?tag=${encodeURIComponent(longTag)}`;
    expect(await checkPages(page, env.baseUrl, [['/Tags', 200], [list, 200], [`${list}&page=2`, 200], [`/Profile/${other.id}`, 200], [`/Tags/Profile/${other.id}`, 200]])).to.deep.equal([]);

    await context.close();
    context = await phoneWithConsent(env.browser, env.baseUrl);
    const freePage = await context.newPage();
    await logOn(freePage, env.baseUrl, free);
    expect(await checkPages(freePage, env.baseUrl, [['/Tags', 403]])).to.deep.equal([]);
  });

  it('adds and removes a tag from a profile page with JavaScript off, with a message that it worked', async function () {
    this.timeout(60_000);
    const [me, other] = [await member(), await member()];
    context = await phoneWithConsent(env.browser, env.baseUrl, { javaScriptEnabled: false });
    const page = await context.newPage();
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/Profile/${other.id}`);
    await page.fill('#new-tag', 'Yoga');
    await untilNextPage(page, () => page.locator('form.tags-add button[type="submit"]').click());
    expect(await page.locator('main .alert.success').textContent()).to.include('Yoga');
    await untilNextPage(page, () => page.getByRole('button', { name: `Remove the tag Yoga from ${other.name}` }).click());
    expect(await page.locator('main .alert.success').textContent()).to.include('Removed the tag');
    expect(await testDb()('profile_tags').count('* as n').first()).to.deep.equal({ n: 0 });
  });
});
