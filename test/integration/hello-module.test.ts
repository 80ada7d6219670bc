import { expect } from 'chai';
import request from 'supertest';
import type { Express } from 'express';
import { testAppWith, testDb } from '../support/context.ts';
import { browser } from '../support/http.ts';
import { deleteAccountNow, jobsSettled, loggedOnAs, memberWithApi } from '../support/accounts.ts';
import { personalDataHolders } from '../../src/platform/personal-data/index.ts';
import { helloModule, installHello } from '../fixtures/hello/index.ts';
import * as migration from '../fixtures/hello/migration.ts';

/**
 * Issue 31 item 5: a new module built only through the platform's registries and the modules' index.ts files.
 * test/fixtures/hello adds a page, an action with its policy, a notification kind, a start section, a menu count,
 * a drawer link, an island, a sitemap source, a profile tab and its export and erasure, and touches no file
 * outside its folder (its migration, views and locales are in it too). Each of them shows where a member sees it.
 */
describe('a new module through the registries only (test/fixtures/hello)', () => {
  let app: Express;
  let uninstall: () => void;

  before(async () => {
    await migration.up(testDb());
    uninstall = installHello();
    app = testAppWith([helloModule]);
  });
  after(async () => {
    await jobsSettled();
    uninstall();
    await migration.down(testDb());
  });

  /** A logged-on member of the app with the hello module, and a JSON call with the form token. */
  async function member() {
    const m = await memberWithApi({ member: true, darkStatus: 3 });
    const agent = await loggedOnAs(m.profile, { app });
    const token = await agent.csrf('/Support');
    return Object.assign(agent, { profile: m.profile, api: (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body), original: m });
  }

  it('waves through its action and policy: another visible profile yes, oneself 400 naming the field, a visitor 401, a blocked profile the 404 of one that does not exist', async () => {
    const [ann, bo, cy] = [await member(), await member(), await member()];
    await ann.api('/api/Hello/Wave', { profileId: bo.profile.id }).expect(200, { waved: true });
    const self = await ann.api('/api/Hello/Wave', { profileId: ann.profile.id }).expect(400);
    expect(self.body.error).to.include({ field: 'profileId', message: 'You cannot wave at yourself.' });
    await request(app).post('/api/Hello/Wave').send({ profileId: bo.profile.id }).expect(401);
    await cy.postForm(`/Profile/${ann.profile.id}/Block`, {}).expect(303);
    const blocked = await ann.api('/api/Hello/Wave', { profileId: cy.profile.id }).expect(404);
    const missing = await ann.api('/api/Hello/Wave', { profileId: 999_999_999 }).expect(404);
    expect(blocked.body).to.deep.equal(missing.body);
    expect(await testDb()('hello_waves').where({ from_id: ann.profile.id }).pluck('to_id')).to.deep.equal([bo.profile.id]);
  });

  it('tells the profile through its notification kind, counts it in the menu and the drawer, shows the waver on /Start and on /Hello with its island', async () => {
    const [ann, bo] = [await member(), await member()];
    await ann.api('/api/Hello/Wave', { profileId: bo.profile.id }).expect(200);
    await jobsSettled();

    const notifications = await testDb()('notifications').where({ profile_id: bo.profile.id, kind: 'helloWave' });
    expect(notifications).to.have.length(1);
    expect((await bo.get('/Notifications').expect(200)).text).to.include(`${ann.profile.name} waved at you`);

    expect((await bo.get('/api/Notifications/CountsSummary').expect(200)).body).to.include({ helloWaves: 1 });
    const page = (await bo.get('/Support').expect(200)).text;
    expect(page, 'the menu count').to.match(/data-count="helloWaves">1</);
    expect(page, 'the drawer link').to.include('href="/Hello"');

    const start = (await bo.get('/Start').expect(200)).text;
    expect(start).to.include('<h2 id="heading-HelloWaves">Waved at you</h2>').and.include(`/Profile/${ann.profile.id}`);

    const hello = (await bo.get('/Hello').expect(200)).text;
    expect(hello).to.include('data-island="HelloCounter"').and.include('Waves: 1').and.include(ann.profile.name);
    expect((await bo.get('/api/Notifications/CountsSummary').expect(200)).body, 'opening /Hello sees the waves').to.include({ helloWaves: 0 });
    expect((await ann.get('/Hello').expect(200)).text).to.include('Nobody has waved at you yet.');
  });

  it('adds a Hello tab to the profile page, a public page to the sitemap, and its data to the export; the eraser takes it with the account', async () => {
    const [ann, bo] = [await member(), await member()];
    await ann.api('/api/Hello/Wave', { profileId: bo.profile.id }).expect(200);

    const profile = (await ann.get(`/Profile/${bo.profile.id}`).expect(200)).text;
    expect(profile).to.include(`href="/Profile/${bo.profile.id}/Hello"`);
    expect((await ann.get(`/Profile/${bo.profile.id}/Hello`).expect(200)).text).to.include('1 members waved at this profile.');

    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).to.include('/Hello/About</loc>');
    expect((await browser().get('/Hello/About')).status, 'the app without the module has no such page').to.equal(404);
    expect((await request(app).get('/Hello/About').expect(200)).text).to.include('Members wave at each other here.');

    const holder = personalDataHolders().find((h) => h.module === 'hello')!;
    const exported = await holder.exporter(testDb(), ann.profile.id);
    expect(exported.data).to.have.nested.property('given[0].toProfileId', bo.profile.id);

    await deleteAccountNow(ann.original);
    expect(await testDb()('hello_waves').where({ from_id: ann.profile.id }).orWhere({ to_id: ann.profile.id })).to.deep.equal([]);
  });
});
