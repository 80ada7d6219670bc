import { slugOf } from '../../src/modules/blogs/index.ts';
import { testDb } from './context.ts';

export type TestEntry = {
  ownerId: number;
  dark?: boolean;
  state?: 'Draft' | 'Published';
  title?: string;
  body?: string;
  tags?: string[];
  publishedAt?: Date;
  language?: 'en-GB' | 'da-DK' | 'nb-NO' | 'sv-SE';
  readCount?: number;
  commentCount?: number;
  curatedAt?: Date | null;
};

let n = 0;
/** An entry straight in the tables (blogs' lists tests: many entries, exact dates); returns its id. */
export async function insertEntry(entry: TestEntry): Promise<number> {
  const db = testDb();
  const title = entry.title ?? `Entry ${++n}`;
  const state = entry.state ?? 'Published';
  const published = state === 'Published' ? (entry.publishedAt ?? new Date()) : null;
  const language = entry.language ?? 'en-GB';
  const body = entry.body ?? `Some words about ${title}.`;
  const [row] = await db('blog_entries')
    .insert({
      owner_id: entry.ownerId,
      dark: entry.dark ?? false,
      state,
      title,
      slug: slugOf(title),
      body_html: `<p>${body}</p>`,
      body_text: body,
      language,
      text_config: db.raw('profile_text_config(?)', [language]),
      published_at: published,
      last_activity_at: published ?? new Date(),
      read_count: entry.readCount ?? 0,
      comment_count: entry.commentCount ?? 0,
      curated_at: entry.curatedAt ?? null,
    })
    .returning('id');
  const id = Number(row.id);
  if (entry.tags?.length) await db('blog_entry_tags').insert(entry.tags.map((tag) => ({ entry_id: id, tag })));
  return id;
}

/** A comment straight in the table (what the comments module writes), moving the entry's counters as blogs does. */
export async function insertComment(entryId: number, authorId: number, text = 'A comment', createdAt = new Date()): Promise<number> {
  const db = testDb();
  const [row] = await db('comments').insert({ subject_type: 'BlogEntry', subject_id: entryId, author_id: authorId, text, created_at: createdAt }).returning('id');
  await db('blog_entries').where('id', entryId).increment('comment_count', 1).update({ last_comment_at: createdAt, last_activity_at: createdAt });
  return Number(row.id);
}

/** A Live picture in a new album of `profileId`, straight in the tables; answers its file's address as entries use it. */
export async function albumPicture(profileId: number): Promise<{ id: number; src: string }> {
  const db = testDb();
  const [album] = await db('media_albums').insert({ profile_id: profileId, kind: 'Ordinary', name: 'Fjords' }).returning('id');
  const hash = Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32);
  const [row] = await db('media')
    .insert({ profile_id: profileId, album_id: album.id, type: 'Picture', status: 'Live', width: 1200, height: 800, variants: { 'w1200.jpg': `pictures/${hash}.jpg`, 'w1200.webp': `pictures/${hash}.webp` } })
    .returning('id');
  return { id: Number(row.id), src: `/media/${row.id}/${hash}.jpg` };
}
