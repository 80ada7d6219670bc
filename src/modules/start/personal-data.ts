import { registerPersonalData, rowsOf } from '../../platform/personal-data/index.ts';

/** The member's start-page settings: exported as they are, erased with the account. */
registerPersonalData({
  module: 'start',
  covers: { start_page_settings: ['profile_id'] },
  exporter: async (db, profileId) => ({
    data: { startPageSettings: await rowsOf(db, 'start_page_settings', 'profile_id', profileId, ['sort_options', 'search_options', 'condensed_profile_view', 'customize_start', 'updated_at']) },
  }),
  eraser: async (trx, profileId) => {
    await trx('start_page_settings').where({ profile_id: profileId }).delete();
  },
});
