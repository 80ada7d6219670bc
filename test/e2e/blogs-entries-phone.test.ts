import { expect } from 'chai';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { buildMember } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { xssPayloads } from '../fixtures/xss-payloads.ts';

describe('blog entries on a phone (390 px) in Chromium', function () {
  this.timeout(120_000);
  const env = useBrowserAndServer();

  it('writes an entry with the editor (bold, a list, 44 px toolbar buttons) and reads it back', async () => {
    const writer = await buildMember({ member: true, language: 'en-GB' });
    const context = await phoneWithConsent(env.browser, env.baseUrl);
    try {
      const page = await context.newPage();
      await logOn(page, env.baseUrl, writer);
      await page.goto(`${env.baseUrl}/Community/Blogs/Create`);
      const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
      await toolbar.waitFor();
      for (const height of await toolbar.getByRole('button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) expect(height).to.be.at.least(44);
      expect(await layoutProblems(page)).to.deep.equal([]);
      await page.fill('#title', 'A walk by the fjord');
      const body = page.locator('.blog-editor-content');
      await body.click();
      await toolbar.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('Cold');
      await toolbar.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type(' and clear.');
      await page.keyboard.press('Enter');
      await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
      await page.keyboard.type('Boots');
      await page.fill('#tags', 'Walks, fjords');
      await Promise.all([page.waitForURL(/\/Community\/Blogs\/Entry\/\d+\/a-walk-by-the-fjord$/), page.getByRole('button', { name: 'Save entry' }).click()]);
      const row = await testDb()('blog_entries').where({ owner_id: writer.id }).first();
      // (a space typed after bold may come as a no-break space, as browsers type it in an editable)
      expect(String(row.body_html).replace(/\u00a0/g, ' ')).to.equal('<p><strong>Cold</strong> and clear.</p><ul><li><p>Boots</p></li></ul>');
      expect(await page.locator('.blog-entry-body strong').innerText()).to.equal('Cold');
      expect(await layoutProblems(page)).to.deep.equal([]);
      await page.screenshot({ path: '/tmp/h2-entry-phone.png', fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('writes an entry with JavaScript off: the body is a plain textarea and the form posts', async () => {
    const writer = await buildMember({ member: true, language: 'da-DK' });
    const context = await phoneWithConsent(env.browser, env.baseUrl, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await logOn(page, env.baseUrl, writer);
      await page.goto(`${env.baseUrl}/Community/Blogs/Create`);
      await page.fill('#title', 'Uden script');
      await page.fill('textarea#body', 'Første afsnit\n\nAndet afsnit');
      await Promise.all([page.waitForURL(/\/Community\/Blogs\/Entry\/\d+\/uden-script$/), page.getByRole('button', { name: 'Gem indlæg' }).click()]);
      expect(await page.locator('.blog-entry-body p').allInnerTexts()).to.deep.equal(['Første afsnit', 'Andet afsnit']);
      expect(await layoutProblems(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it(`runs none of the ${xssPayloads.length} XSS payloads when their entry is shown`, async () => {
    const writer = await buildMember({ member: true, language: 'en-GB' });
    const context = await phoneWithConsent(env.browser, env.baseUrl);
    try {
      // A string, not a function: tsx's name helper does not exist in the page.
      await context.addInitScript('window.__xssRuns = []; window.__xss = (n) => window.__xssRuns.push(n);');
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await logOn(page, env.baseUrl, writer);
      const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
      const body = xssPayloads.map((p) => `<p>${p.name}</p>${p.html}`).join('');
      const saved = await page.request.post(`${env.baseUrl}/api/Blogs/UpdateBlogEntry`, { headers: { 'x-csrf-token': token ?? '' }, data: { title: 'Corpus', body } });
      expect(saved.status()).to.equal(200);
      const { path } = (await saved.json()) as { path: string };
      await page.goto(`${env.baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      for (const link of await page.locator('.blog-entry-body a').all()) await link.hover();
      await page.waitForTimeout(300);
      expect(await page.evaluate('window.__xssRuns')).to.deep.equal([]);
      expect(await page.evaluate('typeof window.__xss')).to.equal('function');
      expect(dialogs).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});
