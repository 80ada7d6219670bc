import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { realtimeStats, sendRealtime } from '../../src/platform/realtime/index.ts';
import { contextWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';
import { logOn } from '../support/phone-layout.ts';

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Collects the realtime events the page's tab receives. */
const recordEvents = (page: Page) =>
  page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { seen: unknown[] }).seen = seen;
    window.addEventListener('nordlys:realtime', (e) => seen.push((e as CustomEvent).detail));
  });
const eventsOf = (page: Page) => page.evaluate(() => (window as unknown as { seen: { type: string; data: { n?: number } }[] }).seen);

describe('realtime in the browser: one connection for all tabs', () => {
  const env = useBrowserAndServer();

  it('keeps one stream for two tabs, gives every tab each event, and hands the stream over within 150 ms when the holder closes', async function () {
    this.timeout(60_000);
    const member = await buildMember();
    const context = await contextWithConsent(env.browser, env.baseUrl, { viewport: { width: 390, height: 844 } });
    const first = await context.newPage();
    await logOn(first, env.baseUrl, member);
    await until(() => realtimeStats().streams === 1);
    const second = await context.newPage();
    await second.goto(`${env.baseUrl}/Start`);
    await second.waitForFunction(() => document.documentElement.dataset.siteScript === 'ready');
    await new Promise((r) => setTimeout(r, 500));
    expect(realtimeStats().streams).to.equal(1);
    expect(await second.evaluate(() => document.body.dataset.realtimeLeaderAt)).to.equal(undefined);

    await recordEvents(first);
    await recordEvents(second);
    sendRealtime([member.id], 'counts', { n: 1 });
    await until(async () => (await eventsOf(second)).length === 1);
    expect(await eventsOf(first)).to.deep.equal([{ type: 'counts', data: { n: 1 } }]);
    expect(await eventsOf(second)).to.deep.equal([{ type: 'counts', data: { n: 1 } }]);

    // The handover is timed in the browser, from the moment the holder's tab goes (its pagehide), so a slow
    // round trip of the test's own close call on a loaded machine is not counted as the site's time.
    await first.evaluate(() => addEventListener('pagehide', () => localStorage.setItem('closedAt', String(Date.now()))));
    const closing = Date.now();
    await first.close();
    await second.waitForFunction(() => document.body.dataset.realtimeLeaderAt !== undefined);
    const handedOverAt = Number(await second.evaluate(() => document.body.dataset.realtimeLeaderAt));
    const closedAt = Number((await second.evaluate(() => localStorage.getItem('closedAt'))) ?? closing);
    expect(handedOverAt - closedAt).to.be.below(150);
    await until(() => realtimeStats().streams === 1);
    sendRealtime([member.id], 'counts', { n: 2 });
    await until(async () => (await eventsOf(second)).length === 2);
    await context.close();
  });

  it('offers a reload when the stream says a newer build is live', async function () {
    this.timeout(60_000);
    const member = await buildMember();
    const context = await contextWithConsent(env.browser, env.baseUrl, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logOn(page, env.baseUrl, member);
    expect(await page.isVisible('.new-version')).to.equal(false);
    // A deploy happened: the next stream (after this tab reconnects) greets with another build.
    await page.route('**/Realtime*', (route) =>
      route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: 'data: {"type":"hello","data":{"version":"/build/site-NEWBUILD.js"}}\n\n' }),
    );
    await page.reload();
    await page.waitForSelector('.new-version', { state: 'visible' });
    expect(await page.textContent('.new-version')).to.include('A new version of the site is ready.');
    await Promise.all([page.waitForEvent('load'), page.click('.new-version button')]);
    await context.close();
  });

  it('leaves the private page in every tab when the session ends on another device (log out everywhere there)', async function () {
    this.timeout(60_000);
    const member = await buildMember();
    const context = await contextWithConsent(env.browser, env.baseUrl, { viewport: { width: 390, height: 844 } });
    const first = await context.newPage();
    await logOn(first, env.baseUrl, member);
    const second = await context.newPage();
    await second.goto(`${env.baseUrl}/Mail`);
    await second.waitForFunction(() => document.documentElement.dataset.siteScript === 'ready');
    await until(() => realtimeStats().streams === 1);

    const otherDevice = await loggedOnAs(member);
    await otherDevice.csrf('/Settings');
    await otherDevice.postForm('/Settings/LogOutEverywhere', {}).expect(303);
    // Both tabs reload without a session: the pages they showed are gone, the way on is to log on again.
    for (const tab of [first, second]) {
      await tab.waitForFunction(() => document.body.dataset.realtime === undefined && document.documentElement.dataset.siteScript === 'ready', null, { timeout: 5000 });
      expect(await tab.locator('a[href^="/LogOn"], form.logon-form').count()).to.be.above(0);
    }
    await until(() => realtimeStats().streams === 0);
    await context.close();
  });
});
