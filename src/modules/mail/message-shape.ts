import { z } from 'zod';
import type { MessageView } from './attachments.ts';

/**
 * A picture of a message as the viewer sees it: an explicit one is `hidden` for a recipient until they tap to
 * see it (Mail/ShowAttachment), with `src`/`srcset` null and only `blurredSrc`; the sender always sees their own.
 */
export const attachmentShape = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  explicit: z.boolean(),
  hidden: z.boolean(),
  src: z.string().nullable(),
  srcset: z.string().nullable(),
  blurredSrc: z.string(),
});
export const messageShape = z.object({ id: z.number(), conversationId: z.number(), senderId: z.number(), body: z.string(), createdAt: z.string(), attachments: z.array(attachmentShape) });

export const presentMessage = (m: MessageView): z.infer<typeof messageShape> => ({
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
  attachments: m.attachments,
});
