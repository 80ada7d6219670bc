import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { contextWithConsent, phoneWithConsent, useBrowserAndServer, untilNextPage } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember, jobsSettled } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';

/** /Start on a 390 px phone: its layout, and the order of its sections by buttons (with and without JavaScript) and by drag. */

const member = (overrides: Partial<NewProfile> = {}) => buildMember({ language: 'en-GB', member: true, ...overrides });
const sectionOrder = (page: Page) => page.$$eval('#start-sections > section', (els) => els.map((el) => el.id.replace(/^section-/, '')));
const savedOrder = async (profileId: number) => {
  const row = await testDb()('start_page_settings').where({ profile_id: profileId }).first();
  return (row?.sort_options ?? []).map((o: { id: string }) => o.id);
};

/** A member with some of everything: newest profiles (with long names), a visitor and favourites (none online). */
async function world() {
  const me = await member();
  const others = await Promise.all(Array.from({ length: 9 }, (_, i) => member({ name: `Ravnsborgensis${i}Langenavnesen` })));
  await testDb()('profile_favourites').insert(others.slice(0, 3).map((o) => ({ profile_id: me.id, favourite_id: o.id })));
  await testDb()('profile_visits').insert(others.slice(0, 2).map((o) => ({ profile_id: me.id, visitor_id: o.id, visited_at: new Date() })));
  // Match settings nobody here meets: no PossibleMatches section (search's), so the orders below are start's own sections.
  await testDb()('profile_match_settings').insert({ profile_id: me.id, genders: ['Couple'] });
  return me;
}

describe('start page on a phone (/Start)', function () {
  this.timeout(60_000);
  const env = useBrowserAndServer();
  afterEach(jobsSettled);

  it('fits 390 px with 44 px tap targets, customise panel open and closed', async () => {
    const me = await world();
    const context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    try {
      await logOn(page, env.baseUrl, me);
      await page.goto(`${env.baseUrl}/Start`);
      expect(await sectionOrder(page)).to.deep.equal(['NewestProfiles', 'NewestMedia', 'LastVisit', 'NewestBlogs', 'PopularLodges', 'OnlineFavorites', 'ChatRightNow']);
      expect(await layoutProblems(page)).to.deep.equal([]);
      await page.click('.start-customise-toggle');
      await page.waitForSelector('[data-island="StartSections"][data-hydrated="true"]');
      expect(await layoutProblems(page)).to.deep.equal([]);
      await page.click('#start-condensed');
      await untilNextPage(page, () => page.click('.start-condensed button'));
      expect(await page.locator('#start-sections.condensed').count()).to.equal(1);
      expect(await layoutProblems(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('moves a section with the up/down buttons without JavaScript', async () => {
    const me = await world();
    const context = await contextWithConsent(env.browser, env.baseUrl, { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await logOn(page, env.baseUrl, me);
      await page.goto(`${env.baseUrl}/Start`);
      await page.click('.start-customise-toggle');
      await Promise.all([page.waitForURL(/\/Start#order-LastVisit$/), page.click('button[aria-label="Move Your latest visitors up"]')]);
      expect(await sectionOrder(page)).to.deep.equal(['NewestProfiles', 'LastVisit', 'NewestMedia', 'NewestBlogs', 'PopularLodges', 'OnlineFavorites', 'ChatRightNow']);
      // Saved as the customise panel stays open after the move.
      expect(await page.locator('details.start-customise[open]').count()).to.equal(1);
      await Promise.all([page.waitForURL(/\/Start#order-NewestProfiles$/), page.click('button[aria-label="Move Newest profiles down"]')]);
      expect(await sectionOrder(page)).to.deep.equal(['LastVisit', 'NewestProfiles', 'NewestMedia', 'NewestBlogs', 'PopularLodges', 'OnlineFavorites', 'ChatRightNow']);
    } finally {
      await context.close();
    }
  });

  it('with JavaScript: moves by keyboard and by drag and drop, at once and saved', async () => {
    const me = await world();
    // Tall enough that the whole list is on screen: a synthetic drag that has to scroll the page loses its drop.
    const context = await contextWithConsent(env.browser, env.baseUrl, { viewport: { width: 1024, height: 1600 } });
    const page = await context.newPage();
    try {
      await logOn(page, env.baseUrl, me);
      await page.goto(`${env.baseUrl}/Start`);
      await page.click('.start-customise-toggle');
      await page.waitForSelector('[data-island="StartSections"][data-hydrated="true"]');
      const url = page.url();

      await page.focus('button[aria-label="Move Favourites online up"]');
      await page.keyboard.press('Enter');
      await page.locator('.start-order-status', { hasText: 'Favourites online moved to position 5. Order saved.' }).waitFor();
      // Focus stays on the moved section's button: pressing again moves it further.
      await page.keyboard.press('Enter');
      await page.locator('.start-order-status', { hasText: 'moved to position 4' }).waitFor();
      expect(page.url()).to.equal(url);
      expect(await sectionOrder(page)).to.deep.equal(['NewestProfiles', 'NewestMedia', 'LastVisit', 'OnlineFavorites', 'NewestBlogs', 'PopularLodges', 'ChatRightNow']);

      await page.dragAndDrop('#order-ChatRightNow', '#order-NewestProfiles');
      await page.locator('.start-order-status', { hasText: 'Chat right now moved to position 1' }).waitFor();
      const expected = ['ChatRightNow', 'NewestProfiles', 'NewestMedia', 'LastVisit', 'OnlineFavorites', 'NewestBlogs', 'PopularLodges'];
      expect(await sectionOrder(page)).to.deep.equal(expected);
      expect((await savedOrder(me.id)).filter((id: string) => expected.includes(id))).to.deep.equal(expected);
      await page.reload();
      expect(await sectionOrder(page)).to.deep.equal(expected);
    } finally {
      await context.close();
    }
  });
  it('§8: a 401 while loading the options goes to /, another failure falls back to the default sections (logged)', async () => {
    const me = await world();
    await testDb()('start_page_settings').insert({ profile_id: me.id, sort_options: JSON.stringify(['ChatRightNow', 'LastVisit', 'NewestProfiles', 'NewestMedia', 'OnlineFavorites'].map((id) => ({ id }))), customize_start: true });
    const context = await contextWithConsent(env.browser, env.baseUrl, { viewport: { width: 1024, height: 900 } });
    const page = await context.newPage();
    try {
      await logOn(page, env.baseUrl, me);
      const logged: string[] = [];
      page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
      await page.route('**/api/Common/GetStartPageSortOptions', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"down"}}' }));
      await page.goto(`${env.baseUrl}/Start`);
      expect(await sectionOrder(page)).to.deep.equal(['ChatRightNow', 'LastVisit', 'NewestProfiles', 'NewestMedia', 'OnlineFavorites']);
      await page.waitForSelector('[data-island="StartSections"][data-hydrated="true"]');
      await page.waitForFunction(() => document.querySelector('#start-sections > section')?.id === 'section-NewestProfiles');
      expect(await sectionOrder(page)).to.deep.equal(['NewestProfiles', 'NewestMedia', 'LastVisit', 'OnlineFavorites', 'ChatRightNow']);
      expect(logged.join('\n')).to.include('showing the default sections');

      await page.unroute('**/api/Common/GetStartPageSortOptions');
      await page.route('**/api/Common/GetStartPageSortOptions', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }));
      const root = page.waitForRequest((r) => new URL(r.url()).pathname === '/' && r.isNavigationRequest());
      await page.goto(`${env.baseUrl}/Start`);
      await root;
    } finally {
      await context.close();
    }
  });
});
