import { registerPersonalData } from '../../platform/personal-data/index.ts';

/**
 * Tags are private to the member who sets them: the export holds the tags the member set on others, never those
 * others set on the member. Both go with the account.
 */
registerPersonalData({
  module: 'tags',
  covers: { profile_tags: ['owner_id', 'profile_id'] },
  exporter: async (db, profileId) => ({
    data: { tagsISet: await db('profile_tags').where({ owner_id: profileId }).orderBy('id').select('profile_id as taggedProfileId', 'tag', 'created_at') },
  }),
  eraser: async (trx, profileId) => {
    await trx('profile_tags').where({ owner_id: profileId }).orWhere({ profile_id: profileId }).delete();
  },
});
