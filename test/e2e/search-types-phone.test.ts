import { expect } from 'chai';
import type { BrowserContext } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember } from '../support/accounts.ts';
import { buildProfile } from '../support/factories.ts';
import { testDb } from '../support/context.ts';
import { refreshTopScores } from '../../src/modules/search/index.ts';

/** Top, MatchWord (form and results), MatchProfiles and a saved search with its start-page button on a 390 px phone. */
describe('search types on a 390 px phone', () => {
  const env = useBrowserAndServer();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('fits: 200, an h1, no sideways scroll (the tabs scroll in their own row), 44 px tap targets', async function () {
    this.timeout(120_000);
    const db = testDb();
    const me = await buildMember({ language: 'en-GB', member: true });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await buildProfile({ name: `Matching_with_a_rather_long_name_${i}` })).id);
    await db('profile_persons').insert(ids.map((id) => ({ profile_id: id, position: 0, birthday: '1995-01-15', gender: 'Female' })));
    await db('profile_details').insert(ids.map((id) => ({ profile_id: id, presentation: 'Sea swimmer and hiker' })));
    await db('profile_visits').insert(ids.map((id) => ({ profile_id: id, visitor_id: me.id })));
    await refreshTopScores(db);
    const [saved] = await db('saved_searches').insert({ profile_id: me.id, name: 'Swimmers with a long saved name', options: JSON.stringify({ text: 'swimmer' }) }).returning('id');
    context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, me);
    const found: string[] = [];
    const check = async (p: string) => {
      const status = (await page.goto(`${env.baseUrl}${p}`))?.status();
      if (status !== 200) found.push(`${p}: answers ${status}`);
      if ((await page.locator('main h1').count()) === 0) found.push(`${p}: has no h1`);
      for (const problem of await layoutProblems(page)) found.push(`${p}: ${problem}`);
    };
    for (const p of ['/Search/Top', '/Search/MatchWord', '/Search/MatchProfiles', `/Search/${Number(saved.id)}`]) await check(p);
    await page.goto(`${env.baseUrl}/Search/MatchWord`);
    await page.fill('#words', 'swimmer, hiker');
    await Promise.all([page.waitForURL(/\/Search\/MatchWord$/), page.locator('form.search-match-words button[type="submit"]').click()]);
    expect(await page.locator('.search-card').count()).to.equal(12);
    for (const problem of await layoutProblems(page)) found.push(`/Search/MatchWord (results): ${problem}`);
    await page.goto(`${env.baseUrl}/Search/${Number(saved.id)}`);
    await Promise.all([page.waitForURL(/\/Search\/\d+$/), page.getByRole('button', { name: 'Show on my start page' }).click()]);
    await check('/Start');
    expect(await page.locator(`#section-Search\\:${Number(saved.id)} h2`).textContent()).to.equal('Swimmers with a long saved name');
    expect(found).to.deep.equal([]);
  });
});
