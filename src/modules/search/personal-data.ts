import { registerPersonalData, rowsOf } from '../../platform/personal-data/index.ts';

/** Saved searches and match words are the member's own; the top-list score is derived from others' acts and only erased. */
registerPersonalData({
  module: 'search',
  covers: { saved_searches: ['profile_id'], search_match_words: ['profile_id'], search_top_scores: ['profile_id'] },
  exporter: async (db, profileId) => ({
    data: {
      savedSearches: await rowsOf(db, 'saved_searches', 'profile_id', profileId, ['created_at', 'name', 'options']),
      matchWords: await rowsOf(db, 'search_match_words', 'profile_id', profileId, ['words', 'updated_at']),
    },
  }),
  eraser: async (trx, profileId) => {
    for (const table of ['saved_searches', 'search_match_words', 'search_top_scores']) await trx(table).where({ profile_id: profileId }).delete();
  },
});
