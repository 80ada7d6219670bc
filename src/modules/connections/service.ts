import type { Knex } from 'knex';
import { isUniqueViolation } from '../../platform/db/knex.ts';
import { publish } from '../../platform/events/index.ts';
import { connectionAccepted, connectionRequested } from './events.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { spendDaily } from '../../platform/limits/daily.ts';
import { findPublicIdentities } from '../accounts/index.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { maySeeProfile, profileSubject } from '../profiles/index.ts';
import * as repo from './repo.ts';
import { darkSite } from './schemas.ts';
import { alreadyConnected, connectionNotFound, tooManyRequests } from './errors.ts';
import { relationRequestsPerDay, type ConnectionRole, type ConnectionStatus, type OwnRelationsPages } from './schemas.ts';

/** A relation as one profile (the subject) sees it: the other profile, the role from the subject's side. */
export type Connection = { id: number; profileId: number; name: string; role: ConnectionRole; status: ConnectionStatus };

const inverse: Partial<Record<ConnectionRole, ConnectionRole>> = { DominantOf: 'SubmissiveOf', SubmissiveOf: 'DominantOf' };
/** The stored role (the asker's words) as `subjectId` reads it. */
const roleFor = (c: repo.ConnectionRow, subjectId: number) => (c.requesterId === subjectId ? c.role : (inverse[c.role] ?? c.role));
const otherOf = (c: repo.ConnectionRow, subjectId: number) => (c.requesterId === subjectId ? c.targetId : c.requesterId);
const statusFor = (c: repo.ConnectionRow, subjectId: number): ConnectionStatus =>
  c.acceptedAt ? 'Accepted' : c.targetId === subjectId ? 'Incoming' : 'Outgoing';

/** Names the other profiles and leaves out those not visible (profiles' rule; blocks are the caller's). */
async function present(db: Knex, rows: repo.ConnectionRow[], subjectId: number): Promise<Connection[]> {
  const identities = await findPublicIdentities(db, rows.map((c) => otherOf(c, subjectId)));
  const visible = new Map(identities.filter((i) => maySeeProfile(i, false, { profileId: subjectId, site: darkSite })).map((i) => [i.id, i.name]));
  return rows
    .filter((c) => visible.has(otherOf(c, subjectId)))
    .map((c) => ({ id: c.id, profileId: otherOf(c, subjectId), name: visible.get(otherOf(c, subjectId))!, role: roleFor(c, subjectId), status: statusFor(c, subjectId) }));
}

/** A relation or request the actor acts on, with its other side loaded for the rules (policy.ts); 404 when there is none. */
async function connectionSubject(db: Knex, actor: ProfileActor, id: number) {
  const connection = await repo.findConnection(db, id);
  if (!connection) throw connectionNotFound();
  return { connection, other: await profileSubject(db, actor, otherOf(connection, actor.profileId)) };
}

/**
 * A profile's relations as the viewer may see them: accepted ones; on the viewer's own profile also the requests
 * waiting for an answer either way. 404 when the viewer may not see the profile.
 */
export async function profileConnections(db: Knex, profileId: number, actor: ProfileActor): Promise<Connection[]> {
  authorize(actor, 'connections.view', await profileSubject(db, actor, profileId));
  const viewerId = actor.profileId;
  const rows = (await repo.findForProfile(db, profileId, viewerId)).filter((c) => c.acceptedAt || profileId === viewerId);
  return present(db, rows, profileId);
}

export type ConnectionPage = { items: Connection[]; page: number; hasMore: boolean };

/** One page of the viewer's own list of one kind (/EditProfile/Relations): the SQL keeps only what the viewer may see. */
async function ownPage(db: Knex, viewerId: number, status: ConnectionStatus, page: number, pageSize: number): Promise<ConnectionPage> {
  const rows = await repo.findOwn(db, viewerId, status, (page - 1) * pageSize, pageSize + 1);
  const shown = await present(db, rows, viewerId);
  return { items: shown.slice(0, pageSize), page, hasMore: rows.length > pageSize };
}

/** The viewer's requests to answer, requests waiting for others, and accepted relations, each paged on its own. */
export async function ownConnections(db: Knex, actor: ProfileActor, pages: OwnRelationsPages, pageSize: number) {
  const viewerId = actor.profileId;
  const [incoming, outgoing, accepted] = await Promise.all([
    ownPage(db, viewerId, 'Incoming', pages.incoming, pageSize),
    ownPage(db, viewerId, 'Outgoing', pages.outgoing, pageSize),
    ownPage(db, viewerId, 'Accepted', pages.accepted, pageSize),
  ]);
  return { incoming, outgoing, accepted };
}

/** The viewer's own relation or request with another profile, as the viewer sees it, or null. */
export async function connectionWith(db: Knex, actor: ProfileActor, otherId: number): Promise<Connection | null> {
  const viewerId = actor.profileId;
  const row = otherId === viewerId ? null : await repo.findBetween(db, viewerId, otherId);
  return row ? ((await present(db, [row], viewerId))[0] ?? null) : null;
}

async function viewOf(db: Knex, id: number, viewerId: number): Promise<Connection> {
  const row = await repo.findConnection(db, id);
  const [view] = row ? await present(db, [row], viewerId) : [];
  if (!view) throw connectionNotFound();
  return view;
}

/**
 * Asks `targetId` for a relation with `role` (the viewer's words); publishes connections.requested. Past
 * `relationRequestsPerDay` in 24 hours: 429, saying in `locale` when one more is allowed.
 */
export async function requestConnection(db: Knex, actor: ProfileActor, targetId: number, role: ConnectionRole, locale: Locale): Promise<Connection> {
  authorize(actor, 'connections.request', await profileSubject(db, actor, targetId));
  const viewerId = actor.profileId;
  if (await repo.findBetween(db, viewerId, targetId)) throw alreadyConnected();
  try {
    const id = await db.transaction(async (trx) => {
      await spendDaily(trx, viewerId, 'connections.request', relationRequestsPerDay, (resetAt) => tooManyRequests(relationRequestsPerDay, resetAt, locale));
      const newId = await repo.insertConnection(trx, viewerId, targetId, role);
      await publish(trx, connectionRequested, { connectionId: newId, requesterId: viewerId, targetId, role });
      return newId;
    });
    return await viewOf(db, id, viewerId);
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyConnected();
    throw err;
  }
}

/** The asked profile accepts; publishes connections.accepted. */
export async function acceptConnection(db: Knex, actor: ProfileActor, id: number): Promise<Connection> {
  const subject = await connectionSubject(db, actor, id);
  authorize(actor, 'connections.accept', subject);
  const { connection: c } = subject;
  await db.transaction(async (trx) => {
    await repo.markAccepted(trx, id);
    await publish(trx, connectionAccepted, { connectionId: id, requesterId: c.requesterId, targetId: c.targetId, role: c.role });
  });
  return viewOf(db, id, actor.profileId);
}

/** The asked profile says no: the request is gone. */
export async function declineConnection(db: Knex, actor: ProfileActor, id: number): Promise<void> {
  authorize(actor, 'connections.decline', await connectionSubject(db, actor, id));
  await db.transaction((trx) => repo.deleteConnection(trx, id));
}

/**
 * Either side of an accepted relation (or the asker of a waiting one) describes it anew, in their own words;
 * the other side reads the same relation from theirs.
 */
export async function changeRole(db: Knex, actor: ProfileActor, id: number, role: ConnectionRole): Promise<Connection> {
  const subject = await connectionSubject(db, actor, id);
  authorize(actor, 'connections.change', subject);
  const { connection: c } = subject;
  const viewerId = actor.profileId;
  const stored = c.requesterId === viewerId ? role : (inverse[role] ?? role);
  await db.transaction((trx) => repo.updateRole(trx, id, stored));
  return viewOf(db, id, viewerId);
}

/**
 * Either side ends a relation, or the asker takes a request back. Allowed even when blocked: it only removes.
 * Returns what it was from the viewer's side (Accepted, Outgoing: taken back, Incoming: declined).
 */
export async function deleteConnection(db: Knex, actor: ProfileActor, id: number): Promise<ConnectionStatus> {
  const subject = await connectionSubject(db, actor, id);
  authorize(actor, 'connections.delete', subject);
  await db.transaction((trx) => repo.deleteConnection(trx, id));
  return statusFor(subject.connection, actor.profileId);
}
