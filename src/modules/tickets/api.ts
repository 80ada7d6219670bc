import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { rateLimitFor } from '../../platform/http/rate-limit.ts';
import * as service from './service.ts';
import { messageShape, presentMessage, presentOpened, presentRating, presentTicket, ratingShape, ticketShape, ticketWithMessagesShape } from './presenter.ts';
import { addMessageInput, createTicketInput, emailTicketInput, idInput, rateEmailTicketInput, rateTicketInput, ticketRef, ticketsInput } from './schemas.ts';

/** An id (a member's ticket) or an encrypted id (an e-mail ticket's link); neither is a 400 naming `id`. */
function refOf(input: z.infer<typeof ticketRef>): service.TicketRef {
  if (input.encryptedTicketId) return { token: input.encryptedTicketId };
  if (input.id) return { id: input.id };
  throw invalidField('id', 'tickets.errors.ticketRequired');
}

const done = z.object({ id: z.number() });

/** /api/MyTickets (spec §7): a member's tickets by id, a visitor's by the encrypted id of their e-mailed link. */
export const actions = {
  Tickets: defineAction({
    method: 'GET',
    summary: "The member's tickets, newest first (take, skip; open: only open ones, or only closed ones)",
    input: ticketsInput,
    output: z.array(ticketShape),
    access: 'user',
    policy: 'access',
    handler: async (input, { db, actor }) => (await service.ownTickets(db, actor, input)).map(presentTicket),
  }),
  MyTicket: defineAction({
    method: 'GET',
    summary: "One of the member's tickets with its conversation (another's: 404)",
    input: idInput,
    output: ticketWithMessagesShape,
    access: 'user',
    policy: 'tickets.read',
    handler: async ({ id }, { db, actor }) => presentOpened(await service.openTicket(db, actor, { id })),
  }),
  GetMessagesForTicket: defineAction({
    method: 'GET',
    summary: "The conversation of one of the member's tickets, oldest first",
    input: idInput,
    output: z.array(messageShape),
    access: 'user',
    policy: 'tickets.read',
    handler: async ({ id }, { db, actor }) => (await service.openTicket(db, actor, { id })).messages.map((m) => presentMessage(m, null)),
  }),
  EmailTicket: defineAction({
    method: 'GET',
    summary: "A visitor's ticket by the encrypted id of its e-mailed link (a forged or altered one: 404)",
    input: emailTicketInput,
    output: ticketWithMessagesShape,
    access: 'public',
    policy: 'tickets.read',
    handler: async ({ encryptedTicketId }, { db, actor }) => presentOpened(await service.openTicket(db, actor, { token: encryptedTicketId })),
  }),
  CreateTicket: defineAction({
    method: 'POST',
    summary: "Creates a ticket: a member's goes to support at once, a visitor's (with email) once its e-mailed link confirms the address",
    input: createTicketInput,
    output: done,
    access: 'public',
    policy: 'access',
    handler: async (input, { db, actor, req, site, origin, locale }) => {
      if (actor.profileId === null) await rateLimitFor('ticketCreate', req);
      const made = await service.createTicket(db, actor, input, [], { siteId: site.id, origin, locale });
      return { id: made.id };
    },
  }),
  AddMessageToTicket: defineAction({
    method: 'POST',
    summary: "The owner writes in a ticket (by id, or encryptedTicketId); a closed ticket reopens",
    input: addMessageInput,
    output: z.object({ id: z.number(), messageId: z.number() }),
    access: 'public',
    policy: 'tickets.reply',
    handler: async (input, { db, actor, req }) => {
      if (actor.profileId === null) await rateLimitFor('ticketReply', req);
      const made = await service.addMessage(db, actor, refOf(input), input.text, []);
      return { id: made.ticketId, messageId: made.messageId };
    },
  }),
  CloseTicket: defineAction({
    method: 'POST',
    summary: 'The owner closes a ticket (by id, or encryptedTicketId)',
    input: ticketRef,
    output: done,
    access: 'public',
    policy: 'tickets.close',
    handler: async (input, { db, actor }) => ({ id: await service.closeTicket(db, actor, refOf(input)) }),
  }),
  SetTicketRead: defineAction({
    method: 'POST',
    summary: "Marks the latest answer of one of the member's tickets read",
    input: idInput,
    output: done,
    access: 'user',
    policy: 'tickets.read',
    handler: async ({ id }, { db, actor }) => {
      await service.setTicketRead(db, actor, id);
      return { id };
    },
  }),
  RateTicket: defineAction({
    method: 'POST',
    summary: "Rates a closed ticket of the member's 1–5, once, with an optional comment that may be published",
    input: rateTicketInput,
    output: done,
    access: 'user',
    policy: 'tickets.rate',
    handler: async ({ id, ...rating }, { db, actor }) => ({ id: await service.rateTicket(db, actor, { id }, rating) }),
  }),
  RateEmailTicket: defineAction({
    method: 'POST',
    summary: "Rates a closed e-mail ticket 1–5, once, by the encrypted id of its link",
    input: rateEmailTicketInput,
    output: done,
    access: 'public',
    policy: 'tickets.rate',
    handler: async ({ encryptedTicketId, ...rating }, { db, actor }) => ({ id: await service.rateTicket(db, actor, { token: encryptedTicketId }, { ...rating, showName: false }) }),
  }),
};

/** /api/SEO/TicketsRating: the trust rating's figures for search engines' rich results. */
export const seoActions = {
  TicketsRating: defineAction({
    method: 'GET',
    summary: 'The average ticket rating (1–5, one decimal) and how many ratings it is made of',
    input: z.object({}),
    output: ratingShape,
    access: 'public',
    policy: 'access',
    handler: async (_input, { db }) => presentRating(await service.ticketsRating(db)),
  }),
};
