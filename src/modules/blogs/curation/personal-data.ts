import { registerPersonalData, rowsOf } from '../../../platform/personal-data/index.ts';

/**
 * Curation's share of blogs' tables: which breaking news the member dismissed (deleted with the account), and the
 * curator of an entry (`curated_by`: a deleted curator's curation stands, unsigned).
 */
registerPersonalData({
  module: 'blogs-curation',
  covers: { breaking_news_views: ['profile_id'], blog_entries: ['curated_by'] },
  exporter: async (db, profileId) => ({
    data: {
      breakingNewsSeen: await rowsOf(db, 'breaking_news_views', 'profile_id', profileId, ['news_id', 'created_at']),
      entriesCurated: await rowsOf(db, 'blog_entries', 'curated_by', profileId, ['id', 'curated_at']),
    },
  }),
  eraser: async (trx, profileId) => {
    await trx('breaking_news_views').where({ profile_id: profileId }).delete();
    await trx('blog_entries').where({ curated_by: profileId }).update({ curated_by: null });
  },
});
