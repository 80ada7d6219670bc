import { registerPersonalData } from '../../platform/personal-data/index.ts';

/**
 * What the member reported and the feedback they gave. Reports against the member (the reporter is protected) and
 * feedback about their page are not exported. On deletion the member's feedback goes both ways and reports against
 * them go (nothing is left to moderate); reports the member filed about others stay for staff (Art. 17(3)(e):
 * the record of another member's abuse), pointing at the blanked profile.
 */
registerPersonalData({
  module: 'reports',
  covers: { profile_reports: ['reporter_id', 'reported_id'], profile_page_feedback: ['author_id', 'profile_id'] },
  keeps: { profile_reports: ['reporter_id'] },
  exporter: async (db, profileId) => ({
    data: {
      reportsIFiled: await db('profile_reports').where({ reporter_id: profileId }).orderBy('id').select('reported_id as reportedProfileId', 'reason', 'text', 'created_at', 'resolved_at'),
      pageFeedbackIGave: await db('profile_page_feedback').where({ author_id: profileId }).orderBy('id').select('profile_id as profileId', 'rating', 'comment', 'created_at'),
    },
  }),
  eraser: async (trx, profileId) => {
    await trx('profile_reports').where({ reported_id: profileId }).delete();
    await trx('profile_page_feedback').where({ author_id: profileId }).orWhere({ profile_id: profileId }).delete();
  },
});
