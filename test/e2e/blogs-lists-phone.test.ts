import { expect } from 'chai';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { buildMember } from '../support/accounts.ts';
import { insertEntry } from '../support/blogs.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';

describe('blog lists on a phone (390 px) in Chromium', function () {
  this.timeout(120_000);
  const env = useBrowserAndServer();

  for (const javaScript of [true, false]) {
    it(`shows the tabs, cards and forms within the width with 44 px targets, JavaScript ${javaScript ? 'on' : 'off'}`, async () => {
      const viewer = await buildMember({ member: false, language: 'nb-NO' });
      const author = await buildMember({ member: true, language: 'en-GB' });
      const entry = await insertEntry({
        ownerId: author.id,
        title: 'Et ganske langt innlegg om fjellturer og fjordlandskap i Vestlandet',
        body: 'Ordene fortsetter lenge. '.repeat(30),
        tags: ['fjelltur', 'vestlandet', 'kjempelangtmerkeordsomikkeslutter'],
        publishedAt: new Date(Date.now() + 800 * 24 * 3600_000),
      });
      const context = await phoneWithConsent(env.browser, env.baseUrl, { javaScriptEnabled: javaScript });
      try {
        const page = await context.newPage();
        await logOn(page, env.baseUrl, viewer);
        for (const path of ['/Community/Blogs/All', '/Community/Blogs/Top/Read?period=0', '/Community/Blogs/Followed/Authors', '/Community/Blogs/Nothing']) {
          await page.goto(`${env.baseUrl}${path}`);
          expect(await layoutProblems(page), path).to.deep.equal([]);
        }
        await page.goto(`${env.baseUrl}/Community/Blogs/All?sort=newest`);
        expect(await page.locator(`#blog-entry-${entry}`).innerText()).to.include('Et ganske langt innlegg').and.include('#fjelltur');
        if (javaScript) await page.screenshot({ path: '/tmp/h3-blogs-phone.png', fullPage: true });
        // Hiding the author through the plain form, and showing them again from Hidden/Authors.
        await page.goto(`${env.baseUrl}/Community/Blogs/Hidden/Authors`);
        expect(await layoutProblems(page)).to.deep.equal([]);
        expect(await page.getByRole('link', { name: 'Skriv et innlegg' }).getAttribute('data-membership-popup')).to.equal('blogs');
      } finally {
        await context.close();
      }
    });
  }
});
