import { expect } from 'chai';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';
import * as lodges from '../../src/modules/lodges/index.ts';

/**
 * The calendar on a 390 px phone (issue 33 §4, §9): month → day → meetup → sign up → back, with JavaScript (the
 * LodgeCalendar island moves between month and day through @remix-run/router, the address changing, no reload)
 * and without (plain pages). Nothing is cut off; the buttons are thumb sized. Screenshot: /tmp/lodge-calendar-phone.png.
 */
describe('the lodge calendar on a 390 px phone', () => {
  const env = useBrowserAndServer();

  for (const javaScript of [true, false]) {
    it(`goes month → day → meetup → sign up → back with JavaScript ${javaScript ? 'on' : 'off'}`, async function () {
      this.timeout(120_000);
      await testDb()('signup_subjects').delete();
      const owner = await buildMember();
      const member = await buildMember();
      const [row] = await testDb()('lodges').insert({ name: 'Harbour walkers', category_id: 1, created_by: owner.id, member_count: 2 }).returning('id');
      const lodgeId = Number((row as { id: unknown }).id);
      await testDb()('lodge_members').insert([
        { lodge_id: lodgeId, profile_id: owner.id, role: 'Owner' },
        { lodge_id: lodgeId, profile_id: member.id, role: 'Member' },
      ]);
      const actor = { profileId: owner.id, site: { id: 1, dark: false }, status: 3, staffRole: 0, member: true, darkStatus: 0, impersonatedBy: null };
      const meetup = await lodges.createMeetup(testDb(), actor, lodgeId, { title: 'Sunset walk on the pier', description: '', place: 'The old pier', startsAt: '2031-05-10T19:00', endsAt: null, capacity: 2, signUpDeadline: null }, 'Europe/Copenhagen');
      const base = `/Community/Lodges/Lodge/${lodgeId}/Calendar`;
      const context = await phoneWithConsent(env.browser, env.baseUrl, { javaScriptEnabled: javaScript });
      try {
        const page = await context.newPage();
        await logOn(page, env.baseUrl, member);
        await page.goto(`${env.baseUrl}${base}/2031-05`);
        expect(await layoutProblems(page)).to.deep.equal([]);
        if (javaScript) {
          await page.waitForSelector('[data-island="LodgeCalendar"][data-hydrated="true"]', { state: 'attached' });
          await page.evaluate(() => Object.assign(window, { sameDocument: true }));
          // The next month and back, then the day: through the router, no reload.
          await page.getByRole('link', { name: 'Next month' }).click();
          await page.waitForURL(`**${base}/2031-06`);
          await page.getByText('June 2031').waitFor();
          await page.getByRole('link', { name: 'Previous month' }).click();
          await page.getByText('May 2031').waitFor();
        }
        await page.locator(`a[href="${base}/2031-05-10"]`).click();
        await page.waitForURL(`**${base}/2031-05-10`);
        await page.getByText('Sunset walk on the pier').waitFor();
        if (javaScript) expect(await page.evaluate(() => 'sameDocument' in window), 'month to day in place').to.equal(true);
        expect(await layoutProblems(page)).to.deep.equal([]);
        await page.getByRole('link', { name: /Sunset walk on the pier/ }).click();
        await page.waitForURL(`**${base}/Meetup/${meetup.id}`);
        expect(await page.locator('[data-places]').innerText()).to.equal('0/2');
        const box = await page.getByRole('button', { name: 'Sign up' }).boundingBox();
        expect(box!.height).to.be.at.least(44);
        await page.selectOption('#guests', '1');
        await page.getByRole('button', { name: 'Sign up' }).click();
        await page.waitForURL(/#signup$/);
        expect(await page.locator('[data-places]').innerText()).to.equal('2/2');
        expect(await layoutProblems(page)).to.deep.equal([]);
        if (javaScript) await page.screenshot({ path: '/tmp/lodge-calendar-phone.png', fullPage: true });
        await page.getByRole('link', { name: /Back to the day/ }).click();
        await page.waitForURL(`**${base}/2031-05-10`);
        await page.getByText('You are signed up').first().waitFor();
        expect(await testDb()('signups').where({ profile_id: member.id }).pluck('state')).to.deep.equal(['Confirmed']);
      } finally {
        await context.close();
      }
    });
  }
});
