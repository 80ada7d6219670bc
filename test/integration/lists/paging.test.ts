import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';
import { heartbeat } from '../../../src/modules/presence/index.ts';
import { ProfileStatus } from '../../../src/platform/auth/access.ts';
import type { ProfileRecord } from '../../../src/modules/accounts/index.ts';

/**
 * Every list leaves out the profiles the member may not see (blocked either way, not Active, awaiting forced
 * validation): here they are the newest entries, so a list that dropped them after reading a page would come
 * back short. The pages show 30, the calls take 30 by default.
 */
describe('lists page and count only the profiles the member may see', () => {
  /** A member, a browser logged on as them, five profiles they may not see and 31 they may. */
  async function crowd() {
    const me = await buildMember();
    const mine = await loggedOnAs(me);
    const blocked = await buildMember();
    const blocker = await buildMember();
    await mine.postForm(`/Profile/${blocked.id}/Block`, {}).expect(303);
    await (await loggedOnAs(blocker)).postForm(`/Profile/${me.id}/Block`, {}).expect(303);
    const hidden = [blocked, blocker, await buildMember({ status: ProfileStatus.Locked }), await buildMember({ forcedValidation: true }), await buildMember({ status: ProfileStatus.Deleted })];
    const visible: ProfileRecord[] = [];
    for (let i = 0; i < 31; i++) visible.push(await buildMember());
    return { me, mine, hidden, visible, newestFirst: [...hidden, ...visible] };
  }
  /** The i-th newest time: the hidden profiles get 0–4, the visible ones 5–35. */
  const at = (i: number) => new Date(Date.now() - (i + 1) * 60_000);
  const ids = (profiles: ProfileRecord[]) => profiles.map((p) => p.id);
  /** Which of `profiles` a rendered list shows, by name. */
  const shownOn = (html: string, profiles: ProfileRecord[]) => profiles.filter((p) => html.includes(`<strong>${p.name}</strong>`));

  it('favourites: a full first page of 30 on /Favorites and Favorites, the 31st on the next, and OnlineFavorites counts only visible ones', async () => {
    const { me, mine, hidden, visible, newestFirst } = await crowd();
    await testDb()('profile_favourites').insert(newestFirst.map((p, i) => ({ profile_id: me.id, favourite_id: p.id, created_at: at(i) })));

    const first = (await mine.get('/Favorites').expect(200)).text;
    expect(shownOn(first, newestFirst)).to.deep.equal(visible.slice(0, 30));
    expect(first).to.include('href="/Favorites?page=2"');
    const second = (await mine.get('/Favorites?page=2').expect(200)).text;
    expect(shownOn(second, newestFirst)).to.deep.equal([visible[30]]);
    expect(second).not.to.include('rel="next"');

    const page1 = (await mine.get('/api/TopMenu/Favorites').query({ page: 1, take: 30 }).expect(200)).body;
    expect(page1.items.map((f: { id: number }) => f.id)).to.deep.equal(ids(visible.slice(0, 30)));
    expect(page1.hasMore).to.equal(true);
    const page2 = (await mine.get('/api/TopMenu/Favorites').query({ page: 2, take: 30 }).expect(200)).body;
    expect(page2).to.deep.include({ hasMore: false });
    expect(page2.items.map((f: { id: number }) => f.id)).to.deep.equal([visible[30]!.id]);

    // Every hidden favourite is online too; of the visible ones, two are (visible[7] the most recently).
    for (const p of hidden) await heartbeat(testDb(), p.id);
    await heartbeat(testDb(), visible[3]!.id, Date.now() - 2 * 60_000);
    await heartbeat(testDb(), visible[7]!.id, Date.now() - 60_000);
    const online = (await mine.get('/api/TopMenu/OnlineFavorites').expect(200)).body;
    expect(online.count).to.equal(2);
    expect(online.items.map((f: { id: number }) => f.id)).to.deep.equal([visible[7]!.id, visible[3]!.id]);
  });

  it('visitors: a full first page on Visits, GetVisitors and /Visitors, and the new-visits count leaves hidden visitors out', async () => {
    const { me, mine, visible, newestFirst } = await crowd();
    const dismissed = await buildMember(); // a visitor the member hid: newest of all, never listed nor counted
    await testDb()('profile_visits').insert([
      { profile_id: me.id, visitor_id: dismissed.id, visited_at: new Date(), hidden_at: new Date() },
      ...newestFirst.map((p, i) => ({ profile_id: me.id, visitor_id: p.id, visited_at: at(i) })),
    ]);
    // Last looked between the 8th and 9th newest visit: the five hidden visitors and visible[0..2] are new.
    await testDb()('profile_visits_seen').insert({ profile_id: me.id, seen_at: at(7.5) });

    const visits = (await mine.get('/api/TopMenu/Visits').query({ page: 1, take: 30 }).expect(200)).body;
    expect(visits.newCount).to.equal(3);
    expect(visits.hasMore).to.equal(true);
    expect(visits.items.map((v: { id: number }) => v.id)).to.deep.equal(ids(visible.slice(0, 30)));
    expect(visits.items.filter((v: { isNew: boolean }) => v.isNew).map((v: { id: number }) => v.id)).to.deep.equal(ids(visible.slice(0, 3)));

    const token = await mine.csrf('/Start');
    const next = (await mine.post('/api/Profiles/GetVisitors').set('x-csrf-token', token).send({ page: 2 }).expect(200)).body;
    expect(next).to.deep.include({ hasMore: false });
    expect(next.items.map((v: { id: number }) => v.id)).to.deep.equal([visible[30]!.id]);

    const first = (await mine.get('/Visitors').expect(200)).text;
    expect(shownOn(first, [dismissed, ...newestFirst])).to.deep.equal(visible.slice(0, 30));
    expect(first).to.include('href="/Visitors?page=2"');
    expect(shownOn((await mine.get('/Visitors?page=2').expect(200)).text, newestFirst)).to.deep.equal([visible[30]]);
  });

  it('notes: full pages newest first and by name, and a text filter that never finds a hidden profile’s note', async () => {
    const { me, mine, visible, newestFirst } = await crowd();
    await testDb()('profile_notes').insert(
      newestFirst.map((p, i) => ({ author_id: me.id, profile_id: p.id, text: i < 5 || i === 17 ? `Fjord swimmer ${i}` : `Note ${i}`, created_at: at(i), updated_at: at(i) })),
    );
    const notes = async (query: Record<string, string | number>) => {
      const body = (await mine.get('/api/Profiles/GetNotes').query(query).expect(200)).body;
      return { ids: body.items.map((n: { profile: { id: number } }) => n.profile.id), hasMore: body.hasMore };
    };

    expect(await notes({ page: 1, take: 30 })).to.deep.equal({ ids: ids(visible.slice(0, 30)), hasMore: true });
    expect(await notes({ page: 2, take: 30 })).to.deep.equal({ ids: [visible[30]!.id], hasMore: false });

    const byName = [...visible].sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(await notes({ sortType: 'name', page: 1 })).to.deep.equal({ ids: ids(byName.slice(0, 30)), hasMore: true });
    expect(await notes({ sortType: 'name', page: 2 })).to.deep.equal({ ids: [byName[30]!.id], hasMore: false });

    expect(await notes({ filterText: 'FJORD' })).to.deep.equal({ ids: [visible[12]!.id], hasMore: false });
    expect(await notes({ filterText: visible[20]!.name.toUpperCase() })).to.deep.equal({ ids: [visible[20]!.id], hasMore: false });

    const first = (await mine.get('/Notes').expect(200)).text;
    expect(shownOn(first, newestFirst)).to.deep.equal(visible.slice(0, 30));
    expect(first).to.include('rel="next"');
    expect(shownOn((await mine.get('/Notes?page=2').expect(200)).text, newestFirst)).to.deep.equal([visible[30]]);
  });

  it('likes: GetLikeProfiles pages only likers the member may see; GetLikeDeletedProfilesCount counts only deleted ones', async () => {
    const { me, mine, visible, newestFirst } = await crowd();
    const leaving = await buildMember({ status: ProfileStatus.ToBeDeleted });
    await testDb()('likes').insert(
      [leaving, ...newestFirst].map((p, i) => ({ item_type: 'Profile', item_id: me.id, profile_id: p.id, created_at: at(i - 1) })),
    );
    const likers = async (query: Record<string, number>) =>
      (await mine.get('/api/Likes/GetLikeProfiles').query({ itemType: 'Profile', itemId: me.id, ...query }).expect(200)).body.map((p: { id: number }) => p.id);

    expect(await likers({})).to.deep.equal(ids(visible.slice(0, 30)));
    expect(await likers({ skip: 30, take: 30 })).to.deep.equal([visible[30]!.id]);
    expect(await likers({ skip: 10, take: 5 })).to.deep.equal(ids(visible.slice(10, 15)));
    // The deleted profile and the one waiting to be; not the blocked, locked or unvalidated ones.
    expect((await mine.get('/api/Likes/GetLikeDeletedProfilesCount').query({ itemType: 'Profile', itemId: me.id }).expect(200)).body).to.deep.equal({ count: 2 });
  });
});
