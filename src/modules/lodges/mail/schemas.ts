import { z } from 'zod';

const id = z.coerce.number().int().positive();
export const lodgeParams = z.object({ id });
export const conversationParams = z.object({ id, conversationId: id });
export const conversationQuery = z.object({ before: id.optional() });
/** The Mail tab: `before` pages the member's own messages, `olderThan` the admins' list of conversations (by id). */
export const tabQuery = conversationQuery.extend({ olderThan: id.optional() });
/** A message: 1–5000 characters (mail's own limit). */
export const messageForm = z.object({ body: z.string().trim().min(1).max(5000) });
/** How many of a lodge's conversations its admins see on a page of the list. */
export const conversationsShown = 30;
