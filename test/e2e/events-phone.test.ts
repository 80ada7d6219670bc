import { expect } from 'chai';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember } from '../support/accounts.ts';
import { adminOnTestDb } from '../support/admin.ts';
import { testDb } from '../support/context.ts';
import { actorOf, fields, forgetEventPlaces } from '../support/events.ts';
import { createEvent } from '../../src/modules/events/index.ts';

/**
 * Events on a 390 px phone (issue 34): Upcoming → the event → sign up with a guest → back to Upcoming, with JavaScript
 * and without (plain pages and forms). Nothing is cut off; the buttons are thumb sized. Screenshot: /tmp/events-phone.png.
 */
describe('events on a 390 px phone', () => {
  const env = useBrowserAndServer();

  for (const javaScript of [true, false]) {
    it(`goes Upcoming → event → sign up → back with JavaScript ${javaScript ? 'on' : 'off'}`, async function () {
      this.timeout(120_000);
      await forgetEventPlaces();
      const admin = await buildMember({ member: true });
      const member = await buildMember({ member: true, language: 'en-GB' });
      expect((await adminOnTestDb('events:admin', 'grant', admin.name)).code).to.equal(0);
      const event = await createEvent(testDb(), actorOf(admin.id), fields({ title: 'Midsummer on the beach', capacity: 4 }), 'Europe/Copenhagen');
      const context = await phoneWithConsent(env.browser, env.baseUrl, { javaScriptEnabled: javaScript });
      try {
        const page = await context.newPage();
        await logOn(page, env.baseUrl, member);
        await page.goto(`${env.baseUrl}/Community/Events/Upcoming`);
        expect(await layoutProblems(page)).to.deep.equal([]);
        await page.getByRole('link', { name: 'Midsummer on the beach' }).click();
        await page.waitForURL(`**/Community/Events/Event/${event.id}/Midsummer-on-the-beach`);
        expect(await page.locator('[data-places]').innerText()).to.equal('0/4');
        expect(await layoutProblems(page)).to.deep.equal([]);
        const box = await page.getByRole('button', { name: 'Sign up' }).boundingBox();
        expect(box!.height).to.be.at.least(44);
        await page.selectOption('#guests', '1');
        await page.getByRole('button', { name: 'Sign up' }).click();
        await page.waitForURL(/#signup$/);
        expect(await page.locator('[data-places]').innerText()).to.equal('2/4');
        await page.getByText('You are signed up with 1 guest(s).').waitFor();
        expect(await layoutProblems(page)).to.deep.equal([]);
        if (javaScript) await page.screenshot({ path: '/tmp/events-phone.png', fullPage: true });
        await page.getByRole('link', { name: /← Events/ }).click();
        await page.waitForURL('**/Community/Events/Upcoming');
        await page.getByText('You are going').first().waitFor();
        expect(await testDb()('signups').where({ profile_id: member.id }).pluck('state')).to.deep.equal(['Confirmed']);
      } finally {
        await context.close();
      }
    });
  }
});
