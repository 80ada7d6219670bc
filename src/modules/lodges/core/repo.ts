import type { Knex } from 'knex';
import { belongingRoles, isLodgeRole, type LodgeRole } from '../roles.ts';

export type LodgeAccess = 'AccessForAll' | 'NewMembersApproved';
export type MemberVisibility = 'All' | 'Members' | 'AdminsOnly';

export type Lodge = {
  id: number;
  dark: boolean;
  name: string;
  description: string;
  categoryId: number;
  categoryKey: string;
  tags: string[];
  access: LodgeAccess;
  memberVisibility: MemberVisibility;
  countryId: number | null;
  postalCode: string | null;
  memberCount: number;
  createdAt: Date;
  lastActivityAt: Date;
};

/** A lodge with the reader's standing in it and whether it has an owner: what every rule about it reads. */
export type LoadedLodge = { lodge: Lodge; role: LodgeRole | null; hasOwner: boolean };

type Row = Record<string, unknown>;

export const lodgeColumns = [
  'l.id',
  'l.dark',
  'l.name',
  'l.description',
  'l.category_id',
  'c.key as category_key',
  'l.tags',
  'l.access',
  'l.member_visibility',
  'l.country_id',
  'l.postal_code',
  'l.member_count',
  'l.created_at',
  'l.last_activity_at',
];

export const toLodge = (r: Row): Lodge => ({
  id: Number(r.id),
  dark: Boolean(r.dark),
  name: String(r.name),
  description: String(r.description),
  categoryId: Number(r.category_id),
  categoryKey: String(r.category_key),
  tags: (r.tags as string[]) ?? [],
  access: r.access as LodgeAccess,
  memberVisibility: r.member_visibility as MemberVisibility,
  countryId: r.country_id === null ? null : Number(r.country_id),
  postalCode: (r.postal_code as string | null) ?? null,
  memberCount: Number(r.member_count),
  createdAt: new Date(r.created_at as string),
  lastActivityAt: new Date(r.last_activity_at as string),
});

/** The lodges with their category's key (alias `l`). */
export const lodgesQuery = (db: Knex) => db('lodges as l').join('lodge_categories as c', 'c.id', 'l.category_id');

/** One lodge, the profile's role in it and whether it has an owner, in one statement. */
export async function loadLodge(db: Knex, lodgeId: number, profileId: number | null): Promise<LoadedLodge | null> {
  const row = (await lodgesQuery(db)
    .where('l.id', lodgeId)
    .first([
      ...lodgeColumns,
      db.raw('(select m.role from lodge_members m where m.lodge_id = l.id and m.profile_id = ?) as viewer_role', [profileId ?? 0]),
      db.raw(`exists (select 1 from lodge_members o where o.lodge_id = l.id and o.role = 'Owner') as has_owner`),
    ])) as Row | undefined;
  if (!row) return null;
  const role = (row.viewer_role as string | null) ?? null;
  return { lodge: toLodge(row), role: isLodgeRole(role) ? role : null, hasOwner: Boolean(row.has_owner) };
}

export async function roleOf(db: Knex, lodgeId: number, profileId: number): Promise<LodgeRole | null> {
  const row = await db('lodge_members').where({ lodge_id: lodgeId, profile_id: profileId }).first('role');
  const role = (row?.role as string | undefined) ?? null;
  return isLodgeRole(role) ? role : null;
}

/** Locks the lodge's row for a change of standing (two admins deciding at once are taken one after the other). */
export const lockLodge = (trx: Knex, lodgeId: number) => trx('lodges').where({ id: lodgeId }).forUpdate().first('id');

/** Keeps `member_count` true in the transaction of every change of standing. */
export async function refreshMemberCount(trx: Knex, lodgeId: number): Promise<void> {
  await trx('lodges')
    .where({ id: lodgeId })
    .update({ member_count: trx('lodge_members').where({ lodge_id: lodgeId }).whereIn('role', belongingRoles).count('*'), updated_at: trx.fn.now() });
}

/** Sets a profile's role (None: deletes the row). `joined`: the moment it began to belong. */
export async function setRole(trx: Knex, lodgeId: number, profileId: number, role: LodgeRole | null, joined = false): Promise<void> {
  if (role === null) {
    await trx('lodge_members').where({ lodge_id: lodgeId, profile_id: profileId }).delete();
    return;
  }
  const now = trx.fn.now();
  await trx('lodge_members')
    .insert({ lodge_id: lodgeId, profile_id: profileId, role, joined_at: joined ? now : null, updated_at: now })
    .onConflict(['lodge_id', 'profile_id'])
    .merge(joined ? { role, joined_at: now, updated_at: now } : { role, updated_at: now });
}

export type ActivityType =
  | 'MemberJoined'
  | 'MembershipDeclined'
  | 'ProfileBanned'
  | 'ProfileUnbanned'
  | 'MembershipApproved'
  | 'PromotedToAssistant'
  | 'DemotedFromAssistant'
  | 'LodgeLeft'
  | 'MembershipRevoked'
  | 'OwnershipPassed'
  | 'OwnershipReleased'
  | 'OwnershipTaken';

export const addActivity = (trx: Knex, lodgeId: number, profileId: number, actorId: number, type: ActivityType) =>
  trx('lodge_activities').insert({ lodge_id: lodgeId, profile_id: profileId, actor_id: actorId, type });

/** The tags of one site's lodges that start with `text` (already lower-cased), most used first, at most 20. */
export async function tagsStartingWith(db: Knex, dark: boolean, text: string): Promise<{ tag: string; count: number }[]> {
  const rows = await db
    .from(db('lodges').where({ dark }).select(db.raw('unnest(tags) as tag')).as('t'))
    .where('tag', 'like', `${text.replace(/[\\%_]/g, '\\$&')}%`)
    .groupBy('tag')
    .orderByRaw('count(*) desc, tag')
    .limit(20)
    .select('tag', db.raw('count(*)::int as count'));
  return rows.map((r: { tag: unknown; count: unknown }) => ({ tag: String(r.tag), count: Number(r.count) }));
}
