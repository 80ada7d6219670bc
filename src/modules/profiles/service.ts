import type { Knex } from 'knex';
import { ProfileStatus } from '../../platform/auth/access.ts';
import { findPublicIdentities, type PublicIdentity } from '../accounts/index.ts';
import { publish } from '../../platform/events/index.ts';
import * as repo from './repo.ts';
import { cannotBlockSelf, profileNotFound } from './errors.ts';

export type ProfilePage = { identity: PublicIdentity; persons: repo.PersonRow[]; details: repo.DetailsRow; own: boolean };

/**
 * Whether `viewerId` may see profile `id`: always their own; another only while Active, not hidden by forced
 * validation (spec §8: "The profile is hidden until validated"), and with no block either way.
 */
export async function visibleIdentity(db: Knex, id: number, viewerId: number): Promise<PublicIdentity> {
  const [identity] = await findPublicIdentities(db, [id]);
  if (!identity) throw profileNotFound();
  if (identity.id === viewerId) return identity;
  if (identity.status !== ProfileStatus.Active || identity.forcedValidation || (await repo.isBlockedEitherWay(db, id, viewerId))) throw profileNotFound();
  return identity;
}

/**
 * A profile's page for `viewerId`. Another member's view is published as `profiles.viewed` ({ viewerId,
 * profileId }) for the visitors list; staff acting as the member are not visitors (`countsAsVisit`).
 */
export async function getProfilePage(db: Knex, id: number, viewerId: number, countsAsVisit: boolean): Promise<ProfilePage> {
  const identity = await visibleIdentity(db, id, viewerId);
  const [persons, details] = await Promise.all([repo.findPersons(db, id), repo.findDetails(db, id)]);
  const own = id === viewerId;
  if (!own && countsAsVisit) await publish(db, 'profiles.viewed', { viewerId, profileId: id });
  return { identity, persons, details, own };
}

/** Blocks a profile: from now on neither sees the other anywhere (pages, lists, search, mail). */
export async function blockProfile(db: Knex, blockerId: number, blockedId: number): Promise<PublicIdentity> {
  if (blockerId === blockedId) throw cannotBlockSelf();
  const [target] = await findPublicIdentities(db, [blockedId]);
  if (!target || target.status === ProfileStatus.Deleted) throw profileNotFound();
  await repo.insertBlock(db, blockerId, blockedId);
  return target;
}

/** Lifts a block the member made; a block made by the other profile stays. */
export async function unblockProfile(db: Knex, blockerId: number, blockedId: number): Promise<PublicIdentity> {
  if (!(await repo.deleteBlock(db, blockerId, blockedId))) throw profileNotFound();
  const [target] = await findPublicIdentities(db, [blockedId]);
  return target ?? { id: blockedId, name: '', kind: 'Single', status: ProfileStatus.Deleted, darkStatus: 0, member: false, forcedValidation: false, countryId: null, postalCode: null, lastLogonAt: null, createdAt: new Date(0) };
}

export type BlockedProfile = { id: number; name: string; blockedAt: Date };

export async function listBlocked(db: Knex, blockerId: number, skip: number, take: number): Promise<BlockedProfile[]> {
  const blocked = await repo.findBlockedIds(db, blockerId, skip, take);
  const names = new Map((await findPublicIdentities(db, blocked.map((b) => b.id))).map((p) => [p.id, p.name]));
  return blocked.map((b) => ({ id: b.id, name: names.get(b.id) ?? '', blockedAt: b.blockedAt }));
}
