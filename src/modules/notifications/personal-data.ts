import { registerPersonalData } from '../../platform/personal-data/index.ts';

/**
 * The member's notifications, without who caused them (another member's act, shown on the site only while that
 * member is visible). Notifications naming the member as their actor or subject (a profile notification's
 * subject_id, no foreign key) go too: they point at a deleted profile.
 */
registerPersonalData({
  module: 'notifications',
  covers: { notifications: ['profile_id', 'actor_profile_id', 'subject_id'] },
  exporter: async (db, profileId) => ({
    data: { notifications: await db('notifications').where({ profile_id: profileId }).orderBy('id').select('kind', 'action', 'subject_type', 'dark', 'created_at', 'read_at', 'emailed_at') },
  }),
  eraser: async (trx, profileId) => {
    await trx('notifications')
      .where({ profile_id: profileId })
      .orWhere({ actor_profile_id: profileId })
      .orWhere({ subject_type: 'profile', subject_id: profileId })
      .delete();
  },
});
