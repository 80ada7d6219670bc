import { registerPersonalData } from '../../../platform/personal-data/index.ts';

/**
 * Lodge debates' tables that name a profile. The member's entries are exported; on erasure they stay in the lodge
 * without an author ("Deleted profile"), as their comments do (comments' CONTEXT.md): an entry is the start of the
 * lodge's conversation, the other members' comments under it would lose their sense without it. Their follows and
 * view rows go.
 */
registerPersonalData({
  module: 'lodges.debates',
  covers: {
    lodge_debate_entries: ['author_id'],
    lodge_debate_follows: ['profile_id'],
    lodge_debate_views: ['profile_id'],
  },
  exporter: async (db, profileId) => ({
    data: {
      entries: await db('lodge_debate_entries')
        .where({ author_id: profileId })
        .orderBy('id')
        .select('id', 'lodge_id as lodgeId', 'title', 'body_html as bodyHtml', 'created_at as createdAt', 'updated_at as updatedAt'),
      followedEntries: await db('lodge_debate_follows').where({ profile_id: profileId }).orderBy('entry_id').select('entry_id as entryId', 'created_at as since'),
    },
  }),
  eraser: async (trx, profileId) => {
    await trx('lodge_debate_entries').where({ author_id: profileId }).update({ author_id: null });
    await trx('lodge_debate_follows').where({ profile_id: profileId }).delete();
    await trx('lodge_debate_views').where({ profile_id: profileId }).delete();
  },
});
