import { z } from 'zod';
import { defineEvent } from '../../platform/events/index.ts';

const id = z.number().int().positive();

/**
 * A message reached `recipientId`: `request` while the conversation is a message request, `muted` when the
 * recipient muted it, `group` for a group conversation (one event per recipient).
 */
export const messageSent = defineEvent(
  'mail.messageSent',
  z.object({ conversationId: id, messageId: id, senderId: id, recipientId: id, request: z.boolean(), muted: z.boolean().default(false), group: z.boolean().optional() }),
);
/** `accepterId` accepted the message request of `requesterId`. */
export const requestAccepted = defineEvent('mail.requestAccepted', z.object({ conversationId: id, accepterId: id, requesterId: id }));
/** `readerId` read the conversation up to `messageId`. */
export const conversationRead = defineEvent('mail.conversationRead', z.object({ conversationId: id, readerId: id, messageId: id }));
