import type { Knex } from 'knex';

/** Profiles that `viewerId` has blocked or that have blocked `viewerId`: neither sees the other anywhere. */
export const blockedEitherWay = (db: Knex, viewerId: number) =>
  db('profile_blocks')
    .where('blocker_id', viewerId)
    .select('blocked_id as id')
    .union((q) => q.from('profile_blocks').where('blocked_id', viewerId).select('blocker_id as id'));

/** Of `ids`, those blocked by the viewer or blocking them. */
export async function blockedEitherWayAmong(db: Knex, viewerId: number, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.from(blockedEitherWay(db, viewerId).as('b')).whereIn('b.id', ids as number[]).select('b.id');
  return new Set(rows.map((r: { id: number | string }) => Number(r.id)));
}

export async function isBlockedEitherWay(db: Knex, a: number, b: number): Promise<boolean> {
  const row = await db('profile_blocks')
    .where({ blocker_id: a, blocked_id: b })
    .orWhere({ blocker_id: b, blocked_id: a })
    .first('blocker_id');
  return Boolean(row);
}

export async function insertBlock(db: Knex, blockerId: number, blockedId: number): Promise<void> {
  await db('profile_blocks').insert({ blocker_id: blockerId, blocked_id: blockedId }).onConflict(['blocker_id', 'blocked_id']).ignore();
}

export async function deleteBlock(db: Knex, blockerId: number, blockedId: number): Promise<boolean> {
  // `returning`, not the count: the embedded driver does not report how many rows a delete removed.
  const removed = await db('profile_blocks').where({ blocker_id: blockerId, blocked_id: blockedId }).del().returning('blocked_id');
  return removed.length > 0;
}

/** The profiles `blockerId` has blocked, newest first, a page at a time. */
export async function findBlockedIds(db: Knex, blockerId: number, skip: number, take: number): Promise<{ id: number; blockedAt: Date }[]> {
  const rows = await db('profile_blocks').where({ blocker_id: blockerId }).orderBy('created_at', 'desc').orderBy('blocked_id').offset(skip).limit(take).select('blocked_id', 'created_at');
  return rows.map((r: Record<string, unknown>) => ({ id: Number(r.blocked_id), blockedAt: new Date(r.created_at as string) }));
}
