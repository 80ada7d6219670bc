import { expect } from 'chai';
import type { Page, Request } from 'playwright-core';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';

const countsPath = '/api/Notifications/CountsSummary';

/** Another member, logged on through the app (as a second browser would be), posting with the form token. */
async function writer(profile: ProfileRecord, host?: string) {
  const agent = await loggedOnAs(profile, host ? { host } : {});
  const token = await agent.csrf('/Support');
  return Object.assign(agent, { api: (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body) });
}

const badge = (page: Page) => page.locator('[data-notification-menu] [data-badge]');
const bell = (page: Page) => page.locator('[data-notification-menu] button.topbar-bell');
const realtimeOpen = (page: Page) => page.waitForFunction(() => document.body.dataset.realtimeState === 'open');

describe('the notification menu in the browser', () => {
  const env = useBrowserAndServer();
  const dark = () => env.baseUrl.replace('//localhost', '//dark.localhost');

  it('updates the badge without reload in two tabs, with one CountsSummary request per change', async function () {
    this.timeout(60_000);
    const me = await buildMember({ darkStatus: 3, member: true, language: 'en-GB' });
    const other = await buildMember({ darkStatus: 3, member: true, language: 'en-GB' });
    const context = await phoneWithConsent(env.browser, dark());
    // Each request's start as the browser stamped it: the test process hears of a request late on a loaded machine.
    const fetched: Request[] = [];
    context.on('request', (r) => {
      if (new URL(r.url()).pathname === countsPath) fetched.push(r);
    });
    const first = await context.newPage();
    await logOn(first, dark(), me);
    await realtimeOpen(first);
    const second = await context.newPage();
    await second.goto(`${dark()}/Notifications`);
    await second.waitForFunction(() => document.documentElement.dataset.siteScript === 'ready');
    for (const page of [first, second]) expect(await badge(page).isHidden(), 'nothing unread yet').to.equal(true);
    expect(fetched, 'the first paint needs no request').to.have.length(0);

    // A guestbook entry: the notification's `counts` event reaches both tabs; one of them asks, both show it.
    const writing = await writer(other, 'dark.localhost');
    await writing.postForm(`/Profile/${me.id}/Guestbook`, { text: 'Lovely profile!' }).expect(303);
    for (const page of [first, second]) await badge(page).filter({ hasText: '1' }).waitFor({ timeout: 10_000 });
    await first.waitForTimeout(500);
    expect(fetched, 'one request for the change, shared by both tabs').to.have.length(1);

    // A relation request within the 5 s of the last request: one trailing request at the end of the window
    // brings both tabs to 2.
    await writing.postForm('/Relations/Ask', { profileId: me.id, role: 'PlayPartner' }).expect(303);
    for (const page of [first, second]) await badge(page).filter({ hasText: '2' }).waitFor({ timeout: 10_000 });
    await first.waitForTimeout(500);
    expect(fetched, 'one more request for the relation request').to.have.length(2);
    const [firstStart, secondStart] = fetched.map((r) => r.timing().startTime);
    expect(secondStart! - firstStart!, 'at most one request per 5 s').to.be.at.least(4_900);
    expect(await bell(second).getAttribute('aria-label')).to.equal('Notifications, unread: 2');
    await context.close();
  });

  it('a navigation keeps the panel in step with the badge and the list: B writes to A, A opens /Start, the panel says 1 request at once', async function () {
    this.timeout(60_000);
    const me = await buildMember({ member: true, language: 'en-GB' });
    const fan = await buildMember({ member: true, language: 'en-GB' });
    const b = await buildMember({ member: true, language: 'en-GB' });
    const context = await phoneWithConsent(env.browser, env.baseUrl);
    const fetched: number[] = [];
    context.on('request', (r) => {
      if (new URL(r.url()).pathname === countsPath) fetched.push(Date.now());
    });
    const page = await context.newPage();
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/Support`);
    await realtimeOpen(page);
    // A like: the counts are fetched, so the next change within 5 s waits for the trailing fetch.
    await (await writer(fan)).api('/api/Likes/ToggleLike', { itemType: 'Profile', itemId: me.id }).expect(200);
    await badge(page).filter({ hasText: '1' }).waitFor({ timeout: 10_000 });
    expect(fetched).to.have.length(1);
    // B writes to A (a message request) and A moves on before that trailing fetch.
    await (await writer(b)).api('/api/Mail/SendMessage', { profileId: me.id, body: 'Hello there' }).expect(200);
    await jobsSettled();
    await page.goto(`${env.baseUrl}/Start`);
    await page.waitForFunction(() => document.documentElement.dataset.siteScript === 'ready');
    expect(Date.now() - fetched[0]!, 'still within the 5 s of the last request').to.be.below(5_000);
    expect(await badge(page).textContent()).to.equal('2');
    await bell(page).click();
    const panel = page.locator('#notification-panel');
    await panel.waitFor({ state: 'visible' });
    expect(await panel.locator('[data-count="messageRequestsCount"]').textContent(), 'the figures of this page, at once').to.equal('1');
    expect(await panel.locator('[data-count="newNotificationsCount"]').textContent()).to.equal('2');
    await panel.locator('[data-list] a').nth(1).waitFor();
    const items = await panel.locator('[data-list] a.unread').allTextContents();
    expect(items, 'the list beside the figures').to.have.length(2);
    expect(items[0]).to.include(b.name);
    expect(await panel.locator('[data-count="messageRequestsCount"]').textContent()).to.equal('1');
    await context.close();
  });

  it('a dark-site happening leaves the regular site\'s bell alone, and shows on the dark site\'s', async function () {
    this.timeout(60_000);
    const me = await buildMember({ darkStatus: 3, member: true, language: 'en-GB' });
    const other = await buildMember({ darkStatus: 3, member: true, language: 'en-GB' });
    const context = await phoneWithConsent(env.browser, env.baseUrl);
    const fetched: string[] = [];
    context.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === countsPath) fetched.push(url.host);
    });
    const regular = await context.newPage();
    await logOn(regular, env.baseUrl, me);
    await realtimeOpen(regular);
    const darkContext = await phoneWithConsent(env.browser, dark());
    const darkPage = await darkContext.newPage();
    await logOn(darkPage, dark(), me);
    await realtimeOpen(darkPage);
    await (await writer(other, 'dark.localhost')).postForm(`/Profile/${me.id}/Guestbook`, { text: 'Lovely profile!' }).expect(303);
    await jobsSettled();
    await badge(darkPage).filter({ hasText: '1' }).waitFor({ timeout: 10_000 });
    await regular.waitForTimeout(1_000);
    expect(await badge(regular).isHidden(), 'nothing new on the regular site').to.equal(true);
    expect(fetched.filter((host) => !host.startsWith('dark.')), 'the regular tab asks nothing').to.deep.equal([]);
    await regular.reload();
    expect(await badge(regular).isHidden()).to.equal(true);
    await bell(regular).click();
    expect(await regular.locator('#notification-panel [data-count="newNotificationsCount"]').textContent()).to.equal('0');
    await regular.locator('#notification-panel [data-list-empty]').waitFor({ state: 'visible' });
    await darkContext.close();
    await context.close();
  });

  it('opens and closes by keyboard, shows the figures, the newest and the favourites online, fits 390 px', async function () {
    this.timeout(60_000);
    const me = await buildMember({ member: true, language: 'en-GB' });
    const fan = await buildMember({ member: true, language: 'en-GB' });
    const fanAgent = await writer(fan);
    const mine = await writer(me);
    await mine.api('/api/Profiles/AddFavorite', { profileId: fan.id }).expect(200);
    await fanAgent.api('/api/Likes/ToggleLike', { itemType: 'Profile', itemId: me.id }).expect(200);
    await fanAgent.get(`/Profile/${me.id}`).expect(200);
    await jobsSettled();

    const context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/Favorites`);
    await page.waitForFunction(() => document.documentElement.dataset.siteScript === 'ready');
    expect(await badge(page).textContent()).to.equal('2');

    await bell(page).focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#notification-panel');
    await panel.waitFor({ state: 'visible' });
    expect(await bell(page).getAttribute('aria-expanded')).to.equal('true');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('notification-panel');
    await panel.locator('[data-list] a').first().waitFor();
    expect(await panel.locator('[data-list] a').allTextContents()).to.have.length(2);
    expect(await panel.locator('[data-list] a').first().textContent()).to.include(`${fan.name} visited your profile`);
    await panel.locator('[data-online] a').first().waitFor();
    expect(await panel.locator('[data-online] a').first().getAttribute('href')).to.equal(`/Profile/${fan.id}`);
    await page.waitForFunction(() => document.querySelector('[data-count="newVisitsCount"]')?.textContent === '1');
    expect(await panel.locator('[data-count="newNotificationsCount"]').textContent()).to.equal('2');
    expect(await panel.locator('[data-count="messageRequestsCount"]').textContent()).to.equal('0');

    // A sheet across the phone: nothing scrolls sideways, every target in it is 44 px tall.
    const box = (await panel.boundingBox())!;
    expect(box.x).to.equal(0);
    expect(box.width).to.equal(390);
    expect(await layoutProblems(page)).to.deep.equal([]);
    const small = await panel.evaluate((el) =>
      [...el.querySelectorAll('a, button')].map((t) => t.getBoundingClientRect().height).filter((h) => h > 0 && h < 43.5),
    );
    expect(small, 'tap targets under 44 px').to.deep.equal([]);

    // Tab moves into the panel; Escape closes it and gives focus back to the bell.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#notification-panel')))).to.equal(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await bell(page).getAttribute('aria-expanded')).to.equal('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('topbar-bell'))).to.equal(true);

    // Space opens it again; "Mark all read" clears the badge.
    await page.keyboard.press('Space');
    await panel.waitFor({ state: 'visible' });
    await panel.locator('[data-mark-all]').click();
    await badge(page).waitFor({ state: 'hidden' });
    expect(Number((await testDb()('notifications').where({ profile_id: me.id }).whereNull('read_at').count('* as n').first())?.n)).to.equal(0);
    await page.mouse.click(200, 600);
    await panel.waitFor({ state: 'hidden' });
    await context.close();

    // Without JavaScript the bell is a link to /Notifications.
    const plain = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await plain.addCookies([{ name: 'nordlys_consent', value: 'necessary', url: env.baseUrl }]);
    const noScript = await plain.newPage();
    await logOn(noScript, env.baseUrl, me);
    expect(await noScript.locator('[data-notification-menu] a.topbar-bell').getAttribute('href')).to.equal('/Notifications');
    expect(await noScript.locator('#notification-panel').isHidden()).to.equal(true);
    await plain.close();
  });
});
