import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowserAndServer } from '../support/browser.ts';

describe('cookie consent in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  const externalRequests: string[] = [];
  const cspViolations: string[] = [];

  const env = useBrowserAndServer();
  beforeEach(async () => {
    externalRequests.length = 0;
    cspViolations.length = 0;
    context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    page.on('request', (r) => {
      if (!r.url().startsWith(env.baseUrl)) externalRequests.push(r.url());
    });
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/.test(m.text())) cspViolations.push(m.text());
    });
  });
  afterEach(async () => {
    await context.close();
  });

  async function openFrontPage() {
    await page.goto(`${env.baseUrl}/`);
    await page.waitForSelector('html[data-site-script="ready"]', { state: 'attached' });
  }

  it('loads nothing external before consent, and keeps "only necessary" across reloads', async () => {
    await openFrontPage();
    expect(await page.isVisible('.cookie-banner')).to.equal(true);
    expect(await page.locator('iframe').count()).to.equal(0);
    expect(await page.isVisible('.video-blocked')).to.equal(true);

    await page.getByRole('button', { name: 'Only necessary' }).click();
    await page.waitForSelector('.cookie-banner', { state: 'detached' });
    expect((await context.cookies()).map((c) => c.name).sort()).to.deep.equal(['nordlys_consent']);
    await page.reload();
    expect(await page.locator('.cookie-banner').count()).to.equal(0);
    expect(await page.locator('iframe').count()).to.equal(0);
    expect(externalRequests).to.deep.equal([]);
    expect(cspViolations).to.deep.equal([]);
  });

  it('shows the embedded video once marketing is accepted, and remembers it', async () => {
    await openFrontPage();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Accept all' }).click()]);
    await page.waitForSelector('iframe[data-consent="marketing"]', { state: 'attached' });
    expect(await page.locator('.cookie-banner').count()).to.equal(0);
    await page.reload();
    expect(await page.locator('iframe[data-consent="marketing"]').count()).to.equal(1);
    expect(await page.locator('.cookie-banner').count()).to.equal(0);
    expect(cspViolations).to.deep.equal([]);
  });

  it('works without JavaScript: the form posts the choice and the server honours it', async () => {
    await context.close();
    context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    await page.goto(`${env.baseUrl}/`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForURL(`${env.baseUrl}/`);
    expect(await page.locator('.cookie-banner').count()).to.equal(0);
    expect(await page.locator('iframe[data-consent="marketing"]').count()).to.equal(1);
  });

  it('opens the drawer menu without JavaScript on a phone', async () => {
    await context.close();
    context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    await page.goto(`${env.baseUrl}/Support`);
    expect(await page.isVisible('#drawer a[href="/Support/FAQ"]')).to.equal(false);
    await page.locator('label[for="drawer-toggle"]').first().click();
    expect(await page.isVisible('#drawer a[href="/Support/FAQ"]')).to.equal(true);
  });
});
