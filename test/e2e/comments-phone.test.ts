import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { memberWithApi } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';

/**
 * A blog entry's comments on a 390 px phone, with JavaScript and without: the thread fits, its buttons are thumb
 * sized, a comment posts (in place with the island, as a page without it), likes and the emoji picker work.
 * The JavaScript run keeps a screenshot in /tmp/comments-phone.png.
 */
type Member = Awaited<ReturnType<typeof memberWithApi>>;

async function entryWithComments(owner: Member, writer: Member): Promise<string> {
  const entry = (await owner.api('/api/Blogs/UpdateBlogEntry', { title: 'Aurora night', body: '<p>Green skies over the fjord.</p>', tags: ['Travel'] }).expect(200)).body as { id: number; path: string };
  const top = (await writer.api('/api/Comments/AddComment', { subjectType: 'BlogEntry', subjectId: entry.id, text: 'What a night! We saw it from Tromsø too, a very long word: Nordlysobservasjonsplattformen' }).expect(200)).body as { id: number };
  await owner.api('/api/Comments/AddComment', { subjectType: 'BlogEntry', subjectId: entry.id, parentId: top.id, text: 'Thank you!\nNext time together?' }).expect(200);
  return entry.path;
}

/** The page's layout problems in the thread (the entry's own, above it, are blogs' to test). */
const threadProblems = async (page: Page) => (await layoutProblems(page)).filter((p) => !p.includes('<a.badge>'));

const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#comments button, #comments .button, #comments summary')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.height < 44;
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );

describe('comments on a 390 px phone', () => {
  const env = useBrowserAndServer();

  for (const javaScript of [true, false]) {
    it(`reads and writes comments with JavaScript ${javaScript ? 'on' : 'off'}`, async function () {
      this.timeout(90_000);
      const owner = await memberWithApi({ member: true });
      const writer = await memberWithApi({ member: true });
      const path = await entryWithComments(owner, writer);
      const context = await phoneWithConsent(env.browser, env.baseUrl, { javaScriptEnabled: javaScript });
      try {
        const page = await context.newPage();
        await logOn(page, env.baseUrl, writer.profile);
        await page.goto(`${env.baseUrl}${path}`);
        const thread = page.locator('#comments');
        expect(await thread.innerText()).to.include('Comments (2)').and.include('What a night!').and.include('Next time together?');
        expect(await threadProblems(page)).to.deep.equal([]);
        expect(await smallTargets(page)).to.deep.equal([]);
        if (javaScript) {
          await page.waitForSelector('[data-island="Comments"][data-hydrated="true"]', { state: 'attached' });
          await page.evaluate(() => Object.assign(window, { sameDocument: true }));
          await page.fill('#comment-form textarea', 'Written on a phone ');
          await page.getByRole('button', { name: 'Insert an emoji' }).click();
          await page.fill('#emoji-search', 'heart_eyes');
          await page.locator('.emoji-choice').first().click();
          expect(await page.inputValue('#comment-form textarea')).to.match(/^Written on a phone .+/u);
          await page.screenshot({ path: '/tmp/comments-phone.png', fullPage: true });
          await page.getByRole('button', { name: 'Send comment' }).click();
          await thread.getByText('Written on a phone').waitFor();
          expect(await page.evaluate(() => 'sameDocument' in window), 'posted in place, no reload').to.equal(true);
          await thread.locator('[data-comment-like]').first().click();
          await thread.getByText('Likes: 1').waitFor();
          expect(await testDb()('emoji_uses').where({ profile_id: writer.profile.id }).pluck('shortname')).to.deep.equal(['heart_eyes']);
        } else {
          await page.fill('#comment-form textarea', 'Written without script');
          await Promise.all([page.waitForURL(/#comment-\d+$/), page.getByRole('button', { name: 'Send comment' }).click()]);
          await thread.getByText('Written without script').waitFor();
          expect(await threadProblems(page)).to.deep.equal([]);
        }
        expect(await testDb()('comments').where({ author_id: writer.profile.id })).to.have.length(2);
      } finally {
        await context.close();
      }
    });
  }
});
