import type { Knex } from 'knex';
import { cachedMemberCounts, countsChangedByWrite } from '../../platform/member-counts.ts';

/**
 * What of a member's own profile other pages read often and the member changes rarely (their gaps, whether today is
 * their birthday, their side of a match), kept between requests like the menu counts (platform/member-counts.ts).
 * Every writer of the member's persons, area, details, audiences, configuration or match settings calls
 * `ownProfileChanged` (repo.ts, match/repo.ts, couple/repo.ts), so the next request reads them again.
 */
export const keptOwn = <T>(db: Knex, profileId: number, name: string, compute: () => Promise<T>): Promise<T> =>
  cachedMemberCounts(db, profileId, { dark: false, variant: `profiles.${name}` }, compute);

/** The member's own profile data changed (called right after the write, inside or outside a transaction). */
export const ownProfileChanged = (db: Knex, profileId: number): Promise<void> => countsChangedByWrite(db, [profileId]);
