import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile, ProfileRecord } from '../../src/modules/accounts/index.ts';
import { mailbox, testApp, testDb } from '../support/context.ts';
import { browser } from '../support/http.ts';
import { buildMember, jobsSettled, loggedOnAs, testPassword } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';

const dark = 'dark.localhost';
const regularOrigin = 'http://localhost:3000';
const application = { presentation: 'Curious couple-friendly rope enthusiast, here to learn.', role1: 'Switch', acceptDarkTerms: 'on' };


const darkStatus = async (id: number) => Number((await testDb()('profiles').where({ id }).first('dark_status')).dark_status);

/** A profile logged on at the dark site, with the form token of its dark profile page. */
async function onDarkSite(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile, { host: dark });
  const token = await agent.csrf('/EditProfile/DarkProfile');
  return { profile, agent, token };
}

async function applied(overrides: Partial<NewProfile> = {}) {
  const member = await onDarkSite(overrides);
  await member.agent.postForm('/EditProfile/DarkProfile', application).expect(303).expect('Location', '/EditProfile/DarkProfile');
  return member;
}

/** Every href on the page answers below 400: local paths on the same site, the regular site by its Host. */
async function expectNoDeadLinks(agent: ReturnType<typeof browser>, html: string, page: string) {
  const hrefs = [...new Set([...html.matchAll(/href="([^"#]+)[^"]*"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')))].filter((h) => !/^(mailto|tel):/.test(h));
  expect(hrefs.length, page).to.be.greaterThan(3);
  for (const href of hrefs) {
    const res = href.startsWith(regularOrigin)
      ? await request(testApp()).get(href.slice(regularOrigin.length) || '/').set('Host', 'localhost')
      : await agent.get(href);
    expect(res.status, `${page} links to ${href}`).to.be.below(400);
  }
}

describe('dark profile', function () {
  afterEach(jobsSettled);

  describe('the dark front page of a logged-on profile that may not enter', () => {
    it('tells a profile that has not applied to apply, never to log on, also as the §4 redirect target', async () => {
      const { agent } = await onDarkSite();
      await agent.get('/Start').expect(302).expect('Location', '/?u=%2FStart');
      for (const path of ['/', '/?u=%2FStart']) {
        const page = await agent.get(path).expect(200);
        expect(page.text).to.include('have a dark profile yet').and.include('href="/EditProfile/DarkProfile"');
        expect(page.text).to.include(`href="${regularOrigin}/"`).and.include('href="/EditProfile/Delete"');
        expect(page.text).not.to.include('Log on to see that page').and.not.to.include('id="logon"');
      }
      expect((await agent.get('/?u=%2FStart')).text).to.include('That page opens once your dark profile is approved');
    });

    it('tells an applicant the application is being reviewed and when it was sent', async () => {
      const { agent } = await applied();
      const page = await agent.get('/').expect(200);
      expect(page.text).to.include('Your application is being reviewed').and.match(/You sent it on \d/);
    });

    it('tells a declined profile why, in its language, and offers to apply again', async () => {
      const { agent, profile } = await applied({ language: 'da-DK' });
      expect((await admin(testDb(), 'dark:decline', profile.name, '--reason', 'Præsentationen er for kort.')).code).to.equal(0);
      const page = await agent.get('/').expect(200);
      expect(page.text).to.include('Din ansøgning blev afvist').and.include('Præsentationen er for kort.').and.include('Ansøg igen');
      const mail = await mailbox().waitFor(profile.email, (m) => m.text.includes('afvist'));
      expect(mail.text).to.include('Præsentationen er for kort.').and.include('http://dark.localhost:3000/EditProfile/DarkProfile');
    });

    it('tells an approved non-member how to become a member, and lets the member in once granted', async () => {
      const { agent, profile } = await applied();
      expect((await admin(testDb(), 'dark:approve', profile.name)).out).to.include('approved');
      expect((await mailbox().waitFor(profile.email)).text).to.include('has been approved').and.include('http://dark.localhost:3000/');
      const page = await agent.get('/').expect(200);
      expect(page.text).to.include('Your dark profile is approved').and.include('our customer support grants them').and.include('href="/Support"');
      await agent.get('/Start').expect(302);

      const granted = await admin(testDb(), 'membership:grant', profile.name, '30');
      expect(granted.out).to.match(/is a member until 20\d\d-/);
      await agent.get('/').expect(302).expect('Location', '/Start');
      await agent.get('/Start').expect(200);
    });

    it('ends a membership when its time has run out', async () => {
      const { agent, profile } = await onDarkSite({ darkStatus: 3 });
      await admin(testDb(), 'membership:grant', profile.name, '1');
      await agent.get('/Start').expect(200);
      await testDb()('profiles').where({ id: profile.id }).update({ member_until: new Date(Date.now() - 60_000) });
      await agent.get('/Start').expect(302).expect('Location', '/?u=%2FStart');
      expect((await agent.get('/')).text).to.include('Your dark profile is approved');
    });

    it('has no dead link in any state', async () => {
      const states: ProfileRecord[] = [];
      for (const darkStatus of [0, 1, 2, 3]) {
        const { agent, profile } = darkStatus === 1 || darkStatus === 2 ? await applied() : await onDarkSite({ darkStatus });
        if (darkStatus === 2) await admin(testDb(), 'dark:decline', profile.name);
        states.push(profile);
        for (const path of ['/', '/EditProfile/DarkProfile']) await expectNoDeadLinks(agent, (await agent.get(path).expect(200)).text, `${path} (dark status ${darkStatus})`);
      }
      expect(states).to.have.length(4);
    });
  });

  describe('/EditProfile/DarkProfile', () => {
    it('sends a visitor to log on, and answers the API with 401', async () => {
      await request(testApp()).get('/EditProfile/DarkProfile').set('Host', dark).expect(302).expect('Location', '/?u=%2FEditProfile%2FDarkProfile');
      const agent = browser(dark);
      const token = await agent.csrf('/LogOn');
      await agent.post('/api/EditDarkProfile/ApplyApplication').set('x-csrf-token', token).send(application).expect(401);
    });

    it('refuses an incomplete application with errors by field in the member\'s language; nothing changes', async () => {
      const { agent, profile, token } = await onDarkSite({ language: 'sv-SE' });
      const page = await agent.postForm('/EditProfile/DarkProfile', { presentation: 'kort' }).expect(400);
      expect(page.text).to.include('id="presentation-error"').and.include('Skriv minst 20 tecken i din presentation.');
      expect(page.text).to.include('id="role1-error"').and.include('id="acceptDarkTerms-error"').and.include('den mörka sidans villkor');
      const api = await agent.post('/api/EditDarkProfile/ApplyApplication').set('x-csrf-token', token).send({ ...application, role1: 'Boss' }).expect(400);
      expect(api.body.error.field).to.equal('role1');
      expect(await darkStatus(profile.id)).to.equal(0);
    });

    it('asks a couple for both persons\' roles', async () => {
      const { agent, profile } = await onDarkSite({ kind: 'Couple' });
      const page = await agent.postForm('/EditProfile/DarkProfile', application).expect(400);
      expect(page.text).to.include('id="role2-error"').and.include('Choose the second person&#39;s role.');
      await agent.postForm('/EditProfile/DarkProfile', { ...application, role2: 'Submissive' }).expect(303);
      expect(await darkStatus(profile.id)).to.equal(1);
    });

    it('sends an application: status Applied, listed for staff, shown back in the form', async () => {
      const { agent, profile, token } = await onDarkSite();
      const res = await agent.post('/api/EditDarkProfile/ApplyApplication').set('x-csrf-token', token).send(application).expect(200);
      expect(res.body).to.deep.equal({ success: true, darkStatus: 1 });
      expect(await darkStatus(profile.id)).to.equal(1);
      await agent.post('/api/EditDarkProfile/ApplyApplication').set('x-csrf-token', token).send(application).expect(409);
      const current = await agent.get('/api/EditDarkProfile/GetCurrentProfileDark').expect(200);
      expect(current.body).to.include({ darkStatus: 1, darkStatusName: 'Applied', role1: 'Switch', presentation: application.presentation });
      const page = await agent.get('/EditProfile/DarkProfile').expect(200);
      expect(page.text).to.include('Your application is being reviewed.').and.include(application.presentation);
      expect((await admin(testDb(), 'dark:list')).out).to.include('1 application(s) waiting').and.include(profile.name);
    });

    it('saves the dark information of a sent application, keeping its status', async () => {
      const { agent, profile } = await applied();
      await agent.postForm('/EditProfile/DarkProfile/Information', { presentation: 'A longer and better presentation of us.', role1: 'Dominant' }).expect(303);
      const current = await agent.get('/api/EditDarkProfile/GetCurrentProfileDark').expect(200);
      expect(current.body).to.include({ darkStatus: 1, role1: 'Dominant', presentation: 'A longer and better presentation of us.' });
      expect(await darkStatus(profile.id)).to.equal(1);
    });

    it('applies again after a decline (page and API), never before', async () => {
      const { agent, profile, token } = await applied();
      await agent.post('/api/EditDarkProfile/ApplyAgain').set('x-csrf-token', token).send(application).expect(409);
      await admin(testDb(), 'dark:decline', profile.name, '--reason', 'Too short.');
      const page = await agent.get('/EditProfile/DarkProfile').expect(200);
      expect(page.text).to.include('Too short.').and.include('Send application again');
      await agent.postForm('/EditProfile/DarkProfile', application).expect(303);
      expect(await darkStatus(profile.id)).to.equal(1);
      expect((await agent.get('/api/EditDarkProfile/GetCurrentProfileDark')).body).to.include({ declineReason: null, decidedAt: null });

      await admin(testDb(), 'dark:decline', profile.name);
      await agent.post('/api/EditDarkProfile/ApplyAgain').set('x-csrf-token', token).send(application).expect(200);
      expect(await darkStatus(profile.id)).to.equal(1);
    });

    it('deletes the dark profile: back to none, the profile stays', async () => {
      const { agent, profile, token } = await applied();
      await agent.postForm('/EditProfile/DarkProfile/Delete', {}).expect(303);
      expect(await darkStatus(profile.id)).to.equal(0);
      expect(await testDb()('dark_applications').where({ profile_id: profile.id }).first()).to.equal(undefined);
      expect((await agent.get('/').expect(200)).text).to.include('have a dark profile yet');
      await agent.post('/api/EditDarkProfile/ApplyApplication').set('x-csrf-token', token).send(application).expect(200);
      await agent.post('/api/EditDarkProfile/DeleteDarkProfile').set('x-csrf-token', token).send({}).expect(200);
      expect(await darkStatus(profile.id)).to.equal(0);
    });

    it('lists the dark person roles in the member\'s language', async () => {
      const { agent } = await onDarkSite({ language: 'nb-NO' });
      const roles = await agent.get('/api/EditProfile/GetDarkPersonRoles').expect(200);
      expect(roles.body).to.deep.include({ value: 'Submissive', name: 'Underdanig' });
    });
  });

  it('lets a profile that is not approved delete its whole profile from the dark site', async () => {
    const { agent, profile } = await onDarkSite();
    const form = await agent.get('/EditProfile/Delete').expect(200);
    expect(form.text).to.include('name="password"');
    await agent.csrf('/EditProfile/Delete');
    const done = await agent.postForm('/EditProfile/Delete', { password: testPassword }).expect(200);
    expect(done.text).to.include('14 days');
    expect((await testDb()('profiles').where({ id: profile.id }).first('deletion_requested_at')).deletion_requested_at).to.not.equal(null);
  });

  describe('admin commands', () => {
    it('refuse what cannot be decided, with clear errors', async () => {
      const waiting = await buildMember();
      const cases: [string[], RegExp][] = [
        [['dark:approve', 'nobody'], /No profile named "nobody"/],
        [['dark:approve', waiting.name], /has no application waiting \(dark status None\)/],
        [['dark:decline', waiting.name, '--reason', 'x'], /has no application waiting/],
        [['membership:grant', waiting.name, 'ten'], /must be a whole number/],
        [['membership:grant', waiting.name, '0'], /Days must be a whole number from 1 to 3660/],
      ];
      for (const [args, message] of cases) {
        const result = await admin(testDb(), ...args);
        expect(result.code, args.join(' ')).to.not.equal(0);
        expect(result.out, args.join(' ')).to.match(message);
      }
      expect((await admin(testDb(), 'dark:list')).out).to.include('No applications are waiting.');
    });
  });
});
