import type { Knex } from 'knex';
import { preparedQuery } from '../../../platform/db/prepared.ts';
import { activeBanQuery, banOfRow, publicIdentitiesQuery, toPublicIdentity, type Ban, type PublicIdentity } from '../../accounts/index.ts';
import { commentsSince } from '../../comments/index.ts';
import { likeFiguresSql } from '../../lists/index.ts';
import { profilesVisibleTo, type Sight } from '../../profiles/index.ts';
import { listStateColumns } from '../lists/index.ts';
import { entrySubjectType } from '../subject-type.ts';
import type { EntryState } from './schemas.ts';

/** One blog entry as the entries area reads it (spec §3 blog entry). */
export type Entry = {
  id: number;
  ownerId: number;
  dark: boolean;
  state: EntryState;
  title: string;
  slug: string;
  bodyHtml: string;
  bodyText: string;
  language: string;
  tags: string[];
  /** The owner first, then the confirmed co-authors. */
  authors: number[];
  /** Invited co-authors who have not confirmed yet. */
  invited: number[];
  readCount: number;
  commentCount: number;
  lastCommentAt: Date | null;
  publishedAt: Date | null;
  curatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const date = (v: unknown): Date | null => (v ? new Date(v as string) : null);

const toEntry = (r: Record<string, unknown>, tags: string[], coAuthors: { profileId: number; confirmed: boolean }[]): Entry => ({
  id: Number(r.id),
  ownerId: Number(r.owner_id),
  dark: Boolean(r.dark),
  state: r.state as EntryState,
  title: String(r.title),
  slug: String(r.slug),
  bodyHtml: String(r.body_html),
  bodyText: String(r.body_text),
  language: String(r.language),
  tags,
  authors: [Number(r.owner_id), ...coAuthors.filter((a) => a.confirmed).map((a) => a.profileId)],
  invited: coAuthors.filter((a) => !a.confirmed).map((a) => a.profileId),
  readCount: Number(r.read_count),
  commentCount: Number(r.comment_count),
  lastCommentAt: date(r.last_comment_at),
  publishedAt: date(r.published_at),
  curatedAt: date(r.curated_at),
  createdAt: new Date(r.created_at as string),
  updatedAt: new Date(r.updated_at as string),
});

const entryColumns = ['id', 'owner_id', 'dark', 'state', 'title', 'slug', 'body_html', 'body_text', 'language', 'read_count', 'comment_count', 'last_comment_at', 'published_at', 'curated_at', 'created_at', 'updated_at'];

export async function findEntry(db: Knex, id: number): Promise<Entry | null> {
  const row = await db('blog_entries').where({ id }).first(entryColumns);
  if (!row) return null;
  const [tags, authors] = await Promise.all([
    db('blog_entry_tags').where({ entry_id: id }).orderBy('tag').pluck('tag'),
    db('blog_entry_authors').where({ entry_id: id }).orderBy('created_at').orderBy('profile_id').select('profile_id', 'confirmed_at'),
  ]);
  return toEntry(row, tags.map(String), authors.map((a: Record<string, unknown>) => ({ profileId: Number(a.profile_id), confirmed: a.confirmed_at !== null })));
}

/** The entry page's row: the entry and what the page shows and decides about it for one viewer. */
export type EntryPageRow = {
  entry: Entry;
  /** The owner and confirmed co-authors there are, each with whether the viewer may see them (profiles' rule). */
  authors: { identity: PublicIdentity; visible: boolean }[];
  likes: { count: number; liked: boolean };
  /** The viewer's follow/hide state (all false for a visitor). */
  listState: { followed: boolean; hidden: boolean; followingAuthor: boolean; authorHidden: boolean };
  /** The viewer's Blogs ban, read only when `withBan` (a member: `writesEntries`). */
  ban: Ban | null;
};

/**
 * The entry page's data in ONE statement: the entry, its tags and co-authors, its authors' identities with whether
 * the viewer may see each (profiles' `profilesVisibleTo`, the rule's one home), its likes and the viewer's, the
 * viewer's follow/hide state and (`withBan`) their Blogs ban. Null when there is no such entry.
 */
type EntryPageShape = { dark: boolean; loggedOn: boolean; itemType: string; withBan: boolean };

/** The entry page's statement, compiled once per shape (prepared): the entry id and the viewer are its values. */
const entryPageQuery = preparedQuery<Record<string, unknown>, EntryPageShape>('blogs.entryPage', (db, p, shape) => {
  const viewer: Sight = { profileId: shape.loggedOn ? p(1) : null, site: { dark: shape.dark } };
  const visible = profilesVisibleTo(db, viewer, { self: true });
  const identities = publicIdentitiesQuery(db).whereRaw('profiles.id = e.owner_id or profiles.id in (select a.profile_id from blog_entry_authors a where a.entry_id = e.id and a.confirmed_at is not null)');
  const likes = likeFiguresSql(db, shape.itemType, 'e.id', viewer.profileId);
  const me = viewer.profileId;
  const state: Record<string, Knex.Raw> = me === null ? {} : listStateColumns(db, me, db.raw('e.id'), db.raw('e.owner_id'));
  return db('blog_entries as e')
    .where('e.id', p(0))
    .select(
      ...entryColumns.map((c) => `e.${c}`),
      db.raw(`coalesce((select json_agg(t.tag order by t.tag) from blog_entry_tags t where t.entry_id = e.id), '[]'::json) as tags`),
      db.raw(
        `coalesce((select json_agg(json_build_object('id', a.profile_id, 'confirmed', a.confirmed_at is not null) order by a.created_at, a.profile_id) from blog_entry_authors a where a.entry_id = e.id), '[]'::json) as co_authors`,
      ),
      db.raw(`coalesce((select json_agg(json_build_object('identity', row_to_json(p), 'visible', exists (select 1 from ? v where v.id = p.id))) from ? p), '[]'::json) as identities`, [visible, identities]),
      likes.count.wrap('', ' as like_count'),
      likes.liked.wrap('', ' as liked'),
      ...Object.entries(state).map(([name, sql]) => sql.wrap('', ` as "${name}"`)),
      ...(shape.withBan && me !== null ? [db.raw('(select row_to_json(b) from ? b) as ban', [activeBanQuery(db, me, 'Blogs')])] : []),
    );
});

export async function findEntryPage(db: Knex, id: number, viewer: Sight, itemType: string, withBan: boolean): Promise<EntryPageRow | null> {
  const shape = { dark: viewer.site.dark, loggedOn: viewer.profileId !== null, itemType, withBan };
  const [row] = await entryPageQuery(db, [id, viewer.profileId], shape, JSON.stringify(shape));
  if (!row) return null;
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const coAuthors = json<{ id: number | string; confirmed: boolean }[]>(row.co_authors).map((a) => ({ profileId: Number(a.id), confirmed: a.confirmed }));
  return {
    entry: toEntry(row, json<string[]>(row.tags).map(String), coAuthors),
    authors: json<{ identity: Record<string, unknown>; visible: boolean }[]>(row.identities).map((a) => ({ identity: toPublicIdentity(a.identity), visible: a.visible })),
    likes: { count: Number(row.like_count), liked: row.liked === true },
    listState: { followed: row.followed === true, hidden: row.hidden === true, followingAuthor: row.followingAuthor === true, authorHidden: row.authorHidden === true },
    ban: banOfRow(json<Record<string, unknown> | null>(row.ban ?? null)),
  };
}

export type EntryRow = {
  ownerId: number;
  dark: boolean;
  state: EntryState;
  title: string;
  slug: string;
  bodyHtml: string;
  bodyText: string;
  language: string;
};

const contentOf = (e: Omit<EntryRow, 'ownerId' | 'dark'>, db: Knex) => ({
  state: e.state,
  title: e.title,
  slug: e.slug,
  body_html: e.bodyHtml,
  body_text: e.bodyText,
  language: e.language,
  text_config: db.raw('profile_text_config(?)', [e.language]),
});
const columnsOf = (e: EntryRow, db: Knex) => ({ owner_id: e.ownerId, dark: e.dark, ...contentOf(e, db) });

export async function insertEntry(trx: Knex.Transaction, e: EntryRow): Promise<number> {
  const published = e.state === 'Published';
  const [row] = await trx('blog_entries')
    .insert({ ...columnsOf(e, trx), published_at: published ? trx.fn.now() : null, last_activity_at: trx.fn.now() })
    .returning('id');
  return Number(row.id);
}

/** Updates the entry; the first publishing sets `published_at` (and the activity time lists order by). Answers whether it was first published now. */
export async function updateEntry(trx: Knex.Transaction, id: number, e: Omit<EntryRow, 'ownerId' | 'dark'>): Promise<boolean> {
  const before = await trx('blog_entries').where({ id }).forUpdate().first('published_at');
  const firstPublished = e.state === 'Published' && !before?.published_at;
  const columns = contentOf(e, trx);
  await trx('blog_entries')
    .where({ id })
    .update({ ...columns, updated_at: trx.fn.now(), ...(firstPublished ? { published_at: trx.fn.now(), last_activity_at: trx.fn.now() } : {}) });
  return firstPublished;
}

export async function replaceTags(trx: Knex.Transaction, entryId: number, tags: readonly string[]): Promise<void> {
  await trx('blog_entry_tags').where({ entry_id: entryId }).delete();
  if (tags.length) await trx('blog_entry_tags').insert(tags.map((tag) => ({ entry_id: entryId, tag })));
}

/** Sets the invited co-authors: those left out go, new ones are invited (unconfirmed); answers the newly invited. */
export async function replaceCoAuthors(trx: Knex.Transaction, entryId: number, ids: readonly number[]): Promise<number[]> {
  const current = (await trx('blog_entry_authors').where({ entry_id: entryId }).pluck('profile_id')).map(Number);
  const gone = current.filter((id) => !ids.includes(id));
  const added = ids.filter((id) => !current.includes(id));
  if (gone.length) await trx('blog_entry_authors').where({ entry_id: entryId }).whereIn('profile_id', gone).delete();
  if (added.length) await trx('blog_entry_authors').insert(added.map((profile_id) => ({ entry_id: entryId, profile_id })));
  return added;
}

export async function confirmCoAuthor(db: Knex, entryId: number, profileId: number): Promise<boolean> {
  const n = await db('blog_entry_authors').where({ entry_id: entryId, profile_id: profileId }).whereNull('confirmed_at').update({ confirmed_at: db.fn.now() });
  return n > 0;
}

export const deleteEntry = (trx: Knex.Transaction, id: number) => trx('blog_entries').where({ id }).delete();

/** Entries the owner started since `since` (the daily cap). */
export async function startedSince(db: Knex, ownerId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const row = await db('blog_entries').where({ owner_id: ownerId }).where('created_at', '>', since).first(db.raw('count(*) as n'), db.raw('min(created_at) as oldest'));
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Members who read the entry today or yesterday (UTC days, as counted), at most `limit`. */
export async function recentReaders(db: Knex, entryId: number, limit: number): Promise<number[]> {
  const rows = await db('blog_entry_reads').where({ entry_id: entryId }).where('day', '>=', db.raw('current_date - 1')).distinct('profile_id').limit(limit);
  return rows.map((r: { profile_id: string | number }) => Number(r.profile_id));
}

/** Counts one read by `profileId` today (UTC day); answers whether it was the first today. */
export async function countRead(db: Knex, entryId: number, profileId: number): Promise<boolean> {
  // One statement: the day's read row and the count move together, or neither (a second read that day).
  const { rows } = await db.raw(
    `with read as (insert into blog_entry_reads (entry_id, profile_id, day) values (?, ?, current_date) on conflict do nothing returning entry_id)
     update blog_entries set read_count = read_count + 1 where id in (select entry_id from read) returning id`,
    [entryId, profileId],
  );
  return rows.length > 0;
}

/** Keeps the entry's comment figures with its comments (the comments module calls it in the comment's transaction). */
export async function refreshCommentFigures(trx: Knex.Transaction, entryId: number): Promise<void> {
  const figures = trx.from(commentsSince(trx, entrySubjectType, null).as('c')).where('c.subject_id', entryId).select(trx.raw('count(*)::int as n'), trx.raw('max(c.created_at) as last'));
  await trx.raw(
    `update blog_entries e set comment_count = c.n, last_comment_at = c.last,
       last_activity_at = greatest(coalesce(e.published_at, e.created_at), coalesce(c.last, e.created_at))
     from ? c where e.id = ?`,
    [figures, entryId],
  );
}

/** The owner and confirmed co-authors of an entry. */
export async function entryAuthorIds(db: Knex, entryId: number): Promise<number[]> {
  const owner = await db('blog_entries').where({ id: entryId }).first('owner_id');
  if (!owner) return [];
  const co = await db('blog_entry_authors').where({ entry_id: entryId }).whereNotNull('confirmed_at').pluck('profile_id');
  return [Number(owner.owner_id), ...co.map(Number)];
}

/** Who follows the entry (its new comments). */
export const entryFollowerIds = async (db: Knex, entryId: number): Promise<number[]> =>
  (await db('blog_entry_follows').where({ entry_id: entryId }).pluck('profile_id')).map(Number);

export async function hiddenByViewer(db: Knex, viewerId: number, entryId: number, ownerId: number): Promise<boolean> {
  const { rows } = await db.raw(
    `select exists (select 1 from blog_entry_hides where profile_id = ? and entry_id = ?) or exists (select 1 from blog_author_hides where profile_id = ? and author_id = ?) as hidden`,
    [viewerId, entryId, viewerId, ownerId],
  );
  return Boolean(rows[0]?.hidden);
}

/** Of `profileIds`, those who hid the entry or its owner. */
export async function hidingAmong(db: Knex, profileIds: readonly number[], entryId: number, ownerId: number): Promise<Set<number>> {
  const [entries, authors] = await Promise.all([
    db('blog_entry_hides').where({ entry_id: entryId }).whereIn('profile_id', profileIds as number[]).pluck('profile_id'),
    db('blog_author_hides').where({ author_id: ownerId }).whereIn('profile_id', profileIds as number[]).pluck('profile_id'),
  ]);
  return new Set([...entries, ...authors].map(Number));
}
