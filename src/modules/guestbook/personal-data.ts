import { registerPersonalData } from '../../platform/personal-data/index.ts';

/**
 * Entries the member wrote anywhere and the entries on the member's own page (shown there to every member who may
 * see the page). Both go with the account: what the member wrote is theirs, and a page of a deleted profile is gone.
 */
registerPersonalData({
  module: 'guestbook',
  covers: { guestbook_entries: ['profile_id', 'writer_id'] },
  exporter: async (db, profileId) => ({
    data: {
      written: await db('guestbook_entries').where({ writer_id: profileId }).orderBy('id').select('profile_id as onProfileId', 'text', 'created_at'),
      onMyPage: await db('guestbook_entries').where({ profile_id: profileId }).orderBy('id').select('writer_id as writerId', 'text', 'created_at'),
    },
  }),
  eraser: async (trx, profileId) => {
    await trx('guestbook_entries').where({ profile_id: profileId }).orWhere({ writer_id: profileId }).delete();
  },
});
