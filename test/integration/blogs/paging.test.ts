import { expect } from 'chai';
import { memberWithApi } from '../../support/accounts.ts';
import { insertEntry } from '../../support/blogs.ts';
import { testDb } from '../../support/context.ts';

const member = () => memberWithApi({ member: true });
const ids = (body: { entries: { blogEntryId: number }[] }) => body.entries.map((e) => e.blogEntryId);
const day = 24 * 60 * 60 * 1000;
const keyOf = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

describe('blogs lists page by key (after, before)', () => {
  it('repeats and loses nothing when an entry arrives between pages, keeps ties and microseconds in order, and goes back with before', async () => {
    const viewer = await member();
    const author = await member();
    // Ahead of every other test's entries, so these 35 head the All list by publishing date.
    const base = Date.now() + 900 * day;
    const made: number[] = [];
    for (let i = 0; i < 35; i++) {
      const tied = i >= 10 && i <= 14;
      made.push(await insertEntry({ ownerId: author.profile.id, title: `Keyed ${i}`, publishedAt: new Date(base - (tied ? 10 : i) * 60_000) }));
    }
    // Entries 29 and 30 (the two sides of the page boundary) differ by a microsecond only: 29 is the later.
    const boundary = new Date(base - 29 * 60_000).toISOString();
    await testDb().raw(`update blog_entries set published_at = ?::timestamptz + interval '2 microseconds' where id = ?`, [boundary, made[29]!]);
    await testDb().raw(`update blog_entries set published_at = ?::timestamptz + interval '1 microsecond' where id = ?`, [boundary, made[30]!]);
    // Newest first; the five tied entries by id, the highest first.
    const expected = [...made.slice(0, 10), ...made.slice(10, 15).reverse(), ...made.slice(15)];

    const list = (query: Record<string, string | number>) => viewer.get('/api/Blogs/GetAllBlogEntries').query({ take: 30, ...query }).expect(200);
    const first = (await list({})).body;
    expect(ids(first)).to.deep.equal(expected.slice(0, 30));
    expect(first.prev).to.equal(null);
    expect(first.next).to.be.a('string');

    // A new entry now would push page two along by one if it were paged by offset.
    const newest = await insertEntry({ ownerId: author.profile.id, title: 'Keyed newest', publishedAt: new Date(base + 60_000) });
    const second = (await list({ after: first.next })).body;
    expect(ids(second).slice(0, 5)).to.deep.equal(expected.slice(30));
    expect(second.prev).to.be.a('string');

    const back = (await list({ before: second.prev })).body;
    expect(ids(back)).to.deep.equal(expected.slice(0, 30));
    const newer = (await list({ before: back.prev })).body;
    expect(ids(newer)).to.deep.equal([newest]);
    expect(newer.prev).to.equal(null);
  });

  it('refuses a key that is not ours with a 400 naming it, and a page with such a key goes to the first page', async () => {
    const viewer = await member();
    for (const after of ['not a key', keyOf(['yesterday', '1']), keyOf(['2026-02-31T00:00:00.000000Z', '1']), keyOf(['2026-01-01T00:00:00.000000Z']), keyOf(['2026-01-01T00:00:00.000000Z', '1; drop'])]) {
      const res = await viewer.get('/api/Blogs/GetAllBlogEntries').query({ after }).expect(400);
      expect(res.body.error.field, after).to.equal('after');
      expect(res.body.error.message).to.include('page link is not valid');
    }
    const res = await viewer.get('/api/Blogs/GetFollowers').query({ before: keyOf([]) }).set('Accept-Language', 'da-DK').expect(400);
    expect(res.body.error.field).to.equal('before');
    await viewer.get('/Community/Blogs/All?sort=newest&after=' + keyOf(['x', 'y'])).expect(303).expect('Location', '/Community/Blogs/All?sort=newest');
    await viewer.get('/Community/Blogs/Top/Followers?after=' + keyOf([1])).expect(303).expect('Location', '/Community/Blogs/Top/Followers');
  });

  it('walks the pages of a page (rel next, rel prev) and of a counted list (the most followed authors) by key', async () => {
    const viewer = await member();
    const author = await member();
    const base = Date.now() + 950 * day;
    for (let i = 0; i < 32; i++) await insertEntry({ ownerId: author.profile.id, title: `Walk ${i}`, publishedAt: new Date(base - i * 60_000) });
    const page = (await viewer.get('/Community/Blogs/All?sort=newest').expect(200)).text;
    expect(page).to.include('Walk 29').and.not.include('Walk 30').and.not.include('rel="prev"');
    const next = /rel="next" class="button secondary" href="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
    expect(next).to.match(/^\/Community\/Blogs\/All\?sort=newest&after=/);
    const page2 = (await viewer.get(next!).expect(200)).text;
    expect(page2).to.include('Walk 30').and.include('Walk 31').and.include('rel="prev"');
    expect(page2).to.not.include('Walk 29');

    // Authors counted by followers: every author once, in the same order as by skip.
    for (let i = 0; i < 3; i++) {
      const a = await member();
      await insertEntry({ ownerId: a.profile.id, title: `Followed author ${i}` });
      for (let f = 0; f <= i; f++) await (await member()).api('/api/Blogs/FollowBlogAuthor', { authorId: a.profile.id }).expect(200);
    }
    const bySkip: number[] = [];
    for (let skip = 0; ; skip += 30) {
      const body = (await viewer.get('/api/Blogs/GetMostFollowedAuthors').query({ skip, take: 30 }).expect(200)).body;
      bySkip.push(...body.authors.map((a: { id: number }) => a.id));
      if (!body.hasMore) break;
    }
    const byKey: number[] = [];
    let after: string | null = null;
    do {
      const body: { authors: { id: number }[]; next: string | null } = (await viewer.get('/api/Blogs/GetMostFollowedAuthors').query({ take: 2, ...(after ? { after } : {}) }).expect(200)).body;
      byKey.push(...body.authors.map((a) => a.id));
      after = body.next;
    } while (after);
    expect(byKey).to.deep.equal(bySkip);
    expect(new Set(byKey).size).to.equal(byKey.length);
  });
});
