import { z } from 'zod';

export const messageMaxLength = 5000;
export const messagesPageSize = 30;
export const conversationsPageSize = 20;
/** Pictures in one message (issue 10: attachments are pictures only). */
export const maxAttachments = 4;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** May be empty when the message carries a picture; the service asks for one or the other (`mail.errors.bodyRequired`). */
const body = z.string({ error: 'mail.errors.bodyRequired' }).trim().max(messageMaxLength, 'mail.errors.bodyTooLong').default('');
/** Ids of the sender's pictures from UploadTempMedia (albumTypeId 7), each once, at most four. */
const attachmentIds = z
  .array(z.number({ error: 'mail.errors.attachmentIds' }).int('mail.errors.attachmentIds').positive('mail.errors.attachmentIds').max(Number.MAX_SAFE_INTEGER, 'mail.errors.attachmentIds'), { error: 'mail.errors.attachmentIds' })
  .max(maxAttachments, 'mail.errors.tooManyPictures')
  .refine((ids) => new Set(ids).size === ids.length, 'mail.errors.attachmentIds')
  .default([]);
/** The message's pictures are explicit (each picture's own upload flag counts too). */
const explicit = z.boolean({ error: 'mail.errors.explicit' }).default(false);
const checkbox = z.preprocess((v) => v === 'on' || v === 'true', z.boolean());

export const conversationParams = z.object({ id });
export const attachmentParams = z.object({ id, attachmentId: id });
export const profileParams = z.object({ profileId: id });
export const listQuery = z.object({
  tab: z.enum(['Inbox', 'Requests']).catch('Inbox'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  q: z.string().trim().max(200).catch('').default(''),
});
export const conversationQuery = z.object({ before: id.optional().catch(undefined) });
export const messageForm = z.object({ body });

export const sendInput = z.object({ profileId: id, body, attachmentIds, explicit });
export const replyInput = z.object({ conversationId: id, body, attachmentIds, explicit });
export const conversationInput = z.object({ conversationId: id });
export const showAttachmentInput = z.object({ attachmentId: id });
export const muteInput = z.object({ conversationId: id, muted: z.boolean({ error: 'mail.errors.muted' }) });
export const muteForm = z.object({ muted: z.enum(['true', 'false'], { error: 'mail.errors.muted' }).transform((v) => v === 'true') });
export const markReadInput = z.object({ conversationId: id, messageId: id });
export const searchInput = z.object({
  q: z.string({ error: 'mail.errors.queryRequired' }).trim().min(1, 'mail.errors.queryRequired').max(200),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(messagesPageSize),
});
/** Mail/Conversations (the island's infinite list): a tab and a page of it. */
export const conversationsInput = z.object({
  tab: z.enum(['Inbox', 'Requests']).default('Inbox'),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(50).default(conversationsPageSize),
});
/** Mail/Conversation: the newest page of a conversation, or the page before a message id. */
export const openConversationInput = z.object({ conversationId: id, before: id.optional() });
export const topMenuInput = z.object({ take: z.coerce.number().int().min(1).max(50).default(10) });

/** Who may start a conversation with the member (profiles' configuration key `whoMayWrite`). */
export const whoMayWriteChoices = ['Everyone', 'Members', 'Validated', 'Favourites'] as const;
/** The /Mail settings form: who may write, and the explicit-pictures refusal (profiles' `refuseExplicitFromStrangers`). */
export const whoMayWriteForm = z.object({ whoMayWrite: z.enum(whoMayWriteChoices, { message: 'mail.whoMayWrite.invalid' }), refuseExplicitFromStrangers: checkbox });
