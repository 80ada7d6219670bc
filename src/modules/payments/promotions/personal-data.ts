import { registerPersonalData } from '../../../platform/personal-data/index.ts';
import { promotionsOf } from './repo.ts';

// The member's promotions (paid or free, with the order that bought them) and their birthday answers. Both go with
// the account: the orders that paid for them are payments' bookkeeping (orders part) and stay.
registerPersonalData({
  module: 'payments.promotions',
  covers: { promotions: ['profile_id'], birthday_answers: ['profile_id'] },
  exporter: async (db, profileId) => ({ data: await promotionsOf(db, profileId), files: [] }),
  eraser: async (trx, profileId) => {
    await trx('promotions').where({ profile_id: profileId }).delete();
    await trx('birthday_answers').where({ profile_id: profileId }).delete();
  },
});
