import { registerPersonalData } from '../../platform/personal-data/index.ts';
import * as repo from './repo.ts';

/**
 * What events hold about a member: the events they created (exported; on erasure the event stays for those signed
 * up and no longer names its organiser), the event admin role (exported, erased), and which of their conversations
 * were with an event's organisers (mail exports and erases the messages; the rows here go). Sign-ups are the signups
 * module's, comments the comments module's.
 */
registerPersonalData({
  module: 'events',
  covers: { events: ['created_by'], event_admins: ['profile_id'], event_conversations: ['member_id'] },
  exporter: async (db, profileId) => ({
    data: {
      eventsOrganised: await repo.eventsCreatedBy(db, profileId),
      eventAdmin: await repo.isEventAdmin(db, profileId),
      conversationsWithOrganisers: await db('event_conversations as c')
        .join('events as e', 'e.id', 'c.event_id')
        .where('c.member_id', profileId)
        .orderBy('c.conversation_id')
        .select('c.conversation_id as conversationId', 'e.id as eventId', 'e.title as event', 'c.created_at as startedAt'),
    },
  }),
  eraser: async (trx, profileId) => {
    await repo.forgetCreator(trx, profileId);
    await trx('event_admins').where({ profile_id: profileId }).delete();
    await trx('event_conversations').where({ member_id: profileId }).delete();
  },
});
