import type { Knex } from 'knex';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { publicIdentitiesQuery, toPublicIdentity, type PublicIdentity } from '../accounts/index.ts';
import { likeFiguresSql } from '../lists/index.ts';
import { hiddenFor, profilesVisibleTo, type Sight } from '../profiles/index.ts';

export type CommentRow = {
  id: number;
  subjectType: string;
  subjectId: number;
  parentId: number | null;
  authorId: number | null;
  text: string;
  createdAt: Date;
  editedAt: Date | null;
  removedAt: Date | null;
};

const toComment = (r: Record<string, unknown>): CommentRow => ({
  id: Number(r.id),
  subjectType: String(r.subject_type),
  subjectId: Number(r.subject_id),
  parentId: r.parent_id == null ? null : Number(r.parent_id),
  authorId: r.author_id == null ? null : Number(r.author_id),
  text: String(r.text),
  createdAt: new Date(r.created_at as string),
  editedAt: r.edited_at ? new Date(r.edited_at as string) : null,
  removedAt: r.removed_at ? new Date(r.removed_at as string) : null,
});

/**
 * Leaves out comments by a profile blocked either way with the viewer (profiles' `hiddenFor`), in the SQL before
 * paging; a deleted profile's comments (author null) stay. A visitor sees every comment. On the dark site only
 * comments by profiles the viewer may see there (profiles' rule: a member whose dark status ended is gone).
 */
function notHidden(query: Knex.QueryBuilder, db: Knex, viewer: Sight, column = 'author_id'): Knex.QueryBuilder {
  if (viewer.site.dark) return query.where((q) => q.whereNull(column).orWhereIn(column, profilesVisibleTo(db, viewer, { self: true })));
  const viewerId = viewer.profileId;
  if (viewerId === null) return query;
  return query.where((q) => q.whereNull(column).orWhereNotIn(column, hiddenFor(db, viewerId)));
}

const threadOf = (db: Knex, subjectType: string, subjectId: number) => db('comments').where({ subject_type: subjectType, subject_id: subjectId });

export async function findComment(db: Knex, id: number): Promise<CommentRow | null> {
  const row = await db('comments').where({ id }).first();
  return row ? toComment(row) : null;
}

/** A comment of a thread page with what its view shows: its author's identity, its likes and the viewer's. */
export type ThreadRow = CommentRow & { author: PublicIdentity | null; likes: { count: number; liked: boolean }; repliesSeen: number };

const commentColumns = ['id', 'subject_type', 'subject_id', 'parent_id', 'author_id', 'text', 'created_at', 'edited_at', 'removed_at'];

/**
 * A page of a subject's thread in ONE statement: `take` top-level comments after `after` (by id), the first
 * `perParent` replies of the first `shown` of them with how many replies of each the viewer sees (a window over the
 * same rows), each comment's author identity and likes (and whether the viewer liked it), and the thread's heading
 * count, all with the block rule between viewer and author (`notHidden`, profiles' fragment) in the SQL before
 * paging. `perParent` 0: no replies (a one-layered thread).
 */
type ThreadShape = { take: number; shown: number; perParent: number; likeType: string; dark: boolean; loggedOn: boolean; after: boolean };

/** The thread page's statement, compiled once per shape (prepared): the subject, `after` and the viewer are its values. */
const threadPageQuery = preparedQuery<Record<string, unknown>, ThreadShape>('comments.thread', (db, p, page) => {
  const viewer: Sight = { profileId: page.loggedOn ? p(3) : null, site: { dark: page.dark } };
  const thread = () => threadOf(db, p<string>(0), p(1));
  const top = notHidden(thread().whereNull('parent_id'), db, viewer);
  if (page.after) top.where('id', '>', p(2));
  top.orderBy('id').limit(page.take).select(...commentColumns.map((c) => `comments.${c}`), db.raw('0::bigint as seen'));
  const total = notHidden(thread().whereNull('removed_at'), db, viewer).select(db.raw('count(*)::int as n'));
  const rows = db.from('top').select('*');
  if (page.perParent > 0) {
    const shownIds = db.from('top').orderBy('id').limit(page.shown).select('id');
    const ranked = notHidden(db('comments').whereIn('parent_id', shownIds), db, viewer).select(
      ...commentColumns.map((c) => `comments.${c}`),
      db.raw('row_number() over (partition by parent_id order by id) as rank'),
      db.raw('count(*) over (partition by parent_id) as seen'),
    );
    rows.unionAll(db.from(ranked.as('r')).where('r.rank', '<=', page.perParent).select(...commentColumns.map((c) => `r.${c}`), 'r.seen'), true);
  }
  const likes = likeFiguresSql(db, page.likeType, 'c.id', viewer.profileId);
  const author = publicIdentitiesQuery(db).whereRaw('profiles.id = c.author_id');
  return db
    .with('top', top)
    .from(total.as('t'))
    .leftJoin(rows.as('c'), db.raw('true'))
    .select('t.n as total', 'c.*', db.raw('(select row_to_json(a) from ? a) as author', [author]), likes.count.wrap('', ' as like_count'), likes.liked.wrap('', ' as liked'))
    .orderByRaw('c.parent_id nulls first, c.id');
});

export async function findThreadPage(
  db: Knex,
  subject: { subjectType: string; subjectId: number },
  viewer: Sight,
  page: { after: number | null; take: number; shown: number; perParent: number; likeType: string },
): Promise<{ top: ThreadRow[]; replies: ThreadRow[]; total: number }> {
  const shape: ThreadShape = { take: page.take, shown: page.shown, perParent: page.perParent, likeType: page.likeType, dark: viewer.site.dark, loggedOn: viewer.profileId !== null, after: page.after !== null };
  const result = await threadPageQuery(db, [subject.subjectType, subject.subjectId, page.after, viewer.profileId], shape, JSON.stringify(shape));
  const all: ThreadRow[] = result.flatMap((r) =>
    r.id == null
      ? []
      : [{ ...toComment(r), author: r.author ? toPublicIdentity(r.author as Record<string, unknown>) : null, likes: { count: Number(r.like_count), liked: r.liked === true }, repliesSeen: Number(r.seen) }],
  );
  return { top: all.filter((c) => c.parentId === null), replies: all.filter((c) => c.parentId !== null), total: Number(result[0]?.total ?? 0) };
}

/** One comment's replies after `after`, oldest first: `take` of them. */
export async function findReplies(db: Knex, parentId: number, viewer: Sight, after: number | null, take: number): Promise<CommentRow[]> {
  const query = notHidden(db('comments').where({ parent_id: parentId }), db, viewer);
  if (after !== null) query.where('id', '>', after);
  return (await query.orderBy('id').limit(take)).map(toComment);
}

export async function insertComment(db: Knex, c: { subjectType: string; subjectId: number; parentId: number | null; authorId: number; text: string }): Promise<CommentRow> {
  const [row] = await db('comments')
    .insert({ subject_type: c.subjectType, subject_id: c.subjectId, parent_id: c.parentId, author_id: c.authorId, text: c.text })
    .returning('*');
  return toComment(row);
}

export async function updateText(db: Knex, id: number, text: string): Promise<CommentRow> {
  const [row] = await db('comments').where({ id }).update({ text, edited_at: db.fn.now() }).returning('*');
  return toComment(row);
}

/** A comment with replies becomes a placeholder: its text blanked, the replies stay under it. */
export async function markRemoved(db: Knex, id: number): Promise<void> {
  await db('comments').where({ id }).update({ text: '', removed_at: db.fn.now() });
}

export async function deleteComments(db: Knex, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db('comments').whereIn('id', ids as number[]).delete();
}

/** Every reply of a comment, whoever wrote it (for deleting: counts and their likes). */
export async function replyIdsOf(db: Knex, parentId: number): Promise<number[]> {
  return (await db('comments').where({ parent_id: parentId }).pluck('id')).map(Number);
}

/** The author's comments since `since` (all subjects): the per-minute budget, and when the oldest leaves it. */
export async function writtenSince(db: Knex, authorId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const row = await db('comments').where({ author_id: authorId }).where('created_at', '>', since).count('* as n').min('created_at as oldest').first();
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest as string) : null };
}

/** Who wrote in a subject's thread (not deleted profiles): the realtime fan-out. */
export async function participants(db: Knex, subjectType: string, subjectId: number): Promise<number[]> {
  return (await threadOf(db, subjectType, subjectId).whereNotNull('author_id').distinct('author_id').pluck('author_id')).map(Number);
}

/** Every comment (replies too) on these subjects. */
export const commentIdsOn = async (db: Knex, subjectType: string, subjectIds: readonly number[]): Promise<number[]> =>
  (await db('comments').where({ subject_type: subjectType }).whereIn('subject_id', subjectIds as number[]).pluck('id')).map(Number);

/** Deletes every comment on these subjects (replies first: they point at their parents). */
export async function deleteCommentsOn(db: Knex, subjectType: string, subjectIds: readonly number[]): Promise<void> {
  const on = () => db('comments').where({ subject_type: subjectType }).whereIn('subject_id', subjectIds as number[]);
  await on().whereNotNull('parent_id').delete();
  await on().delete();
}

// ---- fragments for the subject modules' lists (blogs' "commented by me", "most commented since")

/** Subquery: the subject ids of `subjectType` that `authorId` commented on (placeholders left out). */
export const commentedSubjectIds = (db: Knex, subjectType: string, authorId: number) =>
  db('comments').where({ subject_type: subjectType, author_id: authorId }).whereNull('removed_at').distinct('subject_id');

/** Subquery `subject_id, count`: comments (not removed) on each subject of the type since `since` (all when null). */
export function commentCountsSince(db: Knex, subjectType: string, since: Date | null): Knex.QueryBuilder {
  const query = db('comments').where({ subject_type: subjectType }).whereNull('removed_at');
  if (since) query.where('created_at', '>=', since);
  return query.groupBy('subject_id').select('subject_id', db.raw('count(*)::int as count'));
}

/** Subquery: the comments (id, subject_id, author_id, created_at) of the type since `since`, not removed. */
export function commentsSince(db: Knex, subjectType: string, since: Date | null): Knex.QueryBuilder {
  const query = db('comments').where({ subject_type: subjectType }).whereNull('removed_at');
  if (since) query.where('created_at', '>=', since);
  return query.select('id', 'subject_id', 'author_id', 'created_at');
}
