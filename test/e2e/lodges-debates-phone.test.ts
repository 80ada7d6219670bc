import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';
import { insertDebateEntry, insertLodge, joinLodge } from '../support/lodges-debates.ts';

/** A lodge's debate on a 390 × 844 touch phone: every page fits with 44 px targets; without JavaScript a member writes and comments. */
describe('lodge debates on a 390 px phone (issue 33 item 3)', () => {
  const env = useBrowserAndServer();
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  const phonePage = async (javaScriptEnabled = true): Promise<Page> => {
    context = await phoneWithConsent(env.browser, env.baseUrl, { javaScriptEnabled });
    return context.newPage();
  };

  async function world() {
    const owner = await buildMember({ member: true, language: 'en-GB' });
    const me = await buildMember({ member: true, language: 'en-GB' });
    const lodgeId = await insertLodge(owner.id, { name: 'Harbour walkers with a rather long name for a phone' });
    await joinLodge(lodgeId, me.id);
    const [category] = await testDb()('lodge_debate_categories').insert({ lodge_id: lodgeId, name: 'Routes along the northern coast', sort: 1 }).returning('id');
    const entryId = await insertDebateEntry(lodgeId, owner.id, { title: 'Which way shall we take on Saturday, along the cliffs or by the harbour?', categoryId: Number(category.id), pinned: true });
    for (let i = 0; i < 25; i++) await insertDebateEntry(lodgeId, me.id, { title: `Entry ${i}`, at: new Date(Date.now() - i * 60_000) });
    await testDb()('comments').insert({ subject_type: 'lodgeDebateEntry', subject_id: entryId, author_id: me.id, text: 'The cliffs, if the wind allows.' });
    return { owner, me, lodgeId, entryId, categoryId: Number(category.id) };
  }

  it('fits the Debate tab, a category, a topic, the form and the categories page: 200, an h1, no sideways scroll, 44 px targets', async function () {
    this.timeout(120_000);
    const { owner, lodgeId, entryId, categoryId } = await world();
    const page = await phonePage();
    await logOn(page, env.baseUrl, owner);
    const base = `/Community/Lodges/Lodge/${lodgeId}/Debate`;
    const found: string[] = [];
    for (const p of [base, `${base}/Category/${categoryId}`, `${base}/Topic/${entryId}`, `${base}/Create`, `${base}/Edit/${entryId}`, `${base}/Categories`]) {
      const status = (await page.goto(`${env.baseUrl}${p}`))?.status();
      if (status !== 200) found.push(`${p}: answers ${status}`);
      if ((await page.locator('main h1').count()) === 0) found.push(`${p}: has no h1`);
      for (const problem of await layoutProblems(page)) found.push(`${p}: ${problem}`);
    }
    expect(found).to.deep.equal([]);
  });

  it('lets a member write an entry and comment on it without JavaScript', async function () {
    this.timeout(120_000);
    const { me, lodgeId } = await world();
    const page = await phonePage(false);
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/Community/Lodges/Lodge/${lodgeId}/Debate`);
    await page.locator('a.debate-write').click();
    await page.fill('#title', 'Coffee after the walk?');
    await page.fill('#body', 'The café by the harbour opens at nine.');
    await Promise.all([page.waitForURL(/\/Debate\/Topic\/\d+$/), page.locator('.debate-form button[type="submit"]').click()]);
    expect(await page.locator('.debate-entry-title').innerText()).to.include('Coffee after the walk?');
    await page.fill('#comments #text', 'Count me in.');
    await Promise.all([page.waitForURL(/#comment-\d+$/), page.locator('#comments form:has(#text) button[type="submit"]').click()]);
    expect(await page.content()).to.include('Count me in.');
    expect(await layoutProblems(page)).to.deep.equal([]);
  });
});
