import { registerPersonalData } from '../../platform/personal-data/index.ts';
import { eraseRatings, findScore, ratingsGivenBy } from './repo.ts';

/**
 * The ratings (and skips) the member gave, and their own score as a sum and a count: never who rated them.
 * Erasure deletes the ratings they gave (the profiles they scored are counted again without them) and received,
 * and their score.
 */
registerPersonalData({
  module: 'quickscor',
  covers: { quickscor_ratings: ['rater_id', 'rated_id'], quickscor_scores: ['profile_id'] },
  exporter: async (db, profileId) => {
    const score = await findScore(db, profileId);
    return {
      data: {
        ratingsGiven: (await ratingsGivenBy(db, profileId)).map((r) => ({ profileId: r.ratedId, score: r.score, skipped: r.score === null, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() })),
        myScore: score && score.count ? { ratings: score.count, total: score.total, average: Math.round((score.total * 10) / score.count) / 10 } : null,
      },
    };
  },
  eraser: eraseRatings,
});
