import { z } from 'zod';

const id = z.coerce.number().int().positive();
export const lodgeParams = z.object({ id });
export const conversationParams = z.object({ id, conversationId: id });
export const conversationQuery = z.object({ before: id.optional() });
/** A message: 1–5000 characters (mail's own limit). */
export const messageForm = z.object({ body: z.string().trim().min(1).max(5000) });
/** How many of a lodge's conversations its admins see listed. */
export const conversationsShown = 100;
