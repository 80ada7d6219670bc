import type { Request } from 'express';
import type { Actor } from '../../platform/auth/actor.ts';
import { definePage, type FormView } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { showForm } from '../../platform/http/pages.ts';
import { isLocale, translate, defaultLocale } from '../../platform/i18n/index.ts';
import { pictureView } from './pictures.ts';
import { forwardForm, heldParams, messageForm, staffPageSize, staffQueueQuery, staffTicketQuery, ticketCategories, ticketParams, ticketStatuses } from './schemas.ts';
import * as service from './staff.ts';

/** Canned answers staff may start from, each in the four languages (`tickets.canned.<key>`). */
export const cannedAnswers = ['received', 'moreInfo', 'paymentChecked', 'solved'] as const;
const staff = { staff: 'Support' } as const;

/** /Staff/Tickets/{id}: the ticket, its conversation, held e-mail replies, the answer form (a canned answer in the ticket's language prefills it) and the moves. */
async function staffTicketLocals(req: Request, actor: Actor, ticketId: number, canned: string | undefined, values: Record<string, unknown>) {
  const { ticket, messages, held } = await service.staffTicket(req.ctx.db, actor, ticketId);
  const lang = isLocale(ticket.locale) ? ticket.locale : defaultLocale;
  const chosen = cannedAnswers.find((c) => c === canned);
  return {
    title: req.ctx.t('tickets.staff.ticketTitle', { id: ticket.id }),
    ticket,
    messages: messages.map((m) => ({ ...m, pictures: m.pictures.map((p) => pictureView(p, null)) })),
    held: held.map((h) => ({ ...h, pictures: h.pictures.map((p) => pictureView(p, null)) })),
    cannedAnswers,
    canned: chosen ?? '',
    answer: typeof values.text === 'string' ? values.text : chosen ? translate(lang, `tickets.canned.${chosen}.text`) : '',
    moves: { pending: ['New', 'Open', 'Forwarded'], close: ['New', 'Open', 'Pending', 'Forwarded'], reopen: ['Closed'], forward: ['New', 'Open', 'Pending'] },
  };
}

const ticketForm: FormView<'user', { ticketId: number }, { canned?: string | undefined }> = {
  view: 'tickets/staff-ticket',
  locals: (req, { params, query, actor, values }) => staffTicketLocals(req, actor, params.ticketId, query.canned, values),
};

const moved = (path: 'Pending' | 'Close' | 'Reopen' | 'Delete', what: service.StaffMove) =>
  definePage({
    method: 'post', path: `/Staff/Tickets/:ticketId/${path}`, access: staff, policy: 'tickets.staff', params: ticketParams,
    handler: async ({ params, actor }, req, res) => {
      await service.staffMove(req.ctx.db, actor, params.ticketId, what);
      setFlash(req, { kind: 'success', key: `tickets.staff.moved.${what}` });
      res.redirect(303, what === 'delete' ? '/Staff/Tickets' : `/Staff/Tickets/${params.ticketId}`);
    },
  });

const held = (path: 'Accept' | 'Discard') =>
  definePage({
    method: 'post', path: `/Staff/Tickets/:ticketId/Held/:heldId/${path}`, access: staff, policy: 'tickets.staff', params: heldParams,
    handler: async ({ params, actor }, req, res) => {
      await service.decideHeldReply(req.ctx.db, actor, params.ticketId, params.heldId, path === 'Accept');
      setFlash(req, { kind: 'success', key: `tickets.staff.held.${path === 'Accept' ? 'accepted' : 'discarded'}` });
      res.redirect(303, `/Staff/Tickets/${params.ticketId}`);
    },
  });

export const staffPages = [
  definePage({
    path: '/Staff/Tickets', access: staff, policy: 'tickets.staff', query: staffQueueQuery,
    handler: async ({ query, actor }, req, res) => {
      const queue = await service.staffQueue(req.ctx.db, actor, query, staffPageSize);
      const filter = new URLSearchParams(Object.entries({ status: query.status ?? '', category: query.category ?? '' }).filter(([, v]) => v));
      res.render('tickets/staff-queue', { title: req.ctx.t('tickets.staff.title'), ...queue, statuses: ticketStatuses.filter((s) => s !== 'None'), categories: ticketCategories, filter: query, filterQuery: filter.toString() });
    },
  }),
  definePage({
    path: '/Staff/Tickets/:ticketId', access: staff, policy: 'tickets.staff', params: ticketParams, query: staffTicketQuery,
    handler: (input, req, res) => showForm(req, res, ticketForm, input),
  }),
  definePage({
    method: 'post', path: '/Staff/Tickets/:ticketId/Answer', access: staff, policy: 'tickets.staff', params: ticketParams, query: staffTicketQuery, body: messageForm, form: ticketForm,
    handler: async ({ params, actor, body }, req, res) => {
      await service.answerTicket(req.ctx.db, actor, params.ticketId, body.text);
      setFlash(req, { kind: 'success', key: 'tickets.staff.answered' });
      res.redirect(303, `/Staff/Tickets/${params.ticketId}`);
    },
  }),
  definePage({
    method: 'post', path: '/Staff/Tickets/:ticketId/Forward', access: staff, policy: 'tickets.staff', params: ticketParams, query: staffTicketQuery, body: forwardForm, form: ticketForm,
    handler: async ({ params, actor, body }, req, res) => {
      await service.staffMove(req.ctx.db, actor, params.ticketId, 'forward', body.to);
      setFlash(req, { kind: 'success', key: 'tickets.staff.moved.forward' });
      res.redirect(303, `/Staff/Tickets/${params.ticketId}`);
    },
  }),
  moved('Pending', 'pending'),
  moved('Close', 'close'),
  moved('Reopen', 'reopen'),
  moved('Delete', 'delete'),
  held('Accept'),
  held('Discard'),
];
