import { registerPersonalData } from '../../platform/personal-data/index.ts';

/**
 * What lodges' core holds about a member: their standing in each lodge, their requests, the activity rows about
 * them or by them, notes about them (admins' private notes: erased with the member, not exported to them, as
 * another member's private writing) and notes they wrote as an admin, their notification settings and the lodges
 * they created. A lodge outlives its creator: its owner row goes, so its members may take ownership.
 */
export const registerLodgesData = () =>
  registerPersonalData({
    module: 'lodges',
    covers: {
      lodges: ['created_by'],
      lodge_members: ['profile_id'],
      lodge_membership_requests: ['profile_id', 'decided_by'],
      lodge_activities: ['profile_id', 'actor_id'],
      lodge_member_notes: ['profile_id', 'author_id'],
      lodge_notification_settings: ['profile_id'],
    },
    exporter: async (db, profileId) => ({
      data: {
        memberships: await db('lodge_members as m').join('lodges as l', 'l.id', 'm.lodge_id').where('m.profile_id', profileId).orderBy('m.lodge_id').select('l.id as lodgeId', 'l.name', 'm.role', 'm.joined_at'),
        requests: await db('lodge_membership_requests').where({ profile_id: profileId }).orderBy('id').select('lodge_id as lodgeId', 'state', 'message', 'created_at', 'decided_at'),
        created: await db('lodges').where({ created_by: profileId }).orderBy('id').select('id', 'name', 'created_at'),
        notesWritten: await db('lodge_member_notes').where({ author_id: profileId }).orderBy('id').select('lodge_id as lodgeId', 'text', 'created_at'),
        activity: await db('lodge_activities').where({ profile_id: profileId }).orderBy('id').select('lodge_id as lodgeId', 'type', 'created_at'),
        notificationSettings: await db('lodge_notification_settings').where({ profile_id: profileId }).select('lodge_id as lodgeId', 'debates', 'meetups', 'media'),
      },
    }),
    eraser: async (trx, profileId) => {
      await trx('lodge_member_notes').where({ profile_id: profileId }).delete();
      await trx('lodge_member_notes').where({ author_id: profileId }).update({ author_id: null });
      await trx('lodge_activities').where({ profile_id: profileId }).delete();
      await trx('lodge_activities').where({ actor_id: profileId }).update({ actor_id: null });
      await trx('lodge_membership_requests').where({ profile_id: profileId }).delete();
      await trx('lodge_membership_requests').where({ decided_by: profileId }).update({ decided_by: null });
      await trx('lodge_notification_settings').where({ profile_id: profileId }).delete();
      const lodgeIds = (await trx('lodge_members').where({ profile_id: profileId }).pluck('lodge_id')).map(Number);
      await trx('lodge_members').where({ profile_id: profileId }).delete();
      for (const lodgeId of lodgeIds) {
        await trx('lodges')
          .where({ id: lodgeId })
          .update({ member_count: trx('lodge_members').where({ lodge_id: lodgeId }).whereIn('role', ['Member', 'Owner', 'CoOwner', 'Assistant']).count('*') });
      }
      await trx('lodges').where({ created_by: profileId }).update({ created_by: null });
    },
  });
