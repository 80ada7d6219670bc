import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';
import * as lodges from '../../src/modules/lodges/index.ts';

/**
 * A lodge's whole way in on a 390 px phone (issue 33 "Tests and figures"): a member finds a lodge and asks to join,
 * an admin approves on their phone, the member writes in the debate, signs up for a meetup from the calendar, and
 * a second member lands on its waiting list. Every page is checked for cut-off content and small targets.
 */
describe('a lodge on a 390 px phone: find, ask, approved, debate, meetup, waiting list', () => {
  const env = useBrowserAndServer();

  it('walks the whole way with two members and an admin, each on their own phone', async function () {
    this.timeout(180_000);
    const owner = await buildMember({ member: true });
    const asker = await buildMember({ member: true });
    const second = await buildMember({ member: true });
    const actor = (profileId: number) => ({ profileId, site: { id: 1, dark: false }, status: 3, staffRole: 0, member: true, darkStatus: 0, impersonatedBy: null });
    const [row] = await testDb()('lodges').insert({ name: 'Fjord kayakers', description: 'Paddling on Sundays.', category_id: 4, access: 'NewMembersApproved', created_by: owner.id }).returning('id');
    const lodgeId = Number((row as { id: unknown }).id);
    await testDb()('lodge_members').insert([
      { lodge_id: lodgeId, profile_id: owner.id, role: 'Owner', joined_at: testDb().fn.now() },
      { lodge_id: lodgeId, profile_id: second.id, role: 'Member', joined_at: testDb().fn.now() },
    ]);
    const meetup = await lodges.createMeetup(testDb(), actor(owner.id), lodgeId, { title: 'Sunday paddle', description: '', place: 'The old harbour', startsAt: '2031-06-08T10:00', endsAt: null, capacity: 1, signUpDeadline: null }, 'Europe/Copenhagen');
    const lodgePath = `/Community/Lodges/Lodge/${lodgeId}`;
    const checked = async (page: Page, where: string) => expect(await layoutProblems(page), where).to.deep.equal([]);

    const askerPhone = await phoneWithConsent(env.browser, env.baseUrl);
    const ownerPhone = await phoneWithConsent(env.browser, env.baseUrl);
    const secondPhone = await phoneWithConsent(env.browser, env.baseUrl);
    try {
      // Find the lodge by searching, and ask to join with a message.
      const a = await askerPhone.newPage();
      await logOn(a, env.baseUrl, asker);
      await a.goto(`${env.baseUrl}/Community/Lodges/Search`);
      await checked(a, 'search');
      await a.getByLabel('Search lodges').fill('kayakers');
      await a.getByRole('button', { name: 'Search' }).click();
      await a.getByRole('link', { name: 'Fjord kayakers' }).click();
      await a.waitForURL(`**${lodgePath}`);
      await checked(a, 'lodge');
      await a.getByRole('link', { name: 'Ask to join' }).click();
      await a.getByLabel('A message to the admins (optional)').fill('I have my own kayak');
      await a.getByRole('button', { name: 'Send request' }).click();
      await a.getByText('Your request to join is waiting for an admin.').waitFor();

      // The admin approves on their phone.
      const o = await ownerPhone.newPage();
      await logOn(o, env.baseUrl, owner);
      await o.goto(`${env.baseUrl}${lodgePath}/MemberManagement/PendingRequests`);
      await o.getByText('I have my own kayak').waitFor();
      await checked(o, 'pending requests');
      const approve = o.getByRole('button', { name: `Approve: ${asker.name}` });
      expect((await approve.boundingBox())!.height).to.be.at.least(44);
      await approve.click();
      await o.getByText('The request has been approved.').waitFor();

      // The member writes in the debate.
      await a.goto(`${env.baseUrl}${lodgePath}/Debate`);
      await checked(a, 'debate');
      await a.getByRole('link', { name: 'Write an entry' }).first().click();
      await a.getByLabel('Title').fill('Best launch spots?');
      await a.locator('#body').fill('Where do you put in when the wind is from the west?');
      await a.getByRole('button', { name: 'Save' }).click();
      await a.getByRole('heading', { name: 'Best launch spots?' }).waitFor();
      await checked(a, 'topic');

      // And signs up for the meetup from the calendar: month → day → meetup → sign up.
      await a.goto(`${env.baseUrl}${lodgePath}/Calendar/2031-06`);
      await checked(a, 'calendar month');
      await a.locator(`a[href="${lodgePath}/Calendar/2031-06-08"]`).click();
      await a.waitForURL(`**${lodgePath}/Calendar/2031-06-08`);
      await a.getByRole('link', { name: /Sunday paddle/ }).click();
      await a.waitForURL(`**/Meetup/${meetup.id}`);
      await checked(a, 'meetup');
      await a.getByRole('button', { name: 'Sign up' }).click();
      await a.waitForURL(/#signup$/);
      expect(await a.locator('[data-places]').innerText()).to.equal('1/1');

      // The second member finds it full and lands on the waiting list.
      const s = await secondPhone.newPage();
      await logOn(s, env.baseUrl, second);
      await s.goto(`${env.baseUrl}${lodgePath}/Calendar/Meetup/${meetup.id}`);
      await s.getByRole('button', { name: 'Join the waiting list' }).click();
      await s.getByText('You are on the waiting list').first().waitFor();
      await checked(s, 'meetup, waiting');
      expect(await testDb()('signups').where({ profile_id: second.id }).pluck('state')).to.deep.equal(['Waiting']);
      expect(await testDb()('lodge_debate_entries').where({ lodge_id: lodgeId }).pluck('title')).to.deep.equal(['Best launch spots?']);
    } finally {
      await Promise.all([askerPhone.close(), ownerPhone.close(), secondPhone.close()]);
    }
  });
});
