import type { Knex } from 'knex';
import * as repo from './repo.ts';

/** What a member has not told others yet: the parts of the profile the start page's hints point to. */
export type ProfileGaps = { presentation: boolean; area: boolean; matchSettings: boolean };

export async function profileGaps(db: Knex, profileId: number): Promise<ProfileGaps> {
  return repo.findGaps(db, profileId);
}
