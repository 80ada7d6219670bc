import { registerPersonalData } from '../../platform/personal-data/index.ts';

/**
 * The conversations the member takes part in and the messages they sent (with the pictures attached, by media id:
 * the files are in media's part). Messages others sent are the other members' words and stay out, as do
 * conversations the member is not in. On deletion the member's messages and participation go; a two-member
 * conversation row stays for the other member with their own messages (their copy of the exchange, Art. 17 does
 * not reach the other member's words), its profile_low/high pointing at the blanked profile.
 */
registerPersonalData({
  module: 'mail',
  covers: {
    conversations: ['profile_low', 'profile_high'],
    conversation_participants: ['profile_id'],
    messages: ['sender_id'],
    message_attachment_shown: ['profile_id'],
  },
  keeps: { conversations: ['profile_low', 'profile_high'] },
  exporter: async (db, profileId) => {
    const conversations = await db('conversation_participants as p')
      .join('conversations as c', 'c.id', 'p.conversation_id')
      .where('p.profile_id', profileId)
      .orderBy('c.id')
      .select('c.id', 'c.title', 'c.created_at', 'p.state', 'p.muted', db.raw('c.profile_low is null as "isGroup"'), db.raw(`case when c.profile_low = ? then c.profile_high when c.profile_high = ? then c.profile_low end as "withProfileId"`, [profileId, profileId]));
    const messages = await db('messages as m')
      .where('m.sender_id', profileId)
      .orderBy('m.id')
      .select('m.id', 'm.conversation_id', 'm.body', 'm.created_at', db.raw(`coalesce((select json_agg(a.media_id order by a.position) from message_attachments a where a.message_id = m.id), '[]'::json) as "attachedMediaIds"`));
    return { data: { conversations, messagesISent: messages } };
  },
  eraser: async (trx, profileId) => {
    // Attachments and who has seen them go with the messages (on delete cascade).
    await trx('messages').where({ sender_id: profileId }).delete();
    await trx('message_attachment_shown').where({ profile_id: profileId }).delete();
    await trx('conversation_participants').where({ profile_id: profileId }).delete();
  },
});
