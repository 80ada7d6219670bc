import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';

import { useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';
import { cameraJpeg, upload } from '../support/media.ts';

/**
 * The media pages on a 390 × 844 touch phone: galleries, one picture, /Pictures and the album editor fit the width
 * with 44 px tap targets; right-click is refused on a picture outside a link; the forms work with JavaScript off.
 * Set SHOTS_DIR to keep a full-page screenshot of each page.
 */
const phone = { width: 390, height: 844 };

/** An owner with profile pictures (one explicit), an album of three with a long caption, a private album and the file archive. */
async function world() {
  const owner = await buildMember({ language: 'en-GB' });
  const agent = await loggedOnAs(owner);
  const token = await agent.csrf('/Start');
  let seed = 0;
  const put = async (albumTypeId: number, fields: Record<string, string> = {}, albumId?: number) =>
    (await upload(agent, token, await cameraJpeg(900, 600, { seed: ++seed }), 'p.jpg', { albumTypeId, ...(albumId ? { albumId } : {}) }, fields).expect(200)).body as { id: number; albumId: number };
  const main = await put(1);
  await put(1, { explicit: 'true' });
  const first = await put(2);
  await put(2, {}, first.albumId);
  await put(2, {}, first.albumId);
  await agent.postForm(`/EditProfile/PicturesAndVideos/Media/${first.id}/Save`, { caption: 'Sea swimming at dawn by the old harbour wall, with the whole club and a thermos of coffee each' }).expect(303);
  await put(3);
  const archived = await put(5);
  return { owner, main, first, archived, viewer: await buildMember({ language: 'en-GB' }) };
}

async function checkPages(page: Page, origin: string, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  const shots = process.env.SHOTS_DIR;
  if (shots) mkdirSync(shots, { recursive: true });
  for (const pagePath of paths) {
    const status = (await page.goto(`${origin}${pagePath}`))?.status();
    if (status !== 200) found.push(`${pagePath}: answers ${status}`);
    else for (const problem of await layoutProblems(page)) found.push(`${pagePath}: ${problem}`);
    if (shots) await page.screenshot({ path: path.join(shots, `media${pagePath.replace(/[^\w]+/g, '-')}.png`), fullPage: true });
  }
  return found;
}

describe('media pages on a 390 px phone', () => {
  const env = useBrowserAndServer();
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  async function phonePage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
    context = await env.browser.newContext({ viewport: phone, isMobile: true, hasTouch: true, ...options });
    await context.addCookies([{ name: 'nordlys_consent', value: 'necessary', url: env.baseUrl }]);
    return context.newPage();
  }

  it('fits the galleries, one picture and /Pictures for another member, and the album editor for the owner', async function () {
    this.timeout(180_000);
    const { owner, main, first, archived, viewer } = await world();
    const page = await phonePage();
    await logOn(page, env.baseUrl, viewer);
    const tab = `/Profile/${owner.id}/Pictures`;
    const forViewer = [`/Profile/${owner.id}`, tab, `${tab}/Albums`, `${tab}/p${first.id}`, `${tab}/Media/Album/2/${first.albumId}`, '/Pictures', `/Pictures/Explicit?u=${encodeURIComponent(tab)}`];
    expect(await checkPages(page, env.baseUrl, forViewer)).to.deep.equal([]);

    // Leave the member's page first: its background calls (counts, push status) could set the cookie again.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'nordlys_consent', value: 'necessary', url: env.baseUrl }]);
    await logOn(page, env.baseUrl, owner);
    const base = '/EditProfile/PicturesAndVideos';
    const forOwner = [base, `${base}/Albums`, `${base}/Album/${first.albumId}`, `${base}/ProfilePictures`, `${base}/FileArchive`, `${base}/FileArchive/${archived.id}`, `/Profile/${owner.id}/Pictures/p${main.id}`];
    expect(await checkPages(page, env.baseUrl, forOwner)).to.deep.equal([]);
  });

  it('refuses the context menu and dragging on a picture outside a link, not on one inside a link', async function () {
    this.timeout(120_000);
    const { owner, first, viewer } = await world();
    const page = await phonePage();
    await logOn(page, env.baseUrl, viewer);
    const refused = (selector: string, type: string) =>
      page.evaluate(([s, t]) => !document.querySelector(s!)!.dispatchEvent(new MouseEvent(t!, { bubbles: true, cancelable: true })), [selector, type]);
    await page.goto(`${env.baseUrl}/Profile/${owner.id}/Pictures/p${first.id}`);
    await page.waitForFunction(() => document.documentElement.dataset.siteScript === 'ready');
    expect(await page.locator('.media-single img').getAttribute('draggable')).to.equal('false');
    expect(await refused('.media-single img', 'contextmenu')).to.equal(true);
    expect(await refused('.media-single img', 'dragstart')).to.equal(true);
    await page.goto(`${env.baseUrl}/Profile/${owner.id}/Pictures`);
    await page.waitForFunction(() => document.documentElement.dataset.siteScript === 'ready');
    expect(await refused('.media-grid a img', 'contextmenu'), 'inside a link').to.equal(false);
  });

  it('works without JavaScript: a new album, a caption, and showing explicit pictures', async function () {
    this.timeout(120_000);
    const { owner, first, viewer } = await world();
    const page = await phonePage({ javaScriptEnabled: false });
    await logOn(page, env.baseUrl, owner);
    await page.goto(`${env.baseUrl}/EditProfile/PicturesAndVideos/Albums`);
    await page.fill('#name', 'Winter');
    await Promise.all([page.waitForURL(/\/Album\/\d+$/), page.locator('form[action$="/Albums"] button[type="submit"]').click()]);
    expect(await page.locator('main .alert.success').textContent()).to.include('The album Winter is ready.');
    await page.goto(`${env.baseUrl}/EditProfile/PicturesAndVideos/Album/${first.albumId}`);
    await page.fill(`#caption-${first.id}`, 'Dawn');
    await Promise.all([page.waitForURL(/#media-/), page.locator(`form[action$="/Media/${first.id}/Save"] button[type="submit"]`).click()]);
    expect(await page.locator('main .alert.success').textContent()).to.include('Saved.');

    // Leave the member's page first: its background calls (counts, push status) could set the cookie again.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'nordlys_consent', value: 'necessary', url: env.baseUrl }]);
    await logOn(page, env.baseUrl, viewer);
    await page.goto(`${env.baseUrl}/Profile/${owner.id}/Pictures`);
    await Promise.all([page.waitForURL(/\/Pictures\/Explicit/), page.locator('.explicit-show').first().click()]);
    await Promise.all([page.waitForURL(new RegExp(`/Profile/${owner.id}/Pictures$`)), page.locator('main form button[type="submit"]').click()]);
    expect(await page.locator('main .alert.success').textContent()).to.include('now shown to you');
    expect(await page.locator('.media-picture.blurred').count()).to.equal(0);
  });
});
