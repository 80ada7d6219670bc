import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { buildMember, testPassword } from '../support/accounts.ts';

/** A newcomer's first minutes on a 390 px phone: cookies, sign-up, and a deep link while logged off. */
describe('a newcomer on a phone', () => {
  let context: BrowserContext;
  let page: Page;
  const env = useBrowserAndServer();

  beforeEach(async () => {
    context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  const cookieNames = async () => (await context.cookies()).map((c) => c.name).sort();

  async function answerBanner(choice: 'Only necessary' | 'Accept all') {
    await page.waitForSelector('html[data-site-script="ready"]', { state: 'attached' });
    await page.getByRole('button', { name: choice }).click();
    await page.waitForSelector('.cookie-banner', { state: 'detached' });
  }

  it('gets no cookie at all before answering, nor after "Only necessary"; the language cookie only when picking one', async () => {
    await page.goto(`${env.baseUrl}/Support/FAQ?lang=da-DK`, { referer: 'https://search.example/' });
    expect(await page.locator('html').getAttribute('lang')).to.equal('da-DK');
    expect(await cookieNames(), 'after arriving from another site').to.deep.equal([]);
    await page.goto(`${env.baseUrl}/`);
    await page.goto(`${env.baseUrl}/Create`);
    expect(await cookieNames(), 'before answering, even with the log-on and sign-up forms').to.deep.equal([]);

    // The banner is the first thing a keyboard reaches.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.cookie-banner')))).to.equal(true);

    await answerBanner('Only necessary');
    await page.goto(`${env.baseUrl}/Support`);
    expect(await cookieNames(), 'after "Only necessary"').to.deep.equal(['nordlys_consent']);

    await page.locator('.footer-languages a[hreflang="sv-SE"]').click();
    await page.waitForURL(/lang=sv-SE/);
    expect(await cookieNames(), 'after picking a language').to.deep.equal(['nordlys_consent', 'nordlys_lang']);
    await page.goto(`${env.baseUrl}/Support`);
    expect(await page.locator('html').getAttribute('lang')).to.equal('sv-SE');
  });

  it('can read the front page with no JavaScript at all', async () => {
    await context.close();
    context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    page = await context.newPage();
    await page.goto(`${env.baseUrl}/`);
    expect(await page.locator('h1').first().isVisible()).to.equal(true);
    expect(await page.locator('form[action="/LogOn"]').count()).to.equal(1);
  });

  async function fillSignUp(values: { name: string; email: string; password: string }) {
    await page.fill('#name', values.name);
    await page.fill('#email', values.email);
    await page.fill('#password', values.password);
    await page.selectOption('#countryId', { index: 1 });
    await page.fill('#postalCode', '2100');
    await page.fill('#birthday1', '1990-05-17');
    await page.selectOption('#gender1', { index: 1 });
    await page.check('input[name="acceptTerms"]');
  }

  async function submitSignUp() {
    await Promise.all([page.waitForLoadState('load'), page.locator('form[action="/Create"] button[type="submit"]').click()]);
  }

  it('keeps working after three failed sign-up submits, keeps the values, and ends on "check your e-mail"', async () => {
    await page.goto(`${env.baseUrl}/Create`);
    await answerBanner('Only necessary');
    await fillSignUp({ name: 'Fjordfarer', email: 'fjordfarer@example.com', password: 'short' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submitSignUp();
      const summary = page.locator('.error-summary');
      expect(await summary.isVisible(), `attempt ${attempt}`).to.equal(true);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.error-summary'))), 'focus on the summary').to.equal(true);
      expect(await page.inputValue('#name')).to.equal('Fjordfarer');
      expect(await page.inputValue('#email')).to.equal('fjordfarer@example.com');
      expect(await page.inputValue('#postalCode')).to.equal('2100');
      expect(await page.inputValue('#password')).to.equal('');
      await page.fill('#password', 'short');
    }
    await page.fill('#password', 'a long and private passphrase');
    await submitSignUp();
    expect(await page.locator('main').innerText()).to.include('fjordfarer@example.com');
    expect(await page.locator('.error-summary').count()).to.equal(0);
  });

  it('answers an e-mail address that already has a profile exactly as a new one', async () => {
    const existing = await buildMember();
    const answerFor = async (name: string, email: string) => {
      await context.clearCookies();
      await page.goto(`${env.baseUrl}/Create`);
      if (await page.locator('.cookie-banner').count()) await answerBanner('Only necessary');
      await fillSignUp({ name, email, password: 'a long and private passphrase' });
      await submitSignUp();
      const cookies = await cookieNames();
      return { text: (await page.locator('main').innerText()).replace(email, '<address>'), cookies, url: page.url() };
    };
    const taken = await answerFor('Nordlending', existing.email);
    const fresh = await answerFor('Sydlending', 'sydlending@example.com');
    expect(taken).to.deep.equal(fresh);
    expect(taken.cookies).not.to.include('nordlys.sid');
  });

  it('shows the log-on form first after a deep link, and lands on the page asked for', async () => {
    const member = await buildMember();
    await page.goto(`${env.baseUrl}/Settings`);
    expect(new URL(page.url()).searchParams.get('u')).to.equal('/Settings');
    await answerBanner('Only necessary');
    const form = page.locator('form[action="/LogOn"]').first();
    const box = (await form.boundingBox())!;
    expect(box.y, 'the form starts in the first screen').to.be.below(844 / 2);
    await page.fill('#logon-name', member.name);
    await page.fill('#logon-password', testPassword);
    await Promise.all([page.waitForURL(`${env.baseUrl}/Settings`), form.locator('button[type="submit"]').click()]);
  });
});

describe('tap targets and the first screen', () => {
  let context: BrowserContext;
  let page: Page;
  const env = useBrowserAndServer();

  beforeEach(async () => {
    context = await phoneWithConsent(env.browser, env.baseUrl);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  const heights = (selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => [e.textContent?.trim(), Math.round(e.getBoundingClientRect().height)] as const));

  it('makes footer links, breadcrumbs and the log-on links at least 44 px tall on a phone', async () => {
    await page.goto(`${env.baseUrl}/Support/FAQ`);
    for (const [text, height] of [...(await heights('.site-footer a')), ...(await heights('.breadcrumb a, .breadcrumbs a'))]) {
      expect(height, `"${text}"`).to.be.at.least(44);
    }
    await page.goto(`${env.baseUrl}/LogOn`);
    for (const [text, height] of await heights('.logon-form a, .logon-form button, .passkey-logon button:not([hidden])')) {
      expect(height, `"${text}"`).to.be.at.least(44);
    }
  });

  it('starts the content right under the top bar on the front page, /Create and /LogOn', async () => {
    for (const path of ['/', '/Create', '/LogOn']) {
      await page.goto(`${env.baseUrl}${path}`);
      const gap = await page.evaluate(() => {
        const bar = document.querySelector('.topbar')!.getBoundingClientRect().bottom;
        const first = [...document.querySelectorAll('main > *')].find((e) => e.getBoundingClientRect().height > 0)!;
        return first.getBoundingClientRect().top - bar;
      });
      expect(gap, path).to.be.at.most(32);
    }
  });

  it('keeps the cookie banner clear of the front page\'s Log on button on a 1366×900 desktop', async () => {
    await context.close();
    context = await env.browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    await page.goto(`${env.baseUrl}/`);
    expect(await page.locator('.cookie-banner').isVisible()).to.equal(true);
    const button = page.locator('#logon form[action="/LogOn"] button[type="submit"]');
    const box = (await button.boundingBox())!;
    const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent?.trim(), [box.x + box.width / 2, box.y + box.height / 2]);
    expect(onTop).to.equal('Log on');
  });
});
