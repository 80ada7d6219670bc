import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer, untilNextPage } from '../support/browser.ts';
import { buildMember, testPassword } from '../support/accounts.ts';
import { adminOnTestDb } from '../support/admin.ts';
import { testDb } from '../support/context.ts';

async function logOn(page: Page, baseUrl: string, name: string) {
  await page.goto(`${baseUrl}/LogOn`);
  await page.fill('#logon-name', name);
  await page.fill('#logon-password', testPassword);
  await Promise.all([page.waitForURL(`${baseUrl}/Start`), page.locator('form.logon-form button[type="submit"]').click()]);
}

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('breaking news and the Ban page on a phone (390 px)', () => {
  const env = useBrowserAndServer();

  for (const javaScript of [true, false]) {
    it(`dismisses the breaking news on /Start with a thumb-sized button, JavaScript ${javaScript ? 'on' : 'off'}`, async () => {
      const member = await buildMember({ language: 'en-GB' });
      expect((await adminOnTestDb('blogs:news:add', '--title', 'Blogs are here', '--text', 'Write about your week, follow the writers you like.')).code).to.equal(0);
      const context = await phoneWithConsent(env.browser, env.baseUrl, { javaScriptEnabled: javaScript });
      try {
        const page = await context.newPage();
        await logOn(page, env.baseUrl, member.name);
        const banner = page.locator('[data-breaking-news]');
        expect(await banner.innerText()).to.include('Blogs are here').and.include('Write about your week');
        expect(await fits(page), 'no sideways scroll').to.equal(true);
        const button = banner.getByRole('button', { name: 'Got it' });
        const box = (await button.boundingBox())!;
        expect(Math.min(box.width, box.height)).to.be.at.least(44);
        if (javaScript) {
          await page.waitForFunction(() => document.documentElement.dataset.siteScript === 'ready');
          await page.screenshot({ path: '/tmp/h4-news-phone.png' });
          await page.evaluate(() => Object.assign(window, { sameDocument: true }));
          await button.click();
          await banner.waitFor({ state: 'detached' });
          expect(await page.evaluate(() => 'sameDocument' in window), 'dismissed in place, no reload').to.equal(true);
        } else {
          await untilNextPage(page, () => button.click());
        }
        expect(await testDb()('breaking_news_views').where({ profile_id: member.id })).to.have.length(1);
        await page.goto(`${env.baseUrl}/Start`);
        expect(await page.locator('[data-breaking-news]').count()).to.equal(0);
      } finally {
        await context.close();
      }
    });
  }

  it('shows a banned member why and until when, with links back that fit the thumb', async () => {
    const member = await buildMember({ language: 'sv-SE' });
    await adminOnTestDb('staff:ban', String(member.id), '--type', 'Blogs', '--reason', 'Reklam för en annan sajt i flera inlägg', '--until', '2099-06-30');
    const context = await phoneWithConsent(env.browser, env.baseUrl);
    try {
      const page = await context.newPage();
      await logOn(page, env.baseUrl, member.name);
      await page.goto(`${env.baseUrl}/Community/Blogs/Ban`);
      const text = await page.locator('main').innerText();
      expect(text).to.include('Du får inte skriva blogginlägg').and.include('Reklam för en annan sajt').and.include('2099-06-30');
      expect(await fits(page)).to.equal(true);
      for (const box of await page.locator('main a.tap-link').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) expect(box).to.be.at.least(44);
      await page.screenshot({ path: '/tmp/h4-ban-phone.png', fullPage: true });
    } finally {
      await context.close();
    }
  });
});
