import { registerNotificationKind } from '../../profiles/index.ts';
import { notifyOn } from '../../notifications/index.ts';
import { orderPaid, renewalFailed, subscriptionEnded } from '../orders/events.ts';

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

// A gift membership tells its recipient, naming the giver unless they stayed anonymous (then the recipient is the
// actor: no list, call or push shows who gave it). Renewal trouble is about the member's own account.
notifyOn(orderPaid, 'giftMembership', (e) => {
  if (!e.gift || e.recipientId === null) return null;
  const anonymous = e.anonymous || e.buyerId === null;
  return {
    profileId: e.recipientId, actorId: anonymous ? e.recipientId : e.buyerId!, aboutOwnAccount: anonymous,
    kind: 'giftMembership', action: anonymous ? 'givenAnonymously' : 'given',
    subjectType: 'paymentOrder', subjectId: e.orderId, dark: e.dark, dedupeKey: `gift:${e.orderId}`,
  };
});
notifyOn(renewalFailed, 'membershipRenewal', (e) => ({
  profileId: e.profileId, actorId: e.profileId, aboutOwnAccount: true, kind: 'membershipRenewal', action: 'renewalFailed',
  subjectType: 'subscription', subjectId: e.subscriptionId, dark: false, dedupeKey: `renewalFailed:${e.subscriptionId}:${e.retryAt}`,
}));
notifyOn(subscriptionEnded, 'membershipRenewal', (e) => ({
  profileId: e.profileId, actorId: e.profileId, aboutOwnAccount: true, kind: 'membershipRenewal', action: 'ended',
  subjectType: 'subscription', subjectId: e.subscriptionId, dark: false, dedupeKey: `subscriptionEnded:${e.subscriptionId}`,
}));
