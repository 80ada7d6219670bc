import type { Knex } from 'knex';
import { publish } from '../../../platform/events/index.ts';
import { banSet, bansLifted } from '../events.ts';

/** Spec §3 Ban: what a ban stops (a Blogs ban: writing blog entries; CreateLodges: creating lodges). */
export const banTypes = ['Blogs', 'CreateLodges'] as const;
export type BanType = (typeof banTypes)[number];

/** A staff ban on one member: why, since when and until when (null: until lifted). */
export type Ban = Readonly<{ id: number; type: BanType; reason: string; createdAt: Date; endsAt: Date | null }>;

const toBan = (row: Record<string, unknown>): Ban => ({
  id: Number(row.id),
  type: row.ban_type as BanType,
  reason: String(row.reason),
  createdAt: new Date(row.created_at as string),
  endsAt: row.ends_at ? new Date(row.ends_at as string) : null,
});

/** The ban of that type in force on the profile now (the one that lasts longest), or null. */
export async function activeBan(db: Knex, profileId: number, type: BanType): Promise<Ban | null> {
  const row = await activeBanQuery(db, profileId, type).first();
  return row ? toBan(row) : null;
}

/**
 * The query behind `activeBan` (at most one row), for a module that reads the ban in the same statement as its own
 * data (the blog entry page: `row_to_json` of it); `banOfRow` reads it back, raw or through JSON.
 */
export const activeBanQuery = (db: Knex, profileId: number, type: BanType): Knex.QueryBuilder =>
  db('profile_bans')
    .where({ profile_id: profileId, ban_type: type })
    .whereNull('lifted_at')
    .where((q) => q.whereNull('ends_at').orWhere('ends_at', '>', db.fn.now()))
    .orderByRaw('ends_at desc nulls first')
    .limit(1)
    .select('*');

export const banOfRow = (row: Record<string, unknown> | null | undefined): Ban | null => (row ? toBan(row) : null);

/** Bans a member (staff, through the admin CLI); `endsAt` null bans until lifted. Publishes `accounts.banSet`. */
export async function setBan(db: Knex, ban: { profileId: number; type: BanType; reason: string; endsAt: Date | null; setBy: number | null }): Promise<Ban> {
  return db.transaction(async (trx) => {
    const [row] = await trx('profile_bans')
      .insert({ profile_id: ban.profileId, ban_type: ban.type, reason: ban.reason, ends_at: ban.endsAt, set_by: ban.setBy })
      .returning('*');
    const set = toBan(row);
    await publish(trx, banSet, { profileId: ban.profileId, banId: set.id, type: set.type });
    return set;
  });
}

/** Lifts every ban of that type in force on the member; answers how many were lifted (some: `accounts.bansLifted`). */
export async function liftBans(db: Knex, profileId: number, type: BanType): Promise<number> {
  return db.transaction(async (trx) => {
    const lifted = await trx('profile_bans').where({ profile_id: profileId, ban_type: type }).whereNull('lifted_at').update({ lifted_at: trx.fn.now() }).returning('id');
    if (lifted.length) await publish(trx, bansLifted, { profileId, type, at: new Date().toISOString() });
    return lifted.length;
  });
}
