import { registerPersonalData } from '../../../platform/personal-data/index.ts';
import * as repo from './repo.ts';

/**
 * The meetups a member planned: exported; on erasure the meetup stays for the lodge (its members signed up for it)
 * and no longer names its planner. Sign-ups are the signups module's, comments the comments module's.
 */
registerPersonalData({
  module: 'lodges.meetups',
  covers: { lodge_meetups: ['created_by'] },
  exporter: async (db, profileId) => ({ data: { meetupsPlanned: await repo.meetupsCreatedBy(db, profileId) } }),
  eraser: async (trx, profileId) => {
    await repo.forgetCreator(trx, profileId);
  },
});
