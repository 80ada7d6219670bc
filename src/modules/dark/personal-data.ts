import { registerPersonalData, rowsOf } from '../../platform/personal-data/index.ts';

/** The member's application to the dark site, with staff's decision on it. */
registerPersonalData({
  module: 'dark',
  covers: { dark_applications: ['profile_id'] },
  exporter: async (db, profileId) => ({
    data: { darkApplication: await rowsOf(db, 'dark_applications', 'profile_id', profileId, ['applied_at', 'presentation', 'role1', 'role2', 'terms_accepted_at', 'decided_at', 'decline_reason']) },
  }),
  eraser: async (trx, profileId) => {
    await trx('dark_applications').where({ profile_id: profileId }).delete();
  },
});
