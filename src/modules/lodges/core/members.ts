import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../../platform/auth/actor.ts';
import { authorize } from '../../../platform/auth/authorize.ts';
import { pageByKey, type PageStart } from '../../../platform/db/keyset.ts';
import { findPublicIdentities, publicIdentitiesQuery } from '../../accounts/index.ts';
import { presentCards, profilesVisibleTo, visibleAmong, type CardView } from '../../profiles/index.ts';
import { belongingRoles, type LodgeRole } from '../roles.ts';
import { loadVisibleLodge } from './load.ts';
import type { ActivityType, LoadedLodge } from './repo.ts';
import type { LodgeSubject } from '../policy.ts';

export type MemberCard = CardView & { role: LodgeRole; since: Date | null };
export type MemberPage = { items: MemberCard[]; hasMore: boolean; next: string | null; prev: string | null };
export type MemberSort = 'LastJoined' | 'Alphabetically' | 'Rank';

/** Rows of the lodge with these roles, of profiles the actor may see (profiles' rule, in SQL before paging). */
function standingRows(db: Knex, actor: Actor, lodgeId: number, roles: readonly LodgeRole[], name: string) {
  const q = db('lodge_members as m')
    .where('m.lodge_id', lodgeId)
    .whereIn('m.role', roles)
    .whereIn('m.profile_id', profilesVisibleTo(db, actor, { self: true }))
    .select('m.profile_id', 'm.role', 'm.joined_at', 'm.updated_at');
  if (name) q.whereIn('m.profile_id', publicIdentitiesQuery(db).clearSelect().select('id').whereRaw('lower(name) like ?', [`${name.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`]));
  return q;
}

async function withCards(db: Knex, actor: Actor, rows: Record<string, unknown>[]): Promise<MemberCard[]> {
  const ids = rows.map((r) => Number(r.profile_id));
  const byId = new Map((await presentCards(db, ids, actor)).map((c) => [c.id, c]));
  return rows.flatMap((r) => {
    const card = byId.get(Number(r.profile_id));
    return card ? [{ ...card, role: r.role as LodgeRole, since: r.joined_at ? new Date(r.joined_at as string) : r.updated_at ? new Date(r.updated_at as string) : null }] : [];
  });
}

const rankSql = `case m.role when 'Owner' then 4 when 'CoOwner' then 3 when 'Assistant' then 2 else 1 end`;
const sinceSql = 'coalesce(m.joined_at, m.updated_at)';

/** A page of profiles of the lodge with these roles, in the sort asked (spec §3 lodge member sort). */
export async function standingPage(db: Knex, actor: Actor, lodgeId: number, roles: readonly LodgeRole[], sort: MemberSort, name: string, start: PageStart, take: number): Promise<MemberPage> {
  const q = standingRows(db, actor, lodgeId, roles, name);
  if (sort === 'Alphabetically') {
    const rows = await q
      .join(publicIdentitiesQuery(db).as('p'), 'p.id', 'm.profile_id')
      .orderByRaw('lower(p.name), m.profile_id')
      .offset(start.skip ?? 0)
      .limit(take + 1);
    return { items: await withCards(db, actor, rows.slice(0, take)), hasMore: rows.length > take, next: null, prev: null };
  }
  const keys =
    sort === 'Rank'
      ? [{ sql: rankSql, type: 'bigint' as const }, { sql: sinceSql, type: 'timestamptz' as const }, { sql: 'm.profile_id', type: 'bigint' as const }]
      : [{ sql: sinceSql, type: 'timestamptz' as const }, { sql: 'm.profile_id', type: 'bigint' as const }];
  const page = await pageByKey(db, q, keys, start, take);
  return { ...page, items: await withCards(db, actor, page.items) };
}

/** GetLodgeMembers and the Members tab: whoever the lodge's member visibility admits. */
export async function lodgeMembers(db: Knex, actor: Actor, lodgeId: number, sort: MemberSort, name: string, start: PageStart, take: number) {
  const loaded = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.seeMembers', loaded.subject);
  return { loaded, page: await standingPage(db, actor, lodgeId, belongingRoles, sort, name, start, take) };
}

/** Member management (admins, staff): the lodge loaded and decided once. */
export async function managedLodge(db: Knex, actor: ProfileActor, lodgeId: number): Promise<LoadedLodge & { subject: LodgeSubject }> {
  const loaded = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.manage', loaded.subject);
  return loaded;
}

export type PendingRequest = MemberCard & { message: string; askedAt: Date };

/** The open requests (Created or New), oldest first, with their messages. */
export async function pendingRequests(db: Knex, actor: ProfileActor, lodgeId: number, skip: number, take: number): Promise<{ items: PendingRequest[]; hasMore: boolean }> {
  const rows = await db('lodge_membership_requests as r')
    .join('lodge_members as m', function same() {
      this.on('m.lodge_id', 'r.lodge_id').andOn('m.profile_id', 'r.profile_id');
    })
    .where('r.lodge_id', lodgeId)
    .whereIn('r.state', ['Created', 'New'])
    .whereIn('r.profile_id', profilesVisibleTo(db, actor))
    .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }])
    .offset(skip)
    .limit(take + 1)
    .select('r.profile_id', 'm.role', 'm.joined_at', 'm.updated_at', 'r.message', 'r.created_at as asked_at');
  const cards = await withCards(db, actor, rows.slice(0, take));
  const asked = new Map(rows.map((r) => [Number(r.profile_id), r]));
  return {
    items: cards.map((c) => ({ ...c, message: String(asked.get(c.id)?.message ?? ''), askedAt: new Date(asked.get(c.id)?.asked_at) })),
    hasMore: rows.length > take,
  };
}

/** The number of open requests (the PendingRequests tab's badge, the pending-requests count call). */
export async function pendingCount(db: Knex, lodgeId: number): Promise<number> {
  const row = await db('lodge_membership_requests').where({ lodge_id: lodgeId }).whereIn('state', ['Created', 'New']).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export type Activity = { id: number; type: ActivityType; profileId: number | null; profileName: string | null; actorId: number | null; actorName: string | null; at: Date };

/** The lodge's activity list, newest first, or one profile's (ActivityList/{profileId?}). */
export async function activities(db: Knex, actor: ProfileActor, lodgeId: number, profileId: number | undefined, start: PageStart, take: number) {
  const q = db('lodge_activities').where({ lodge_id: lodgeId }).select('id', 'type', 'profile_id', 'actor_id', 'created_at');
  if (profileId) q.where({ profile_id: profileId });
  const page = await pageByKey(db, q, [{ sql: 'id', type: 'bigint' }], start, take);
  const ids = [...new Set(page.items.flatMap((r) => [Number(r.profile_id), Number(r.actor_id)]).filter(Boolean))];
  // Names of profiles the admin may see; anyone else is "a profile" (a block either way hides a name here too).
  const [identities, visible] = await Promise.all([findPublicIdentities(db, ids), visibleAmong(db, ids, actor)]);
  const names = new Map(identities.filter((p) => visible.has(p.id)).map((p) => [p.id, p.name]));
  const items: Activity[] = page.items.map((r) => ({
    id: Number(r.id),
    type: r.type as ActivityType,
    profileId: r.profile_id === null ? null : Number(r.profile_id),
    profileName: names.get(Number(r.profile_id)) ?? null,
    actorId: r.actor_id === null ? null : Number(r.actor_id),
    actorName: names.get(Number(r.actor_id)) ?? null,
    at: new Date(r.created_at as string),
  }));
  return { ...page, items };
}
