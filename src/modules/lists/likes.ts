import type { Knex } from 'knex';
import { z } from 'zod';
import { ProfileStatus } from '../../platform/auth/access.ts';
import { publish } from '../../platform/events/index.ts';
import { findPublicIdentities, type PublicIdentity } from '../accounts/index.ts';
import { hiddenFor, profilesWithGender, visibleIdentity } from '../profiles/index.ts';
import { cannotListSelf } from './errors.ts';

/**
 * What can be liked. Profiles today; the media, blog and lodge modules add their item types here with a check
 * that the viewer may see the item (the same 404 as a profile's otherwise).
 */
const likeable = {
  Profile: async (db: Knex, itemId: number, viewerId: number) => {
    await visibleIdentity(db, itemId, viewerId);
  },
} as const;
export const likeTypes = Object.keys(likeable) as [keyof typeof likeable];

export const likeItem = z.object({ itemType: z.enum(likeTypes), itemId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export type LikeItem = z.infer<typeof likeItem>;

/** ToggleLike: likes the item, or takes the like back; publishes `lists.liked` for the notifications to come. */
export async function toggleLike(db: Knex, viewerId: number, item: LikeItem): Promise<{ liked: boolean; count: number }> {
  if (item.itemType === 'Profile' && item.itemId === viewerId) throw cannotListSelf();
  await likeable[item.itemType](db, item.itemId, viewerId);
  const key = { item_type: item.itemType, item_id: item.itemId, profile_id: viewerId };
  const liked = await db.transaction(async (trx) => {
    const removed = await trx('likes').where(key).del().returning('profile_id');
    if (removed.length) return false;
    await trx('likes').insert(key);
    await publish(trx, 'lists.liked', { itemType: item.itemType, itemId: item.itemId, profileId: viewerId });
    return true;
  });
  const row = await db('likes').where({ item_type: item.itemType, item_id: item.itemId }).count('* as n').first();
  return { liked, count: Number(row?.n ?? 0) };
}

/** GetLikeProfiles: who liked the item, newest first, leaving out profiles hidden from the viewer. */
export async function likeProfiles(db: Knex, viewerId: number, item: LikeItem, gender: string | null, skip: number, take: number): Promise<PublicIdentity[]> {
  await likeable[item.itemType](db, item.itemId, viewerId);
  const query = db('likes')
    .where({ item_type: item.itemType, item_id: item.itemId })
    .whereNotIn('profile_id', hiddenFor(db, viewerId))
    .orderBy('created_at', 'desc')
    .orderBy('profile_id');
  if (gender) query.whereIn('profile_id', profilesWithGender(db, gender));
  const ids = (await query.select('profile_id')).map((r: { profile_id: number | string }) => Number(r.profile_id));
  const byId = new Map((await findPublicIdentities(db, ids)).map((p) => [p.id, p]));
  const visible = ids.map((id) => byId.get(id)).filter((p): p is PublicIdentity => Boolean(p && p.status === ProfileStatus.Active && !p.forcedValidation));
  return visible.slice(skip, skip + take);
}

/** GetLikeDeletedProfilesCount: likes whose profile has since been deleted (shown as "and N deleted profiles"). */
export async function deletedLikersCount(db: Knex, item: LikeItem): Promise<number> {
  const ids = (await db('likes').where({ item_type: item.itemType, item_id: item.itemId }).select('profile_id')).map((r: { profile_id: number | string }) => Number(r.profile_id));
  return (await findPublicIdentities(db, ids)).filter((p) => p.status === ProfileStatus.Deleted || p.status === ProfileStatus.ToBeDeleted).length;
}
