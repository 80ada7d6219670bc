import { expect } from 'chai';
import { useBrowserAndServer, phoneWithConsent } from '../support/browser.ts';
import { testDb } from '../support/context.ts';
import { buildMember } from '../support/accounts.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { siteToday } from '../../src/modules/profiles/index.ts';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';

const bornToday = (profile: ProfileRecord, years: number) =>
  testDb()('profile_persons').where({ profile_id: profile.id, position: 0 }).del().then(() =>
    testDb()('profile_persons').insert({ profile_id: profile.id, position: 0, birthday: `${Number(siteToday().slice(0, 4)) - years}-${siteToday().slice(5)}`, gender: 'Female' }));

describe('presence and birthdays in the browser (phone, 390 px)', () => {
  const env = useBrowserAndServer();

  it('beats once at load and every 60 s, from one tab of the browser only', async function () {
    this.timeout(60_000);
    const me = await buildMember({ language: 'en-GB' });
    const context = await phoneWithConsent(env.browser, env.baseUrl);
    const beats: string[] = [];
    context.on('request', (r) => {
      if (r.url().endsWith('/api/Common/UpdateHeartbeat')) beats.push(r.frame().page().url());
    });
    const first = await context.newPage();
    await first.clock.install();
    await logOn(first, env.baseUrl, me);
    await first.waitForFunction(() => document.documentElement.dataset.siteScript === 'ready');
    await first.waitForTimeout(300);
    expect(beats.length, 'one beat at load').to.equal(1);
    const second = await context.newPage();
    await second.clock.install();
    await second.goto(`${env.baseUrl}/Favorites`);
    await second.waitForFunction(() => document.documentElement.dataset.siteScript === 'ready');
    await first.clock.fastForward(61_000);
    await second.clock.fastForward(61_000);
    await first.waitForTimeout(300);
    // The second tab waits for the lock: one beat a minute for the whole browser, from the first tab.
    // (A tab that becomes visible again beats at once too, so the lead tab may show one beat more.)
    expect(beats.filter((url) => url.endsWith('/Favorites')), 'the other tab holds no timer').to.deep.equal([]);
    expect(beats.length, 'the lead tab beat again after 60 s').to.be.at.least(2);
    await context.close();
  });

  it('/Birthdays and the splash on /Start fit a phone; the splash closes for good', async function () {
    this.timeout(60_000);
    const me = await buildMember({ language: 'en-GB' });
    await bornToday(me, 30);
    for (const years of [25, 41]) await bornToday(await buildMember(), years);
    const context = await phoneWithConsent(env.browser, env.baseUrl);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/Start`);
    await page.locator('.birthday-splash').waitFor();
    expect(await layoutProblems(page)).to.deep.equal([]);
    await Promise.all([page.waitForURL(`${env.baseUrl}/Start`), page.locator('.birthday-splash button[type=submit]').click()]);
    expect(await page.locator('.birthday-splash').count()).to.equal(0);
    await page.goto(`${env.baseUrl}/Birthdays`);
    expect(await page.locator('.birthday-card').count()).to.equal(2);
    expect(await layoutProblems(page)).to.deep.equal([]);
    await context.close();
  });
});
