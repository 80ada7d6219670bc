import { z } from 'zod';
import type { MessageRow } from './repo.ts';
import type { ConversationSummary } from './service.ts';

export const conversationShape = z.object({
  id: z.number(),
  state: z.enum(['Inbox', 'Request']),
  other: z.object({ id: z.number(), name: z.string(), avatarUrl: z.string().nullable() }),
  preview: z.string().nullable(),
  unread: z.boolean(),
  lastMessageAt: z.string(),
});
export const messageShape = z.object({ id: z.number(), conversationId: z.number(), senderId: z.number(), body: z.string(), createdAt: z.string() });

/** A conversation in a list on the wire: no preview for a request. */
export const presentConversation = (c: ConversationSummary): z.infer<typeof conversationShape> => ({
  id: c.id,
  state: c.state,
  other: { id: c.other.id, name: c.other.name, avatarUrl: c.avatar?.src ?? null },
  preview: c.preview,
  unread: c.unread,
  lastMessageAt: c.lastMessageAt.toISOString(),
});
export const presentMessage = (m: MessageRow): z.infer<typeof messageShape> => ({ id: m.id, conversationId: m.conversationId, senderId: m.senderId, body: m.body, createdAt: m.createdAt.toISOString() });
