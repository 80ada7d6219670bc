import { expect } from 'chai';
import request from 'supertest';
import { createElement } from 'react';
import { registerLikeable } from '../../src/modules/lists/index.ts';
import { registerSitemapSource } from '../../src/platform/sitemap.ts';
import { registerProfileTab } from '../../src/modules/profiles/index.ts';
import { countsChanged, registerMenuCount } from '../../src/platform/member-counts.ts';
import { registerDrawerLinks } from '../../src/platform/drawer.ts';
import { island, registerIsland } from '../../src/platform/render/island.ts';
import { createRateLimits, registerRateLimit } from '../../src/platform/http/rate-limit.ts';
import type { RateLimitName } from '../../src/platform/http/define.ts';
import { testApp, testDb } from '../support/context.ts';
import { buildMember, jobsSettled, memberWithApi } from '../support/accounts.ts';

/**
 * The open registries (issue 31 item 3): what a module registers from its own index.ts shows where the lower
 * module or the platform lists it, to whom the registration says, with no edit elsewhere.
 */
describe('registries: a module adds to the menu, the drawer, likes, the sitemap, the profile tabs, islands and rate limits', () => {
  const undo: (() => void)[] = [];
  afterEach(async () => {
    while (undo.length) undo.pop()!();
    await jobsSettled();
  });

  it('a registered menu count is drawn in the bell panel and answered by CountsSummary, only for whom it says, and kept until countsChanged', async () => {
    let counted = 0;
    let figure = 7;
    undo.push(
      registerMenuCount('helloCount', {
        label: 'layout.drawer.faq',
        link: '/Hello',
        order: 35,
        count: async () => {
          counted++;
          return figure;
        },
        shownTo: (actor) => actor.member,
      }),
    );
    const member = await memberWithApi({ member: true });
    const page = (await member.get('/Support').expect(200)).text;
    expect(page).to.include('href="/Hello"');
    expect(page).to.include('data-count="helloCount"');
    expect((await member.get('/api/Notifications/CountsSummary').expect(200)).body).to.include({ helloCount: 7 });

    // Kept: the next pages count nothing again, until a change is announced.
    const before = counted;
    figure = 8;
    await member.get('/Support').expect(200);
    expect(counted).to.equal(before);
    await countsChanged(testDb(), [member.profile.id]);
    expect((await member.get('/Support').expect(200)).text).to.match(/data-count="helloCount">8</);

    const nonMember = await memberWithApi({ member: false });
    const other = (await nonMember.get('/Support').expect(200)).text;
    expect(other).not.to.include('href="/Hello"');
    expect((await nonMember.get('/api/Notifications/CountsSummary').expect(200)).body).not.to.have.property('helloCount');
  });

  it('a registered drawer link shows only to whom its registration says, at its place', async () => {
    undo.push(registerDrawerLinks({ hello: { label: 'layout.drawer.faq', href: '/HelloMembers', order: 95, icon: 'star', shownTo: (a) => a.member } }));
    const member = await memberWithApi({ member: true });
    const page = (await member.get('/Support').expect(200)).text;
    const html = page.slice(page.indexOf('class="drawer-list"'));
    expect(html).to.include('href="/HelloMembers"');
    // After Favourites (90), before Visitors (100).
    expect(html.indexOf('href="/Favorites"')).to.be.below(html.indexOf('href="/HelloMembers"'));
    expect(html.indexOf('href="/HelloMembers"')).to.be.below(html.indexOf('href="/Visitors"'));
    const nonMember = await memberWithApi({ member: false });
    expect((await nonMember.get('/Support').expect(200)).text).not.to.include('href="/HelloMembers"');
    expect((await request(testApp()).get('/Support').expect(200)).text).not.to.include('href="/HelloMembers"');
  });

  it('a likeable type with a notice tells the owner its registration names (kind like), once per liker and item', async () => {
    const owner = await buildMember({ member: true });
    undo.push(
      registerLikeable('HelloThing', async () => undefined, {
        notice: (_db, { itemId }) => ({ profileId: owner.id, kind: 'like', subjectType: 'profile', subjectId: itemId, dark: false }),
      }),
    );
    const liker = await memberWithApi({ member: true });
    await liker.api('/api/Likes/ToggleLike', { itemType: 'HelloThing', itemId: 42 }).expect(200);
    await jobsSettled();
    const rows = await testDb()('notifications').where({ profile_id: owner.id, kind: 'like' });
    expect(rows).to.have.length(1);
    expect(rows[0]).to.deep.include({ actor_profile_id: liker.profile.id, action: 'liked', dedupe_key: `like:HelloThing:42:${liker.profile.id}` });
    // A type registered without a notice is liked silently.
    undo.push(registerLikeable('QuietThing', async () => undefined));
    await liker.api('/api/Likes/ToggleLike', { itemType: 'QuietThing', itemId: 1 }).expect(200);
    await jobsSettled();
    expect(await testDb()('notifications').where({ profile_id: owner.id })).to.have.length(1);
  });

  it('a registered sitemap source is listed in /sitemap.xml, for the sites it gives paths on', async () => {
    undo.push(registerSitemapSource('hello', { order: 60, paths: async (_db, site) => (site.dark ? [] : ['/Hello/World']) }));
    const xml = (await request(testApp()).get('/sitemap.xml').expect(200)).text;
    expect(xml).to.include('/Hello/World</loc>');
    expect(xml.indexOf('/Support</loc>'), 'support (10) before hello (60)').to.be.below(xml.indexOf('/Hello/World</loc>'));
  });

  it('a registered profile tab is one of the profile page tabs, on the sites it names', async () => {
    undo.push(registerProfileTab('Hello', { label: 'layout.drawer.faq', order: 55, site: 'both' }));
    const viewer = await memberWithApi({ member: true });
    const target = await buildMember({ member: true });
    const html = (await viewer.get(`/Profile/${target.id}`).expect(200)).text;
    expect(html).to.include(`href="/Profile/${target.id}/Hello"`);
    expect(html.indexOf(`/Profile/${target.id}/Blog"`)).to.be.below(html.indexOf(`/Profile/${target.id}/Hello"`));
    // A dark tab is not on the regular site: its page is About there.
    undo.push(registerProfileTab('HelloDark', { label: 'layout.drawer.faq', order: 56, site: 'dark' }));
    expect((await viewer.get(`/Profile/${target.id}`).expect(200)).text).not.to.include('/HelloDark"');
    await viewer.get(`/Profile/${target.id}/HelloDark`).expect(302).expect('location', `/Profile/${target.id}`);
  });

  it('renders any registered island by name, and refuses one nobody registered', () => {
    undo.push(registerIsland('HelloIsland', (props: { name: string }) => createElement('p', null, `Hello ${props.name}`)));
    expect(island('HelloIsland', { name: '<Ada>' })).to.equal('<div data-island="HelloIsland" data-props="{&quot;name&quot;:&quot;&lt;Ada&gt;&quot;}"><p>Hello &lt;Ada&gt;</p></div>');
    expect(() => island('NobodysIsland', {})).to.throw(/not registered/);
  });

  it('a module declares a rate limit and its budget; a name without a budget is a bug', async () => {
    const name = 'helloLimit' as RateLimitName;
    undo.push(registerRateLimit(name, { points: 2, duration: 60 }));
    const limits = createRateLimits(null, `rl-hello-${Date.now()}`);
    await limits[name].consume('k');
    await limits[name].consume('k');
    let refused = false;
    await limits[name].consume('k').catch(() => (refused = true));
    expect(refused).to.equal(true);
    expect(() => limits['nobodysLimit' as RateLimitName]).to.throw(/no budget/);
  });
});
