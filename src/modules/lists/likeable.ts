import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { createRegistry } from '../../platform/registry.ts';

/**
 * What can be liked (spec §7 Likes: itemType and itemId): each module that owns a likeable item registers its type
 * here from its own index.ts, with the check that the liker may see the item (it throws the module's 404 otherwise,
 * the same answer whatever the reason). Lists registers 'Profile'; comments 'Comment'; blogs 'BlogEntry'.
 */
export type LikeCheck = (db: Knex, itemId: number, actor: ProfileActor) => Promise<unknown>;

/**
 * Whom a like of the item tells, as one notification (or none: null): the item's owner as `profileId`, the
 * notification kind (registered by the item's module) and what it opens. Lists adds the liker as actor, the
 * action `liked` and a dedupe key per liker, item type and item, and notifications applies its rules.
 */
export type LikeNotice = (db: Knex, like: { itemId: number; likerId: number }) => Promise<LikeNotification | null> | LikeNotification | null;
export type LikeNotification = { profileId: number; kind: string; subjectType: string; subjectId: number; dark: boolean };

type Likeable = { check: LikeCheck; notice?: LikeNotice };
const likeables = createRegistry<string, Likeable>('likeable item types');

/**
 * Registers a likeable item type, and (`notice`) whom its likes notify; returns its undo for tests. A type without
 * a notice is liked silently.
 */
export const registerLikeable = (type: string, check: LikeCheck, options: { notice?: LikeNotice } = {}) => likeables.register(type, { check, notice: options.notice });

/** The check of a registered type, or undefined (the schema refuses an unknown itemType before this). */
export const likeCheck = (type: string): LikeCheck | undefined => likeables.lookup(type)?.check;

/** Whom a like of this type tells (the type's registered notice), or null. */
export async function likeNotification(db: Knex, itemType: string, itemId: number, likerId: number): Promise<LikeNotification | null> {
  const notice = likeables.lookup(itemType)?.notice;
  return notice ? notice(db, { itemId, likerId }) : null;
}

/** For a page of items of one type (a thread's comments): how many like each, and whether `viewerId` does. */
export async function likesOfItems(db: Knex, itemType: string, itemIds: readonly number[], viewerId: number | null): Promise<Map<number, { count: number; liked: boolean }>> {
  const out = new Map<number, { count: number; liked: boolean }>();
  if (itemIds.length === 0) return out;
  const rows = await db('likes')
    .where({ item_type: itemType })
    .whereIn('item_id', itemIds as number[])
    .groupBy('item_id')
    .select('item_id', db.raw('count(*) as n'), db.raw('bool_or(profile_id = ?) as mine', [viewerId ?? 0]));
  for (const r of rows as { item_id: string | number; n: string | number; mine: boolean | null }[]) out.set(Number(r.item_id), { count: Number(r.n), liked: r.mine === true });
  return out;
}

/**
 * The same figures as SQL for a module's own statement (a thread's comments, an entry's page): how many like the
 * item in `idColumn` (a column reference such as `c.id`), and whether `viewerId` does.
 */
export const likeFiguresSql = (db: Knex, itemType: string, idColumn: string, viewerId: number | null) => ({
  count: db.raw(`(select count(*)::int from likes l where l.item_type = ? and l.item_id = ??)`, [itemType, idColumn]),
  liked: db.raw(`exists (select 1 from likes l where l.item_type = ? and l.item_id = ?? and l.profile_id = ?)`, [itemType, idColumn, viewerId ?? 0]),
});

/** The likes of items that are gone (deleted comments), in the deleting transaction. */
export async function forgetLikesOf(trx: Knex.Transaction, itemType: string, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length > 0) await trx('likes').where({ item_type: itemType }).whereIn('item_id', itemIds as number[]).delete();
}
