import { expect } from 'chai';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';
import { notify } from '../../src/modules/notifications/index.ts';
import { forgetPresence, heartbeat } from '../../src/modules/presence/index.ts';
import { siteToday } from '../../src/modules/profiles/index.ts';
import { entryPath, slugOf } from '../../src/modules/blogs/index.ts';
import { testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs, memberWithApi } from '../support/accounts.ts';
import { insertComment, insertEntry } from '../support/blogs.ts';

/**
 * Issue 30 §1: nobody is shown on the dark site who did not join it. Every surface that lists or names profiles is
 * walked on the dark site with two profiles present alike: `joined` (an approved dark member, who must show, so
 * the page is known to list people) and `regularOnly` (a paying member who never applied), who must not.
 */
const dark = 'dark.localhost';
const kinkId = async (key: string) => Number((await testDb()('kinks').where({ key }).first('id')).id);

/** Everything that would list `other` to `viewer`: favourite, visit, note, tag, like, birthday, relation, guestbook entry, kinks, notification. */
async function connectEverywhere(viewer: ProfileRecord, other: ProfileRecord, word: string) {
  const db = testDb();
  await db('profile_favourites').insert({ profile_id: viewer.id, favourite_id: other.id });
  await db('profile_visits').insert({ profile_id: viewer.id, visitor_id: other.id, visited_at: new Date() });
  await db('profile_notes').insert({ author_id: viewer.id, profile_id: other.id, text: `note ${word}` });
  await db('profile_tags').insert({ owner_id: viewer.id, profile_id: other.id, tag: 'picnic' });
  await db('likes').insert({ item_type: 'Profile', item_id: viewer.id, profile_id: other.id });
  await db('profile_persons').where({ profile_id: other.id }).del();
  await db('profile_persons').insert({ profile_id: other.id, position: 0, birthday: `${Number(siteToday().slice(0, 4)) - 30}-${siteToday().slice(5)}`, gender: 'Female' });
  await db('profile_connections').insert({ requester_id: viewer.id, target_id: other.id, role: 'Friend', accepted_at: new Date() });
  await db('guestbook_entries').insert({ profile_id: viewer.id, writer_id: other.id, text: `guestbook ${word}` });
  await db('profile_kinks').insert({ profile_id: other.id, kink_id: await kinkId('rope') });
  await db('profile_custom_kinks').insert({ profile_id: other.id, text: `knots ${word}`, text_key: `knots ${word}` });
  await notify(db, { profileId: viewer.id, actorId: other.id, kind: 'guestbookEntry', action: 'written', subjectType: 'guestbookEntry', subjectId: other.id, dark: true, dedupeKey: `test:${word}` });
  await heartbeat(db, other.id);
}

/** The profile ids a page links to (cards, names, rows). */
const linked = (html: string) => new Set([...html.matchAll(/\/Profile\/(\d+)/g)].map((m) => Number(m[1])));

describe('the dark site shows only profiles that joined it (issue 30 §1)', () => {
  afterEach(jobsSettled);

  it('a regular-only member is on no dark-site list, page or call, while a dark member is', async () => {
    await forgetPresence(testDb());
    const viewer = await memberWithApi({ darkStatus: 3, member: true }, dark);
    const regularOnly = await buildMember({ member: true, darkStatus: 0, language: 'en-GB' });
    const joined = await buildMember({ member: true, darkStatus: 3, language: 'en-GB' });
    await connectEverywhere(viewer.profile, regularOnly, 'regular');
    await connectEverywhere(viewer.profile, joined, 'joined');

    const pages = ['/Start', '/Search/Newest', '/Search/Online', '/Favorites', '/Visitors', '/Notes', '/Tags?tag=picnic', '/Birthdays', '/EditProfile/Relations', `/Profile/${viewer.profile.id}/Guestbook`, '/Notifications'];
    for (const path of pages) {
      const html = (await viewer.get(path).expect(200)).text;
      expect(html, `${path} shows the dark member`).to.include(joined.name);
      expect(linked(html), `${path} links no regular-only member`).not.to.include(regularOnly.id);
      expect(html, `${path} names no regular-only member`).not.to.include(regularOnly.name).and.not.to.include('guestbook regular');
    }

    const calls: [string, object][] = [
      ['POST /api/Profiles/GetOnlineProfiles', { skip: 0, take: 30 }],
      ['GET /api/Likes/GetLikeProfiles', { itemType: 'Profile', itemId: viewer.profile.id }],
      ['POST /api/DarkKinks/SearchItemsByKinks', { kinks: ['rope'] }],
      ['GET /api/Guestbook/GetEntries', { profileId: viewer.profile.id }],
    ];
    for (const [call, input] of calls) {
      const [method, path] = call.split(' ') as [string, string];
      const res = method === 'GET' ? await viewer.get(path).query(input).expect(200) : await viewer.api(path, input).expect(200);
      const text = JSON.stringify(res.body);
      expect(text, `${path} answers with the dark member`).to.include(joined.name);
      expect(text, `${path} answers without the regular-only member`).not.to.include(regularOnly.name).and.not.to.include('guestbook regular');
    }
    const custom = JSON.stringify((await viewer.get('/api/DarkKinks/SearchKinks').query({ query: 'knots', custom: true }).expect(200)).body);
    expect(custom).to.include('knots joined').and.not.to.include('knots regular');

    // Their own pages are not there: the 404 that never says why.
    for (const path of [`/Profile/${regularOnly.id}`, `/Profile/${regularOnly.id}/Pictures`, `/Mail/New/${regularOnly.id}`, `/Notes/${regularOnly.id}`, `/Report/Profile/${regularOnly.id}`, `/Membership/Gift/${regularOnly.id}`]) {
      const res = await viewer.get(path);
      expect(res.status, path).to.equal(404);
      expect(res.text, path).not.to.include(regularOnly.name);
    }
    await viewer.get(`/Profile/${joined.id}`).expect(200);
    // Writing answers as it does for a profile that does not exist, and stores nothing.
    const nobody = await viewer.api('/api/Mail/SendMessage', { profileId: 999_999, body: 'Hello from the dark site' });
    const toRegular = await viewer.api('/api/Mail/SendMessage', { profileId: regularOnly.id, body: 'Hello from the dark site' });
    expect([toRegular.status, toRegular.body]).to.deep.equal([nobody.status, nobody.body]);
    expect(await testDb()('messages').where({ body: 'Hello from the dark site' }).first()).to.equal(undefined);
    await viewer.api('/api/Profiles/AddFavorite', { profileId: regularOnly.id }).expect(404);
  });

  it('a conversation with a regular-only member stays on the regular site: the dark site lists and counts it nowhere', async () => {
    const viewer = await memberWithApi({ darkStatus: 3, member: true }, dark);
    const regularOnly = await memberWithApi({ member: true, darkStatus: 0 });
    await regularOnly.api('/api/Mail/SendMessage', { profileId: viewer.profile.id, body: 'Hello on the regular site' }).expect(200);
    for (const tab of ['Inbox', 'Requests']) expect((await viewer.get(`/Mail?tab=${tab}`).expect(200)).text).not.to.include(regularOnly.profile.name);
    const counts = (await viewer.get('/api/Notifications/CountsSummary').expect(200)).body;
    expect(counts.unreadMailCount).to.equal(0);
    expect(counts.messageRequestsCount).to.equal(0);
    const viewerOnRegular = await loggedOnAs(viewer.profile);
    expect((await viewerOnRegular.get('/Mail?tab=Requests').expect(200)).text, 'the regular site lists it').to.include(regularOnly.profile.name);
  });

  it('a member whose dark status is withdrawn disappears from the dark site on the next request', async () => {
    const viewer = await memberWithApi({ darkStatus: 3, member: true }, dark);
    const former = await buildMember({ member: true, darkStatus: 3, language: 'en-GB' });
    await connectEverywhere(viewer.profile, former, 'former');
    const ownEntry = await insertEntry({ ownerId: viewer.profile.id, dark: true, title: 'Rope and tea' });
    await insertComment(ownEntry, former.id, 'A comment by the former');
    const theirEntry = await insertEntry({ ownerId: former.id, dark: true, title: 'Knots at dawn' });
    const watched: [string, string][] = [
      ['/Search/Newest', former.name], ['/Favorites', former.name], ['/Visitors', former.name], [`/Profile/${viewer.profile.id}/Guestbook`, 'guestbook former'],
      ['/Community/Blogs/All', 'Knots at dawn'], [entryPath({ id: ownEntry, slug: slugOf('Rope and tea') }), 'A comment by the former'],
    ];
    for (const [path, text] of watched) expect((await viewer.get(path).expect(200)).text, `${path} before`).to.include(text);
    await viewer.get(entryPath({ id: theirEntry, slug: slugOf('Knots at dawn') })).expect(200);

    await testDb()('profiles').where({ id: former.id }).update({ dark_status: 0 });

    for (const [path, text] of watched) expect((await viewer.get(path).expect(200)).text, `${path} after`).not.to.include(text).and.not.to.include(former.name);
    await viewer.get(entryPath({ id: theirEntry, slug: slugOf('Knots at dawn') })).expect(404);
    await viewer.get(`/Profile/${former.id}`).expect(404);
  });
});
