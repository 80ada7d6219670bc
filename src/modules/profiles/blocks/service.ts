import type { Knex } from 'knex';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { countsChanged } from '../../../platform/member-counts.ts';
import { findPublicIdentities, type PublicIdentity } from '../../accounts/index.ts';
import { cannotBlockSelf, profileNotFound } from '../errors.ts';
import * as repo from './repo.ts';

/** Blocks a profile: from now on neither sees the other anywhere (pages, lists, search, mail). */
export async function blockProfile(db: Knex, blockerId: number, blockedId: number): Promise<PublicIdentity> {
  if (blockerId === blockedId) throw cannotBlockSelf();
  const [target] = await findPublicIdentities(db, [blockedId]);
  if (!target || target.status === ProfileStatus.Deleted) throw profileNotFound();
  await repo.insertBlock(db, blockerId, blockedId);
  await countsChanged(db, [blockerId, blockedId]);
  return target;
}

/** Lifts a block the member made; a block made by the other profile stays. */
export async function unblockProfile(db: Knex, blockerId: number, blockedId: number): Promise<PublicIdentity> {
  if (!(await repo.deleteBlock(db, blockerId, blockedId))) throw profileNotFound();
  await countsChanged(db, [blockerId, blockedId]);
  const [target] = await findPublicIdentities(db, [blockedId]);
  return target ?? { id: blockedId, name: '', kind: 'Single', status: ProfileStatus.Deleted, darkStatus: 0, member: false, forcedValidation: false, lastLogonAt: null, createdAt: new Date(0) };
}

export type BlockedProfile = { id: number; name: string; blockedAt: Date };

export async function listBlocked(db: Knex, blockerId: number, skip: number, take: number): Promise<BlockedProfile[]> {
  const blocked = await repo.findBlockedIds(db, blockerId, skip, take);
  const names = new Map((await findPublicIdentities(db, blocked.map((b) => b.id))).map((p) => [p.id, p.name]));
  return blocked.map((b) => ({ id: b.id, name: names.get(b.id) ?? '', blockedAt: b.blockedAt }));
}
