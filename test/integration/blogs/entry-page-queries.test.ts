import { expect } from 'chai';
import request from 'supertest';
import { z } from 'zod';
import type { Express } from 'express';
import { definePage, type AppModule } from '../../../src/platform/http/define.ts';
import { blockProfile } from '../../../src/modules/profiles/index.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';
import { insertComment, insertEntry } from '../../support/blogs.ts';
import { pauseJobWorker, testAppWith, testDb } from '../../support/context.ts';
import { cookieOf } from '../../support/sse.ts';

/**
 * Issue 32: a member's view of a blog entry costs two statements after the session (the entry with everything
 * about it for the viewer, and the thread with its first replies, authors and likes), three on the first view of
 * the day (the read count's one write). Every statement of the request is counted (knex's 'query' event), less
 * what the session costs: a page of this test that only asks for the logged-on member, with the same cookie, counts
 * that (the viewer's row, which another change keeps between requests).
 */
const sessionOnly: AppModule = {
  name: 'test-session-only',
  pages: [definePage({ path: '/Test/SessionOnly/:id', access: 'user', params: z.object({ id: z.coerce.number() }), handler: (_input, _req, res) => void res.send('ok') })],
};

let counted: string[] = [];
const onQuery = (q: { sql: string }) => counted.push(q.sql);
const statementsOf = async (run: () => Promise<unknown>) => {
  counted = [];
  await run();
  return [...counted];
};

describe('the blog entry page in two statements (issue 32)', () => {
  let app: Express;
  let resumeJobs: () => void;
  before(() => {
    app = testAppWith([sessionOnly]);
    testDb().on('query', onQuery);
  });
  after(() => {
    testDb().removeListener('query', onQuery);
  });
  beforeEach(async () => {
    resumeJobs = await pauseJobWorker();
  });
  afterEach(() => resumeJobs());

  async function setUp() {
    const owner = await buildMember({ member: true });
    const viewer = await buildMember({ member: true });
    const commenters = await Promise.all([1, 2, 3].map(() => buildMember({ member: true })));
    const entryId = await insertEntry({ ownerId: owner.id, title: 'Harbour notes', tags: ['sea', 'boats'] });
    const entry = await testDb()('blog_entries').where({ id: entryId }).first('slug');
    const comments = await Promise.all(commenters.map((c, i) => insertComment(entryId, c.id, `Comment by ${c.name} number ${i}`)));
    await testDb()('comments').insert({ subject_type: 'BlogEntry', subject_id: entryId, parent_id: comments[0], author_id: commenters[1]!.id, text: 'A reply under the first' });
    const cookie = cookieOf(await loggedOnAs(viewer, { app }));
    const path = `/Community/Blogs/Entry/${entryId}/${encodeURIComponent(String(entry.slug))}`;
    const open = () => request(app).get(path).set('Cookie', cookie).expect(200);
    const session = () => request(app).get(`/Test/SessionOnly/${entryId}`).set('Cookie', cookie).expect(200);
    return { owner, viewer, commenters, entryId, comments, open, session };
  }

  it('reads the entry in one statement and the thread in one more; the first view of the day writes the read once', async () => {
    const { entryId, open, session } = await setUp();
    await session(); // the session's own first-request work (kept counts, the layout's data) is not the page's
    const sessionCost = (await statementsOf(session)).length;

    const first = await statementsOf(open);
    const second = await statementsOf(open);
    const third = await statementsOf(open);
    expect(first, first.join('\n---\n')).to.have.length.of.at.most(3 + sessionCost);
    expect(first.filter((sql) => /blog_entry_reads/.test(sql)), 'the read written once').to.have.length(1);
    for (const view of [second, third]) {
      expect(view, view.join('\n---\n')).to.have.length.of.at.most(2 + sessionCost);
      expect(view.filter((sql) => /blog_entry_reads|update\s+"?blog_entries/i.test(sql)), 'no write on a later view').to.deep.equal([]);
    }
    expect((await testDb()('blog_entries').where({ id: entryId }).first('read_count')).read_count).to.equal(1);
    expect(await testDb()('blog_entry_reads').where({ entry_id: entryId }).count('* as n').first()).to.deep.include({ n: 1 });
  });

  it('counts each member once a day, however often they look', async () => {
    const { entryId, open } = await setUp();
    await open();
    await open();
    const other = await loggedOnAs(await buildMember({ member: true }), { app });
    await other.get(`/Community/Blogs/Entry/${entryId}`).expect(301);
    expect((await testDb()('blog_entries').where({ id: entryId }).first('read_count')).read_count, 'a redirect is no read').to.equal(1);
    const html = (await request(app).get(`/Community/Blogs/Entry/${entryId}/harbour-notes`).set('Cookie', cookieOf(other)).expect(200)).text;
    await request(app).get(`/Community/Blogs/Entry/${entryId}/harbour-notes`).set('Cookie', cookieOf(other)).expect(200);
    expect((await testDb()('blog_entries').where({ id: entryId }).first('read_count')).read_count).to.equal(2);
    expect(html, 'the page shows the count with this read').to.include('Reads: 2 ·');
  });

  it('leaves out the comments of a profile blocked either way, in the same statements', async () => {
    const { viewer, commenters, open, session } = await setUp();
    await blockProfile(testDb(), viewer.id, commenters[0]!.id);
    await blockProfile(testDb(), commenters[2]!.id, viewer.id);
    await session();
    const sessionCost = (await statementsOf(session)).length;
    await open();
    let html = '';
    const statements = await statementsOf(async () => (html = (await open()).text));
    expect(statements, statements.join('\n---\n')).to.have.length.of.at.most(2 + sessionCost);
    expect(html).to.include(`Comment by ${commenters[1]!.name} number 1`);
    expect(html, 'blocked by the viewer').not.to.include(`Comment by ${commenters[0]!.name}`);
    expect(html, 'blocking the viewer').not.to.include(`Comment by ${commenters[2]!.name}`);
    expect(html, 'a reply under a blocked comment goes with it').not.to.include('A reply under the first');
  });

  it('shows the likes and whether the viewer liked the entry and each comment', async () => {
    const { viewer, owner, commenters, entryId, comments, open } = await setUp();
    await testDb()('likes').insert([
      { item_type: 'BlogEntry', item_id: entryId, profile_id: viewer.id },
      { item_type: 'BlogEntry', item_id: entryId, profile_id: commenters[0]!.id },
      { item_type: 'Comment', item_id: comments[1], profile_id: owner.id },
      { item_type: 'Comment', item_id: comments[2], profile_id: viewer.id },
    ]);
    const html = (await open()).text;
    expect(html).to.include('Liked (2)').and.include('Likes: 2</p>');
    const comment = (id: number) => html.slice(html.indexOf(`id="comment-${id}"`)).split('</article>')[0]!;
    expect(comment(comments[1]!)).to.include('Likes: 1').and.include('aria-pressed="false"');
    expect(comment(comments[2]!)).to.include('Likes: 1').and.include('aria-pressed="true"');
    expect(comment(comments[0]!)).to.include('Likes: 0');
  });
});
