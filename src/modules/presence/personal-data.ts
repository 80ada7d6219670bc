import { registerPersonalData, rowsOf } from '../../platform/personal-data/index.ts';

/** When the member was last seen: exported, erased with the account. */
registerPersonalData({
  module: 'presence',
  covers: { profile_presence: ['profile_id'] },
  exporter: async (db, profileId) => ({ data: { lastSeen: await rowsOf(db, 'profile_presence', 'profile_id', profileId, ['last_seen_at']) } }),
  eraser: async (trx, profileId) => {
    await trx('profile_presence').where({ profile_id: profileId }).delete();
  },
});
