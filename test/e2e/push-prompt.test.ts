import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { buildMember, testPassword } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';

describe('the push prompt in the browser (spec §4)', () => {
  const env = useBrowserAndServer();
  let context: BrowserContext;
  let page: Page;
  let member: ProfileRecord;

  beforeEach(async () => {
    context = await phoneWithConsent(env.browser, env.baseUrl);
    page = await context.newPage();
    member = await buildMember({ language: 'en-GB' });
    await page.goto(`${env.baseUrl}/LogOn`);
    await page.fill('#logon-name', member.name);
    await page.fill('#logon-password', testPassword);
    await Promise.all([page.waitForURL(`${env.baseUrl}/Start`), page.click('form.logon-form button[type=submit]')]);
  });
  afterEach(() => context.close());

  it('shows for a member while the permission is default, with 44 px buttons; "Not now" hides it for the session', async () => {
    expect(await page.evaluate(() => Notification.permission)).to.equal('default');
    await page.waitForSelector('[data-push-prompt]', { state: 'visible' });
    for (const button of ['[data-push-allow]', '[data-push-dismiss]']) {
      const box = (await page.locator(button).boundingBox())!;
      expect(box.height).to.be.at.least(44);
      expect(box.x + box.width).to.be.at.most(390);
    }
    await page.focus('[data-push-dismiss]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-push-prompt]', { state: 'hidden' });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.siteScript === 'ready');
    await page.waitForTimeout(300);
    expect(await page.isVisible('[data-push-prompt]')).to.equal(false);
  });

  it('polls the permission every 500 ms and hides once it is answered in the browser instead', async () => {
    await page.waitForSelector('[data-push-prompt]', { state: 'visible' });
    await context.grantPermissions(['notifications'], { origin: env.baseUrl });
    const since = Date.now();
    await page.waitForSelector('[data-push-prompt]', { state: 'hidden', timeout: 2000 });
    expect(Date.now() - since).to.be.below(1500);
    // On the grant it registers the service worker to subscribe (the push service itself is out of reach here).
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL.endsWith('/service-worker.js') ?? false, undefined, { timeout: 5000 });
  });

  it('forgets this browser\'s subscription when the member logs off, so the next person on a shared computer gets none of it', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/shared-computer';
    const site = await testDb()('sites').orderBy('id').first('id');
    // The page has settled (its prompt shown), then this browser stores a subscription as a grant would.
    await page.waitForSelector('[data-push-prompt]', { state: 'visible' });
    await testDb()('push_subscriptions').insert({ profile_id: member.id, site_id: site.id, endpoint, p256dh: 'BP'.padEnd(87, 'x'), auth: 'a'.repeat(22) });
    await page.evaluate((value) => localStorage.setItem('nordlys.push.endpoint', value), endpoint);
    const forgotten = page.waitForRequest((r) => r.url().endsWith('/api/PushNotifications/Unsubscribe'));
    await page.evaluate(() => document.querySelector<HTMLFormElement>('form.drawer-logout')!.requestSubmit());
    await forgotten;
    await page.waitForURL((url) => !url.pathname.startsWith('/Start'));
    expect(await testDb()('push_subscriptions').where({ endpoint }).first()).to.equal(undefined);
    expect(await page.evaluate(() => localStorage.getItem('nordlys.push.endpoint'))).to.equal(null);
  });
});
