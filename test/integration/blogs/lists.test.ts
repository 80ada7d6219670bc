import { expect } from 'chai';
import request from 'supertest';
import { memberWithApi } from '../../support/accounts.ts';
import { insertComment, insertEntry } from '../../support/blogs.ts';
import { testApp, testDb } from '../../support/context.ts';

const dark = 'dark.localhost';
type Member = Awaited<ReturnType<typeof memberWithApi>>;
const member = (overrides: Parameters<typeof memberWithApi>[0] = {}) => memberWithApi({ member: true, ...overrides });
const darkMember = () => memberWithApi({ member: true, darkStatus: 3 }, dark);
const ids = (body: { entries: { blogEntryId: number }[] }) => body.entries.map((e) => e.blogEntryId);
const day = 24 * 60 * 60 * 1000;
const block = (who: Member, other: Member) => who.postForm(`/Profile/${other.profile.id}/Block`, {}).expect(303);

describe('blogs lists (/Community/Blogs, /api/Blogs)', () => {
  it('sends a visitor to log on and answers 401 to the calls', async () => {
    await request(testApp()).get('/Community/Blogs/All').expect(302);
    for (const call of ['GetAllBlogEntries', 'GetMyBlogEntries', 'GetMostViewed', 'GetFollowers', 'GetProfileBlogEntries']) {
      await request(testApp()).get(`/api/Blogs/${call}`).expect(401);
    }
    await request(testApp()).post('/api/Blogs/FollowBlogEntry').send({ blogEntryId: 1 }).expect(401);
    await request(testApp()).get('/api/Notifications/BlogsNotificationCount').expect(401);
  });

  it('redirects /Community/Blogs to All, shows the tabs and a 404 page with a way back for any other address', async () => {
    const m = await member();
    await m.get('/Community/Blogs').expect(303).expect('Location', '/Community/Blogs/All');
    const all = (await m.get('/Community/Blogs/All').expect(200)).text;
    for (const tab of ['All', 'MyComments', 'Top', 'MyBlogs', 'Followed', 'Hidden']) expect(all).to.include(`href="/Community/Blogs/${tab}"`);
    expect(all).to.include('href="/Community/Blogs/Create"').and.include('Write an entry');
    for (const path of ['/Top', '/MyComments', '/Top/Read', '/Top/Commented', '/Top/Followers', '/Top/Curated', '/MyBlogs', '/Followed', '/Followed/BlogsFromFollowedAuthors', '/Followed/Authors', '/Followed/MyFollowers', '/Hidden', '/Hidden/Authors']) {
      const res = await m.get(`/Community/Blogs${path}`);
      expect(res.status, `${path}: ${res.text.slice(0, 3000)}`).to.be.oneOf([200, 303]);
    }
    const missing = await m.get('/Community/Blogs/Nothing/Here').expect(404);
    expect(missing.text).to.include('This blog page does not exist').and.include('href="/Community/Blogs/All"');
  });

  it('pages All by 30 with hidden entries, hidden authors, blocked and dark entries and drafts left out in SQL', async () => {
    const viewer = await member();
    const [author, hiddenAuthor, blocker] = [await member(), await member(), await member()];
    const base = Date.now() + 400 * day;
    const at = (i: number) => new Date(base + i * 60_000);
    const shown: number[] = [];
    for (let i = 0; i < 31; i++) shown.push(await insertEntry({ ownerId: author.profile.id, title: `Paged ${i}`, publishedAt: at(2 * i) }));
    const hiddenEntries: number[] = [];
    for (let i = 0; i < 5; i++) {
      hiddenEntries.push(await insertEntry({ ownerId: author.profile.id, title: `Hidden ${i}`, publishedAt: at(2 * i + 1) }));
      await insertEntry({ ownerId: hiddenAuthor.profile.id, title: `By hidden ${i}`, publishedAt: at(2 * i + 61) });
      await insertEntry({ ownerId: blocker.profile.id, title: `By blocker ${i}`, publishedAt: at(2 * i + 41) });
      await insertEntry({ ownerId: author.profile.id, title: `Dark ${i}`, dark: true, publishedAt: at(2 * i + 21) });
      await insertEntry({ ownerId: author.profile.id, title: `Draft ${i}`, state: 'Draft' });
    }
    for (const id of hiddenEntries) await viewer.api('/api/Blogs/HideEntry', { blogEntryId: id }).expect(200);
    await viewer.api('/api/Blogs/HideAuthor', { authorId: hiddenAuthor.profile.id }).expect(200);
    await block(blocker, viewer);

    const first = (await viewer.get('/api/Blogs/GetAllBlogEntries').query({ skip: 0, take: 30 }).expect(200)).body;
    expect(ids(first)).to.deep.equal(shown.slice(1).reverse());
    expect(first.hasMore).to.equal(true);
    const second = (await viewer.get('/api/Blogs/GetAllBlogEntries').query({ skip: 30, take: 30 }).expect(200)).body;
    expect(ids(second)[0]).to.equal(shown[0]);
    const page = (await viewer.get('/Community/Blogs/All?sort=newest').expect(200)).text;
    expect(page).to.include('Paged 30').and.include('rel="next"').and.not.include('Hidden 0').and.not.include('By hidden').and.not.include('By blocker').and.not.include('Dark 0').and.not.include('Draft 0');
    const page2 = (await viewer.get('/Community/Blogs/All?sort=newest&page=2').expect(200)).text;
    expect(page2).to.include('Paged 0').and.include('rel="prev"');

    const hidden = (await viewer.get('/api/Blogs/GetHidden').expect(200)).body;
    expect(ids(hidden).sort()).to.deep.equal([...hiddenEntries].sort());
    const authors = (await viewer.get('/api/Blogs/GetHiddenAuthors').expect(200)).body;
    expect(authors.authors.map((a: { id: number }) => a.id)).to.deep.equal([hiddenAuthor.profile.id]);
    expect((await viewer.get('/Community/Blogs/Hidden/Authors').expect(200)).text).to.include(hiddenAuthor.profile.name);

    // The dark site's list has the dark entries and nothing of the regular site's.
    const darkViewer = await darkMember();
    const darkList = (await darkViewer.get('/api/Blogs/GetAllBlogEntries').query({ take: 30 }).expect(200)).body;
    const titles = darkList.entries.map((e: { title: string }) => e.title);
    expect(titles).to.not.include('Paged 30');
  });

  it('checks take, skip and the period rule (0, 7, 14, 30 kept; anything else is 7)', async () => {
    const viewer = await member();
    const author = await member();
    const old = await insertEntry({ ownerId: author.profile.id, title: 'Read ten days ago', readCount: 1000000 });
    const recent = await insertEntry({ ownerId: author.profile.id, title: 'Read today', readCount: 999999 });
    const reader = await member();
    await testDb()('blog_entry_reads').insert([
      { entry_id: old, profile_id: reader.profile.id, day: new Date(Date.now() - 10 * day).toISOString().slice(0, 10) },
      { entry_id: recent, profile_id: reader.profile.id, day: new Date().toISOString().slice(0, 10) },
    ]);
    const top = async (days: string | number) => ids((await viewer.get('/api/Blogs/GetMostViewed').query({ days, take: 30 }).expect(200)).body);
    expect(await top(7)).to.include(recent).and.not.include(old);
    expect(await top(3)).to.include(recent).and.not.include(old);
    expect(await top('x')).to.include(recent).and.not.include(old);
    expect(await top(14)).to.include(recent).and.include(old);
    expect(await top(30)).to.include(old);
    expect((await top(0)).slice(0, 2)).to.deep.equal([old, recent]);
    const res = await viewer.get('/api/Blogs/GetAllBlogEntries').query({ take: 31 }).expect(400);
    expect(JSON.stringify(res.body)).to.include('take');
    await viewer.get('/api/Blogs/GetAllBlogEntries').query({ skip: -1 }).expect(400);
    const page = (await viewer.get('/Community/Blogs/Top/Read?period=3').expect(200)).text;
    expect(page).to.match(/href="\/Community\/Blogs\/Top\/Read\?period=7" aria-current="page"/);
  });

  it('follows and unfollows, hides and unhides entries and authors: 404 for what the member may not read, 400 for their own', async () => {
    const viewer = await member();
    const author = await member();
    const entry = await insertEntry({ ownerId: author.profile.id, title: 'Followable' });
    const draft = await insertEntry({ ownerId: author.profile.id, title: 'Secret draft', state: 'Draft' });
    const own = await insertEntry({ ownerId: viewer.profile.id, title: 'Mine' });
    await viewer.api('/api/Blogs/FollowBlogEntry', { blogEntryId: entry }).expect(200);
    await viewer.api('/api/Blogs/FollowBlogEntry', { blogEntryId: entry }).expect(200);
    expect(ids((await viewer.get('/api/Blogs/GetFollowed').expect(200)).body)).to.deep.equal([entry]);
    await viewer.api('/api/Blogs/FollowBlogEntry', { blogEntryId: draft }).expect(404);
    await viewer.api('/api/Blogs/FollowBlogEntry', { blogEntryId: 999999999 }).expect(404);
    const ownRes = await viewer.api('/api/Blogs/FollowBlogEntry', { blogEntryId: own }).expect(400);
    expect(JSON.stringify(ownRes.body)).to.include('blogEntryId');
    const bad = await viewer.api('/api/Blogs/FollowBlogEntry', { blogEntryId: 'x' }).expect(400);
    expect(JSON.stringify(bad.body)).to.include('blogEntryId');
    await viewer.api('/api/Blogs/UnfollowBlogEntry', { blogEntryId: entry }).expect(200);
    expect(ids((await viewer.get('/api/Blogs/GetFollowed').expect(200)).body)).to.deep.equal([]);

    await viewer.api('/api/Blogs/FollowBlogAuthor', { authorId: author.profile.id }).expect(200);
    expect(ids((await viewer.get('/api/Blogs/GetFromFollowedAuthors').expect(200)).body)).to.deep.equal([entry]);
    expect((await viewer.get('/api/Blogs/GetFollowedAuthors').expect(200)).body.authors.map((a: { id: number }) => a.id)).to.deep.equal([author.profile.id]);
    expect((await author.get('/api/Blogs/GetFollowers').expect(200)).body.authors.map((a: { id: number }) => a.id)).to.deep.equal([viewer.profile.id]);
    const mostFollowed = (await viewer.get('/api/Blogs/GetMostFollowedAuthors').expect(200)).body.authors;
    expect(mostFollowed.find((a: { id: number }) => a.id === author.profile.id)).to.include({ followers: 1 });
    await viewer.api('/api/Blogs/FollowBlogAuthor', { authorId: viewer.profile.id }).expect(400);
    await viewer.api('/api/Blogs/UnfollowBlogAuthor', { authorId: author.profile.id }).expect(200);
    expect((await author.get('/api/Blogs/GetFollowers').expect(200)).body.authors).to.deep.equal([]);

    // The plain forms: back to a local path with a flash; another site is never a way back.
    await viewer.form(`/Community/Blogs/Hide/Entry/${entry}`, { back: '/Community/Blogs/All?sort=newest' }).expect(303).expect('Location', '/Community/Blogs/All?sort=newest');
    expect((await viewer.get('/Community/Blogs/Hidden').expect(200)).text).to.include('Followable').and.include('The entry is hidden from your lists.');
    await viewer.form(`/Community/Blogs/Unhide/Entry/${entry}`, { back: 'https://evil.example/' }).expect(303).expect('Location', '/Community/Blogs/Hidden');
    await viewer.form(`/Community/Blogs/Follow/Author/${author.profile.id}`, { back: '//evil.example/' }).expect(303).expect('Location', `/Profile/${author.profile.id}/Blog`);
    await viewer.form(`/Community/Blogs/Hide/Author/${author.profile.id}`, {}).expect(303);
    expect(ids((await viewer.get('/api/Blogs/GetAllBlogEntries').expect(200)).body)).to.not.include(entry);
    await viewer.form(`/Community/Blogs/Unhide/Author/${author.profile.id}`, {}).expect(303).expect('Location', '/Community/Blogs/Hidden/Authors');
    await viewer.form(`/Community/Blogs/Follow/Entry/${own}`, {}).expect(400);

    // A blocked author: 404, as if not there.
    await block(author, viewer);
    await viewer.api('/api/Blogs/FollowBlogAuthor', { authorId: author.profile.id }).expect(404);
    await viewer.api('/api/Blogs/HideEntry', { blogEntryId: entry }).expect(404);
  });

  it('counts new comments, new entries by followed authors, new followers and curated entries per site, and marks move the counts', async () => {
    const me = await member();
    const other = await member();
    const count = async (who: Member) => (await who.get('/api/Notifications/BlogsNotificationCount').expect(200)).body.blogsNotificationCount as number;
    const curated = async (who: Member) => (await who.get('/api/Notifications/BlogsCuratedNotificationCount').expect(200)).body.blogsCuratedNotificationCount as number;
    const mine = await insertEntry({ ownerId: me.profile.id, title: 'My counted entry' });
    expect(await count(me)).to.equal(0);
    await insertComment(mine, other.profile.id);
    await insertComment(mine, me.profile.id);
    expect(await count(me)).to.equal(1);
    await me.get('/Community/Blogs/MyBlogs').expect(200);
    expect(await count(me)).to.equal(0);

    const theirs = await insertEntry({ ownerId: other.profile.id, title: 'Their entry' });
    await insertComment(theirs, me.profile.id, 'mine', new Date(Date.now() - 1000));
    await insertComment(theirs, other.profile.id, 'answer');
    expect(await count(me)).to.equal(1);
    await me.api('/api/Blogs/MarkMyCommentsBlogEntriesAsRead', {}).expect(200);
    expect(await count(me)).to.equal(0);

    await other.api('/api/Blogs/MarkMyBlogEntriesAsRead', {}).expect(200);
    await other.api('/api/Blogs/MarkMyCommentsBlogEntriesAsRead', {}).expect(200);
    expect(await count(other)).to.equal(0);
    await me.api('/api/Blogs/FollowBlogAuthor', { authorId: other.profile.id }).expect(200);
    await insertEntry({ ownerId: other.profile.id, title: 'Fresh from a followed author', publishedAt: new Date(Date.now() + 1000) });
    expect(await count(me)).to.equal(1);
    expect(await count(other), 'a new follower').to.equal(1);
    await other.api('/api/Blogs/UpdateFollowersReadDate', {}).expect(200);
    expect(await count(other)).to.equal(0);
    await new Promise((r) => setTimeout(r, 1100));
    await me.api('/api/Blogs/MarkEntriesByFollowedAuthorsAsRead', {}).expect(200);
    expect(await count(me)).to.equal(0);

    const community = (await me.get('/api/TopMenu/CommunityNotifications').expect(200)).body;
    expect(community.items.map((i: { kind: string }) => i.kind)).to.include('blogs').and.include('blogsCurated');

    const before = await curated(me);
    await insertEntry({ ownerId: other.profile.id, title: 'Curated one', curatedAt: new Date() });
    expect(await curated(me)).to.equal(before + 1);
    await me.get('/Community/Blogs/Top/Curated').expect(200);
    expect(await curated(me)).to.equal(0);
    // A dark entry counts on the dark site only.
    await insertEntry({ ownerId: other.profile.id, title: 'Dark curated', dark: true, curatedAt: new Date() });
    expect(await curated(me)).to.equal(0);
  });

  it('lists my entries with drafts, the entries I commented on, and searches by words, tags and authors', async () => {
    const me = await member();
    const author = await member({ name: `Scribbler${Date.now() % 100000}` });
    const draft = await insertEntry({ ownerId: me.profile.id, title: 'Half written', state: 'Draft' });
    const text = (await me.get('/Community/Blogs/MyBlogs').expect(200)).text;
    expect(text).to.include('Half written').and.include('Draft');
    expect(ids((await me.get('/api/Blogs/GetMyBlogEntries').query({ orderByCommentDate: true }).expect(200)).body)).to.include(draft);
    const walk = await insertEntry({ ownerId: author.profile.id, title: 'Mountain walking', body: 'We walked over the glaciers of Jotunheimen.', tags: ['hiking', 'norway'] });
    await insertComment(walk, me.profile.id);
    expect(ids((await me.get('/api/Blogs/GetMyCommentsBlogEntries').expect(200)).body)).to.deep.equal([walk]);
    const found = (await me.api('/api/Blogs/SearchBlogEntries', { query: 'glacier' }).expect(200)).body;
    expect(ids(found)).to.include(walk);
    const empty = await me.api('/api/Blogs/SearchBlogEntries', { query: ' ' }).expect(400);
    expect(JSON.stringify(empty.body)).to.include('query').and.include('Write something to search for.');
    const tags = (await me.api('/api/Blogs/SearchBlogTags', { query: 'hik' }).expect(200)).body.tags;
    expect(tags.map((t: { tag: string }) => t.tag)).to.include('hiking');
    const both = (await me.api('/api/Blogs/SearchBlogTagsAndAuthors', { query: author.profile.name.slice(0, 8) }).expect(200)).body;
    expect(both.authors.map((a: { id: number }) => a.id)).to.include(author.profile.id);
    const tagged = (await me.get('/Community/Blogs/All?tag=hiking').expect(200)).text;
    expect(tagged).to.include('Mountain walking').and.include('#hiking');
    const searched = (await me.get('/Community/Blogs/All?q=glaciers').expect(200)).text;
    expect(searched).to.include('Mountain walking');
    expect((await me.get('/Community/Blogs/All?q=zzzyyyxxx').expect(200)).text).to.include('No entries match your search.');
    // Hidden or blocked: never found.
    await me.api('/api/Blogs/HideEntry', { blogEntryId: walk }).expect(200);
    expect(ids((await me.api('/api/Blogs/SearchBlogEntries', { query: 'glacier' }).expect(200)).body)).to.not.include(walk);
    expect((await me.api('/api/Blogs/SearchBlogTags', { query: 'hik' }).expect(200)).body.tags).to.deep.equal([]);
    await me.api('/api/Blogs/UnhideEntry', { blogEntryId: walk }).expect(200);
    expect(ids((await me.api('/api/Blogs/SearchBlogEntries', { query: 'glacier' }).expect(200)).body)).to.include(walk);
    await block(author, me);
    expect(ids((await me.api('/api/Blogs/SearchBlogEntries', { query: 'glacier' }).expect(200)).body)).to.not.include(walk);
    expect((await me.api('/api/Blogs/SearchBlogTagsAndAuthors', { query: author.profile.name.slice(0, 8) }).expect(200)).body.authors).to.deep.equal([]);
  });

  it("shows a profile's Blog tab, /Blog and the sitemap with regular-site entries only, and the start page's NewestBlogs", async () => {
    const viewer = await member();
    const author = await member();
    await insertEntry({ ownerId: author.profile.id, title: 'Public regular entry' });
    await insertEntry({ ownerId: author.profile.id, title: 'Dark only entry', dark: true });
    await insertEntry({ ownerId: author.profile.id, title: 'Unfinished', state: 'Draft' });
    const tab = (await viewer.get(`/Profile/${author.profile.id}/Blog`).expect(200)).text;
    expect(tab).to.include('Public regular entry').and.not.include('Dark only entry').and.not.include('Unfinished');
    const api = (await viewer.get('/api/Blogs/GetProfileBlogEntries').query({ profileId: author.profile.id, dark: false }).expect(200)).body;
    expect(api.entries.map((e: { title: string }) => e.title)).to.deep.equal(['Public regular entry']);
    expect((await viewer.get('/api/Blogs/GetProfileBlogEntries').query({ profileId: author.profile.id, dark: true }).expect(200)).body.entries).to.deep.equal([]);
    const emptyTab = (await viewer.get(`/Profile/${viewer.profile.id}/Blog`).expect(200)).text;
    expect(emptyTab).to.include('You have not published any blog entries.');

    const blog = (await request(testApp()).get('/Blog').expect(200)).text;
    expect(blog).to.include('Public regular entry').and.not.include('Dark only entry').and.not.include('Unfinished');
    await request(testApp()).get('/Blog').set('Host', dark).expect(404);
    const sitemap = (await request(testApp()).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).to.include('/Community/Blogs/Entry/').and.include('public-regular-entry').and.not.include('dark-only-entry');
    const darkSitemap = (await request(testApp()).get('/sitemap.xml').set('Host', dark).expect(200)).text;
    expect(darkSitemap).to.not.include('/Community/Blogs/Entry/');

    const start = (await viewer.get('/Start').expect(200)).text;
    expect(start).to.include('Public regular entry');
  });

  it('searches kinks with the tags of dark entries on the dark site only', async () => {
    const m = await darkMember();
    const author = await darkMember();
    await insertEntry({ ownerId: author.profile.id, dark: true, title: 'Ropes', tags: ['shibari-notes'] });
    await insertEntry({ ownerId: author.profile.id, dark: false, title: 'Regular ropes', tags: ['shibari-regular'] });
    const res = (await m.get('/api/DarkKinks/SearchKinksWithBlogTags').query({ query: 'shibari' }).expect(200)).body;
    expect(res.blogTags.map((t: { tag: string }) => t.tag)).to.deep.equal(['shibari-notes']);
    expect(res.kinks).to.be.an('array');
    const regular = await member();
    await regular.get('/api/DarkKinks/SearchKinksWithBlogTags').query({ query: 'shibari' }).expect(404);
    await m.get('/api/DarkKinks/SearchKinksWithBlogTags').expect(400);
  });
});
