import type { Knex } from 'knex';
import { mayEnterDarkSite, ProfileStatus } from '../../../platform/auth/access.ts';
import { visibleProfileIds, type PublicIdentity } from '../../accounts/index.ts';
import { blockedEitherWay } from '../blocks/repo.ts';

/**
 * Who looks, and on which site. The request's Actor is one as it is (`profileId`, `site`); a job that acts for a
 * profile names both (`{ profileId, site: { dark: entry.dark } }`). The site is required: on the dark site a profile
 * is seen only if it may be there itself, and a rule that could be called without saying which site it is on was
 * left out by half its callers (regular members showed on the dark site). A visitor looks with `profileId` null.
 */
export type Sight = Readonly<{ profileId: number | null; site: Readonly<{ dark: boolean }> }>;
/** A logged-on profile's sight (a ProfileActor is one). */
export type ProfileSight = Sight & Readonly<{ profileId: number }>;

/** What narrows the visible profiles further (accounts' `visibleProfileIds`); `self` adds the viewer's own profile. */
export type SightNarrowing = { self?: boolean; loggedOnSince?: Date; nameContains?: string; nameIn?: readonly string[] };

/**
 * "May this viewer see this profile": the one rule (spec §4, §8). Another profile is seen while it is Active,
 * not held by forced validation, neither has blocked the other, and, on the dark site, it may be there itself
 * (approved dark status, a membership now). One's own profile is always seen (the SQL fragment includes it only
 * when `self` asks: most lists leave the viewer out).
 *
 * The rule in SQL, before any paging: a subquery of the profile ids the viewer may see, for
 * `query.whereIn(column, profilesVisibleTo(db, actor))`.
 */
export function profilesVisibleTo(db: Knex, sight: Sight, only: SightNarrowing = {}): Knex.QueryBuilder {
  const { self, ...narrowing } = only;
  const viewerId = sight.profileId ?? 0;
  const others = visibleProfileIds(db, sight.site, narrowing).whereNotIn('id', blockedEitherWay(db, viewerId));
  return self && sight.profileId !== null ? others.union((q) => q.from('profiles').where('id', viewerId).select('id')) : others;
}

/** The same rule for one profile already loaded (its identity, and whether a block stands either way). */
export function maySeeProfile(identity: Pick<PublicIdentity, 'id' | 'status' | 'forcedValidation' | 'darkStatus' | 'member'>, blocked: boolean, sight: Sight): boolean {
  if (identity.id === sight.profileId) return true;
  if (identity.status !== ProfileStatus.Active || identity.forcedValidation || blocked) return false;
  return !sight.site.dark || mayEnterDarkSite(identity);
}
