import { expect } from 'chai';
import type { BrowserContext } from 'playwright-core';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';
import { useBrowserAndServer } from '../support/browser.ts';
import { buildMember, jobsSettled, loggedOnAs, memberWithApi } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';
import { cameraJpeg, upload } from '../support/media.ts';
import { cutTabs, layoutProblems } from '../support/phone-layout.ts';
import { markDocument, phoneOf, sameDocument, shot } from '../support/blogs-browser.ts';

/**
 * Blogs on a 390 × 844 touch phone, the whole story (issue 22): a member writes an entry in the editor (bold, a
 * list, a picture from their album, a tag) and publishes it; another member comments with an emoji from the
 * picker; the author's open page is told of the comment (realtime) and shows it in place, the author replies
 * inline, and the commenter is told of the reply the same way. A non-member's "write" opens the membership
 * popup; without JavaScript a comment posts with the plain form. SHOTS_DIR keeps screenshots.
 */

const mediaSrc = /^\/media\/\d+\/[0-9a-f]{32}\.(jpg|webp)$/;

describe('blogs on a 390 px phone', function () {
  this.timeout(120_000);
  const env = useBrowserAndServer();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });

  async function phone(profile: ProfileRecord, options: { javaScriptEnabled?: boolean } = {}) {
    const p = await phoneOf(env.browser, env.baseUrl, profile, options);
    contexts.push(p.context);
    return p;
  }

  it('a member writes an entry with a picture, another comments with an emoji, the author replies, both see it in place', async () => {
    const writer = await buildMember({ member: true, language: 'en-GB' });
    const uploader = await loggedOnAs(writer);
    await upload(uploader, await uploader.csrf('/Start'), await cameraJpeg(800, 600, { seed: writer.id }), 'fjord.jpg', { albumTypeId: 1 }).expect(200);
    await jobsSettled();
    const commenter = await buildMember({ member: true, language: 'en-GB' });

    // The writer: the list, "write", the editor.
    const a = await phone(writer);
    await a.page.goto(`${env.baseUrl}/Community/Blogs`);
    expect(await layoutProblems(a.page), '/Community/Blogs').to.deep.equal([]);
    expect(await cutTabs(a.page), '/Community/Blogs tabs').to.deep.equal([]);
    await shot(a.page, 'blogs-list-empty');
    await Promise.all([a.page.waitForURL(/\/Community\/Blogs\/Create$/), a.page.getByRole('link', { name: 'Write an entry' }).first().click()]);
    await a.page.locator('[data-island="BlogEditor"][data-hydrated="true"]').waitFor({ state: 'attached' });
    const toolbar = a.page.getByRole('toolbar', { name: 'Formatting' });
    await toolbar.waitFor();
    await a.page.fill('#title', 'Northern lights over the fjord');
    await a.page.locator('.blog-editor-content').click();
    const bold = toolbar.getByRole('button', { name: 'Bold' });
    await bold.click();
    await toolbar.locator('button[aria-label="Bold"][aria-pressed="true"]').waitFor();
    await a.page.keyboard.type('Green');
    await bold.click();
    await toolbar.locator('button[aria-label="Bold"][aria-pressed="false"]').waitFor();
    await a.page.keyboard.type(' and cold tonight.');
    await a.page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await a.page.keyboard.type('Warm boots');
    await a.page.keyboard.press('Enter');
    await a.page.keyboard.type('A thermos');
    await a.page.keyboard.press('Enter');
    await a.page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Picture' }).click();
    const pictures = a.page.getByRole('group', { name: 'Your pictures' });
    await pictures.waitFor();
    expect(await pictures.locator('img').count(), 'the album picture is offered').to.equal(1);
    await pictures.locator('li button').first().click();
    await a.page.locator('.blog-editor-content img').waitFor();
    await a.page.fill('#tags', 'Aurora');
    expect(await layoutProblems(a.page), 'the editor').to.deep.equal([]);
    await shot(a.page, 'blogs-editor');
    await Promise.all([a.page.waitForURL(/\/Community\/Blogs\/Entry\/\d+\/northern-lights-over-the-fjord$/), a.page.getByRole('button', { name: 'Save entry' }).click()]);
    const entryUrl = a.page.url();

    // The entry page: the picture from our media files (loaded), bold as <strong>, the list, the tag.
    const body = a.page.locator('.blog-entry-body');
    const img = body.locator('img');
    expect(await img.count()).to.equal(1);
    expect(await img.getAttribute('src')).to.match(mediaSrc);
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), 'the picture loaded').to.equal(true);
    expect(await body.locator('strong').innerText()).to.equal('Green');
    expect(await body.locator('ul li').allInnerTexts()).to.deep.equal(['Warm boots', 'A thermos']);
    expect(await a.page.locator('.blog-entry-tags').innerText(), 'the tag (kept in lower case)').to.equal('#aurora');
    expect(await layoutProblems(a.page), 'the entry page').to.deep.equal([]);
    expect(await cutTabs(a.page)).to.deep.equal([]);
    await shot(a.page, 'blogs-entry');
    await a.page.locator('[data-island="Comments"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await a.page.locator('body[data-realtime-state="open"]').waitFor({ state: 'attached' });
    await markDocument(a.page);

    // The commenter: an emoji found by its shortname, then send.
    const b = await phone(commenter);
    await b.page.goto(entryUrl);
    await b.page.locator('[data-island="Comments"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await b.page.locator('body[data-realtime-state="open"]').waitFor({ state: 'attached' });
    await markDocument(b.page);
    await b.page.fill('#comment-form textarea', 'Beautiful ');
    await b.page.getByRole('button', { name: 'Insert an emoji' }).click();
    await b.page.fill('#emoji-search', 'heart');
    const heart = b.page.getByRole('button', { name: ':heart:', exact: true });
    const emoji = (await heart.innerText()).trim();
    expect(emoji, 'the red heart').to.match(/^\u2764\uFE0F?$/u);
    await heart.click();
    expect(await b.page.inputValue('#comment-form textarea')).to.equal(`Beautiful ${emoji}`);
    await b.page.getByRole('button', { name: 'Send comment' }).click();
    const bThread = b.page.locator('#comments');
    await bThread.locator('.comment-text', { hasText: `Beautiful ${emoji}` }).waitFor();
    expect(await sameDocument(b.page), 'the comment posted in place').to.equal(true);
    expect(await layoutProblems(b.page), 'the thread after a comment').to.deep.equal([]);

    // The author's open page learns of it (realtime), shows it in place and the author replies inline.
    const aThread = a.page.locator('#comments');
    await aThread.getByRole('button', { name: 'New comments: show them' }).click({ timeout: 10_000 });
    const comment = aThread.locator('.comment-list > .comment-item', { hasText: `Beautiful ${emoji}` });
    await comment.waitFor();
    await comment.locator('summary', { hasText: 'Reply' }).click();
    await comment.locator('textarea[name="text"]').fill('Thank you, it was magic!');
    await comment.getByRole('button', { name: 'Send reply' }).click();
    await comment.locator('.comment-replies .comment-text', { hasText: 'Thank you, it was magic!' }).waitFor();
    expect(await sameDocument(a.page), 'the author saw the comment and replied without a page load').to.equal(true);
    expect(await layoutProblems(a.page), 'the thread with a reply').to.deep.equal([]);
    await shot(a.page, 'blogs-comments');

    // The commenter is told of the reply the same way (the thread's writers get the realtime event) and sees it in place.
    await bThread.getByRole('button', { name: 'New comments: show them' }).click({ timeout: 10_000 });
    await bThread.locator('.comment-replies .comment-text', { hasText: 'Thank you, it was magic!' }).waitFor();
    expect(await sameDocument(b.page), 'the reply shown without a page load').to.equal(true);
    expect(await testDb()('emoji_uses').where({ profile_id: commenter.id }).pluck('shortname')).to.deep.equal(['heart']);

    // Back on the list: the entry's card with its tag and the two comments; it fits the phone.
    await a.page.goto(`${env.baseUrl}/Community/Blogs`);
    const card = a.page.locator('.blog-entry-card', { hasText: 'Northern lights over the fjord' });
    expect(await card.locator('.blog-entry-card-tags').innerText()).to.equal('#aurora');
    expect(await card.innerText()).to.include('Green and cold tonight.');
    expect(await layoutProblems(a.page), '/Community/Blogs with the entry').to.deep.equal([]);
    expect(await cutTabs(a.page)).to.deep.equal([]);
    await shot(a.page, 'blogs-list');
    expect([...a.errors, ...b.errors], 'no script errors').to.deep.equal([]);
  });

  it("a non-member's \"write\" opens the membership popup", async () => {
    const visitor = await buildMember({ member: false, language: 'en-GB' });
    const { page } = await phone(visitor);
    await page.goto(`${env.baseUrl}/Community/Blogs`);
    await page.waitForSelector('[data-island="MembershipPopup"][data-hydrated="true"]', { state: 'attached' });
    const list = page.url();
    await page.getByRole('link', { name: 'Write an entry' }).first().click();
    const popup = page.locator('dialog.membership-popup[open]');
    await popup.getByRole('heading', { name: 'This is for members' }).waitFor();
    expect(page.url(), 'stays on the list').to.equal(list);
    expect(await layoutProblems(page)).to.deep.equal([]);
  });

  it('without JavaScript a comment and a reply post with the plain forms', async () => {
    const owner = await memberWithApi({ member: true, language: 'en-GB' });
    const entry = (await owner.api('/api/Blogs/UpdateBlogEntry', { title: 'Quiet evening', body: '<p>Snow on the roofs.</p>' }).expect(200)).body as { id: number; path: string };
    const reader = await buildMember({ member: true, language: 'en-GB' });
    const { page } = await phone(reader, { javaScriptEnabled: false });
    await page.goto(`${env.baseUrl}${entry.path}`);
    await page.fill('#comment-form textarea', 'Written with no script at all');
    await Promise.all([page.waitForURL(/#comment-\d+$/), page.getByRole('button', { name: 'Send comment' }).click()]);
    const thread = page.locator('#comments');
    const comment = thread.locator('.comment-list > .comment-item', { hasText: 'Written with no script at all' });
    await comment.waitFor();
    await comment.locator('summary', { hasText: 'Reply' }).click();
    await comment.locator('textarea[name="text"]').fill('And a reply, also plain');
    await Promise.all([page.waitForURL(/#comment/), comment.getByRole('button', { name: 'Send reply' }).click()]);
    await thread.locator('.comment-replies .comment-text', { hasText: 'And a reply, also plain' }).waitFor();
    expect(await thread.locator('#comments-title').innerText()).to.equal('Comments (2)');
    expect(await layoutProblems(page)).to.deep.equal([]);
    expect(await testDb()('comments').where({ subject_type: 'BlogEntry', subject_id: entry.id, author_id: reader.id })).to.have.length(2);
  });
});
