import { registerPersonalData } from '../../../platform/personal-data/index.ts';

/**
 * Which of the member's conversations (mail exports and erases the messages) are with a lodge's admins. Erasure
 * deletes the member's rows here; the conversation itself is mail's (its eraser decides about the messages).
 */
registerPersonalData({
  module: 'lodges.mail',
  covers: { lodge_conversations: ['member_id'] },
  exporter: async (db, profileId) => ({
    data: {
      conversationsWithAdmins: await db('lodge_conversations as c')
        .join('lodges as l', 'l.id', 'c.lodge_id')
        .where('c.member_id', profileId)
        .orderBy('c.conversation_id')
        .select('c.conversation_id as conversationId', 'l.id as lodgeId', 'l.name as lodge', 'c.created_at as startedAt'),
    },
  }),
  eraser: async (trx, profileId) => {
    await trx('lodge_conversations').where({ member_id: profileId }).delete();
  },
});
