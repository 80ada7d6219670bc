import { expect } from 'chai';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';
import { blockProfile, maySeeProfile, profilesVisibleTo, updateConfiguration } from '../../src/modules/profiles/index.ts';
import { forgetPresence, heartbeat } from '../../src/modules/presence/index.ts';
import { testDb } from '../support/context.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';

const dark = 'dark.localhost';
const darkMember = () => buildMember({ darkStatus: 3, member: true, language: 'en-GB' });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
/** The profile ids linked on a page, in their order, each once. */
const linkedProfiles = (html: string) => [...new Set([...html.matchAll(/href="\/Profile\/(\d+)"/g)].map((m) => Number(m[1])))];

/**
 * The profiles a viewer must never see in a list, beside one they may: one blocking the viewer, one the viewer
 * blocked, one held by forced validation, one deactivated, and one no longer allowed on the dark site.
 */
async function hiddenFrom(viewer: ProfileRecord): Promise<Record<'blocking' | 'blocked' | 'held' | 'inactive' | 'lapsed', ProfileRecord>> {
  const [blocking, blocked, held, inactive, lapsed] = await Promise.all([
    darkMember(),
    darkMember(),
    buildMember({ darkStatus: 3, member: true, forcedValidation: true }),
    buildMember({ darkStatus: 3, member: true, status: 4 }),
    buildMember({ darkStatus: 0, member: true }),
  ]);
  await blockProfile(testDb(), blocking.id, viewer.id);
  await blockProfile(testDb(), viewer.id, blocked.id);
  return { blocking, blocked, held, inactive, lapsed };
}

describe('privacy rules, one home each (issue 19)', () => {
  it('"may this viewer see this profile": the SQL fragment and the predicate agree, on either site', async () => {
    const me = await darkMember();
    const seen = await darkMember();
    const regularOnly = await buildMember();
    const hidden = await hiddenFrom(me);
    const ids = [seen, regularOnly, ...Object.values(hidden)].map((p) => p.id);
    const inSql = async (darkSite: boolean) => (await profilesVisibleTo(testDb(), { profileId: me.id, site: { dark: darkSite } }).whereIn('id', ids)).map((r: { id: unknown }) => Number(r.id)).sort();
    expect(await inSql(false)).to.deep.equal([seen.id, regularOnly.id, hidden.lapsed.id].sort());
    expect(await inSql(true)).to.deep.equal([seen.id]);
    expect((await profilesVisibleTo(testDb(), { profileId: me.id, site: { dark: false } }, { self: true }).whereIn('id', [me.id])).length).to.equal(1);
    const identity = { id: seen.id, status: 3, forcedValidation: false, darkStatus: 0, member: true };
    expect(maySeeProfile(identity, false, { profileId: me.id, site: { dark: false } })).to.equal(true);
    expect(maySeeProfile(identity, false, { profileId: me.id, site: { dark: true } })).to.equal(false);
    expect(maySeeProfile(identity, true, { profileId: me.id, site: { dark: false } })).to.equal(false);
    expect(maySeeProfile({ ...identity, forcedValidation: true }, false, { profileId: me.id, site: { dark: false } })).to.equal(false);
    expect(maySeeProfile({ ...identity, id: me.id, forcedValidation: true }, false, { profileId: me.id, site: { dark: false } })).to.equal(true);
  });

  it('a guestbook page of 30 stays full when newer entries by hidden writers exist, and shows none of them', async () => {
    const owner = await darkMember();
    const viewer = await darkMember();
    const writer = await darkMember();
    const hidden = await hiddenFrom(viewer);
    await testDb()('guestbook_entries').insert(Array.from({ length: 31 }, (_, i) => ({ profile_id: owner.id, writer_id: writer.id, text: `Visible ${i}`, created_at: minutesAgo(100 + i) })));
    await testDb()('guestbook_entries').insert(Object.values(hidden).flatMap((p) => Array.from({ length: 10 }, (_, i) => ({ profile_id: owner.id, writer_id: p.id, text: `Hidden ${i}`, created_at: minutesAgo(i) }))));
    const agent = await loggedOnAs(viewer, { host: dark });
    const first = (await agent.get('/api/Guestbook/GetEntries').query({ profileId: owner.id, skip: 0, take: 30 }).expect(200)).body;
    expect(first.entries).to.have.length(30);
    expect(first.hasMore).to.equal(true);
    expect(first.entries.map((e: { text: string }) => e.text)).to.deep.equal(Array.from({ length: 30 }, (_, i) => `Visible ${i}`));
    const second = (await agent.get('/api/Guestbook/GetEntries').query({ profileId: owner.id, skip: 30, take: 30 }).expect(200)).body;
    expect(second.entries.map((e: { text: string }) => e.text)).to.deep.equal(['Visible 30']);
    expect(second.hasMore).to.equal(false);
  });

  it('a page of 30 relations stays full when newer relations with hidden profiles exist, and shows none of them', async () => {
    const me = await darkMember();
    const others = await Promise.all(Array.from({ length: 31 }, () => darkMember()));
    const hidden = await hiddenFrom(me);
    const relation = (other: ProfileRecord, at: Date) => ({ requester_id: me.id, target_id: other.id, role: 'Friend', accepted_at: at });
    await testDb()('profile_connections').insert(others.map((o, i) => relation(o, minutesAgo(100 + i))));
    await testDb()('profile_connections').insert(Object.values(hidden).map((o, i) => relation(o, minutesAgo(i))));
    const agent = await loggedOnAs(me, { host: dark });
    const first = linkedProfiles((await agent.get('/EditProfile/Relations').expect(200)).text);
    expect(first).to.include.members(others.slice(0, 30).map((o) => o.id));
    expect(first).not.to.include(others[30]!.id);
    for (const p of Object.values(hidden)) expect(first).not.to.include(p.id);
    const second = linkedProfiles((await agent.get('/EditProfile/Relations?accepted=2').expect(200)).text);
    expect(second).to.include(others[30]!.id);
  });

  it('/Favorites and /Visitors show no online dot for a member hiding their online status, nor list them as online', async () => {
    const me = await buildMember();
    const [showing, hiding] = [await buildMember(), await buildMember()];
    await updateConfiguration(testDb(), hiding.id, 'showOnlineStatus', 'false');
    await forgetPresence(testDb());
    await heartbeat(testDb(), showing.id);
    await heartbeat(testDb(), hiding.id);
    const mine = await loggedOnAs(me);
    for (const p of [showing, hiding]) await mine.postForm('/Favorites/Add', { profileId: p.id }).expect(303);
    for (const p of [showing, hiding]) await (await loggedOnAs(p)).get(`/Profile/${me.id}`).expect(200);
    const online = (items: { id: number; online: boolean }[]) => items.filter((i) => i.online).map((i) => i.id);
    const favourites = (await mine.get('/api/TopMenu/Favorites').expect(200)).body;
    expect(online(favourites.items)).to.deep.equal([showing.id]);
    const onlineFavourites = (await mine.get('/api/TopMenu/OnlineFavorites').expect(200)).body;
    expect(JSON.stringify(onlineFavourites)).to.include(`"id":${showing.id}`).and.not.include(`"id":${hiding.id}`);
    const visitors = (await mine.post('/api/Profiles/GetVisitors').set('x-csrf-token', await mine.csrf('/Support')).send({}).expect(200)).body;
    expect(online(visitors.items)).to.deep.equal([showing.id]);
    for (const page of ['/Favorites', '/Visitors']) {
      const html = (await mine.get(page).expect(200)).text;
      // Each row is the one profile card (views/partials/profile-card.ejs).
      const rowOf = (p: ProfileRecord) => html.slice(html.indexOf(`data-id="${p.id}"`)).split('</li>')[0]!;
      expect(rowOf(showing)).to.include('online-dot');
      expect(rowOf(hiding)).not.to.include('online-dot');
    }
  });
});
