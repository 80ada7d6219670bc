import type { Knex } from 'knex';
import { insertProfilesInBulk } from '../../src/modules/accounts/index.ts';
import { entryPath } from '../../src/modules/blogs/index.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';

const authors = 500;
const entries = 10_000;
/** The comment threads seeded on the newest entries, in this order. */
export const threads = [30, 200] as const;

/**
 * The blogs of bench:member (and bench:blogs's list depth): 500 authors (bulk inserted), 10,000 published entries
 * with a tag each, and two threads of 30 and 200 comments (a quarter of them replies) on the newest entries.
 * Needs the schema; answers the two entries' paths and an author's id.
 */
export async function seedBlogs(db: Knex): Promise<{ threads: { comments: number; path: string }[]; authorId: number; seconds: number }> {
  const started = Date.now();
  const authorIds = await insertProfilesInBulk(
    db,
    Array.from({ length: authors }, (_, i) => ({
      name: `BlogAuthor${i + 1}`,
      email: `blog-author-${i + 1}@example.com`,
      passwordHash: null,
      kind: 'Single' as const,
      status: ProfileStatus.Active,
      darkStatus: 0,
      member: true,
      termsVersion: 1,
      forcedValidation: false,
      staffRole: 0,
      language: 'en-GB',
      emailConfirmed: true,
    })),
  );
  const body = 'A walk along the harbour, coffee at ten and a long talk about books, music and the sea. '.repeat(12).trim();
  // One statement: titles, slugs and dates from the series, the authors in turn, newest last.
  await db.raw(
    `insert into blog_entries (owner_id, state, title, slug, body_html, body_text, language, text_config, read_count, published_at, last_activity_at, created_at, updated_at)
     select (?::bigint[])[1 + (g % ?)], 'Published', 'Notes from the harbour, part ' || g, 'notes-from-the-harbour-part-' || g,
            '<p>' || ? || '</p>', ?, 'en-GB', 'english'::regconfig, g % 97,
            now() - (? - g) * interval '50 minutes', now() - (? - g) * interval '50 minutes', now() - (? - g) * interval '50 minutes', now()
     from generate_series(1, ?) g`,
    [authorIds, authors, body, body, entries, entries, entries, entries],
  );
  await db.raw(`insert into blog_entry_tags (entry_id, tag) select id, 'tag' || (id % 50) from blog_entries`);
  const newest = await db('blog_entries').orderBy('id', 'desc').limit(threads.length).select('id', 'slug', 'owner_id');
  for (const [i, count] of threads.entries()) {
    const entry = newest[i]!;
    const replies = Math.round(count / 4);
    const top = count - replies;
    const commenter = (n: number) => authorIds[(n * 7) % authors]!;
    const text = (n: number) => `Comment ${n}: lovely to read, thank you for sharing this. Where was the picture of the boats taken?`;
    const tops = await db('comments')
      .insert(Array.from({ length: top }, (_, n) => ({ subject_type: 'BlogEntry', subject_id: entry.id, author_id: commenter(n), text: text(n), created_at: new Date(Date.now() - (count - n) * 60_000) })))
      .returning('id');
    await db('comments').insert(
      Array.from({ length: replies }, (_, n) => ({ subject_type: 'BlogEntry', subject_id: entry.id, parent_id: Number(tops[n % Math.min(top, 10)]!.id), author_id: commenter(n + top), text: `Reply ${n}: at the old harbour, early in the morning.`, created_at: new Date(Date.now() - (replies - n) * 30_000) })),
    );
    await db('blog_entries').where('id', entry.id).update({ comment_count: count, last_comment_at: db.fn.now(), last_activity_at: db.fn.now() });
  }
  await db.raw('analyze');
  return {
    threads: threads.map((comments, i) => ({ comments, path: entryPath({ id: Number(newest[i]!.id), slug: String(newest[i]!.slug) }) })),
    authorId: Number(newest[0]!.owner_id),
    seconds: (Date.now() - started) / 1000,
  };
}
