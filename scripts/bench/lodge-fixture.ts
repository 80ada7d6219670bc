import type { Knex } from 'knex';

const members = 500;
const entries = 200;
const comments = 200;
const otherLodges = 50;

/**
 * The lodges of bench:member: one lodge of 500 members (the paying bench member among them) with four debate
 * categories, 200 debate entries (one pinned) and 200 comments (a quarter of them replies) on the entry with the
 * latest activity, and 50 other lodges for the lists. Rows go straight into the tables (a bench fixture: the
 * module's own writes are under test elsewhere). `profiles`: the demo profiles' id range the members come from.
 * Answers the lodge's id and the topic's path.
 */
export async function seedLodges(db: Knex, memberId: number, profiles: { first: number; last: number }): Promise<{ lodgeId: number; topicPath: string; seconds: number }> {
  const started = Date.now();
  const category = await db('lodge_categories').orderBy('sort').first('id');
  const ownerId = profiles.first;
  const [lodge] = await db('lodges')
    .insert({ name: 'Harbour walkers', description: 'We walk by the sea every Saturday, then coffee. '.repeat(4).trim(), category_id: category.id, tags: ['walks', 'harbour', 'coffee'], member_count: members, created_by: ownerId })
    .returning('id');
  const lodgeId = Number(lodge.id);
  // The owner, the bench member and 498 more demo profiles, one statement.
  await db.raw(
    `insert into lodge_members (lodge_id, profile_id, role, joined_at)
     select ?, p, case when p = ? then 'Owner' else 'Member' end, now() - (p % 300) * interval '1 day'
     from (select ?::bigint as p union select g from generate_series(?::bigint, ?::bigint) g) s`,
    [lodgeId, ownerId, memberId, ownerId, Math.min(profiles.last, ownerId + members - 2)],
  );
  await db('lodges').where({ id: lodgeId }).update({ member_count: db('lodge_members').where({ lodge_id: lodgeId }).count('*') });
  await db.raw(
    `insert into lodges (name, description, category_id, member_count, created_by, created_at, last_activity_at)
     select 'Lodge number ' || g, 'Friends of the number ' || g || ', meeting now and then.', ?, 1 + (g * 7) % 120, ?, now() - g * interval '3 hours', now() - g * interval '1 hour'
     from generate_series(1, ?) g`,
    [category.id, ownerId, otherLodges],
  );
  await db.raw(`insert into lodge_members (lodge_id, profile_id, role, joined_at) select id, ?, 'Owner', created_at from lodges where id <> ?`, [ownerId, lodgeId]);
  const categoryIds = (
    await db('lodge_debate_categories')
      .insert(['Routes', 'Gear', 'Coffee', 'Other'].map((name, i) => ({ lodge_id: lodgeId, name, sort: i + 1 })))
      .returning('id')
  ).map((r: { id: unknown }) => Number(r.id));
  const body = 'Which way shall we take on Saturday: along the cliffs or by the old harbour? Bring ideas and a thermos. '.repeat(6).trim();
  await db.raw(
    `insert into lodge_debate_entries (lodge_id, category_id, author_id, title, body_html, body_text, pinned, view_count, created_at, activity_at, updated_at)
     select ?, (?::bigint[])[1 + (g % 4)], ? + (g * 7) % ?, 'A question for the walkers, number ' || g, '<p>' || ? || '</p>', ?, g = 1, g % 61,
            now() - (? - g) * interval '90 minutes', now() - (? - g) * interval '90 minutes', now()
     from generate_series(1, ?) g`,
    [lodgeId, categoryIds, ownerId, members - 2, body, body, entries, entries, entries],
  );
  const topic = await db('lodge_debate_entries').where({ lodge_id: lodgeId, pinned: false }).orderBy('id', 'desc').first('id');
  const replies = Math.round(comments / 4);
  const top = comments - replies;
  const commenter = (n: number) => ownerId + ((n * 7) % (members - 2));
  const tops = await db('comments')
    .insert(Array.from({ length: top }, (_, n) => ({ subject_type: 'lodgeDebateEntry', subject_id: topic.id, author_id: commenter(n), text: `Comment ${n}: the cliffs, if the wind allows. I will bring the coffee.`, created_at: new Date(Date.now() - (comments - n) * 60_000) })))
    .returning('id');
  await db('comments').insert(
    Array.from({ length: replies }, (_, n) => ({ subject_type: 'lodgeDebateEntry', subject_id: topic.id, parent_id: Number(tops[n % Math.min(top, 10)]!.id), author_id: commenter(n + top), text: `Reply ${n}: agreed, ten o'clock at the harbour.`, created_at: new Date(Date.now() - (replies - n) * 30_000) })),
  );
  await db('lodge_debate_entries').where({ id: topic.id }).update({ comment_count: comments, last_comment_at: db.fn.now(), activity_at: db.fn.now() });
  await db.raw('analyze');
  return { lodgeId, topicPath: `/Community/Lodges/Lodge/${lodgeId}/Debate/Topic/${topic.id}`, seconds: (Date.now() - started) / 1000 };
}
