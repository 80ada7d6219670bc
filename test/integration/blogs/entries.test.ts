import { expect } from 'chai';
import request from 'supertest';
import { setBan } from '../../../src/modules/accounts/index.ts';
import { blockProfile } from '../../../src/modules/profiles/index.ts';
import { StaffRole } from '../../../src/platform/auth/access.ts';
import { deleteAccountNow, jobsSettled, memberWithApi } from '../../support/accounts.ts';
import { albumPicture } from '../../support/blogs.ts';
import { testApp, testDb } from '../../support/context.ts';
import { useStreams } from '../../support/sse.ts';

const dark = 'dark.localhost';
type Member = Awaited<ReturnType<typeof memberWithApi>>;

const member = (overrides: Parameters<typeof memberWithApi>[0] = {}, host?: string) => memberWithApi({ member: true, ...overrides }, host);
const write = (m: Member, fields: Record<string, unknown> = {}) =>
  m.api('/api/Blogs/UpdateBlogEntry', { title: 'Northern lights over Tromsø', body: '<p>We saw <strong>green</strong> skies.</p>', tags: ['Travel', 'night'], ...fields });
async function published(m: Member, fields: Record<string, unknown> = {}) {
  const res = await write(m, fields).expect(200);
  return res.body as { id: number; path: string; slug: string; state: string };
}
const notificationsOf = (profileId: number, kind: string) => testDb()('notifications').where({ profile_id: profileId, kind });

describe('blog entries (/Community/Blogs/Entry, Create, Edit, /api/Blogs entry calls)', () => {
  it('answers 401 to a visitor for every writing call and sends them to log on from Create', async () => {
    for (const call of ['UpdateBlogEntry', 'DeleteBlogEntry', 'UpdateBlogEntryReadCount', 'AddBlogComment', 'EditBlogComment', 'DeleteBlogComment', 'ConfirmBlogEntryAuthor']) {
      await request(testApp()).post(`/api/Blogs/${call}`).send({ blogEntryId: 1, commentId: 1, title: 'x', body: 'x', text: 'x' }).expect(401);
    }
    await request(testApp()).get('/api/Blogs/GetBlogEntryDataForEdit').query({ blogEntryId: 1 }).expect(401);
    const res = await request(testApp()).get('/Community/Blogs/Create');
    expect(res.status).to.be.oneOf([302, 303]);
  });

  it('creates an entry: sanitised body, plain text, lower-cased tags, the language of the interface, the slug', async () => {
    const writer = await member({ language: 'da-DK' });
    const entry = await published(writer, { body: '<p onclick="x()">Hej <b>med</b> dig</p><script>alert(1)</script>', tags: ['Rejser', 'rejser', ' NAT '] });
    const row = await testDb()('blog_entries').where({ id: entry.id }).first();
    expect(row).to.include({ state: 'Published', title: 'Northern lights over Tromsø', slug: 'northern-lights-over-tromsø', body_html: '<p>Hej <strong>med</strong> dig</p>', body_text: 'Hej med dig', language: 'da-DK', dark: false });
    expect(row.published_at).to.not.equal(null);
    expect(await testDb()('blog_entry_tags').where({ entry_id: entry.id }).orderBy('tag').pluck('tag')).to.deep.equal(['nat', 'rejser']);
    expect(entry.path).to.equal(`/Community/Blogs/Entry/${entry.id}/northern-lights-over-troms%C3%B8`);
  });

  it('refuses bad input with 400 naming the field, in the member\'s language', async () => {
    const writer = await member({ language: 'sv-SE' });
    const title = await write(writer, { title: ' ' }).expect(400);
    expect(title.body.error.field).to.equal('title');
    expect(title.body.error.message).to.equal('Ge inlägget en rubrik.');
    expect((await write(writer, { title: 'x'.repeat(151) }).expect(400)).body.error.field).to.equal('title');
    expect((await write(writer, { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }).expect(400)).body.error.field).to.equal('tags');
    expect((await write(writer, { tags: ['x'.repeat(41)] }).expect(400)).body.error.field).to.match(/^tags/);
    expect((await write(writer, { state: 'Secret' }).expect(400)).body.error.field).to.equal('state');
    expect((await write(writer, { language: 'de-DE' }).expect(400)).body.error.field).to.equal('language');
    const empty = await write(writer, { body: '<script>x</script>' }).expect(400);
    expect(empty.body.error.field).to.equal('body');
    expect(empty.body.error.message).to.equal('Skriv inläggets text.');
    expect((await write(writer, { coAuthorIds: [1, 2, 3, 4, 5, 6] }).expect(400)).body.error.field).to.equal('coAuthorIds');
    expect((await write(writer, { coAuthorIds: [writer.profile.id] }).expect(400)).body.error.field).to.equal('coAuthorIds');
  });

  it('refuses a non-member (403 membershipRequired) and a banned member (403 naming the ban; Create and Edit go to the Ban page)', async () => {
    const nonMember = await memberWithApi({ member: false });
    expect((await write(nonMember).expect(403)).body.error.code).to.equal('membershipRequired');
    const writer = await member();
    const entry = await published(writer);
    await setBan(testDb(), { profileId: writer.profile.id, type: 'Blogs', reason: 'Spam', endsAt: new Date(Date.now() + 86_400_000), setBy: null });
    const refused = await write(writer).expect(403);
    expect(refused.body.error.code).to.equal('blogsBan');
    expect(refused.body.error.message).to.match(/^You may not write blog entries until /);
    expect((await write(writer, { blogEntryId: entry.id }).expect(403)).body.error.code).to.equal('blogsBan');
    await writer.get('/Community/Blogs/Create').expect(303).expect('Location', '/Community/Blogs/Ban');
    await writer.get(`/Community/Blogs/Edit/${entry.id}`).expect(303).expect('Location', '/Community/Blogs/Ban');
  });

  it('shows a non-member the membership offer on Create (403) and caps new entries at 10 a day (429 saying when)', async () => {
    const nonMember = await memberWithApi({ member: false });
    await nonMember.get('/Community/Blogs/Create').expect(403);
    const writer = await member();
    await writer.get('/Community/Blogs/Create').expect(200);
    for (let i = 0; i < 10; i++) await write(writer, { title: `Entry ${i}` }).expect(200);
    const capped = await write(writer, { title: 'One too many' }).expect(429);
    expect(capped.body.error.code).to.equal('tooManyEntriesToday');
    expect(capped.body.error.message).to.match(/^You have started 10 blog entries in the last 24 hours/);
  });

  it("refuses someone else's entry: edit 403, delete 403, an unknown entry 404", async () => {
    const writer = await member();
    const other = await member();
    const entry = await published(writer);
    expect((await write(other, { blogEntryId: entry.id }).expect(403)).body.error.code).to.equal('notAnAuthor');
    expect((await other.api('/api/Blogs/DeleteBlogEntry', { blogEntryId: entry.id }).expect(403)).body.error.code).to.equal('notTheOwner');
    await other.get('/api/Blogs/GetBlogEntryDataForEdit').query({ blogEntryId: entry.id }).expect(403);
    await other.get(`/Community/Blogs/Edit/${entry.id}`).expect(403);
    await write(other, { blogEntryId: 99_999_999 }).expect(404);
    await other.api('/api/Blogs/DeleteBlogEntry', { blogEntryId: 99_999_999 }).expect(404);
  });

  it('edits and deletes as the owner; staff (ChatModerator) delete too', async () => {
    const writer = await member();
    const entry = await published(writer);
    const edited = await write(writer, { blogEntryId: entry.id, title: 'Polar night', body: 'plain <em>text</em>', tags: [] }).expect(200);
    expect(edited.body).to.include({ id: entry.id, title: 'Polar night', slug: 'polar-night', bodyHtml: 'plain <em>text</em>' });
    expect(edited.body.tags).to.deep.equal([]);
    const forEdit = await writer.get('/api/Blogs/GetBlogEntryDataForEdit').query({ blogEntryId: entry.id }).expect(200);
    expect(forEdit.body.coAuthors).to.deep.equal([]);
    const liker = await member();
    await liker.postForm(`/Community/Blogs/Entry/${entry.id}/Like`, {}).expect(303);
    const commentId = (await liker.api('/api/Blogs/AddBlogComment', { blogEntryId: entry.id, text: 'Lovely' }).expect(200)).body.id as number;
    await writer.api('/api/Blogs/AddBlogComment', { blogEntryId: entry.id, parentId: commentId, text: 'Thank you' }).expect(200);
    await writer.api('/api/Likes/ToggleLike', { itemType: 'Comment', itemId: commentId }).expect(200);
    await writer.api('/api/Blogs/DeleteBlogEntry', { blogEntryId: entry.id }).expect(200);
    expect(await testDb()('blog_entries').where({ id: entry.id }).first()).to.equal(undefined);
    expect(await testDb()('likes').where({ item_type: 'BlogEntry', item_id: entry.id })).to.have.length(0);
    // Its comments, their replies and their likes go with it.
    expect(await testDb()('comments').where({ subject_type: 'BlogEntry', subject_id: entry.id })).to.have.length(0);
    expect(await testDb()('likes').where({ item_type: 'Comment', item_id: commentId })).to.have.length(0);
    const second = await published(writer);
    const staff = await member({ staffRole: StaffRole.ChatModerator });
    await staff.api('/api/Blogs/DeleteBlogEntry', { blogEntryId: second.id }).expect(200);
    expect(await testDb()('blog_entries').where({ id: second.id }).first()).to.equal(undefined);
  });

  it('redirects a wrong or missing slug (301) and shows title, authors, tags, OpenGraph and the canonical link', async () => {
    const writer = await member();
    const sky = await albumPicture(writer.profile.id);
    const entry = await published(writer, { body: `<p>Green skies above the fjord, all night long.</p><img src="${sky.src}" alt="sky">` });
    await request(testApp()).get(`/Community/Blogs/Entry/${entry.id}`).expect(301).expect('Location', entry.path);
    await request(testApp()).get(`/Community/Blogs/Entry/${entry.id}/wrong-name`).expect(301).expect('Location', entry.path);
    const page = (await request(testApp()).get(entry.path).expect(200)).text;
    expect(page).to.include('<h1 id="entry-title">Northern lights over Tromsø</h1>');
    expect(page).to.include(`<a href="/Profile/${writer.profile.id}">${writer.profile.name}</a>`);
    expect(page).to.include('href="/Community/Blogs/All?tag=night"');
    const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)\//.exec(page)?.[1];
    expect(page).to.include(`<link rel="canonical" href="${origin}${entry.path}">`);
    expect(page).to.include('<meta property="og:type" content="article">');
    expect(page).to.include('<meta property="og:title" content="Northern lights over Tromsø">');
    expect(page).to.include('<meta property="og:description" content="Green skies above the fjord, all night long.">');
    expect(page).to.match(new RegExp(`<meta property="og:image" content="https?://[^"]+${sky.src}">`));
    expect(page).to.match(new RegExp(`<meta property="og:url" content="https?://[^"]+${entry.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">`));
    await request(testApp()).get('/Community/Blogs/Entry/99999999/x').expect(404);
  });

  it('shows only the writer\'s own album pictures; a co-author\'s picture stays when the owner edits (400 at body otherwise)', async () => {
    const owner = await member({ language: 'da-DK' });
    const other = await member();
    const mine = await albumPicture(owner.profile.id);
    const theirs = await albumPicture(other.profile.id);
    const refused = await write(owner, { title: 'Borrowed', body: `<p>Look</p><img src="${theirs.src}" alt="x">` }).expect(400);
    expect(refused.body.error.field).to.equal('body');
    expect(refused.body.error.message).to.equal('Et billede i indlægget er ikke fra dine album. Vælg et af dine egne billeder.');
    // However the attributes are ordered.
    expect((await write(owner, { title: 'Borrowed', body: `<p>Look</p><img alt="x" src="${theirs.src}">` }).expect(400)).body.error.field).to.equal('body');
    expect(await testDb()('blog_entries').where({ owner_id: owner.profile.id })).to.have.length(0);
    // The plain form (JavaScript off) says it at the body field and keeps what was written.
    const form = await owner.postForm('/Community/Blogs/Create', { title: 'Lånt', body: `<p>Se her</p><img src="${theirs.src}" alt="x">`, tags: '', state: 'Published' }).expect(400);
    expect(form.text).to.include('<p class="field-error" id="body-error">Et billede i indlægget er ikke fra dine album.');
    expect(form.text).to.include('Se her');
    const entry = await published(owner, { body: `<p>Look</p><img src="${mine.src}" alt="mine">`, coAuthorIds: [other.profile.id] });
    await other.api('/api/Blogs/ConfirmBlogEntryAuthor', { blogEntryId: entry.id }).expect(200);
    const coAuthored = await other.api('/api/Blogs/UpdateBlogEntry', { blogEntryId: entry.id, title: 'Northern lights over Tromsø', body: `<p>Look</p><img src="${mine.src}" alt="mine"><img src="${theirs.src}" alt="theirs">` }).expect(200);
    expect(coAuthored.body.bodyHtml).to.include(theirs.src);
    const edited = await write(owner, { blogEntryId: entry.id, body: `<p>Both</p><img src="${mine.src}" alt="mine"><img src="${theirs.src}" alt="theirs">` }).expect(200);
    expect(edited.body.bodyHtml).to.include(theirs.src);
  });

  it('likes an entry with the plain form (and takes it back); curators get the curate form', async () => {
    const writer = await member();
    const reader = await member();
    const entry = await published(writer);
    expect((await writer.get(entry.path).expect(200)).text).to.not.include(`/Community/Blogs/Entry/${entry.id}/Like`);
    await reader.postForm(`/Community/Blogs/Entry/${entry.id}/Like`, {}).expect(303).expect('Location', `${entry.path}#entry-like`);
    const liked = (await reader.get(entry.path).expect(200)).text;
    expect(liked).to.include('aria-pressed="true">Liked (1)</button>');
    expect(liked).to.not.include('/Community/Blogs/Curate/');
    await reader.postForm(`/Community/Blogs/Entry/${entry.id}/Like`, {}).expect(303);
    expect((await reader.get(entry.path).expect(200)).text).to.include('aria-pressed="false">Like (0)</button>');
    await reader.postForm(`/Community/Blogs/Follow/Entry/${entry.id}`, { back: entry.path }).expect(303).expect('Location', entry.path);
    const following = (await reader.get(entry.path).expect(200)).text;
    expect(following).to.include(`action="/Community/Blogs/Unfollow/Entry/${entry.id}"`).and.include(`action="/Community/Blogs/Follow/Author/${writer.profile.id}"`);
    const curator = await member({ staffRole: StaffRole.ChatModerator });
    expect((await curator.get(entry.path).expect(200)).text).to.include(`action="/Community/Blogs/Curate/${entry.id}"`);
  });

  it('keeps drafts to their authors (404 to others and visitors, never saying why)', async () => {
    const writer = await member();
    const other = await member();
    const draft = await published(writer, { state: 'Draft' });
    expect(draft.state).to.equal('Draft');
    await writer.get(draft.path).expect(200);
    await other.get(draft.path).expect(404);
    await request(testApp()).get(draft.path).expect(404);
    await other.get('/api/Blogs/GetBlogEntryData').query({ blogEntryId: draft.id }).expect(404);
    await other.api('/api/Blogs/UpdateBlogEntryReadCount', { blogEntryId: draft.id }).expect(404);
    const row = await testDb()('blog_entries').where({ id: draft.id }).first();
    expect(row.published_at).to.equal(null);
    await write(writer, { blogEntryId: draft.id, state: 'Published' }).expect(200);
    await other.get(`/Community/Blogs/Entry/${draft.id}/${draft.slug}`).expect(200);
  });

  it('keeps a dark entry on the dark site', async () => {
    const writer = await member({ darkStatus: 3 }, dark);
    const entry = await published(writer);
    expect((await testDb()('blog_entries').where({ id: entry.id }).first()).dark).to.equal(true);
    await writer.get(entry.path).set('Host', dark).expect(200);
    const visitor = await request(testApp()).get(entry.path).set('Host', dark);
    expect(visitor.status, 'a visitor of the dark site logs on first').to.equal(302);
    expect(visitor.headers.location).to.equal(`/?u=${encodeURIComponent(entry.path)}`);
    await request(testApp()).get('/api/Blogs/GetBlogEntryData').query({ blogEntryId: entry.id }).set('Host', dark).expect(404);
    await request(testApp()).get('/api/Blogs/GetComments').query({ blogEntryId: entry.id }).set('Host', dark).expect(404);
    const notAdmitted = await member({ darkStatus: 0 });
    await notAdmitted.get('/api/Blogs/GetBlogEntryData').query({ blogEntryId: entry.id }).set('Host', dark).expect((r) => expect(r.status).to.be.oneOf([403, 404]));
    const regular = await member();
    await regular.get(entry.path).expect(404);
    await regular.get('/api/Blogs/GetBlogEntryData').query({ blogEntryId: entry.id }).expect(404);
  });

  it('counts a read once per member per day (the page and the call), never the author\'s own', async () => {
    const writer = await member();
    const reader = await member();
    const entry = await published(writer);
    await writer.get(entry.path).expect(200);
    expect((await reader.api('/api/Blogs/UpdateBlogEntryReadCount', { blogEntryId: entry.id }).expect(200)).body).to.deep.equal({ readCount: 1 });
    await reader.get(entry.path).expect(200);
    expect((await reader.api('/api/Blogs/UpdateBlogEntryReadCount', { blogEntryId: entry.id }).expect(200)).body).to.deep.equal({ readCount: 1 });
    await (await member()).get(entry.path).expect(200);
    expect((await testDb()('blog_entries').where({ id: entry.id }).first()).read_count).to.equal(2);
  });

  it('invites co-authors: they are told, confirm on the page, then are named and may edit', async () => {
    const owner = await member();
    const co = await member();
    const stranger = await member();
    await blockProfile(testDb(), stranger.profile.id, owner.profile.id);
    expect((await write(owner, { coAuthorIds: [stranger.profile.id] }).expect(400)).body.error.field).to.equal('coAuthorIds');
    const entry = await published(owner, { coAuthorIds: [co.profile.id] });
    expect((await owner.get('/api/Blogs/GetBlogEntryData').query({ blogEntryId: entry.id }).expect(200)).body.authors.map((a: { id: number }) => a.id)).to.deep.equal([owner.profile.id]);
    expect((await write(co, { blogEntryId: entry.id }).expect(403)).body.error.code).to.equal('notAnAuthor');
    await jobsSettled();
    expect(await notificationsOf(co.profile.id, 'blogCoAuthor')).to.have.length(1);
    const page = (await co.get(entry.path).expect(200)).text;
    expect(page).to.include(`action="/Community/Blogs/Entry/${entry.id}/ConfirmAuthor"`);
    await co.postForm(`/Community/Blogs/Entry/${entry.id}/ConfirmAuthor`, {}).expect(303).expect('Location', entry.path);
    const data = (await co.get('/api/Blogs/GetBlogEntryData').query({ blogEntryId: entry.id }).expect(200)).body;
    expect(data.authors.map((a: { id: number }) => a.id)).to.deep.equal([owner.profile.id, co.profile.id]);
    await write(co, { blogEntryId: entry.id, title: 'Together' }).expect(200);
    await co.api('/api/Blogs/ConfirmBlogEntryAuthor', { blogEntryId: entry.id }).expect(403);
    expect((await co.api('/api/Blogs/DeleteBlogEntry', { blogEntryId: entry.id }).expect(403)).body.error.code).to.equal('notTheOwner');
  });

  it('creates and edits through the plain form (JavaScript off): 400 with the error next to the field, 303 to the entry', async () => {
    const writer = await member({ language: 'nb-NO' });
    await writer.get('/Community/Blogs/Create').expect(200);
    const refused = await writer.postForm('/Community/Blogs/Create', { title: '', body: 'Hei', tags: 'a, b', state: 'Published' }).expect(400);
    expect(refused.text).to.include('<p class="field-error" id="title-error">Gi innlegget en tittel.</p>');
    expect(refused.text).to.include('value="a, b"');
    const done = await writer.postForm('/Community/Blogs/Create', { title: 'Vinter', body: 'Første avsnitt\n\nAndre <linje>', tags: 'Snø, is', state: 'Draft' }).expect(303);
    const row = await testDb()('blog_entries').where({ owner_id: writer.profile.id }).first();
    expect(done.headers.location).to.equal(`/Community/Blogs/Entry/${row.id}/vinter`);
    expect(row).to.include({ state: 'Draft', language: 'nb-NO', body_html: '<p>Første avsnitt</p><p>Andre &lt;linje&gt;</p>' });
    const edit = (await writer.get(`/Community/Blogs/Edit/${row.id}`).expect(200)).text;
    expect(edit).to.include('value="Vinter"').and.include('value="is, snø"');
    await writer.postForm(`/Community/Blogs/Edit/${row.id}`, { title: 'Vinter i nord', body: '<p>Ny tekst</p>', tags: '', state: 'Published' }).expect(303);
    expect(await testDb()('blog_entries').where({ id: row.id }).first()).to.include({ title: 'Vinter i nord', state: 'Published', body_html: '<p>Ny tekst</p>' });
  });

  it('names co-authors in the plain form by profile name: a name the owner may not see is refused like an unknown one, in their language', async () => {
    const owner = await member({ language: 'da-DK' });
    const [co, other, blocker] = [await member(), await member(), await member()];
    await blockProfile(testDb(), blocker.profile.id, owner.profile.id);
    const form = { title: 'Sammen', body: 'Vi skriver sammen.', tags: '', state: 'Published' };
    for (const name of [blocker.profile.name, 'nobody-by-this-name', owner.profile.name]) {
      const refused = await owner.postForm('/Community/Blogs/Create', { ...form, coAuthors: `${co.profile.name}, ${name}` }).expect(400);
      expect(refused.text).to.include(`<p class="field-error" id="coAuthors-error">Vi kunne ikke finde “${name}” blandt de profiler, du kan invitere.`);
      expect(refused.text).to.include(`value="${co.profile.name}, ${name}"`);
    }
    const tooMany = await owner.postForm('/Community/Blogs/Create', { ...form, coAuthors: 'a1a, b2b, c3c, d4d, e5e, f6f' }).expect(400);
    expect(tooMany.text).to.include('id="coAuthors-error"');
    expect(await testDb()('blog_entries').where({ owner_id: owner.profile.id })).to.have.length(0);

    // Names match as profile names do (case folded); each is invited and told, then named once they confirm.
    await owner.postForm('/Community/Blogs/Create', { ...form, coAuthors: `${co.profile.name.toUpperCase()} ${other.profile.name}` }).expect(303);
    const row = await testDb()('blog_entries').where({ owner_id: owner.profile.id }).first();
    expect((await testDb()('blog_entry_authors').where({ entry_id: row.id }).orderBy('profile_id')).map((a) => Number(a.profile_id))).to.deep.equal([co.profile.id, other.profile.id].sort((a, b) => a - b));
    await jobsSettled();
    expect(await notificationsOf(co.profile.id, 'blogCoAuthor')).to.have.length(1);
    await co.postForm(`/Community/Blogs/Entry/${row.id}/ConfirmAuthor`, {}).expect(303);

    // The owner's Edit form lists them; a co-author's has no such field and their save leaves them as they are.
    const ownerEdit = (await owner.get(`/Community/Blogs/Edit/${row.id}`).expect(200)).text;
    expect(ownerEdit).to.include(`value="${co.profile.name}, ${other.profile.name}"`);
    const coEdit = (await co.get(`/Community/Blogs/Edit/${row.id}`).expect(200)).text;
    expect(coEdit).to.not.include('name="coAuthors"');
    await co.postForm(`/Community/Blogs/Edit/${row.id}`, { ...form, title: 'Sammen igen', coAuthors: '' }).expect(303);
    expect(await testDb()('blog_entry_authors').where({ entry_id: row.id })).to.have.length(2);
    // The owner empties the field: nobody is left.
    await owner.postForm(`/Community/Blogs/Edit/${row.id}`, { ...form, coAuthors: '' }).expect(303);
    expect(await testDb()('blog_entry_authors').where({ entry_id: row.id })).to.have.length(0);
  });

  it('takes comments through the Blogs calls and tells authors, the replied-to and followers; never the writer or the blocked', async () => {
    const owner = await member();
    const commenter = await member();
    const follower = await member();
    const blocked = await member();
    const entry = await published(owner);
    await testDb()('blog_entry_follows').insert([{ profile_id: follower.profile.id, entry_id: entry.id }, { profile_id: blocked.profile.id, entry_id: entry.id }]);
    await blockProfile(testDb(), blocked.profile.id, commenter.profile.id);
    const added = await commenter.api('/api/Blogs/AddBlogComment', { blogEntryId: entry.id, text: 'Beautiful!' }).expect(200);
    await jobsSettled();
    expect(await notificationsOf(owner.profile.id, 'blogComment')).to.have.length(1);
    expect(await notificationsOf(follower.profile.id, 'blogComment')).to.have.length(1);
    expect(await notificationsOf(blocked.profile.id, 'blogComment')).to.have.length(0);
    expect(await notificationsOf(commenter.profile.id, 'blogComment')).to.have.length(0);
    const reply = await owner.api('/api/Blogs/AddBlogComment', { blogEntryId: entry.id, parentId: added.body.id, text: 'Thanks' }).expect(200);
    await jobsSettled();
    expect(await notificationsOf(commenter.profile.id, 'blogReply')).to.have.length(1);
    const row = await testDb()('blog_entries').where({ id: entry.id }).first();
    expect(row.comment_count).to.equal(2);
    expect(row.last_comment_at).to.not.equal(null);
    const thread = (await commenter.get('/api/Blogs/GetComments').query({ blogEntryId: entry.id, twoLayered: true }).expect(200)).body;
    expect(thread.total).to.be.at.least(1);
    expect(thread.comments[0].replies.map((r: { id: number }) => r.id)).to.deep.equal([reply.body.id]);
    expect((await commenter.api('/api/Blogs/AddBlogComment', { blogEntryId: entry.id, text: ' ' }).expect(400)).body.error.field).to.equal('text');
    await commenter.api('/api/Blogs/EditBlogComment', { commentId: added.body.id, text: 'Beautiful indeed' }).expect(200);
    await follower.api('/api/Blogs/EditBlogComment', { commentId: added.body.id, text: 'Mine now' }).expect(403);
    await commenter.api('/api/Blogs/DeleteBlogComment', { commentId: reply.body.id }).expect(403);
    await owner.api('/api/Blogs/DeleteBlogComment', { commentId: reply.body.id }).expect(200);
    const page = (await request(testApp()).get(entry.path).expect(200)).text;
    expect(page).to.include('Beautiful indeed');
  });

  it('keeps a dark entry\'s comment notifications on the dark site', async () => {
    const owner = await member({ darkStatus: 3 }, dark);
    const commenter = await member({ darkStatus: 3 }, dark);
    const entry = await published(owner);
    await commenter.api('/api/Blogs/AddBlogComment', { blogEntryId: entry.id, text: 'Hot' }).expect(200);
    await jobsSettled();
    const [n] = await notificationsOf(owner.profile.id, 'blogComment');
    expect(n.dark).to.equal(true);
  });

  it('erases a deleted account\'s entries, co-authorships and follows', async () => {
    const writer = await member();
    const other = await member();
    const entry = await published(writer);
    const othersEntry = await published(other, { coAuthorIds: [writer.profile.id] });
    await testDb()('blog_entry_follows').insert({ profile_id: writer.profile.id, entry_id: othersEntry.id });
    await other.api('/api/Blogs/AddBlogComment', { blogEntryId: entry.id, text: 'On the erased entry' }).expect(200);
    await writer.api('/api/Blogs/AddBlogComment', { blogEntryId: othersEntry.id, text: 'On the other entry' }).expect(200);
    await deleteAccountNow(writer);
    expect(await testDb()('blog_entries').where({ id: entry.id }).first()).to.equal(undefined);
    expect(await testDb()('comments').where({ subject_type: 'BlogEntry', subject_id: entry.id }), 'the entry\'s comments go with it').to.have.length(0);
    expect(await testDb()('comments').where({ subject_type: 'BlogEntry', subject_id: othersEntry.id }).first(), 'their comment elsewhere says "deleted profile"').to.include({ author_id: null, text: 'On the other entry' });
    expect(await testDb()('blog_entry_authors').where({ profile_id: writer.profile.id })).to.have.length(0);
    expect(await testDb()('blog_entry_follows').where({ profile_id: writer.profile.id })).to.have.length(0);
    expect(await testDb()('blog_entries').where({ id: othersEntry.id }).first()).to.not.equal(undefined);
  });
});

describe('blog entries: a comment reaches the open pages of the entry\'s readers (realtime)', () => {
  const streams = useStreams();

  it('tells a member who opened the entry today, not one who never opened it', async () => {
    const owner = await member();
    const [reader, stranger, commenter] = [await member(), await member(), await member()];
    const entry = await published(owner);
    await reader.get(entry.path).expect(200);
    const [toReader, toStranger] = await Promise.all([reader, stranger].map((m) => streams.open(m.cookie)));
    await Promise.all([toReader, toStranger].map((s) => s!.next((e) => e.type === 'hello', 10_000)));
    const comment = (await commenter.api('/api/Blogs/AddBlogComment', { blogEntryId: entry.id, text: 'Live for readers' }).expect(200)).body as { id: number };
    expect((await toReader!.next((e) => e.type === 'comment')).data).to.deep.equal({ subjectType: 'BlogEntry', subjectId: entry.id, commentId: comment.id, site: 'regular' });
    await new Promise((r) => setTimeout(r, 200));
    expect(toStranger!.events.filter((e) => e.type === 'comment')).to.have.length(0);
  });
});
