import { registerPersonalData } from '../../platform/personal-data/index.ts';

/**
 * The comments a member wrote (exported), and the emojis they used last. Erasing keeps the comments with the
 * author set to null ("deleted profile"): a thread is a conversation with other members, whose replies would lose
 * their sense without it; the text stays as written (CONTEXT.md says why). Recent emojis go.
 */
registerPersonalData({
  module: 'comments',
  covers: { comments: ['author_id'], emoji_uses: ['profile_id'] },
  exporter: async (db, profileId) => ({
    data: {
      comments: await db('comments')
        .where({ author_id: profileId })
        .whereNull('removed_at')
        .orderBy('id')
        .select('id', 'subject_type as subjectType', 'subject_id as subjectId', 'parent_id as parentId', 'text', 'created_at as createdAt', 'edited_at as editedAt'),
      recentEmojis: await db('emoji_uses').where({ profile_id: profileId }).orderBy('used_at', 'desc').pluck('shortname'),
    },
  }),
  eraser: async (trx, profileId) => {
    await trx('comments').where({ author_id: profileId }).update({ author_id: null });
    await trx('emoji_uses').where({ profile_id: profileId }).delete();
  },
});
