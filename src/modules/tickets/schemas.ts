import { z } from 'zod';

/** Spec §4: a ticket's status and its conversation's state. */
export const ticketStatuses = ['None', 'New', 'Open', 'Pending', 'Closed', 'Deleted', 'Forwarded'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const conversationStates = ['Normal', 'ClosePending', 'Closed', 'Reopened'] as const;
export type ConversationState = (typeof conversationStates)[number];
export const ticketCategories = ['Account', 'Membership', 'Payment', 'Technical', 'Abuse', 'Other'] as const;
export type TicketCategory = (typeof ticketCategories)[number];

export const subjectMaxLength = 150;
export const textMaxLength = 5000;
export const commentMaxLength = 1000;
export const maxPictures = 3;
export const staffPageSize = 25;
export const reviewsShown = 20;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean());
const subject = z.string().trim().min(1, 'tickets.errors.subjectRequired').max(subjectMaxLength, 'tickets.errors.subjectTooLong');
const text = z.string().trim().min(1, 'tickets.errors.textRequired').max(textMaxLength, 'tickets.errors.textTooLong');
const email = z.string().trim().toLowerCase().max(254, 'tickets.errors.email').email('tickets.errors.email');
const category = z.enum(ticketCategories, { error: 'tickets.errors.category' });
const rating = z.coerce.number({ error: 'tickets.errors.rating' }).int('tickets.errors.rating').min(1, 'tickets.errors.rating').max(5, 'tickets.errors.rating');
const comment = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(commentMaxLength, 'tickets.errors.commentTooLong').optional());
/** The encrypted ticket id of an e-mail link (base64url): anything else is as unknown as a forged one. */
export const encryptedTicketId = z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9_-]+$/, 'tickets.errors.notFound');

/** The create form and CreateTicket: a visitor also gives the address the answer goes to. */
export const createTicketForm = z.object({
  category,
  subject,
  text,
  email: z.preprocess((v) => (v === '' ? undefined : v), email.optional()),
});
export type CreateTicketInput = z.infer<typeof createTicketForm>;

export const messageForm = z.object({ text });
export const rateForm = z.object({ rating, comment, mayPublish: checkbox.default(false), showName: checkbox.default(false) });
export type RateInput = z.infer<typeof rateForm>;

export const ticketParams = z.object({ ticketId: id });
export const linkQuery = z.object({ ticketid: encryptedTicketId });
export const pictureParams = z.object({ id, file: z.string().regex(/^[a-f0-9]{32}\.(webp|jpg)$/) });
export const pictureQuery = z.object({ ticketid: encryptedTicketId.optional() });

/** The staff queue's filters, a page at a time. */
export const staffQueueQuery = z.object({
  status: z.enum(ticketStatuses).optional().catch(undefined),
  category: z.enum(ticketCategories).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export const staffTicketQuery = z.object({ canned: z.string().max(40).optional().catch(undefined) });
export const forwardForm = z.object({ to: z.string().trim().min(1, 'tickets.errors.forwardTo').max(200, 'tickets.errors.forwardTo') });
export const heldParams = z.object({ ticketId: id, heldId: id });

// ---- /api/MyTickets

export const idInput = z.object({ id });
/** A ticket named by its id (a member's) or by its encrypted id (an e-mail ticket's link). */
export const ticketRef = z.object({ id: id.optional(), encryptedTicketId: encryptedTicketId.optional() });
export const ticketsInput = z.object({
  take: z.coerce.number().int().min(1).max(100).default(20),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  open: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional()),
});
export const addMessageInput = ticketRef.extend({ text });
export const createTicketInput = createTicketForm;
export const rateTicketInput = z.object({ id, rating, comment, mayPublish: z.boolean().default(false), showName: z.boolean().default(false) });
export const rateEmailTicketInput = z.object({ encryptedTicketId, rating, comment, mayPublish: z.boolean().default(false) });
export const emailTicketInput = z.object({ encryptedTicketId });
