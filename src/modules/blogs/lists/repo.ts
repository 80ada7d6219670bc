import type { Knex } from 'knex';
import { publicIdentitiesQuery } from '../../accounts/index.ts';
import { hiddenFor, profilesVisibleTo } from '../../profiles/index.ts';
import { commentCountsSince, commentedSubjectIds, commentsSince } from '../../comments/index.ts';
import { profileSightOf, whereEntryReadable, type EntrySight } from '../visibility.ts';
import { excerptOf } from '../excerpt.ts';
import { mapPage, pageByKey, type KeyedPage, type PageStart, type SortKey } from '../../../platform/db/keyset.ts';
import { entrySubjectType } from '../subject-type.ts';

/** One entry as a list shows it (the card). */
export type EntryCardRow = {
  id: number;
  ownerId: number;
  title: string;
  slug: string;
  state: 'Draft' | 'Published';
  excerpt: string;
  readCount: number;
  commentCount: number;
  publishedAt: Date | null;
  createdAt: Date;
  curatedAt: Date | null;
  lastCommentAt: Date | null;
  tags: string[];
  coAuthorIds: number[];
  /** The owner's name (accounts' public identity), read with the entry so a list needs no second statement for it. */
  ownerName: string;
};

const cardColumns = (db: Knex, alias = 'e') => [
  `${alias}.id`,
  `${alias}.owner_id`,
  `${alias}.title`,
  `${alias}.slug`,
  `${alias}.state`,
  db.raw(`left(${alias}.body_text, 400) as excerpt`),
  `${alias}.read_count`,
  `${alias}.comment_count`,
  `${alias}.published_at`,
  `${alias}.created_at`,
  `${alias}.curated_at`,
  `${alias}.last_comment_at`,
  db.raw(`coalesce((select array_agg(t.tag order by t.tag) from blog_entry_tags t where t.entry_id = ${alias}.id), '{}') as tags`),
  db.raw(`coalesce((select array_agg(a.profile_id order by a.created_at) from blog_entry_authors a where a.entry_id = ${alias}.id and a.confirmed_at is not null), '{}') as co_author_ids`),
  db.raw(`(select o.name from (?) o where o.id = ${alias}.owner_id) as owner_name`, [publicIdentitiesQuery(db)]),
];

type RawCard = Record<string, unknown>;
const date = (v: unknown): Date | null => (v == null ? null : new Date(v as string));
const toCard = (r: RawCard): EntryCardRow => ({
  id: Number(r.id),
  ownerId: Number(r.owner_id),
  title: String(r.title),
  slug: String(r.slug),
  state: r.state as EntryCardRow['state'],
  excerpt: excerptOf(String(r.excerpt ?? '')),
  readCount: Number(r.read_count),
  commentCount: Number(r.comment_count),
  publishedAt: date(r.published_at),
  createdAt: new Date(r.created_at as string),
  curatedAt: date(r.curated_at),
  lastCommentAt: date(r.last_comment_at),
  tags: (r.tags as string[] | null) ?? [],
  coAuthorIds: ((r.co_author_ids as (string | number)[] | null) ?? []).map(Number),
  ownerName: String(r.owner_name ?? ''),
});

export type Page<T> = KeyedPage<T>;
async function paged(db: Knex, query: Knex.QueryBuilder, keys: SortKey[], start: PageStart, take: number): Promise<Page<EntryCardRow>> {
  const page = await pageByKey(db, query, [...keys, byId], start, take);
  return mapPage(page, page.items.map(toCard));
}

/** The sort keys (largest first; the entry's id breaks ties). A key that may be null counts as the epoch: last. */
const byId: SortKey = { sql: 'e.id', type: 'bigint' };
const at = (column: string): SortKey => ({ sql: column, type: 'timestamptz' });
const atOrLast = (column: string): SortKey => ({ sql: `coalesce(${column}, 'epoch'::timestamptz)`, type: 'timestamptz' });
const count = (column: string): SortKey => ({ sql: column, type: 'bigint' });

/** Readable entries (the one rule, in SQL) with the card's columns. */
const readable = (db: Knex, sight: EntrySight) => whereEntryReadable(db('blog_entries as e').select(cardColumns(db)), db, sight);

/** The words of a search match the entry's title and text in the entry's own language (the GIN index's expression). */
const matching = (db: Knex, q: Knex.QueryBuilder, text: string) =>
  q.whereRaw(`to_tsvector(e.text_config, e.title || ' ' || e.body_text) @@ websearch_to_tsquery(e.text_config, ?)`, [text]);

export type AllOptions = { sortByActivity: boolean; tag?: string | undefined; text?: string | undefined };
export function allEntries(db: Knex, sight: EntrySight, options: AllOptions, start: PageStart, take: number) {
  const q = readable(db, sight);
  if (options.tag) q.whereExists(db('blog_entry_tags as t').whereRaw('t.entry_id = e.id').where('t.tag', options.tag));
  if (options.text) matching(db, q, options.text);
  return paged(db, q, [at(options.sortByActivity ? 'e.last_activity_at' : 'e.published_at')], start, take);
}

/** Entries the viewer commented on, the latest comment first. */
export function commentedEntries(db: Knex, sight: EntrySight & { viewerId: number }, start: PageStart, take: number) {
  const q = readable(db, sight).whereIn('e.id', commentedSubjectIds(db, entrySubjectType, sight.viewerId));
  return paged(db, q, [atOrLast('e.last_comment_at')], start, take);
}

/** Most read in the period (reads counted per member and day), or in all time (the entry's read count). */
export function mostRead(db: Knex, sight: EntrySight, since: Date | null, start: PageStart, take: number) {
  const q = readable(db, sight);
  if (!since) return paged(db, q.where('e.read_count', '>', 0), [count('e.read_count')], start, take);
  const reads = db('blog_entry_reads').where('day', '>=', since.toISOString().slice(0, 10)).groupBy('entry_id').select('entry_id', db.raw('count(*)::int as n')).as('r');
  return paged(db, q.join(reads, 'r.entry_id', 'e.id'), [count('r.n')], start, take);
}

/** Most commented in the period (comments not removed), or in all time. */
export function mostCommented(db: Knex, sight: EntrySight, since: Date | null, start: PageStart, take: number) {
  const q = readable(db, sight);
  if (!since) return paged(db, q.where('e.comment_count', '>', 0), [count('e.comment_count')], start, take);
  return paged(db, q.join(commentCountsSince(db, entrySubjectType, since).as('c'), 'c.subject_id', 'e.id'), [count('c.count')], start, take);
}

/** Curated entries, the latest curated first (within the period when one is given). */
export function curatedEntries(db: Knex, sight: EntrySight, since: Date | null, start: PageStart, take: number) {
  const q = readable(db, sight).whereNotNull('e.curated_at');
  if (since) q.where('e.curated_at', '>=', since);
  return paged(db, q, [at('e.curated_at')], start, take);
}

/** The member's own entries (owner or confirmed co-author), drafts too, on this site. */
export function ownEntries(db: Knex, viewerId: number, dark: boolean, byCommentDate: boolean, start: PageStart, take: number) {
  const q = db('blog_entries as e')
    .select(cardColumns(db))
    .where('e.dark', dark)
    .where((w) => w.where('e.owner_id', viewerId).orWhereIn('e.id', db('blog_entry_authors').where('profile_id', viewerId).whereNotNull('confirmed_at').select('entry_id')));
  return paged(db, q, [...(byCommentDate ? [atOrLast('e.last_comment_at')] : []), at('e.created_at')], start, take);
}

export function followedEntries(db: Knex, sight: EntrySight & { viewerId: number }, sortByActivity: boolean, start: PageStart, take: number) {
  const q = readable(db, sight).join('blog_entry_follows as f', (j) => j.on('f.entry_id', 'e.id').andOnVal('f.profile_id', sight.viewerId));
  return paged(db, q, [at(sortByActivity ? 'e.last_activity_at' : 'f.created_at')], start, take);
}

export function fromFollowedAuthors(db: Knex, sight: EntrySight & { viewerId: number }, sortByActivity: boolean, start: PageStart, take: number) {
  const q = readable(db, sight).whereIn('e.owner_id', db('blog_author_follows').where('profile_id', sight.viewerId).select('author_id'));
  return paged(db, q, [at(sortByActivity ? 'e.last_activity_at' : 'e.published_at')], start, take);
}

/**
 * The entries the viewer hid (published, on this site, by a profile the viewer may see): the one list the rule's
 * "not hidden" part is left out of, so an entry can be shown again.
 */
export function hiddenEntries(db: Knex, sight: EntrySight & { viewerId: number }, start: PageStart, take: number) {
  const q = whereEntryReadable(db('blog_entries as e').select(cardColumns(db)), db, { viewerId: null, dark: sight.dark })
    .whereIn('e.owner_id', profilesVisibleTo(db, profileSightOf(sight), { self: true }))
    .join('blog_entry_hides as h', (j) => j.on('h.entry_id', 'e.id').andOnVal('h.profile_id', sight.viewerId));
  return paged(db, q, [at('h.created_at')], start, take);
}

/** A profile's published entries the viewer may read (the Blog tab, GetProfileBlogEntries). */
export function profileEntries(db: Knex, sight: EntrySight, profileId: number, text: string | undefined, start: PageStart, take: number, site?: { dark: boolean }) {
  const q = readable(db, sight).where('e.owner_id', profileId);
  // The entries of the site asked about (readable already keeps the viewer's own): another site's asks for none.
  if (site) q.where('e.dark', site.dark);
  if (text) matching(db, q, text);
  return paged(db, q, [at('e.published_at')], start, take);
}

/** Published regular-site entries for search engines (/Blog, the sitemap): what a visitor may read. */
export function publicEntries(db: Knex, start: PageStart, take: number) {
  return paged(db, readable(db, { viewerId: null, dark: false }), [at('e.published_at')], start, take);
}

export async function publicEntryLinks(db: Knex, limit: number): Promise<{ id: number; slug: string; updatedAt: Date }[]> {
  const rows = await whereEntryReadable(db('blog_entries as e').select('e.id', 'e.slug', 'e.updated_at'), db, { viewerId: null, dark: false })
    .orderBy('e.published_at', 'desc')
    .limit(limit);
  return rows.map((r: RawCard) => ({ id: Number(r.id), slug: String(r.slug), updatedAt: new Date(r.updated_at as string) }));
}

// ---- authors ----------------------------------------------------------------------------------------------

export type AuthorRow = { id: number; count?: number };
/** Profiles in the order of `keys`, their id breaking ties (`idColumn`: the query's profile id column). */
async function pagedIds(db: Knex, query: Knex.QueryBuilder, keys: SortKey[], idColumn: string, start: PageStart, take: number): Promise<Page<AuthorRow>> {
  const page = await pageByKey(db, query, [...keys, { sql: idColumn, type: 'bigint' }], start, take);
  return mapPage(page, page.items.map((r) => ({ id: Number(r.id), ...(r.n !== undefined ? { count: Number(r.n) } : {}) })));
}
const visible = (db: Knex, sight: EntrySight & { viewerId: number }) => profilesVisibleTo(db, profileSightOf(sight));

/** Authors with the most followers, among those with a readable entry on this site. */
export function mostFollowedAuthors(db: Knex, sight: EntrySight & { viewerId: number }, start: PageStart, take: number) {
  const q = db('blog_author_follows as f')
    .whereIn('f.author_id', visible(db, sight))
    .whereIn('f.author_id', whereEntryReadable(db('blog_entries as e').select('e.owner_id'), db, sight))
    .groupBy('f.author_id')
    .select('f.author_id as id', db.raw('count(*)::int as n'));
  return pagedIds(db, q, [count('count(*)')], 'f.author_id', start, take);
}
export function followedAuthors(db: Knex, sight: EntrySight & { viewerId: number }, start: PageStart, take: number) {
  const q = db('blog_author_follows').where('profile_id', sight.viewerId).whereIn('author_id', visible(db, sight)).select('author_id as id');
  return pagedIds(db, q, [at('created_at')], 'author_id', start, take);
}
export function followers(db: Knex, sight: EntrySight & { viewerId: number }, start: PageStart, take: number) {
  const q = db('blog_author_follows').where('author_id', sight.viewerId).whereIn('profile_id', visible(db, sight)).select('profile_id as id');
  return pagedIds(db, q, [at('created_at')], 'profile_id', start, take);
}
export function hiddenAuthors(db: Knex, sight: EntrySight & { viewerId: number }, start: PageStart, take: number) {
  const q = db('blog_author_hides').where('profile_id', sight.viewerId).whereIn('author_id', visible(db, sight)).select('author_id as id');
  return pagedIds(db, q, [at('created_at')], 'author_id', start, take);
}

// ---- tags ---------------------------------------------------------------------------------------------------

/** Tags of readable entries starting with `prefix`, the most used first. */
export async function tagsStartingWith(db: Knex, sight: EntrySight, prefix: string, limit: number): Promise<{ tag: string; count: number }[]> {
  const rows = await db('blog_entry_tags as t')
    .whereIn('t.entry_id', whereEntryReadable(db('blog_entries as e').select('e.id'), db, sight))
    .where('t.tag', 'like', `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .groupBy('t.tag')
    .select('t.tag', db.raw('count(*)::int as n'))
    .orderBy('n', 'desc')
    .orderBy('t.tag')
    .limit(limit);
  return rows.map((r: RawCard) => ({ tag: String(r.tag), count: Number(r.n) }));
}

// ---- follow, hide --------------------------------------------------------------------------------------------

export async function entryFacts(db: Knex, entryId: number): Promise<{ id: number; ownerId: number; dark: boolean; state: string } | null> {
  const row = await db('blog_entries').where('id', entryId).first('id', 'owner_id', 'dark', 'state');
  return row ? { id: Number(row.id), ownerId: Number(row.owner_id), dark: Boolean(row.dark), state: String(row.state) } : null;
}
export const isEntryReadable = async (db: Knex, sight: EntrySight, entryId: number) =>
  Boolean(await whereEntryReadable(db('blog_entries as e').select('e.id'), db, sight).where('e.id', entryId).first());

type Pair = { table: string; column: string };
export const followEntryTable: Pair = { table: 'blog_entry_follows', column: 'entry_id' };
export const followAuthorTable: Pair = { table: 'blog_author_follows', column: 'author_id' };
export const hideEntryTable: Pair = { table: 'blog_entry_hides', column: 'entry_id' };
export const hideAuthorTable: Pair = { table: 'blog_author_hides', column: 'author_id' };

/** Adds the row; false when it was there already. */
export async function addPair(db: Knex, pair: Pair, profileId: number, id: number): Promise<boolean> {
  const rows = await db(pair.table).insert({ profile_id: profileId, [pair.column]: id }).onConflict(['profile_id', pair.column]).ignore().returning('profile_id');
  return rows.length > 0;
}
export const removePair = (db: Knex, pair: Pair, profileId: number, id: number) => db(pair.table).where({ profile_id: profileId, [pair.column]: id }).delete();
export async function hasPair(db: Knex, pair: Pair, profileId: number, id: number): Promise<boolean> {
  return Boolean(await db(pair.table).where({ profile_id: profileId, [pair.column]: id }).first('profile_id'));
}

/** Whether the member follows or hid the entry and its owner: one query for the entry page. */
export async function listStateOf(db: Knex, me: number, entryId: number, ownerId: number) {
  const has = (pair: Pair, id: number) => db.raw(`exists (select 1 from ?? where profile_id = ? and ?? = ?)`, [pair.table, me, pair.column, id]);
  const row = await db
    .select({
      followed: has(followEntryTable, entryId),
      hidden: has(hideEntryTable, entryId),
      followingAuthor: has(followAuthorTable, ownerId),
      authorHidden: has(hideAuthorTable, ownerId),
    })
    .first();
  return { followed: Boolean(row.followed), hidden: Boolean(row.hidden), followingAuthor: Boolean(row.followingAuthor), authorHidden: Boolean(row.authorHidden) };
}

// ---- read marks and counts ---------------------------------------------------------------------------------------

export type MarkList = 'MyBlogs' | 'MyComments' | 'Followed' | 'FromFollowedAuthors' | 'Followers' | 'Curated';
export async function setMark(db: Knex, sight: EntrySight & { viewerId: number }, list: MarkList): Promise<void> {
  await db('blog_read_marks').insert({ profile_id: sight.viewerId, dark: sight.dark, list, read_at: db.fn.now() }).onConflict(['profile_id', 'dark', 'list']).merge({ read_at: db.fn.now() });
}
const markOf = (db: Knex, profileId: number, dark: boolean, list: MarkList) =>
  db.raw(`coalesce((select read_at from blog_read_marks where profile_id = ? and dark = ? and list = ?), 'epoch'::timestamptz)`, [profileId, dark, list]);

/** Followed entries of this site: their follows' read dates move too (the table's read_at). */
export async function markFollowedEntriesRead(db: Knex, sight: EntrySight & { viewerId: number }): Promise<void> {
  await db('blog_entry_follows').where('profile_id', sight.viewerId).whereIn('entry_id', db('blog_entries').where('dark', sight.dark).select('id')).update({ read_at: db.fn.now() });
}
export async function markFollowedAuthorsRead(db: Knex, profileId: number): Promise<void> {
  await db('blog_author_follows').where('profile_id', profileId).update({ read_at: db.fn.now() });
}

/**
 * Comments not removed, by others than the viewer and not by a profile blocked either way with them, on the entries
 * the viewer may read (SQL).
 */
function newComments(db: Knex, sight: EntrySight & { viewerId: number }) {
  return db
    .from(commentsSince(db, entrySubjectType, null).as('c'))
    .where((w) => w.whereNull('c.author_id').orWhere((o) => o.whereNot('c.author_id', sight.viewerId).whereNotIn('c.author_id', hiddenFor(db, sight.viewerId))))
    .whereIn('c.subject_id', whereEntryReadable(db('blog_entries as e').select('e.id'), db, sight));
}

/**
 * The menu's blog count (spec §7 blogsNotificationCount) on one site: new comments by others on my entries (since
 * the MyBlogs mark), on entries I commented on (after my comment, since the MyComments mark), on followed entries
 * (since the follow's read date), new entries by followed authors (since following and the mark) and new followers.
 */
export async function blogsCount(db: Knex, sight: EntrySight & { viewerId: number }): Promise<number> {
  const me = sight.viewerId;
  const mine = db('blog_entries as m').where('m.dark', sight.dark).where((w) => w.where('m.owner_id', me).orWhereIn('m.id', db('blog_entry_authors').where('profile_id', me).whereNotNull('confirmed_at').select('entry_id'))).select('m.id');
  const [onMine, onCommented, onFollowed, byAuthors, newFollowers] = await Promise.all([
    newComments(db, sight).whereIn('c.subject_id', mine).where('c.created_at', '>', markOf(db, me, sight.dark, 'MyBlogs')).count('* as n').first(),
    newComments(db, sight)
      .whereNotIn('c.subject_id', mine)
      .whereExists(db.from(commentsSince(db, entrySubjectType, null).as('own')).whereRaw('own.subject_id = c.subject_id').where('own.author_id', me).whereRaw('own.created_at < c.created_at'))
      .where('c.created_at', '>', markOf(db, me, sight.dark, 'MyComments'))
      .count('* as n')
      .first(),
    newComments(db, sight)
      .join('blog_entry_follows as f', (j) => j.on('f.entry_id', 'c.subject_id').andOnVal('f.profile_id', me))
      .whereRaw('c.created_at > f.read_at')
      .count('* as n')
      .first(),
    whereEntryReadable(db('blog_entries as e'), db, sight)
      .join('blog_author_follows as af', (j) => j.on('af.author_id', 'e.owner_id').andOnVal('af.profile_id', me))
      .whereRaw('e.published_at > af.created_at')
      .where('e.published_at', '>', markOf(db, me, sight.dark, 'FromFollowedAuthors'))
      .count('* as n')
      .first(),
    db('blog_author_follows')
      .where('author_id', me)
      .whereIn('profile_id', profilesVisibleTo(db, profileSightOf(sight)))
      .where('created_at', '>', markOf(db, me, sight.dark, 'Followers'))
      .count('* as n')
      .first(),
  ]);
  return [onMine, onCommented, onFollowed, byAuthors, newFollowers].reduce((sum, r) => sum + Number((r as { n?: unknown } | undefined)?.n ?? 0), 0);
}

/** Entries curated since the Curated mark (when the member never looked: the last week), on this site. */
export async function curatedCount(db: Knex, sight: EntrySight & { viewerId: number }): Promise<number> {
  const row = await whereEntryReadable(db('blog_entries as e'), db, sight)
    .whereNotNull('e.curated_at')
    .where(
      'e.curated_at',
      '>',
      db.raw(
        `coalesce((select read_at from blog_read_marks where profile_id = ? and dark = ? and list = 'Curated'), now() - interval '7 days')`,
        [sight.viewerId, sight.dark],
      ),
    )
    .count('* as n')
    .first();
  return Number((row as { n?: unknown } | undefined)?.n ?? 0);
}

/** Authors (with a readable entry here) whose name contains `name`, visible to the viewer (profiles' name search). */
export async function authorsNamed(db: Knex, sight: EntrySight, name: string, limit: number): Promise<number[]> {
  const rows = await db
    .from(profilesVisibleTo(db, profileSightOf(sight), { self: true, nameContains: name }).as('p'))
    .whereIn('p.id', whereEntryReadable(db('blog_entries as e').select('e.owner_id'), db, sight))
    .select('p.id')
    .orderBy('p.id', 'desc')
    .limit(limit);
  return rows.map((r: RawCard) => Number(r.id));
}
