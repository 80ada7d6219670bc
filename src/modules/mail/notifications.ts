import { markConversationRead, notifyOn, notificationsOn } from '../notifications/index.ts';
import { conversationRead, messageSent, requestAccepted } from './events.ts';
import { hasRead } from './service.ts';

// A message request carries nothing of the message: only who wrote and the conversation to open. Nothing for a
// muted conversation (it still arrives, but notifies and pushes nothing), or a message the recipient read before
// this job ran.
notifyOn(messageSent, 'message', async (e, db) =>
  e.muted || (await hasRead(db, e.conversationId, e.recipientId, e.messageId)) ? null : {
    profileId: e.recipientId, actorId: e.senderId, kind: e.request ? 'messageRequest' : 'newMessage', action: 'sent',
    subjectType: 'conversation', subjectId: e.conversationId, dark: false, dedupeKey: `message:${e.messageId}`,
  });
// Reading a conversation reads its message notifications too, so the bell does not count them twice.
notificationsOn(conversationRead, 'read', (e, db) => markConversationRead(db, e.readerId, e.conversationId));
notifyOn(requestAccepted, 'messageRequest', (e) => ({
  profileId: e.requesterId, actorId: e.accepterId, kind: 'messageRequest', action: 'accepted',
  subjectType: 'conversation', subjectId: e.conversationId, dark: false, dedupeKey: `messageRequest:${e.conversationId}:accepted`,
}));
