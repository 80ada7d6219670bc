import { z } from 'zod';
import type { ConversationSummary, OpenConversation } from './service.ts';
import { messageShape, presentMessage } from './message-shape.ts';

export { attachmentShape, messageShape, presentMessage } from './message-shape.ts';

const personShape = z.object({ id: z.number(), name: z.string(), avatarUrl: z.string().nullable() });

/**
 * A conversation in a list: a pair (`other`, `title` = their name) or a group (`other` null, `title` the group's).
 * No preview for a request; `previewPictures` counts the last message's pictures (its text may be empty).
 */
export const conversationShape = z.object({
  id: z.number(),
  kind: z.enum(['Pair', 'Group']),
  state: z.enum(['Inbox', 'Request']),
  title: z.string(),
  other: personShape.nullable(),
  preview: z.string().nullable(),
  previewPictures: z.number(),
  unread: z.boolean(),
  muted: z.boolean(),
  lastMessageAt: z.string(),
});

/** A conversation in a list on the wire: no preview for a request. */
export const presentConversation = (c: ConversationSummary): z.infer<typeof conversationShape> => ({
  id: c.id,
  kind: c.kind,
  state: c.state,
  title: c.title,
  other: c.other ? { id: c.other.id, name: c.other.name, avatarUrl: c.avatar?.src ?? null } : null,
  preview: c.preview,
  previewPictures: c.previewPictures,
  unread: c.unread,
  muted: c.muted,
  lastMessageAt: c.lastMessageAt.toISOString(),
});

export const countsShape = z.object({ inbox: z.number(), requests: z.number(), unread: z.number() });
/** An open conversation for the /Mail island: `seenUpTo` is the newest message id the other side has read. */
export const openConversationShape = z.object({
  conversation: z.object({
    id: z.number(),
    kind: conversationShape.shape.kind,
    state: z.enum(['Inbox', 'Request']),
    title: z.string(),
    muted: z.boolean(),
    other: conversationShape.shape.other,
    /** Those named on the page (a group's participants and the page's senders), not the member. */
    people: z.array(personShape.omit({ avatarUrl: true })),
    olderBefore: z.number().nullable(),
    seenUpTo: z.number(),
  }),
  messages: z.array(messageShape),
});

export const presentOpenConversation = (c: OpenConversation, seenUpTo: number): z.infer<typeof openConversationShape> => ({
  conversation: {
    id: c.id,
    kind: c.kind,
    state: c.state,
    title: c.title,
    muted: c.muted,
    other: c.other ? { id: c.other.id, name: c.other.name, avatarUrl: c.avatar?.src ?? null } : null,
    people: c.people.map((p) => ({ id: p.id, name: p.name })),
    olderBefore: c.olderBefore,
    seenUpTo,
  },
  messages: c.messages.map(presentMessage),
});
