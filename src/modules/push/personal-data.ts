import { registerPersonalData, rowsOf } from '../../platform/personal-data/index.ts';
import { deleteProfileSubscriptions } from './repo.ts';

/** The member's browsers that receive push messages (the endpoint only: the keys are the browser's secret). */
registerPersonalData({
  module: 'push',
  covers: { push_subscriptions: ['profile_id'] },
  exporter: async (db, profileId) => ({
    data: { pushSubscriptions: await rowsOf(db, 'push_subscriptions', 'profile_id', profileId, ['created_at', 'site_id', 'endpoint', 'last_used_at']) },
  }),
  eraser: (trx, profileId) => deleteProfileSubscriptions(trx, profileId),
});
