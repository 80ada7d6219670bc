import type { Knex } from 'knex';
import * as repo from './repo.ts';
import { keptOwn } from './kept.ts';

/** What a member has not told others yet: the parts of the profile the start page's hints point to. */
export type ProfileGaps = { presentation: boolean; area: boolean; matchSettings: boolean };

/** Kept between requests (kept.ts): the writers of details, area and match settings renew them. */
export async function profileGaps(db: Knex, profileId: number): Promise<ProfileGaps> {
  return keptOwn(db, profileId, 'gaps', () => repo.findGaps(db, profileId));
}
