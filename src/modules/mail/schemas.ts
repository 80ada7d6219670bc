import { z } from 'zod';

export const messageMaxLength = 5000;
export const messagesPageSize = 30;
export const conversationsPageSize = 20;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const body = z.string({ error: 'mail.errors.bodyRequired' }).trim().min(1, 'mail.errors.bodyRequired').max(messageMaxLength, 'mail.errors.bodyTooLong');

export const conversationParams = z.object({ id });
export const profileParams = z.object({ profileId: id });
export const listQuery = z.object({
  tab: z.enum(['Inbox', 'Requests']).catch('Inbox'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  q: z.string().trim().max(200).catch('').default(''),
});
export const conversationQuery = z.object({ before: id.optional().catch(undefined) });
export const messageForm = z.object({ body });

export const sendInput = z.object({ profileId: id, body });
export const conversationInput = z.object({ conversationId: id });
export const markReadInput = z.object({ conversationId: id, messageId: id });
export const searchInput = z.object({
  q: z.string({ error: 'mail.errors.queryRequired' }).trim().min(1, 'mail.errors.queryRequired').max(200),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(messagesPageSize),
});
export const topMenuInput = z.object({ take: z.coerce.number().int().min(1).max(50).default(10) });

/** Who may start a conversation with the member (profiles' configuration key `whoMayWrite`). */
export const whoMayWriteChoices = ['Everyone', 'Members', 'Validated', 'Favourites'] as const;
export const whoMayWriteForm = z.object({ whoMayWrite: z.enum(whoMayWriteChoices, { message: 'mail.whoMayWrite.invalid' }) });
