import { registerStartHint } from '../../../platform/start-page.ts';
import { birthdayOffer } from './service.ts';

// On the member's birthday, until they answer, /Start's hints lead first to the offer: two free promotions or "no thanks".
registerStartHint('BirthdayOffer', {
  order: 1,
  href: '/Promote/Birthday',
  label: 'payments.promotions.birthday.hint',
  missing: async (db, actor) => (await birthdayOffer(db, actor.profileId)).open,
});
