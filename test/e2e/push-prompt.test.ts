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

  /** The moment the prompt is for: the member sends a first message (a request) from /Mail/New and lands on the conversation. */
  async function sendFirstMessage(): Promise<void> {
    const other = await buildMember({ language: 'en-GB' });
    await page.goto(`${env.baseUrl}/Mail/New/${other.id}`);
    await page.fill('#body', 'Hello from the harbour');
    await Promise.all([page.waitForURL(/\/Mail\/\d+$/), page.getByRole('button', { name: 'Send' }).click()]);
  }
  const settled = async () => {
    await page.waitForFunction(() => document.documentElement.dataset.siteScript === 'ready');
    await page.waitForTimeout(500);
  };

  it('does not ask on arrival: not on /Start after logging on, nor on any other page or a 404', async () => {
    expect(await page.evaluate(() => Notification.permission)).to.equal('default');
    for (const path of ['/Start', '/Search/Newest', '/No/Such/Page']) {
      await page.goto(`${env.baseUrl}${path}`);
      await settled();
      expect(await page.isVisible('[data-push-prompt]'), path).to.equal(false);
    }
  });

  it('asks right after the first message, below the page\'s heading, with 44 px buttons; "Not now" is remembered', async () => {
    await sendFirstMessage();
    await page.waitForSelector('[data-push-prompt]', { state: 'visible' });
    // On a phone the open conversation's heading (the other member's name) is the page's visible heading.
    const heading = (await page.locator('main').getByRole('heading').filter({ visible: true }).first().boundingBox())!;
    const prompt = (await page.locator('[data-push-prompt]').boundingBox())!;
    expect(prompt.y, 'the prompt starts below the heading').to.be.at.least(heading.y + heading.height);
    expect(prompt.y + prompt.height, 'the prompt is on screen').to.be.at.most(844);
    for (const button of ['[data-push-allow]', '[data-push-dismiss]']) {
      const box = (await page.locator(button).boundingBox())!;
      expect(box.height).to.be.at.least(44);
      expect(box.x + box.width).to.be.at.most(390);
    }
    await page.focus('[data-push-dismiss]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-push-prompt]', { state: 'hidden' });
    // Not asked again in this browser, not even after the next message.
    await page.reload();
    await settled();
    await page.getByPlaceholder('Your reply').fill('And hello again');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.mail-body', { hasText: 'And hello again' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.isVisible('[data-push-prompt]')).to.equal(false);
  });

  it('asks after a message sent in the open conversation, without a page load', async () => {
    await sendFirstMessage();
    await page.waitForSelector('[data-push-prompt]', { state: 'visible' });
    await page.reload();
    await settled();
    expect(await page.isVisible('[data-push-prompt]'), 'not on opening the conversation again').to.equal(false);
    await page.getByPlaceholder('Your reply').fill('Are you at the beach on Sunday?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForSelector('[data-push-prompt]', { state: 'visible' });
  });

  it('polls the permission every 500 ms and hides once it is answered in the browser instead', async () => {
    await sendFirstMessage();
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
    await sendFirstMessage();
    await page.waitForSelector('[data-push-prompt]', { state: 'visible' });
    await testDb()('push_subscriptions').insert({ profile_id: member.id, site_id: site.id, endpoint, p256dh: 'BP'.padEnd(87, 'x'), auth: 'a'.repeat(22) });
    await page.evaluate((value) => localStorage.setItem('nordlys.push.endpoint', value), endpoint);
    const forgotten = page.waitForRequest((r) => r.url().endsWith('/api/PushNotifications/Unsubscribe'));
    await page.evaluate(() => document.querySelector<HTMLFormElement>('form.drawer-logout')!.requestSubmit());
    await forgotten;
    await page.waitForURL((url) => !url.pathname.startsWith('/Mail'));
    expect(await testDb()('push_subscriptions').where({ endpoint }).first()).to.equal(undefined);
    expect(await page.evaluate(() => localStorage.getItem('nordlys.push.endpoint'))).to.equal(null);
  });
});
