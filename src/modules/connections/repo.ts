import type { Knex } from 'knex';
import { hiddenFor, profilesVisibleTo } from '../profiles/index.ts';
import { darkSite, type ConnectionRole, type ConnectionStatus } from './schemas.ts';

export type ConnectionRow = { id: number; requesterId: number; targetId: number; role: ConnectionRole; acceptedAt: Date | null };

const columns = ['id', 'requester_id', 'target_id', 'role', 'accepted_at'];
const toRow = (r: Record<string, unknown>): ConnectionRow => ({
  id: Number(r.id),
  requesterId: Number(r.requester_id),
  targetId: Number(r.target_id),
  role: r.role as ConnectionRole,
  acceptedAt: r.accepted_at ? new Date(r.accepted_at as string) : null,
});

export async function findConnection(db: Knex, id: number): Promise<ConnectionRow | null> {
  const row = await db('profile_connections').where({ id }).first(columns);
  return row ? toRow(row) : null;
}

/** The one relation (or request) between two profiles, whichever asked. */
export async function findBetween(db: Knex, a: number, b: number): Promise<ConnectionRow | null> {
  const row = await db('profile_connections')
    .where({ requester_id: a, target_id: b })
    .orWhere({ requester_id: b, target_id: a })
    .first(columns);
  return row ? toRow(row) : null;
}

/** Both sides of a relation are profiles the viewer may see on the dark site (relations live there only), the viewer included. */
const bothVisibleTo = (query: Knex.QueryBuilder, db: Knex, viewerId: number) => {
  const visible = () => profilesVisibleTo(db, { profileId: viewerId, site: darkSite }, { self: true });
  return query.whereIn('requester_id', visible()).whereIn('target_id', visible());
};

/**
 * A profile's relations and requests, oldest first, with profiles the viewer may see only and none blocked
 * either way with the profile itself.
 */
export async function findForProfile(db: Knex, profileId: number, viewerId: number): Promise<ConnectionRow[]> {
  const rows = await bothVisibleTo(db('profile_connections'), db, viewerId)
    .where((q) => q.where('requester_id', profileId).orWhere('target_id', profileId))
    .whereNotIn('requester_id', hiddenFor(db, profileId))
    .whereNotIn('target_id', hiddenFor(db, profileId))
    .orderBy('id')
    .select(columns);
  return rows.map(toRow);
}

/**
 * The viewer's own requests waiting for their answer (Incoming), their requests waiting for the other's
 * (Outgoing) or their accepted relations, newest first, with profiles the viewer may see only (in the SQL, so
 * a page is full).
 */
export async function findOwn(db: Knex, viewerId: number, status: ConnectionStatus, skip: number, take: number): Promise<ConnectionRow[]> {
  const query = db('profile_connections');
  if (status === 'Incoming') query.where({ target_id: viewerId }).whereNull('accepted_at').orderBy('id', 'desc');
  else if (status === 'Outgoing') query.where({ requester_id: viewerId }).whereNull('accepted_at').orderBy('id', 'desc');
  else {
    query.where((q) => q.where('requester_id', viewerId).orWhere('target_id', viewerId)).whereNotNull('accepted_at');
    query.orderBy([{ column: 'accepted_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  }
  const rows = await bothVisibleTo(query, db, viewerId)
    .offset(skip)
    .limit(take)
    .select(columns);
  return rows.map(toRow);
}

export async function insertConnection(trx: Knex, requesterId: number, targetId: number, role: ConnectionRole): Promise<number> {
  const [row] = await trx('profile_connections').insert({ requester_id: requesterId, target_id: targetId, role }).returning('id');
  return Number((row as { id: number }).id);
}

export async function markAccepted(trx: Knex, id: number): Promise<void> {
  await trx('profile_connections').where({ id }).update({ accepted_at: trx.fn.now() });
}

export async function updateRole(trx: Knex, id: number, role: ConnectionRole): Promise<void> {
  await trx('profile_connections').where({ id }).update({ role });
}

export async function deleteConnection(trx: Knex, id: number): Promise<void> {
  await trx('profile_connections').where({ id }).del();
}

/** Requests waiting for the profile's answer from profiles it may see (visible, not blocked either way). */
export async function countIncomingRequests(db: Knex, profileId: number): Promise<number> {
  const row = await db('profile_connections')
    .where({ target_id: profileId })
    .whereNull('accepted_at')
    .whereIn('requester_id', profilesVisibleTo(db, { profileId, site: darkSite }))
    .count('* as n')
    .first();
  return Number(row?.n ?? 0);
}
