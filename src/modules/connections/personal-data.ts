import { registerPersonalData } from '../../platform/personal-data/index.ts';

/** Relations (spec §2 Relations) are shown on both profiles, so the export holds every one the member is part of. */
registerPersonalData({
  module: 'connections',
  covers: { profile_connections: ['requester_id', 'target_id'] },
  exporter: async (db, profileId) => ({
    data: {
      connections: await db('profile_connections')
        .where({ requester_id: profileId })
        .orWhere({ target_id: profileId })
        .orderBy('id')
        .select('requester_id', 'target_id', 'role', 'created_at', 'accepted_at'),
    },
  }),
  eraser: async (trx, profileId) => {
    await trx('profile_connections').where({ requester_id: profileId }).orWhere({ target_id: profileId }).delete();
  },
});
