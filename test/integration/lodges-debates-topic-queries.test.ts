import { expect } from 'chai';
import request from 'supertest';
import { buildMember, loggedOnAs } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';
import { countingStatements } from '../support/statements.ts';
import { insertDebateEntry, insertLodge, joinLodge } from '../support/lodges-debates.ts';
import { cookieOf } from '../support/sse.ts';

/**
 * A member's view of a debate topic with 200 comments costs two statements after the session (the entry with its
 * lodge, the viewer's role, categories, author, follow and today's view; and the thread's one statement), three
 * on the first view of the day (the view count's one write). The Debate tab costs two as well (the lodge with its
 * categories, the page of entries). Counted with knex's 'query' event, less what the session costs (a page of this
 * test that only asks for the logged-on member, with the same cookie).
 */
describe('the debate topic page in two statements (issue 33 item 3)', () => {
  const counting = countingStatements('debates');
  const { statementsOf } = counting;

  async function setUp() {
    const owner = await buildMember({ member: true });
    const viewer = await buildMember({ member: true });
    const commenters = await Promise.all([1, 2, 3, 4, 5].map(() => buildMember({ member: true })));
    const lodgeId = await insertLodge(owner.id);
    for (const p of [viewer, ...commenters]) await joinLodge(lodgeId, p.id);
    await testDb()('lodge_debate_categories').insert([{ lodge_id: lodgeId, name: 'Routes', sort: 1 }, { lodge_id: lodgeId, name: 'Gear', sort: 2 }]);
    const entryId = await insertDebateEntry(lodgeId, owner.id, { title: 'Two hundred opinions' });
    const start = Date.now() - 300 * 60_000;
    await testDb()('comments').insert(
      Array.from({ length: 200 }, (_, i) => ({ subject_type: 'lodgeDebateEntry', subject_id: entryId, author_id: commenters[i % 5]!.id, text: `Opinion number ${i}`, created_at: new Date(start + i * 60_000) })),
    );
    const top = await testDb()('comments').where({ subject_type: 'lodgeDebateEntry', subject_id: entryId }).orderBy('id').limit(3).pluck('id');
    await testDb()('comments').insert(top.map((parentId: number, i: number) => ({ subject_type: 'lodgeDebateEntry', subject_id: entryId, parent_id: parentId, author_id: commenters[i]!.id, text: `A reply ${i}` })));
    await testDb()('lodge_debate_entries').where({ id: entryId }).update({ comment_count: 203 });
    const cookie = cookieOf(await loggedOnAs(viewer, { app: counting.app }));
    const path = `/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${entryId}`;
    const open = () => request(counting.app).get(path).set('Cookie', cookie).expect(200);
    const session = () => request(counting.app).get(counting.sessionPath(entryId)).set('Cookie', cookie).expect(200);
    return { lodgeId, entryId, cookie, open, session };
  }

  it('reads the entry in one statement and the thread in one more; the first view of the day writes the count once', async () => {
    const { entryId, open, session } = await setUp();
    await session();
    const sessionCost = (await statementsOf(session)).length;
    let html = '';
    const first = await statementsOf(async () => (html = (await open()).text));
    const second = await statementsOf(open);
    const third = await statementsOf(open);
    expect(first, first.join('\n---\n')).to.have.length.of.at.most(3 + sessionCost);
    expect(first.filter((sql) => /lodge_debate_views/.test(sql) && /insert/i.test(sql)), 'the view written once').to.have.length(1);
    for (const view of [second, third]) {
      expect(view, view.join('\n---\n')).to.have.length.of.at.most(2 + sessionCost);
      expect(view.filter((sql) => /^\s*(insert|update|delete)\b|lodge_debate_views \(/i.test(sql)), 'no write on a later view').to.deep.equal([]);
    }
    expect(html).to.include('Two hundred opinions').and.include('Opinion number 0').and.include('A reply 0');
    expect((await testDb()('lodge_debate_entries').where({ id: entryId }).first('view_count')).view_count).to.equal(1);
  });

  it('shows the Debate tab in two statements too', async () => {
    const { lodgeId, cookie, session } = await setUp();
    await session();
    const sessionCost = (await statementsOf(session)).length;
    const tab = () => request(counting.app).get(`/Community/Lodges/Lodge/${lodgeId}/Debate`).set('Cookie', cookie).expect(200);
    await tab();
    const statements = await statementsOf(tab);
    expect(statements, statements.join('\n---\n')).to.have.length.of.at.most(2 + sessionCost);
  });
});
