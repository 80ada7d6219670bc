import { registerPersonalData } from '../../platform/personal-data/index.ts';
import * as repo from './repo.ts';
import { quit } from './service.ts';

/**
 * A member's sign-ups (what, how many guests, a place or waiting). Erasure quits each one as the member would, so
 * the waiting list moves up (those promoted are not told: the account is being deleted, not a choice to tell of).
 */
registerPersonalData({
  module: 'signups',
  covers: { signups: ['profile_id'] },
  exporter: async (db, profileId) => ({
    data: {
      signups: (await repo.signupsOfProfile(db, profileId)).map((s) => ({ subjectType: s.subjectType, subjectId: s.subjectId, guests: s.guests, state: s.state, signedUpAt: s.createdAt, promotedAt: s.promotedAt })),
    },
  }),
  eraser: async (trx, profileId) => {
    for (const s of await repo.signupsOfProfile(trx, profileId)) await quit(trx, s, profileId);
  },
});
