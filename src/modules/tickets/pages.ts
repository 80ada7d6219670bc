import type { Request } from 'express';
import type { Actor } from '../../platform/auth/actor.ts';
import { definePage, type FormView } from '../../platform/http/define.ts';
import { showForm } from '../../platform/http/pages.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { rateLimitFor } from '../../platform/http/rate-limit.ts';
import { markPersonal } from '../../platform/http/visitor-page-cache.ts';
import { submitWithPictures } from './form.ts';
import { sendPictureFile } from './pictures.ts';
import { presentMessage, presentRating, presentTicket } from './presenter.ts';
import { createTicketForm, linkQuery, maxPictures, messageForm, pictureParams, pictureQuery, rateForm, reviewsShown, ticketCategories, ticketParams } from './schemas.ts';
import * as service from './service.ts';
import { publishedReviews } from './reviews.ts';

/** What the create form needs (support's page shows it at /Support#CreateTicket). */
export const createFormLocals = (actor: Actor) => ({ categories: ticketCategories, visitor: actor.profileId === null, maxPictures });

const createForm: FormView<'public'> = {
  view: 'tickets/create',
  locals: (req, { actor }) => ({ title: req.ctx.t('tickets.create.title'), ticketForm: createFormLocals(actor) }),
};

/** Where a ticket page's forms post: a member's by id, a visitor's by the link's encrypted id. */
function formActions(ref: service.TicketRef) {
  if ('id' in ref) {
    const base = `/Support/MyTickets/${ref.id}`;
    return { reply: base, close: `${base}/Close`, rate: `${base}/Rate`, confirm: null };
  }
  const q = `?ticketid=${encodeURIComponent(ref.token)}`;
  return { reply: `/Support/Ticket${q}`, close: `/Support/Ticket/Close${q}`, rate: `/Support/Ticket/Rate${q}`, confirm: `/Support/Ticket/Confirm${q}` };
}

/** The ticket page's locals: the ticket, its conversation, what the actor may do and where the forms post. */
async function ticketLocals(req: Request, actor: Actor, ref: service.TicketRef) {
  const opened = await service.openTicket(req.ctx.db, actor, ref);
  return {
    title: opened.ticket.subject,
    ticket: presentTicket(opened.ticket),
    messages: opened.messages.map((m) => presentMessage(m, opened.token)),
    can: opened.can,
    unconfirmed: opened.ticket.status === 'None',
    actions: formActions(ref),
    maxPictures,
    rateValues: {},
    rateErrors: {},
  };
}

const memberTicketForm: FormView<'user', { ticketId: number }> = {
  view: 'tickets/ticket',
  locals: (req, { params, actor }) => ticketLocals(req, actor, { id: params.ticketId }),
};
const linkTicketForm: FormView<'public', unknown, { ticketid: string }> = {
  view: 'tickets/ticket',
  locals: (req, { query, actor }) => ticketLocals(req, actor, { token: query.ticketid }),
};
// The rating form shows its own values and errors beside the conversation's reply form.
const memberRateForm: FormView<'user', { ticketId: number }> = {
  view: 'tickets/ticket',
  locals: async (req, input) => ({ ...(await memberTicketForm.locals(req, input)), rateValues: input.values }),
};
const linkRateForm: FormView<'public', unknown, { ticketid: string }> = {
  view: 'tickets/ticket',
  locals: async (req, input) => ({ ...(await linkTicketForm.locals(req, input)), rateValues: input.values }),
};

const created = (req: Request, id: number, member: boolean) => {
  setFlash(req, { kind: 'success', key: member ? 'tickets.create.created' : 'tickets.create.checkMail' });
  return member ? `/Support/MyTickets/${id}` : '/Support/TicketCreated';
};

export const pages = [
  // The create form (support's page shows it; with JavaScript off it posts here and comes back on errors).
  definePage({
    method: 'post', path: '/Support/CreateTicket', access: 'public', policy: 'access',
    handler: (input, req, res) =>
      submitWithPictures(req, res, createTicketForm, createForm, input, maxPictures, async (body, pictures) => {
        markPersonal(res);
        if (input.actor.profileId === null) await rateLimitFor('ticketCreate', req);
        const made = await service.createTicket(req.ctx.db, input.actor, body, pictures, { siteId: req.ctx.site.id, origin: req.ctx.origin, locale: req.ctx.locale });
        res.redirect(303, created(req, made.id, made.member));
      }),
  }),
  definePage({
    path: '/Support/TicketCreated', access: 'public', policy: 'access',
    handler: (_input, req, res) => res.render('tickets/created', { title: req.ctx.t('tickets.created.title') }),
  }),
  definePage({
    path: '/Support/MyTickets', access: 'user', policy: 'access',
    handler: async ({ actor }, req, res) => {
      const tickets = await service.ownTickets(req.ctx.db, actor, { take: 100, skip: 0 });
      res.render('tickets/mine', { title: req.ctx.t('tickets.mine.title'), tickets: tickets.map(presentTicket) });
    },
  }),
  definePage({
    path: '/Support/MyTickets/:ticketId', access: 'user', policy: 'tickets.read', params: ticketParams,
    handler: (input, req, res) => showForm(req, res, memberTicketForm, input),
  }),
  definePage({
    method: 'post', path: '/Support/MyTickets/:ticketId', access: 'user', policy: 'tickets.reply', params: ticketParams,
    handler: (input, req, res) =>
      submitWithPictures(req, res, messageForm, memberTicketForm, input, maxPictures, async (body, pictures) => {
        await service.addMessage(req.ctx.db, input.actor, { id: input.params.ticketId }, body.text, pictures);
        setFlash(req, { kind: 'success', key: 'tickets.ticket.sent' });
        res.redirect(303, `/Support/MyTickets/${input.params.ticketId}`);
      }),
  }),
  definePage({
    method: 'post', path: '/Support/MyTickets/:ticketId/Close', access: 'user', policy: 'tickets.close', params: ticketParams,
    handler: async ({ params, actor }, req, res) => {
      await service.closeTicket(req.ctx.db, actor, { id: params.ticketId });
      setFlash(req, { kind: 'success', key: 'tickets.ticket.closed' });
      res.redirect(303, `/Support/MyTickets/${params.ticketId}`);
    },
  }),
  definePage({
    method: 'post', path: '/Support/MyTickets/:ticketId/Rate', access: 'user', policy: 'tickets.rate', params: ticketParams, body: rateForm, form: memberRateForm,
    handler: async ({ params, actor, body }, req, res) => {
      await service.rateTicket(req.ctx.db, actor, { id: params.ticketId }, body);
      setFlash(req, { kind: 'success', key: 'tickets.ticket.rated' });
      res.redirect(303, `/Support/MyTickets/${params.ticketId}`);
    },
  }),
  // A visitor's ticket by its e-mailed link: read, confirm the address, answer, close, rate.
  definePage({
    path: '/Support/Ticket', access: 'public', policy: 'tickets.read', query: linkQuery,
    handler: (input, req, res) => {
      markPersonal(res);
      return showForm(req, res, linkTicketForm, input);
    },
  }),
  definePage({
    method: 'post', path: '/Support/Ticket/Confirm', access: 'public', policy: 'tickets.reply', query: linkQuery,
    handler: async ({ query, actor }, req, res) => {
      await service.confirmTicket(req.ctx.db, actor, query.ticketid);
      setFlash(req, { kind: 'success', key: 'tickets.ticket.confirmed' });
      res.redirect(303, `/Support/Ticket?ticketid=${encodeURIComponent(query.ticketid)}`);
    },
  }),
  definePage({
    method: 'post', path: '/Support/Ticket', access: 'public', policy: 'tickets.reply', query: linkQuery,
    handler: async (input, req, res) => {
      await rateLimitFor('ticketReply', req);
      await submitWithPictures(req, res, messageForm, linkTicketForm, input, maxPictures, async (body, pictures) => {
        markPersonal(res);
        await service.addMessage(req.ctx.db, input.actor, { token: input.query.ticketid }, body.text, pictures);
        setFlash(req, { kind: 'success', key: 'tickets.ticket.sent' });
        res.redirect(303, `/Support/Ticket?ticketid=${encodeURIComponent(input.query.ticketid)}`);
      });
    },
  }),
  definePage({
    method: 'post', path: '/Support/Ticket/Close', access: 'public', policy: 'tickets.close', query: linkQuery,
    handler: async ({ query, actor }, req, res) => {
      await service.closeTicket(req.ctx.db, actor, { token: query.ticketid });
      setFlash(req, { kind: 'success', key: 'tickets.ticket.closed' });
      res.redirect(303, `/Support/Ticket?ticketid=${encodeURIComponent(query.ticketid)}`);
    },
  }),
  definePage({
    method: 'post', path: '/Support/Ticket/Rate', access: 'public', policy: 'tickets.rate', query: linkQuery, body: rateForm, form: linkRateForm,
    handler: async ({ query, actor, body }, req, res) => {
      await service.rateTicket(req.ctx.db, actor, { token: query.ticketid }, { ...body, showName: false });
      setFlash(req, { kind: 'success', key: 'tickets.ticket.rated' });
      res.redirect(303, `/Support/Ticket?ticketid=${encodeURIComponent(query.ticketid)}`);
    },
  }),
  definePage({
    path: '/Support/TicketPicture/:id/:file', access: 'public', policy: 'tickets.read', params: pictureParams, query: pictureQuery,
    handler: async ({ params, query, actor }, req, res) => {
      markPersonal(res);
      const picture = await service.loadPicture(req.ctx.db, actor, params.id, query.ticketid);
      await sendPictureFile(res, picture, params.file);
    },
  }),
  // The public trust rating: the average, the count and the comments their writers allowed to be shown.
  definePage({
    path: '/Support/Reviews', access: 'public', policy: 'access',
    handler: async (_input, req, res) => {
      const [rating, reviews] = await Promise.all([service.ticketsRating(req.ctx.db), publishedReviews(req.ctx.db, reviewsShown)]);
      const shown = presentRating(rating);
      const averageText = shown.average === null ? '' : shown.average.toLocaleString(req.ctx.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      res.render('tickets/reviews', { title: req.ctx.t('tickets.reviews.title'), rating: shown, averageText, reviews });
    },
  }),
];
