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
      conversationsWithOrganisers: await repo.conversationsOfMember(db, profileId),
    },
  }),
  eraser: async (trx, profileId) => {
    await repo.forgetCreator(trx, profileId);
    await repo.forgetMember(trx, profileId);
  },
});
