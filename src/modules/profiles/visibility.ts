import type { Knex } from 'knex';
import { mayEnterDarkSite, ProfileStatus } from '../../platform/auth/access.ts';
import { visibleProfileIds, type PublicIdentity } from '../accounts/index.ts';
import { blockedEitherWay } from './repo.ts';

/**
 * "May this viewer see this profile": the one rule (spec §4, §8). Another profile is seen while it is Active,
 * not held by forced validation, neither has blocked the other, and, on the dark site, it may be there itself
 * (approved dark status, a membership now). One's own profile is always seen (the SQL fragment includes it only
 * when `self` asks: most lists leave the viewer out).
 */
export type Sight = { viewerId: number; darkSite?: boolean | undefined; self?: boolean | undefined };

/**
 * The rule in SQL, before any paging: a subquery of the profile ids the viewer may see, for
 * `query.whereIn(column, profilesVisibleTo(db, sight))`. `only` narrows it further (accounts' `visibleProfileIds`).
 */
export function profilesVisibleTo(db: Knex, sight: Sight, only: { loggedOnSince?: Date; nameContains?: string; nameIn?: readonly string[] } = {}): Knex.QueryBuilder {
  const others = visibleProfileIds(db, { ...only, darkSite: Boolean(sight.darkSite) }).whereNotIn('id', blockedEitherWay(db, sight.viewerId));
  return sight.self ? others.union((q) => q.from('profiles').where('id', sight.viewerId).select('id')) : others;
}

/** The same rule for one profile already loaded (its identity, and whether a block stands either way). */
export function maySeeProfile(identity: Pick<PublicIdentity, 'id' | 'status' | 'forcedValidation' | 'darkStatus' | 'member'>, blocked: boolean, sight: Sight): boolean {
  if (identity.id === sight.viewerId) return true;
  if (identity.status !== ProfileStatus.Active || identity.forcedValidation || blocked) return false;
  return !sight.darkSite || mayEnterDarkSite(identity);
}
