import type { JobHandlers } from '../../platform/jobs/index.ts';
import { on, type DomainEvent, type EventPayloadSchema, type Subscribers, type Subscription } from '../../platform/events/index.ts';
import type { z } from 'zod';
import { loggedOn } from '../accounts/index.ts';
import { entryWritten } from '../guestbook/index.ts';
import { connectionAccepted, connectionRequested } from '../connections/index.ts';
import { favouritedBy, itemLiked } from '../lists/index.ts';
import { profileViewed } from '../profiles/index.ts';
import { conversationRead, hasRead, messageSent, requestAccepted } from '../mail/index.ts';
import { taggersToTellOnline } from '../tags/index.ts';
import { orderPaid, renewalFailed, subscriptionEnded } from '../payments/index.ts';
import { digestJob, markConversationRead, notify, notifyMany, sendDigest, type Happening } from './service.ts';

/** A subscriber that turns the event into the notification of one recipient (or none). */
function notifying<S extends EventPayloadSchema>(event: DomainEvent<S>, toHappening: (e: z.output<S>) => Happening | null): Subscription {
  return on(event, async (e, { db }) => {
    const happening = toHappening(e);
    if (happening) await notify(db, happening);
  });
}

const utcDay = () => new Date().toISOString().slice(0, 10);

/** Every source of notifications today (spec issue 10 item 5): one row per event for its recipient. */
export const subscribers: Subscribers = [
  notifying(entryWritten, (e) => ({
    profileId: e.profileId, actorId: e.writerId, kind: 'guestbookEntry', action: 'written',
    subjectType: 'guestbookEntry', subjectId: e.entryId, dark: true, dedupeKey: `guestbook:${e.entryId}`,
  })),
  notifying(connectionRequested, (e) => ({
    profileId: e.targetId, actorId: e.requesterId, kind: 'relationRequest', action: 'requested',
    subjectType: 'connection', subjectId: e.connectionId, dark: true, dedupeKey: `connection:${e.connectionId}:requested`,
  })),
  notifying(connectionAccepted, (e) => ({
    profileId: e.requesterId, actorId: e.targetId, kind: 'relationRequest', action: 'accepted',
    subjectType: 'connection', subjectId: e.connectionId, dark: true, dedupeKey: `connection:${e.connectionId}:accepted`,
  })),
  // Only profiles can be liked today; a later item type maps to its owner here.
  notifying(itemLiked, (e) =>
    e.itemType !== 'Profile' ? null : {
      profileId: e.itemId, actorId: e.profileId, kind: 'like', action: 'liked',
      subjectType: 'profile', subjectId: e.profileId, dark: false, dedupeKey: `like:Profile:${e.profileId}`,
    }),
  // At most one "new visitor" per visitor and day.
  notifying(profileViewed, (e) => ({
    profileId: e.profileId, actorId: e.viewerId, kind: 'newVisitor', action: 'visited',
    subjectType: 'profile', subjectId: e.viewerId, dark: false, dedupeKey: `visit:${e.viewerId}:${utcDay()}`,
  })),
  // A message request carries nothing of the message: only who wrote and the conversation to open.
  // A conversation the recipient muted still arrives, but notifies (and pushes) nothing.
  // Nothing for a muted conversation, or a message the recipient read before this job ran.
  on(messageSent, async (e, { db }) => {
    if (e.muted || (await hasRead(db, e.conversationId, e.recipientId, e.messageId))) return;
    await notify(db, {
      profileId: e.recipientId, actorId: e.senderId, kind: e.request ? 'messageRequest' : 'newMessage', action: 'sent',
      subjectType: 'conversation', subjectId: e.conversationId, dark: false, dedupeKey: `message:${e.messageId}`,
    });
  }),
  // Reading a conversation reads its message notifications too, so the bell does not count them twice.
  on(conversationRead, (e, { db }) => markConversationRead(db, e.readerId, e.conversationId)),
  notifying(requestAccepted, (e) => ({
    profileId: e.requesterId, actorId: e.accepterId, kind: 'messageRequest', action: 'accepted',
    subjectType: 'conversation', subjectId: e.conversationId, dark: false, dedupeKey: `messageRequest:${e.conversationId}:accepted`,
  })),
  // Everyone who has the profile as a favourite, and every member who tagged it (tags' private labels), at most
  // once per recipient and UTC day (one query for them all), under this module's rules (settings, blocks, push).
  on(loggedOn, async ({ profileId }, { db }) => {
    const subject = { actorId: profileId, action: 'online', subjectType: 'profile', subjectId: profileId, dark: false } as const;
    await notifyMany(db, await favouritedBy(db, { profileId, site: { dark: subject.dark } }), { ...subject, kind: 'favouriteOnline', dedupeKey: `favouriteOnline:${profileId}:${utcDay()}` });
    await notifyMany(db, await taggersToTellOnline(db, profileId), { ...subject, kind: 'onlineTagged', dedupeKey: `onlineTagged:${profileId}:${utcDay()}` });
  }),
  // A gift membership tells its recipient, naming the giver unless they stayed anonymous (then the recipient is the
  // actor: no list, call or push shows who gave it). Renewal trouble is about the member's own account.
  notifying(orderPaid, (e) =>
    !e.gift || e.recipientId === null ? null : {
      profileId: e.recipientId, actorId: e.anonymous || e.buyerId === null ? e.recipientId : e.buyerId, aboutOwnAccount: e.anonymous || e.buyerId === null,
      kind: 'giftMembership', action: e.anonymous || e.buyerId === null ? 'givenAnonymously' : 'given',
      subjectType: 'paymentOrder', subjectId: e.orderId, dark: e.dark, dedupeKey: `gift:${e.orderId}`,
    }),
  notifying(renewalFailed, (e) => ({
    profileId: e.profileId, actorId: e.profileId, aboutOwnAccount: true, kind: 'membershipRenewal', action: 'renewalFailed',
    subjectType: 'subscription', subjectId: e.subscriptionId, dark: false, dedupeKey: `renewalFailed:${e.subscriptionId}:${e.retryAt}`,
  })),
  notifying(subscriptionEnded, (e) => ({
    profileId: e.profileId, actorId: e.profileId, aboutOwnAccount: true, kind: 'membershipRenewal', action: 'ended',
    subjectType: 'subscription', subjectId: e.subscriptionId, dark: false, dedupeKey: `subscriptionEnded:${e.subscriptionId}`,
  })),
];

export const jobs: JobHandlers = {
  [digestJob]: (payload, { db }) => sendDigest(db, payload),
};
