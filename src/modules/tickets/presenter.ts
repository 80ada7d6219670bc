import { z } from 'zod';
import { pictureView } from './pictures.ts';
import type { Ticket, TicketMessage } from './repo.ts';
import { conversationStates, ticketCategories, ticketStatuses } from './schemas.ts';

export const pictureShape = z.object({ id: z.number(), width: z.number(), height: z.number(), src: z.string(), srcset: z.string() });
export const messageShape = z.object({ id: z.number(), author: z.enum(['Owner', 'Staff']), text: z.string(), createdAt: z.string(), pictures: z.array(pictureShape) });
export const ticketShape = z.object({
  id: z.number(),
  category: z.enum(ticketCategories),
  subject: z.string(),
  status: z.enum(ticketStatuses),
  conversationState: z.enum(conversationStates),
  unread: z.boolean(),
  rating: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const ticketWithMessagesShape = ticketShape.extend({ messages: z.array(messageShape), mayReply: z.boolean(), mayClose: z.boolean(), mayRate: z.boolean() });
export const ratingShape = z.object({ average: z.number().nullable(), count: z.number() });

export type TicketView = z.infer<typeof ticketShape>;

/** A ticket as its owner sees it (the staff side's forwarding note and held replies are never in it). */
export const presentTicket = (t: Ticket): TicketView => ({
  id: t.id,
  category: t.category,
  subject: t.subject,
  status: t.status,
  conversationState: t.conversationState,
  unread: t.ownerUnread,
  rating: t.rating,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

export const presentMessage = (m: TicketMessage, linkToken: string | null) => ({
  id: m.id,
  author: m.author,
  text: m.text,
  createdAt: m.createdAt.toISOString(),
  pictures: m.pictures.map((p) => pictureView(p, linkToken)),
});

export const presentOpened = (o: { ticket: Ticket; messages: TicketMessage[]; can: Record<'tickets.reply' | 'tickets.close' | 'tickets.rate', boolean>; token: string | null }) => ({
  ...presentTicket(o.ticket),
  messages: o.messages.map((m) => presentMessage(m, o.token)),
  mayReply: o.can['tickets.reply'],
  mayClose: o.can['tickets.close'],
  mayRate: o.can['tickets.rate'],
});

/** The average to one decimal, as the trust-rating page and TicketsRating give it. */
export const presentRating = (r: { average: number | null; count: number }) => ({ average: r.average === null ? null : Math.round(r.average * 10) / 10, count: r.count });
