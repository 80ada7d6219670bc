import { z } from 'zod';
import type { JobHandler, JobHandlers } from '../../platform/jobs/index.ts';
import type { Subscribers } from '../../platform/events/index.ts';
import { favouritedBy } from '../lists/index.ts';
import { hasRead } from '../mail/index.ts';
import { digestJob, markConversationRead, notify, notifyMany, sendDigest, type Happening } from './service.ts';

const id = z.number().int().positive();

/** A subscriber: parses the event's payload and turns it into the notification of one recipient (or none). */
function on<S extends z.ZodType>(schema: S, toHappening: (e: z.infer<S>) => Happening | null): JobHandler {
  return async (payload, { db }) => {
    const happening = toHappening(schema.parse(payload));
    if (happening) await notify(db, happening);
  };
}

const utcDay = () => new Date().toISOString().slice(0, 10);

/** Every source of notifications today (spec issue 10 item 5): one row per event for its recipient. */
export const subscribers: Subscribers = {
  'guestbook.entryWritten': on(z.object({ profileId: id, entryId: id, writerId: id }), (e) => ({
    profileId: e.profileId, actorId: e.writerId, kind: 'guestbookEntry', action: 'written',
    subjectType: 'guestbookEntry', subjectId: e.entryId, dark: true, dedupeKey: `guestbook:${e.entryId}`,
  })),
  'connections.requested': on(z.object({ connectionId: id, requesterId: id, targetId: id }), (e) => ({
    profileId: e.targetId, actorId: e.requesterId, kind: 'relationRequest', action: 'requested',
    subjectType: 'connection', subjectId: e.connectionId, dark: true, dedupeKey: `connection:${e.connectionId}:requested`,
  })),
  'connections.accepted': on(z.object({ connectionId: id, requesterId: id, targetId: id }), (e) => ({
    profileId: e.requesterId, actorId: e.targetId, kind: 'relationRequest', action: 'accepted',
    subjectType: 'connection', subjectId: e.connectionId, dark: true, dedupeKey: `connection:${e.connectionId}:accepted`,
  })),
  // Only profiles can be liked today; a later item type maps to its owner here.
  'lists.liked': on(z.object({ itemType: z.string(), itemId: id, profileId: id }), (e) =>
    e.itemType !== 'Profile' ? null : {
      profileId: e.itemId, actorId: e.profileId, kind: 'like', action: 'liked',
      subjectType: 'profile', subjectId: e.profileId, dark: false, dedupeKey: `like:Profile:${e.profileId}`,
    }),
  // At most one "new visitor" per visitor and day.
  'profiles.viewed': on(z.object({ viewerId: id, profileId: id }), (e) => ({
    profileId: e.profileId, actorId: e.viewerId, kind: 'newVisitor', action: 'visited',
    subjectType: 'profile', subjectId: e.viewerId, dark: false, dedupeKey: `visit:${e.viewerId}:${utcDay()}`,
  })),
  // A message request carries nothing of the message: only who wrote and the conversation to open.
  // A conversation the recipient muted still arrives, but notifies (and pushes) nothing.
  // Nothing for a muted conversation, or a message the recipient read before this job ran.
  'mail.messageSent': async (payload, { db }) => {
    const e = z.object({ conversationId: id, messageId: id, senderId: id, recipientId: id, request: z.boolean(), muted: z.boolean().default(false) }).parse(payload);
    if (e.muted || (await hasRead(db, e.conversationId, e.recipientId, e.messageId))) return;
    await notify(db, {
      profileId: e.recipientId, actorId: e.senderId, kind: e.request ? 'messageRequest' : 'newMessage', action: 'sent',
      subjectType: 'conversation', subjectId: e.conversationId, dark: false, dedupeKey: `message:${e.messageId}`,
    });
  },
  // Reading a conversation reads its message notifications too, so the bell does not count them twice.
  'mail.conversationRead': async (payload, { db }) => {
    const e = z.object({ conversationId: id, readerId: id, messageId: id }).parse(payload);
    await markConversationRead(db, e.readerId, e.conversationId);
  },
  'mail.requestAccepted': on(z.object({ conversationId: id, accepterId: id, requesterId: id }), (e) => ({
    profileId: e.requesterId, actorId: e.accepterId, kind: 'messageRequest', action: 'accepted',
    subjectType: 'conversation', subjectId: e.conversationId, dark: false, dedupeKey: `messageRequest:${e.conversationId}:accepted`,
  })),
  // Everyone who has the profile as a favourite, at most once per favourite and UTC day (one query for them all).
  'accounts.loggedOn': async (payload, { db }) => {
    const { profileId } = z.object({ profileId: id }).parse(payload);
    await notifyMany(db, await favouritedBy(db, profileId), {
      actorId: profileId, kind: 'favouriteOnline', action: 'online',
      subjectType: 'profile', subjectId: profileId, dark: false, dedupeKey: `favouriteOnline:${profileId}:${utcDay()}`,
    });
  },
};

export const jobs: JobHandlers = {
  [digestJob]: (payload, { db }) => sendDigest(db, payload),
};
