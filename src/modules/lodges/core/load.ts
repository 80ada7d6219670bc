import type { Knex } from 'knex';
import type { Actor } from '../../../platform/auth/actor.ts';
import { authorize } from '../../../platform/auth/authorize.ts';
import { rememberRole, roleIn } from '../../../platform/auth/roles.ts';
import { lodgeNotFound } from '../errors.ts';
import type { LodgeSubject } from '../policy.ts';
import { isLodgeRole, type LodgeRole } from '../roles.ts';
import * as repo from './repo.ts';
import type { LoadedLodge } from './repo.ts';

/** The subject type of a lodge for `roleIn` (platform/auth/roles.ts). */
export const lodgeSubjectType = 'lodges.lodge';

export const subjectOf = ({ lodge, role, hasOwner }: LoadedLodge): LodgeSubject => ({
  lodgeId: lodge.id,
  dark: lodge.dark,
  access: lodge.access,
  memberVisibility: lodge.memberVisibility,
  role,
  hasOwner,
});

/** A lodge the actor may see (lodges.view), with the actor's role in it, in one statement; a 404 otherwise, never saying why. */
export async function loadVisibleLodge(db: Knex, actor: Actor, lodgeId: number): Promise<LoadedLodge & { subject: LodgeSubject }> {
  const loaded = await repo.loadLodge(db, lodgeId, actor.profileId);
  if (!loaded) throw lodgeNotFound();
  rememberRole(actor, lodgeSubjectType, lodgeId, loaded.role);
  const subject = subjectOf(loaded);
  authorize(actor, 'lodges.view', subject);
  return { ...loaded, subject };
}

/** The actor's role in a lodge, once per request (`roleIn`); other modules ask it the same way. */
export async function lodgeRoleOf(db: Knex, actor: Actor, lodgeId: number): Promise<LodgeRole | null> {
  const role = await roleIn(db, actor, lodgeSubjectType, lodgeId);
  return isLodgeRole(role) ? role : null;
}

/** The loader `subjectRoles` calls for 'lodges.lodge' (registered from index.ts). */
export const loadRole = (db: Knex, actor: Actor, lodgeId: number) => (actor.profileId === null ? Promise.resolve(null) : repo.roleOf(db, lodgeId, actor.profileId));
