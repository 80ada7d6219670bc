import { expect } from 'chai';
import { useBrowserAndServer } from '../support/browser.ts';
import { testDb } from '../support/context.ts';
import { buildMember, testPassword } from '../support/accounts.ts';

describe('keep-alive (CheckStamp) in the browser', () => {
  const env = useBrowserAndServer();

  it('asks every 60 s while the tab is visible and shows "log on again" once the session has ended elsewhere', async () => {
    const member = await buildMember();
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.clock.install();
    const checks: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/LogOn/CheckStamp')) checks.push(Date.now());
    });
    await page.goto(`${env.baseUrl}/LogOn`);
    await page.fill('#logon-name', member.name);
    await page.fill('#logon-password', testPassword);
    await Promise.all([page.waitForURL(`${env.baseUrl}/Start`), page.click('form.logon-form button[type=submit]')]);
    expect(await page.isVisible('.stamp-expired')).to.equal(false);

    await page.clock.fastForward(61_000);
    await page.waitForTimeout(300);
    expect(checks.length).to.equal(1);
    expect(await page.isVisible('.stamp-expired')).to.equal(false);

    await testDb()('profiles').where({ id: member.id }).update({ security_stamp: 'logged-out-elsewhere' });
    await page.clock.fastForward(60_000);
    await page.waitForSelector('.stamp-expired', { state: 'visible' });
    expect(await page.textContent('.stamp-expired')).to.include('Log on again');
    await context.close();
  });
});
