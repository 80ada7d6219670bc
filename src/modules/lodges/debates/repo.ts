import type { Knex } from 'knex';
import type { Actor } from '../../../platform/auth/actor.ts';
import { preparedQuery } from '../../../platform/db/prepared.ts';
import { pageByKey, type KeyedPage, type PageStart, type SortKey } from '../../../platform/db/keyset.ts';
import { publicIdentitiesQuery, toPublicIdentity, type PublicIdentity } from '../../accounts/index.ts';
import { commentsSince } from '../../comments/index.ts';
import { hiddenFor, profilesVisibleTo } from '../../profiles/index.ts';
import { lodgeColumns, lodgesQuery, toLodge, type LoadedLodge } from '../core/repo.ts';
import { isLodgeRole } from '../roles.ts';

/** The subject type of a debate entry (comments, notifications). */
export const debateEntrySubjectType = 'lodgeDebateEntry';

export type DebateCategory = { id: number; lodgeId: number; name: string; sort: number };

export type DebateEntry = {
  id: number;
  lodgeId: number;
  categoryId: number | null;
  authorId: number | null;
  title: string;
  bodyHtml: string;
  bodyText: string;
  locked: boolean;
  pinned: boolean;
  viewCount: number;
  commentCount: number;
  lastCommentAt: Date | null;
  activityAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

/** An entry in a list: with its author's identity (null when gone or not visible to the viewer). */
export type DebateEntryCard = DebateEntry & { author: PublicIdentity | null };

type Row = Record<string, unknown>;
const date = (v: unknown) => new Date(v as string);

const entryColumns = ['id', 'lodge_id', 'category_id', 'author_id', 'title', 'body_html', 'body_text', 'locked', 'pinned', 'view_count', 'comment_count', 'last_comment_at', 'activity_at', 'created_at', 'updated_at'];

const toEntry = (r: Row): DebateEntry => ({
  id: Number(r.id),
  lodgeId: Number(r.lodge_id),
  categoryId: r.category_id === null || r.category_id === undefined ? null : Number(r.category_id),
  authorId: r.author_id === null || r.author_id === undefined ? null : Number(r.author_id),
  title: String(r.title),
  bodyHtml: String(r.body_html),
  bodyText: String(r.body_text),
  locked: Boolean(r.locked),
  pinned: Boolean(r.pinned),
  viewCount: Number(r.view_count),
  commentCount: Number(r.comment_count),
  lastCommentAt: r.last_comment_at ? date(r.last_comment_at) : null,
  activityAt: date(r.activity_at),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

const toCategory = (r: Row): DebateCategory => ({ id: Number(r.id), lodgeId: Number(r.lodge_id), name: String(r.name), sort: Number(r.sort) });
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** The lodge's columns, the viewer's role and whether it has an owner (what core's loader reads), as select parts. */
function lodgeParts(db: Knex, profileId: number | null) {
  return [
    ...lodgeColumns,
    profileId === null ? db.raw('null::text as viewer_role') : db.raw('(select m.role from lodge_members m where m.lodge_id = l.id and m.profile_id = ?) as viewer_role', [profileId]),
    db.raw(`exists (select 1 from lodge_members o where o.lodge_id = l.id and o.role = 'Owner') as has_owner`),
  ];
}
function loadedOf(row: Row): LoadedLodge {
  const role = (row.viewer_role as string | null) ?? null;
  return { lodge: toLodge(row), role: isLodgeRole(role) ? role : null, hasOwner: Boolean(row.has_owner) };
}
const categoriesJson = `coalesce((select json_agg(json_build_object('id', c.id, 'lodge_id', c.lodge_id, 'name', c.name, 'sort', c.sort) order by c.sort, c.id) from lodge_debate_categories c where c.lodge_id = l.id), '[]'::json) as debate_categories`;

/** The lodge, the viewer's standing in it and its debate categories, in ONE statement (the Debate tab's first). */
export async function loadDebateLodge(db: Knex, lodgeId: number, profileId: number | null): Promise<(LoadedLodge & { categories: DebateCategory[] }) | null> {
  const row = (await lodgesQuery(db)
    .where('l.id', lodgeId)
    .first([...lodgeParts(db, profileId), db.raw(categoriesJson)])) as Row | undefined;
  if (!row) return null;
  return { ...loadedOf(row), categories: json<Row[]>(row.debate_categories).map(toCategory) };
}

/** What the Topic page shows and decides about one entry for one viewer. */
export type EntryPageRow = LoadedLodge & {
  entry: DebateEntry;
  category: DebateCategory | null;
  categories: DebateCategory[];
  /** The author's identity and whether the viewer may see them (profiles' rule). */
  author: { identity: PublicIdentity; visible: boolean } | null;
  followed: boolean;
  viewedToday: boolean;
};

/**
 * The Topic page's data in ONE statement: the entry, its lodge with the viewer's role and owner fact, the lodge's
 * categories, the author's identity with whether the viewer may see them, the viewer's follow and whether they
 * viewed it today (the view count's once a day). Null when there is no such entry.
 */
type EntryPageShape = { dark: boolean; loggedOn: boolean };

/** The Topic page's statement, compiled once per shape (prepared): the entry id and the viewer are its values. */
const entryPageQuery = preparedQuery<Row, EntryPageShape>('lodges.debateEntryPage', (db, p, shape) => {
  const me = shape.loggedOn ? p(1) : null;
  const visible = profilesVisibleTo(db, { profileId: me, site: { dark: shape.dark } }, { self: true });
  return lodgesQuery(db)
    .join('lodge_debate_entries as e', 'e.lodge_id', 'l.id')
    .where('e.id', p(0))
    .select([
      ...lodgeParts(db, me),
      db.raw(categoriesJson),
      db.raw(`json_build_object(${entryColumns.map((c) => `'${c}', e.${c}`).join(', ')}) as entry`),
      db.raw(`(select json_build_object('identity', row_to_json(p), 'visible', exists (select 1 from ? v where v.id = p.id)) from ? p where p.id = e.author_id) as author`, [visible, publicIdentitiesQuery(db)]),
      me === null ? db.raw('false as followed') : db.raw('exists (select 1 from lodge_debate_follows f where f.entry_id = e.id and f.profile_id = ?) as followed', [me]),
      me === null ? db.raw('false as viewed_today') : db.raw('exists (select 1 from lodge_debate_views w where w.entry_id = e.id and w.profile_id = ? and w.day = current_date) as viewed_today', [me]),
    ]);
});

export async function findEntryPage(db: Knex, entryId: number, actor: Actor): Promise<EntryPageRow | null> {
  const shape = { dark: actor.site.dark, loggedOn: actor.profileId !== null };
  const [row] = await entryPageQuery(db, [entryId, actor.profileId], shape, JSON.stringify(shape));
  if (!row) return null;
  const entry = toEntry(json<Row>(row.entry));
  const categories = json<Row[]>(row.debate_categories).map(toCategory);
  const author = row.author ? json<{ identity: Row; visible: boolean }>(row.author) : null;
  return {
    ...loadedOf(row),
    entry,
    categories,
    category: categories.find((c) => c.id === entry.categoryId) ?? null,
    author: author ? { identity: toPublicIdentity(author.identity), visible: author.visible } : null,
    followed: row.followed === true,
    viewedToday: row.viewed_today === true,
  };
}

/** An entry with its lodge and the viewer's standing (services' loads before a change), in one statement. */
export async function findEntryWithLodge(db: Knex, entryId: number, profileId: number | null): Promise<(LoadedLodge & { entry: DebateEntry }) | null> {
  const row = (await lodgesQuery(db)
    .join('lodge_debate_entries as e', 'e.lodge_id', 'l.id')
    .where('e.id', entryId)
    .first([...lodgeParts(db, profileId), db.raw(`json_build_object(${entryColumns.map((c) => `'${c}', e.${c}`).join(', ')}) as entry`)])) as Row | undefined;
  if (!row) return null;
  return { ...loadedOf(row), entry: toEntry(json<Row>(row.entry)) };
}

export async function findEntry(db: Knex, entryId: number): Promise<DebateEntry | null> {
  const row = (await db('lodge_debate_entries').where({ id: entryId }).first(entryColumns)) as Row | undefined;
  return row ? toEntry(row) : null;
}

/** The list's order: pinned first, then the latest activity (or the newest), then id. */
export const listKeys = (sort: 'activity' | 'newest'): SortKey[] => [
  { sql: '(case when e.pinned then 1 else 0 end)::bigint', type: 'bigint' },
  { sql: sort === 'activity' ? 'e.activity_at' : 'e.created_at', type: 'timestamptz' },
  { sql: 'e.id', type: 'bigint' },
];

/**
 * A page of a lodge's entries (or one category's), by key: pinned first, then latest activity or newest. Entries
 * by a profile blocked either way with the viewer are left out in the SQL (before paging: pages come back full);
 * each with its author's identity when the viewer may see them.
 */
export async function listEntries(
  db: Knex,
  actor: Actor,
  filter: { lodgeId: number; categoryId: number | null },
  sort: 'activity' | 'newest',
  start: PageStart,
  take: number,
): Promise<KeyedPage<DebateEntryCard>> {
  const visible = profilesVisibleTo(db, actor, { self: true });
  const q = db('lodge_debate_entries as e')
    .where('e.lodge_id', filter.lodgeId)
    .select(
      ...entryColumns.filter((c) => c !== 'body_html').map((c) => `e.${c}`),
      db.raw(`(select row_to_json(p) from ? p where p.id = e.author_id and p.id in ?) as author`, [publicIdentitiesQuery(db), visible]),
    );
  if (filter.categoryId !== null) q.where('e.category_id', filter.categoryId);
  if (actor.profileId !== null) q.where((w) => w.whereNull('e.author_id').orWhereNotIn('e.author_id', hiddenFor(db, actor.profileId!)));
  const page = await pageByKey(db, q, listKeys(sort), start, take);
  return {
    ...page,
    items: page.items.map((r) => ({ ...toEntry({ ...r, body_html: '' }), author: r.author ? toPublicIdentity(json<Row>(r.author)) : null })),
  };
}

export async function categoriesOf(db: Knex, lodgeId: number): Promise<DebateCategory[]> {
  return ((await db('lodge_debate_categories').where({ lodge_id: lodgeId }).orderBy([{ column: 'sort' }, { column: 'id' }]).select('*')) as Row[]).map(toCategory);
}

export async function findCategory(db: Knex, categoryId: number): Promise<DebateCategory | null> {
  const row = (await db('lodge_debate_categories').where({ id: categoryId }).first('*')) as Row | undefined;
  return row ? toCategory(row) : null;
}

export async function insertCategory(trx: Knex, lodgeId: number, name: string): Promise<DebateCategory> {
  const [row] = (await trx('lodge_debate_categories')
    .insert({ lodge_id: lodgeId, name, sort: trx.raw('coalesce((select max(sort) from lodge_debate_categories where lodge_id = ?), 0) + 1', [lodgeId]) })
    .returning('*')) as Row[];
  return toCategory(row!);
}

export const renameCategory = (trx: Knex, categoryId: number, name: string) => trx('lodge_debate_categories').where({ id: categoryId }).update({ name });
export const deleteCategory = (trx: Knex, categoryId: number) => trx('lodge_debate_categories').where({ id: categoryId }).delete();
export const countCategories = async (trx: Knex, lodgeId: number) => Number((await trx('lodge_debate_categories').where({ lodge_id: lodgeId }).count('* as n').first())?.n ?? 0);

/** Sets the lodge's categories' order to `ids` (1, 2, …) in one statement. */
export async function sortCategories(trx: Knex, lodgeId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await trx.raw(
    `update lodge_debate_categories c set sort = o.ord from unnest(?::bigint[]) with ordinality as o(id, ord) where c.id = o.id and c.lodge_id = ?`,
    [[...ids], lodgeId],
  );
}

export async function insertEntry(trx: Knex, e: { lodgeId: number; categoryId: number | null; authorId: number; title: string; bodyHtml: string; bodyText: string }): Promise<DebateEntry> {
  const [row] = (await trx('lodge_debate_entries')
    .insert({ lodge_id: e.lodgeId, category_id: e.categoryId, author_id: e.authorId, title: e.title, body_html: e.bodyHtml, body_text: e.bodyText })
    .returning(entryColumns)) as Row[];
  return toEntry(row!);
}

export async function updateEntry(trx: Knex, id: number, changes: Partial<{ title: string; bodyHtml: string; bodyText: string; categoryId: number | null; locked: boolean; pinned: boolean }>): Promise<DebateEntry> {
  const columns: Record<string, unknown> = {};
  if (changes.title !== undefined) columns.title = changes.title;
  if (changes.bodyHtml !== undefined) columns.body_html = changes.bodyHtml;
  if (changes.bodyText !== undefined) columns.body_text = changes.bodyText;
  if (changes.categoryId !== undefined) columns.category_id = changes.categoryId;
  if (changes.locked !== undefined) columns.locked = changes.locked;
  if (changes.pinned !== undefined) columns.pinned = changes.pinned;
  const [row] = (await trx('lodge_debate_entries').where({ id }).update({ ...columns, updated_at: trx.fn.now() }).returning(entryColumns)) as Row[];
  return toEntry(row!);
}

export const deleteEntry = (trx: Knex, id: number) => trx('lodge_debate_entries').where({ id }).delete();

export async function follow(trx: Knex, entryId: number, profileId: number): Promise<void> {
  await trx('lodge_debate_follows').insert({ entry_id: entryId, profile_id: profileId }).onConflict(['entry_id', 'profile_id']).ignore();
}
export const unfollow = (trx: Knex, entryId: number, profileId: number) => trx('lodge_debate_follows').where({ entry_id: entryId, profile_id: profileId }).delete();
export const isFollowing = async (db: Knex, entryId: number, profileId: number) => Boolean(await db('lodge_debate_follows').where({ entry_id: entryId, profile_id: profileId }).first('entry_id'));
export const followerIds = async (db: Knex, entryId: number): Promise<number[]> => (await db('lodge_debate_follows').where({ entry_id: entryId }).pluck('profile_id')).map(Number);

/** Counts one view by `profileId` today; answers the count (one statement: the day's row and the count move together). */
export async function countView(db: Knex, entryId: number, profileId: number): Promise<number> {
  const { rows } = (await db.raw(
    `with seen as (insert into lodge_debate_views (entry_id, profile_id, day) values (?, ?, current_date) on conflict do nothing returning entry_id),
          counted as (update lodge_debate_entries set view_count = view_count + 1 where id in (select entry_id from seen) returning view_count)
     select coalesce((select view_count from counted), (select view_count from lodge_debate_entries where id = ?)) as view_count`,
    [entryId, profileId, entryId],
  )) as { rows: { view_count: number | string | null }[] };
  return Number(rows[0]?.view_count ?? 0);
}

/** Members who opened the entry today or yesterday (the thread's live updates). */
export async function recentViewers(db: Knex, entryId: number, limit: number): Promise<number[]> {
  const rows = await db('lodge_debate_views').where({ entry_id: entryId }).where('day', '>=', db.raw('current_date - 1')).distinct('profile_id').limit(limit);
  return rows.map((r: { profile_id: string | number }) => Number(r.profile_id));
}

/** Keeps the entry's comment figures with its comments (called in the comment's transaction). */
export async function refreshCommentFigures(trx: Knex.Transaction, entryId: number): Promise<void> {
  const figures = trx.from(commentsSince(trx, debateEntrySubjectType, null).as('c')).where('c.subject_id', entryId).select(trx.raw('count(*)::int as n'), trx.raw('max(c.created_at) as last'));
  await trx.raw(
    `update lodge_debate_entries e set comment_count = c.n, last_comment_at = c.last, activity_at = greatest(e.created_at, coalesce(c.last, e.created_at))
     from ? c where e.id = ?`,
    [figures, entryId],
  );
}

/** The ids of a lodge's entries (their comments go with the lodge). */
export const entryIdsOfLodge = async (db: Knex, lodgeId: number): Promise<number[]> => (await db('lodge_debate_entries').where({ lodge_id: lodgeId }).pluck('id')).map(Number);
