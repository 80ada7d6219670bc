import { registerPersonalData } from '../../platform/personal-data/index.ts';
import { eraseOf, exportOf } from './repo.ts';

/**
 * The member's contest entries (which picture, in which contest, its votes) and the votes they gave (which entry,
 * when); never who voted for them. Erasure takes both away; the entries they voted for lose those votes.
 */
registerPersonalData({
  module: 'contest',
  covers: { contest_entries: ['profile_id'], contest_votes: ['voter_id'] },
  exporter: async (db, profileId) => ({ data: await exportOf(db, profileId) }),
  eraser: (trx, profileId) => eraseOf(trx, profileId),
});
