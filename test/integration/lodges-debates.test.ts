import { expect } from 'chai';
import request from 'supertest';
import { setSiteSetting } from '../../src/modules/sites/index.ts';
import { buildMember, jobsSettled, memberWithApi } from '../support/accounts.ts';
import { testApp, testDb } from '../support/context.ts';
import { insertDebateEntry, insertLodge, joinLodge } from '../support/lodges-debates.ts';

type Api = Awaited<ReturnType<typeof memberWithApi>>;

/**
 * Lodge debates (issue 33 item 3): who may write, edit, delete, lock, pin, move, follow and comment; paging
 * (pinned first, then latest activity); the body through blogs' sanitiser; notifications of a new entry and of a
 * comment to followers; a site with lodges disabled answers 404.
 */
describe('lodge debates (issue 33 item 3)', () => {
  afterEach(jobsSettled);

  /** An owner, a paying member, a non-paying member, an assistant and a paying stranger around one lodge. */
  async function cast() {
    const owner = await memberWithApi({ member: true });
    const member = await memberWithApi({ member: true });
    const freeMember = await memberWithApi({ member: false });
    const assistant = await memberWithApi({ member: true });
    const stranger = await memberWithApi({ member: true });
    const lodgeId = await insertLodge(owner.profile.id);
    await joinLodge(lodgeId, member.profile.id);
    await joinLodge(lodgeId, freeMember.profile.id);
    await joinLodge(lodgeId, assistant.profile.id, 'Assistant');
    return { owner, member, freeMember, assistant, stranger, lodgeId };
  }

  const write = (who: Api, lodgeId: number, body: Record<string, unknown> = {}) =>
    who.api('/api/Lodges/CreateDebateEntry', { lodgeId, title: 'Where shall we walk?', body: '<p>Ideas, please.</p>', ...body });

  it('lets a paying lodge member write; refuses a visitor (401), a stranger (notALodgeMember) and a non-paying member (membershipRequired)', async () => {
    const { member, freeMember, stranger, lodgeId } = await cast();
    await request(testApp()).post('/api/Lodges/CreateDebateEntry').send({ lodgeId, title: 'x', body: 'y' }).expect(401);
    const refusedStranger = await write(stranger, lodgeId).expect(403);
    expect(refusedStranger.body.error.code).to.equal('notALodgeMember');
    const refusedFree = await write(freeMember, lodgeId).expect(403);
    expect(refusedFree.body.error.code).to.equal('membershipRequired');
    const created = await write(member, lodgeId).expect(200);
    expect(created.body).to.include({ title: 'Where shall we walk?', lodgeId, locked: false, pinned: false });
    expect(created.body.path).to.equal(`/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${created.body.id}`);
    const follows = await testDb()('lodge_debate_follows').where({ entry_id: created.body.id }).pluck('profile_id');
    expect(follows.map(Number), 'the author follows their own entry').to.deep.equal([member.profile.id]);
  });

  it('names the bad field (400) in the member\'s language', async () => {
    const { member, lodgeId } = await cast();
    const noTitle = await write(member, lodgeId, { title: '  ' }).expect(400);
    expect(noTitle.body.error.field ?? JSON.stringify(noTitle.body)).to.include('title');
    const emptyBody = await write(member, lodgeId, { body: '<script>alert(1)</script>' }).expect(400);
    expect(JSON.stringify(emptyBody.body)).to.include('body');
    const other = await insertLodge((await buildMember()).id, { name: 'Another lodge' });
    const foreign = await testDb()('lodge_debate_categories').insert({ lodge_id: other, name: 'Elsewhere', sort: 1 }).returning('id');
    const badCategory = await write(member, lodgeId, { categoryId: Number(foreign[0].id) }).expect(400);
    expect(JSON.stringify(badCategory.body)).to.include('categoryId');
  });

  it('caps new entries at 20 in 24 hours per member (each one tells the lodge), 429 saying when', async () => {
    const { member, lodgeId } = await cast();
    for (let i = 0; i < 20; i++) await write(member, lodgeId, { title: `Entry ${i}` }).expect(200);
    const refused = await write(member, lodgeId).expect(429);
    expect(refused.body.error.code).to.equal('tooManyDebateEntriesToday');
    expect(refused.body.error.message).to.include('20 debate entries');
    expect(refused.headers['retry-after']).to.match(/^\d+$/);
  });

  it('keeps only what blogs\' sanitiser allows, and the plain text beside it', async () => {
    const { member, lodgeId } = await cast();
    const res = await write(member, lodgeId, { body: '<p onclick="x()">Hello <b>there</b><script>alert(1)</script></p><img src="https://evil.test/a.png"><a href="javascript:alert(1)">link</a>' }).expect(200);
    const row = await testDb()('lodge_debate_entries').where({ id: res.body.id }).first('body_html', 'body_text');
    expect(row.body_html).to.equal('<p>Hello <strong>there</strong></p><a>link</a>');
    expect(row.body_text).to.equal('Hello there\nlink');
    const page = await member.get(`/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${res.body.id}`).expect(200);
    expect(page.text).not.to.include('alert(1)').and.not.to.include('onclick');
  });

  it('lets the author edit (and a moderator), not another member; the author or a moderator deletes, with the comments', async () => {
    const { member, owner, assistant, stranger, lodgeId } = await cast();
    const other = await memberWithApi({ member: true });
    await joinLodge(lodgeId, other.profile.id);
    const { id } = (await write(member, lodgeId).expect(200)).body;
    const edit = (who: Api, title: string) => who.api('/api/Lodges/UpdateDebateEntry', { debateEntryId: id, title, body: '<p>Edited</p>' });
    expect((await edit(member, 'By the author').expect(200)).body.title).to.equal('By the author');
    expect((await edit(assistant, 'By the assistant').expect(200)).body.title).to.equal('By the assistant');
    expect((await edit(other, 'By another').expect(403)).body.error.code).to.equal('notTheAuthor');
    expect((await edit(stranger, 'By a stranger').expect(403)).body.error.code).to.equal('notTheAuthor');
    await other.api('/api/Lodges/DeleteDebateEntry', { debateEntryId: id }).expect(403);
    await owner.api('/api/Lodges/AddDebateEntryComment', { debateEntryId: id, text: 'A comment to go with it' }).expect(200);
    await member.api('/api/Lodges/DeleteDebateEntry', { debateEntryId: id }).expect(200);
    expect(await testDb()('lodge_debate_entries').where({ id }).first()).to.equal(undefined);
    expect(await testDb()('comments').where({ subject_type: 'lodgeDebateEntry', subject_id: id }).first(), 'its comments went with it').to.equal(undefined);
  });

  it('lets a moderator lock, pin and move an entry, not a member; a locked entry takes no comment', async () => {
    const { member, assistant, owner, freeMember, stranger, lodgeId } = await cast();
    const { id } = (await write(member, lodgeId).expect(200)).body;
    expect((await member.api('/api/Lodges/LockDebateEntry', { debateEntryId: id, locked: true }).expect(403)).body.error.code).to.equal('notALodgeModerator');
    await member.api('/api/Lodges/PinDebateEntry', { debateEntryId: id, pinned: true }).expect(403);
    expect((await assistant.api('/api/Lodges/PinDebateEntry', { debateEntryId: id, pinned: true }).expect(200)).body.pinned).to.equal(true);
    const category = (await owner.api('/api/Lodges/CreateDebateCategory', { lodgeId, name: 'Routes' }).expect(200)).body;
    expect((await assistant.api('/api/Lodges/ChangeDebateEntryCategory', { debateEntryId: id, categoryId: category.id }).expect(200)).body.categoryId).to.equal(category.id);

    await member.api('/api/Lodges/AddDebateEntryComment', { debateEntryId: id, text: 'Before the lock' }).expect(200);
    expect((await freeMember.api('/api/Lodges/AddDebateEntryComment', { debateEntryId: id, text: 'Free' }).expect(403)).body.error.code).to.equal('membershipRequired');
    expect((await stranger.api('/api/Lodges/AddDebateEntryComment', { debateEntryId: id, text: 'Stranger' }).expect(403)).body.error.code).to.equal('notALodgeMember');
    expect((await owner.api('/api/Lodges/LockDebateEntry', { debateEntryId: id, locked: true }).expect(200)).body.locked).to.equal(true);
    expect((await member.api('/api/Lodges/AddDebateEntryComment', { debateEntryId: id, text: 'After the lock' }).expect(409)).body.error.code).to.equal('debateEntryLocked');
    const page = await member.get(`/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${id}`).expect(200);
    expect(page.text).to.include('This entry is locked').and.include('Before the lock');
    // Without JavaScript the thread's own form is refused too.
    await member.form(`/Community/Lodges/Debate/${id}/Comment`, { text: 'By form' }).expect(403);
    const entry = await testDb()('lodge_debate_entries').where({ id }).first('comment_count', 'last_comment_at');
    expect(entry.comment_count).to.equal(1);
  });

  it('lists pinned entries first, then by latest activity, page by key', async () => {
    const { member, owner, lodgeId } = await cast();
    const base = Date.now() - 100 * 60_000;
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await insertDebateEntry(lodgeId, member.profile.id, { title: `Entry ${i}`, at: new Date(base + i * 60_000) }));
    await testDb()('lodge_debate_entries').where({ id: ids[3] }).update({ pinned: true });
    // A comment on an old entry brings it up.
    await owner.api('/api/Lodges/AddDebateEntryComment', { debateEntryId: ids[0], text: 'Still a good question' }).expect(200);
    const first = (await member.get(`/api/Lodges/GetDebateEntries?lodgeId=${lodgeId}&take=10`).expect(200)).body;
    expect(first.entries.map((e: { title: string }) => e.title).slice(0, 4)).to.deep.equal(['Entry 3', 'Entry 0', 'Entry 24', 'Entry 23']);
    expect(first.hasMore).to.equal(true);
    const second = (await member.get(`/api/Lodges/GetDebateEntries?lodgeId=${lodgeId}&take=10&after=${first.next}`).expect(200)).body;
    const third = (await member.get(`/api/Lodges/GetDebateEntries?lodgeId=${lodgeId}&take=10&after=${second.next}`).expect(200)).body;
    const all = [...first.entries, ...second.entries, ...third.entries].map((e: { id: number }) => e.id);
    expect(all).to.have.length(25);
    expect(new Set(all).size).to.equal(25);
    expect(third.hasMore).to.equal(false);
    const newest = (await member.get(`/api/Lodges/GetDebateEntries?lodgeId=${lodgeId}&take=3&sortByLatestCommentDate=false`).expect(200)).body;
    expect(newest.entries.map((e: { title: string }) => e.title)).to.deep.equal(['Entry 3', 'Entry 24', 'Entry 23']);
    await member.get(`/api/Lodges/GetDebateEntries?lodgeId=${lodgeId}&after=not*a*key`).expect(400);
    // The page: pinned first, the next page by key.
    const html = (await member.get(`/Community/Lodges/Lodge/${lodgeId}/Debate`).expect(200)).text;
    expect(html.indexOf('Entry 3')).to.be.lessThan(html.indexOf('Entry 24'));
    const next = /href="([^"]*\/Debate\?after=[^"]+)"/.exec(html)?.[1];
    expect(next, 'a next page link').to.be.a('string');
    const page2 = (await member.get(next!.replace(/&amp;/g, '&')).expect(200)).text;
    expect(page2).to.include('Entry 4').and.not.include('>\n          Entry 24');
  });

  it('tells the lodge\'s members of a new entry and the followers of a comment, never the writer', async () => {
    const { member, owner, assistant, freeMember, stranger, lodgeId } = await cast();
    const { id } = (await write(member, lodgeId).expect(200)).body;
    await jobsSettled();
    const told = async (kind: string) => (await testDb()('notifications').where({ kind, subject_id: id }).pluck('profile_id')).map(Number).sort((a, b) => a - b);
    expect(await told('lodgeDebateEntry')).to.deep.equal([owner.profile.id, freeMember.profile.id, assistant.profile.id].sort((a, b) => a - b));
    await assistant.api('/api/Lodges/ToggleDebateEntryFollow', { debateEntryId: id }).expect(200, { following: true });
    await stranger.api('/api/Lodges/ToggleDebateEntryFollow', { debateEntryId: id }).expect(403);
    await owner.api('/api/Lodges/AddDebateEntryComment', { debateEntryId: id, text: 'Along the cliffs' }).expect(200);
    await jobsSettled();
    expect(await told('lodgeDebateComment')).to.deep.equal([member.profile.id, assistant.profile.id].sort((a, b) => a - b));
    // The author's own comment tells the assistant only.
    await assistant.api('/api/Lodges/ToggleDebateEntryFollow', { debateEntryId: id }).expect(200, { following: false });
    await member.api('/api/Lodges/AddDebateEntryComment', { debateEntryId: id, text: 'Good idea' }).expect(200);
    await jobsSettled();
    expect(await told('lodgeDebateComment')).to.deep.equal([member.profile.id, assistant.profile.id].sort((a, b) => a - b));
    // The notification's link leads to the entry in its lodge.
    await owner.get(`/Community/Lodges/Debate/${id}`).expect(302).expect('Location', `/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${id}`);
  });

  it('keeps a dark lodge\'s debate on the dark site: its notifications are dark, the regular site never shows it', async () => {
    const writer = await memberWithApi({ member: true, darkStatus: 3 }, 'dark.localhost');
    const reader = await buildMember({ member: true, darkStatus: 3, language: 'en-GB' });
    const regularOnly = await buildMember({ member: true, darkStatus: 0, language: 'en-GB' });
    const lodgeId = await insertLodge(writer.profile.id, { dark: true, name: 'Dark lodge' });
    await joinLodge(lodgeId, reader.id);
    await joinLodge(lodgeId, regularOnly.id);
    const { id } = (await write(writer, lodgeId).expect(200)).body;
    await jobsSettled();
    const rows = await testDb()('notifications').where({ kind: 'lodgeDebateEntry', subject_id: id }).select('profile_id', 'dark');
    expect(rows.map((r: { profile_id: unknown; dark: boolean }) => ({ profileId: Number(r.profile_id), dark: r.dark }))).to.deep.equal([{ profileId: reader.id, dark: true }]);
    const regular = await memberWithApi({ member: true, darkStatus: 3 });
    await joinLodge(lodgeId, regular.profile.id);
    await regular.get(`/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${id}`).expect(404);
    await writer.get(`/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${id}`).expect(200);
  });

  it('counts a member\'s view once a day, and writes nothing on a later view', async () => {
    const { member, owner, lodgeId } = await cast();
    const id = await insertDebateEntry(lodgeId, owner.profile.id);
    await member.get(`/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${id}`).expect(200);
    await member.get(`/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${id}`).expect(200);
    expect((await member.api('/api/Lodges/UpdateDebateEntryView', { debateEntryId: id }).expect(200)).body).to.deep.equal({ viewCount: 1 });
    expect((await owner.api('/api/Lodges/UpdateDebateEntryView', { debateEntryId: id }).expect(200)).body).to.deep.equal({ viewCount: 2 });
    await request(testApp()).get(`/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${id}`).expect(200);
    expect((await testDb()('lodge_debate_entries').where({ id }).first('view_count')).view_count).to.equal(2);
  });

  it('shows Write to a paying member, the membership offer to a non-paying one, "join the lodge" to anyone else', async () => {
    const { member, freeMember, stranger, lodgeId } = await cast();
    const path = `/Community/Lodges/Lodge/${lodgeId}/Debate`;
    const memberPage = (await member.get(path).expect(200)).text;
    expect(memberPage).to.include(`href="${path}/Create"`).and.not.include('data-membership-popup="lodgeDebates"');
    expect((await freeMember.get(path).expect(200)).text).to.include('data-membership-popup="lodgeDebates"');
    const strangerPage = (await stranger.get(path).expect(200)).text;
    expect(strangerPage).to.include('Join the lodge to take part').and.not.include(`${path}/Create`);
    await freeMember.get(`${path}/Create`).expect(403);
  });

  it('writes and edits an entry by the plain forms (no JavaScript), comments by the thread\'s form', async () => {
    const { member, owner, lodgeId } = await cast();
    const category = (await owner.api('/api/Lodges/CreateDebateCategory', { lodgeId, name: 'Routes' }).expect(200)).body;
    const path = `/Community/Lodges/Lodge/${lodgeId}/Debate`;
    const form = (await member.get(`${path}/Create`).expect(200)).text;
    expect(form).to.include('name="title"').and.include('Routes');
    const refused = await member.form(`${path}/Create`, { title: '', body: 'Text', categoryId: '' }).expect(400);
    expect(refused.text).to.include('Give the entry a title.');
    const res = await member.form(`${path}/Create`, { title: 'North cape', body: 'First line\n\nSecond line', categoryId: String(category.id) }).expect(303);
    const id = Number(/Topic\/(\d+)$/.exec(res.headers.location as string)![1]);
    const row = await testDb()('lodge_debate_entries').where({ id }).first('body_html', 'category_id');
    expect(row.body_html).to.equal('<p>First line</p><p>Second line</p>');
    expect(Number(row.category_id)).to.equal(category.id);
    await member.form(`${path}/Edit/${id}`, { title: 'North cape, again', body: 'Changed', categoryId: '' }).expect(303);
    expect(await testDb()('lodge_debate_entries').where({ id }).first('title', 'category_id')).to.deep.equal({ title: 'North cape, again', category_id: null });
    await owner.form(`/Community/Lodges/Debate/${id}/Comment`, { text: 'Count me in' }).expect(303);
    const topic = (await member.get(`${path}/Topic/${id}`).expect(200)).text;
    expect(topic).to.include('Count me in').and.include('North cape, again');
    expect((await owner.get(`${path}/Category/${category.id}`).expect(200)).text).to.include('Routes');
  });

  it('lets the lodge\'s admins add, rename, reorder and delete categories; nobody else', async () => {
    const { member, owner, lodgeId } = await cast();
    const a = (await owner.api('/api/Lodges/CreateDebateCategory', { lodgeId, name: 'Routes' }).expect(200)).body;
    const b = (await owner.api('/api/Lodges/CreateDebateCategory', { lodgeId, name: 'Gear' }).expect(200)).body;
    await member.api('/api/Lodges/CreateDebateCategory', { lodgeId, name: 'Mine' }).expect(403);
    await member.api('/api/Lodges/UpdateDebateCategory', { categoryId: a.id, name: 'Mine' }).expect(403);
    expect((await owner.api('/api/Lodges/UpdateDebateCategory', { categoryId: a.id, name: 'Walks' }).expect(200)).body.name).to.equal('Walks');
    const sorted = (await owner.api('/api/Lodges/SortDebateCategories', { lodgeId, categoryIds: [b.id, a.id] }).expect(200)).body;
    expect(sorted.categories.map((c: { name: string }) => c.name)).to.deep.equal(['Gear', 'Walks']);
    expect(JSON.stringify((await owner.api('/api/Lodges/SortDebateCategories', { lodgeId, categoryIds: [b.id] }).expect(400)).body)).to.include('categoryIds');
    // The page's forms: move up, delete.
    await owner.csrf(`/Community/Lodges/Lodge/${lodgeId}/Debate/Categories`);
    await owner.form(`/Community/Lodges/Lodge/${lodgeId}/Debate/Categories/${a.id}/Move`, { direction: 'up' }).expect(303);
    expect((await member.get(`/api/Lodges/GetDebateCategories?lodgeId=${lodgeId}`).expect(200)).body.categories.map((c: { name: string }) => c.name)).to.deep.equal(['Walks', 'Gear']);
    const entry = await insertDebateEntry(lodgeId, member.profile.id, { categoryId: a.id });
    await owner.form(`/Community/Lodges/Lodge/${lodgeId}/Debate/Categories/${a.id}/Delete`, {}).expect(303);
    expect((await testDb()('lodge_debate_entries').where({ id: entry }).first('category_id')).category_id, 'the entry stays without a category').to.equal(null);
    await member.get(`/Community/Lodges/Lodge/${lodgeId}/Debate/Categories`).expect(403);
  });

  it('is a 404 on a site with lodges disabled, and for a lodge the viewer may not see', async () => {
    const { member, lodgeId } = await cast();
    const id = await insertDebateEntry(lodgeId, member.profile.id);
    const dark = await insertLodge(member.profile.id, { dark: true, name: 'Dark lodge' });
    const darkEntry = await insertDebateEntry(dark, member.profile.id);
    await member.get(`/Community/Lodges/Lodge/${dark}/Debate/Topic/${darkEntry}`).expect(404);
    await member.get(`/api/Lodges/GetDebateEntry?debateEntryId=${darkEntry}`).expect(404);
    await setSiteSetting(testDb(), 1, 'disabledLodges', 'true');
    try {
      await member.get(`/Community/Lodges/Lodge/${lodgeId}/Debate`).expect(404);
      await member.get(`/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${id}`).expect(404);
      await member.get(`/api/Lodges/GetDebateEntries?lodgeId=${lodgeId}`).expect(404);
      await write(member, lodgeId).expect(404);
      await member.form(`/Community/Lodges/Debate/${id}/Comment`, { text: 'Hello' }).expect(404);
    } finally {
      await setSiteSetting(testDb(), 1, 'disabledLodges', 'false');
    }
    await member.get(`/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${id}`).expect(200);
  });

  it('is readable by a visitor for a lodge of the regular site, without any button', async () => {
    const { member, lodgeId } = await cast();
    const id = await insertDebateEntry(lodgeId, member.profile.id, { title: 'Open to all' });
    const page = await request(testApp()).get(`/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${id}`).expect(200);
    expect(page.text).to.include('Open to all').and.not.include('/Lock"');
  });
});
