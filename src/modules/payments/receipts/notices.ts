import { registerNotificationKind } from '../../profiles/index.ts';

/**
 * The notices of this part (the notifications module writes them from payments' events):
 * - `giftMembership`: the member was given a membership; `given` names the giver ({name}), `givenAnonymously`
 *   names nobody (its actor is the recipient, so no list, call or push shows the giver);
 * - `membershipRenewal`: a renewal was refused (we try again) or the subscription ended; about the member's own
 *   account, so its actor is the member. The e-mail goes from payments itself, so the notice is on the site only
 *   by default.
 */
registerNotificationKind('giftMembership', {
  label: 'payments.receipts.notifications.kinds.giftMembership',
  sentences: { given: 'payments.receipts.notifications.given', givenAnonymously: 'payments.receipts.notifications.givenAnonymously' },
  link: () => '/Membership/Gifts',
  defaults: ['site', 'email', 'push'],
  site: 'both',
});
registerNotificationKind('membershipRenewal', {
  label: 'payments.receipts.notifications.kinds.membershipRenewal',
  sentences: { renewalFailed: 'payments.receipts.notifications.renewalFailed', ended: 'payments.receipts.notifications.ended' },
  link: () => '/Membership',
  defaults: ['site'],
  site: 'both',
});
