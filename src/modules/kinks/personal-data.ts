import { registerPersonalData } from '../../platform/personal-data/index.ts';

/** The member's kinks (by key, readable without our tables) and their own kink texts. */
registerPersonalData({
  module: 'kinks',
  covers: { profile_kinks: ['profile_id'], profile_custom_kinks: ['profile_id'] },
  exporter: async (db, profileId) => ({
    data: {
      kinks: await db('profile_kinks').join('kinks', 'kinks.id', 'profile_kinks.kink_id').where('profile_kinks.profile_id', profileId).orderBy('kinks.key').select('kinks.key', 'profile_kinks.created_at'),
      customKinks: await db('profile_custom_kinks').where({ profile_id: profileId }).orderBy('id').select('text', 'created_at'),
    },
  }),
  eraser: async (trx, profileId) => {
    for (const table of ['profile_kinks', 'profile_custom_kinks']) await trx(table).where({ profile_id: profileId }).delete();
  },
});
