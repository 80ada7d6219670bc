import type { Request } from 'express';
import { z } from 'zod';
import type { Actor, ProfileActor } from '../../platform/auth/actor.ts';
import { abilities, authorize, may } from '../../platform/auth/authorize.ts';
import type { KeyedPage, PageStart } from '../../platform/db/keyset.ts';
import { definePage, type FormView, type PageDef } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { showForm } from '../../platform/http/pages.ts';
import { commentFormPages, commentThread, threadQuery } from '../comments/index.ts';
import { icsOf } from './ics.ts';
import * as mail from './mail.ts';
import { eventBase, eventPath, eventsRoot, mailPath, presentEvent, type EventView } from './presenter.ts';
import type { EventWithPlaces } from './repo.ts';
import * as repo from './repo.ts';
import {
  attendeeVisibilities,
  conversationParams,
  conversationQuery,
  eventFields,
  eventNameParams,
  eventParams,
  listQuery,
  messageForm,
  signUpForm,
} from './schemas.ts';
import * as service from './service.ts';
import { commentSubjectOf } from './subject.ts';
import { zoneOfSite } from '../../platform/i18n/zoned.ts';

type ThreadQuery = z.infer<typeof threadQuery>;
const pageSize = 20;
const listTabs = ['Upcoming', 'MyEvents'] as const;
type ListTab = (typeof listTabs)[number];

const startOf = (q: { after?: string | undefined; before?: string | undefined }): PageStart => ({ after: q.after, before: q.before });

/** A list page's locals: the tab row, the events and the pager (`?after=` / `?before=`). */
async function listLocals(req: Request, actor: ProfileActor, tab: ListTab, page: KeyedPage<EventWithPlaces>) {
  const base = `${eventsRoot}/${tab}`;
  return {
    title: req.ctx.t('events.list.heading'),
    tab,
    tabs: listTabs,
    root: eventsRoot,
    events: page.items.map((e) => presentEvent(e, req.ctx.locale)),
    mayCreate: may(actor, 'events.create', { eventAdmin: await service.isEventAdmin(req.ctx.db, actor) }),
    nextUrl: page.next ? `${base}?after=${encodeURIComponent(page.next)}` : null,
    prevUrl: page.prev ? `${base}?before=${encodeURIComponent(page.prev)}` : null,
  };
}

/** The event's page (also the host of its forms): the event with its places and the sign-up form, its comments. */
async function eventPage(req: Request, actor: Actor, eventId: number, query: Partial<ThreadQuery> = {}) {
  const { db, locale } = req.ctx;
  const loading = service.loadEvent(db, actor, eventId);
  const subject = loading.then((l) => commentSubjectOf(actor, l.event));
  const [loaded, thread] = await Promise.all([
    loading,
    commentThread(req, actor, repo.eventCommentType, eventId, { after: query.after, replies: query.replies, replyAfter: query.replyAfter, edit: query.edit, subject }),
  ]);
  const event = presentEvent(loaded.event, locale);
  const can = abilities(actor, loaded.subject, ['events.signUp', 'events.manage', 'events.seeAttendees', 'events.mail']);
  return { view: 'events/event', locals: { title: event.title, event, can, thread, base: eventBase(eventId), loggedOn: actor.profileId !== null } };
}

const fieldsOf = (e: EventView) => ({
  title: e.title,
  description: e.description,
  place: e.place,
  price: e.price,
  startsAt: e.startsLocal,
  endsAt: e.endsLocal ?? '',
  capacity: e.capacity ?? '',
  signUpDeadline: e.signUpDeadlineLocal ?? '',
  attendeeVisibility: e.attendeeVisibility,
});

const createForm: FormView<'user'> = {
  view: 'events/edit',
  locals: async (req, { actor }) => {
    authorize(actor, 'events.create', { eventAdmin: await service.isEventAdmin(req.ctx.db, actor) });
    return { title: req.ctx.t('events.form.createTitle'), action: `${eventsRoot}/Create`, editing: null, initial: { attendeeVisibility: 'Attendees' }, zone: zoneOfSite(req.ctx.site), visibilities: attendeeVisibilities };
  },
};

const editForm: FormView<'user', { id: number }> = {
  view: 'events/edit',
  locals: async (req, { params, actor }) => {
    const loaded = await service.loadEvent(req.ctx.db, actor, params.id);
    authorize(actor, 'events.manage', loaded.subject);
    const event = presentEvent(loaded.event, req.ctx.locale);
    return { title: req.ctx.t('events.form.editTitle'), action: `${eventBase(params.id)}/Edit`, editing: event, initial: fieldsOf(event), zone: event.timeZone, visibilities: attendeeVisibilities };
  },
};

const signUpSlot: FormView<'user', { id: number }> = { slot: 'signup', host: (req, { params, actor }) => eventPage(req, actor, params.id) };

async function mailTabPage(req: Request, actor: ProfileActor, eventId: number, before: number | null) {
  const loaded = await service.loadEvent(req.ctx.db, actor, eventId);
  const tab = await mail.mailTab(req.ctx.db, actor, loaded, before);
  return { view: 'events/mail', locals: { title: req.ctx.t('events.mail.heading'), event: presentEvent(loaded.event, req.ctx.locale), ...tab, opened: null, mailPath: (c?: number) => mailPath(eventId, c) } };
}

async function conversationPage(req: Request, actor: ProfileActor, eventId: number, conversationId: number, before: number | null) {
  const loaded = await service.loadEvent(req.ctx.db, actor, eventId);
  const opened = await mail.openEventConversation(req.ctx.db, actor, loaded, conversationId, before);
  return {
    view: 'events/mail',
    locals: { title: req.ctx.t('events.mail.heading'), event: presentEvent(loaded.event, req.ctx.locale), can: {}, conversations: [], own: null, ownId: null, opened: { ...opened, id: conversationId }, mailPath: (c?: number) => mailPath(eventId, c) },
  };
}

const tabForm: FormView<'user', { id: number }, { before?: number | undefined }> = { slot: 'mail', host: (req, { params, query, actor }) => mailTabPage(req, actor, params.id, query.before ?? null) };
const conversationForm: FormView<'user', { id: number; conversationId: number }, { before?: number | undefined }> = {
  slot: 'mail',
  host: (req, { params, query, actor }) => conversationPage(req, actor, params.id, params.conversationId, query.before ?? null),
};

/** Spec §2 Events (absent when events are disabled: every page declares `feature: 'events'`). */
export const pages: PageDef[] = [
  definePage({
    path: [eventsRoot, `${eventsRoot}/Upcoming`],
    access: 'user',
    feature: 'events',
    query: listQuery,
    handler: async ({ query, actor }, req, res) => {
      const page = await service.upcomingEvents(req.ctx.db, actor, startOf(query), pageSize);
      res.render('events/list', await listLocals(req, actor, 'Upcoming', page));
    },
  }),
  definePage({
    path: `${eventsRoot}/MyEvents`,
    access: 'user',
    feature: 'events',
    query: listQuery,
    handler: async ({ query, actor }, req, res) => {
      const page = await service.myEvents(req.ctx.db, actor, startOf(query), pageSize);
      res.render('events/list', await listLocals(req, actor, 'MyEvents', page));
    },
  }),
  definePage({ path: `${eventsRoot}/Create`, access: 'user', feature: 'events', handler: (input, req, res) => showForm(req, res, createForm, input) }),
  definePage({
    method: 'post',
    path: `${eventsRoot}/Create`,
    access: 'user',
    feature: 'events',
    notImpersonating: true,
    body: eventFields,
    form: createForm,
    handler: async ({ body, actor }, req, res) => {
      const event = await service.createEvent(req.ctx.db, actor, body, zoneOfSite(req.ctx.site));
      setFlash(req, { kind: 'success', key: 'events.flash.created' });
      res.redirect(303, eventPath(event));
    },
  }),
  definePage({
    path: `${eventsRoot}/Event/:id.ics`,
    access: 'user',
    feature: 'events',
    params: eventParams,
    handler: async ({ params, actor }, req, res) => {
      const { event } = await service.loadEvent(req.ctx.db, actor, params.id);
      res
        .type('text/calendar; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="event-${event.id}.ics"`)
        .send(icsOf(event, { origin: req.ctx.origin, siteName: req.ctx.site.name }));
    },
  }),
  definePage({ path: `${eventsRoot}/Event/:id/Edit`, access: 'user', feature: 'events', params: eventParams, handler: (input, req, res) => showForm(req, res, editForm, input) }),
  definePage({
    method: 'post',
    path: `${eventsRoot}/Event/:id/Edit`,
    access: 'user',
    feature: 'events',
    notImpersonating: true,
    params: eventParams,
    body: eventFields,
    form: editForm,
    handler: async ({ params, body, actor }, req, res) => {
      const event = await service.editEvent(req.ctx.db, actor, params.id, body);
      setFlash(req, { kind: 'success', key: 'events.flash.saved' });
      res.redirect(303, eventPath(event));
    },
  }),
  definePage({
    method: 'post',
    path: `${eventsRoot}/Event/:id/Cancel`,
    access: 'user',
    feature: 'events',
    notImpersonating: true,
    params: eventParams,
    handler: async ({ params, actor }, req, res) => {
      const event = await service.cancelEvent(req.ctx.db, actor, params.id);
      setFlash(req, { kind: 'success', key: 'events.flash.cancelled' });
      res.redirect(303, eventPath(event));
    },
  }),
  definePage({
    method: 'post',
    path: `${eventsRoot}/Event/:id/SignUp`,
    access: 'user',
    feature: 'events',
    notImpersonating: true,
    params: eventParams,
    body: signUpForm,
    form: signUpSlot,
    handler: async ({ params, body, actor }, req, res) => {
      const { signup } = await service.signUpForEvent(req.ctx.db, actor, params.id, body.guests);
      setFlash(req, { kind: 'success', key: signup?.state === 'Confirmed' ? 'events.flash.signedUp' : 'events.flash.waiting' });
      res.redirect(303, `${eventBase(params.id)}#signup`);
    },
  }),
  definePage({
    method: 'post',
    path: `${eventsRoot}/Event/:id/Quit`,
    access: 'user',
    feature: 'events',
    notImpersonating: true,
    params: eventParams,
    form: signUpSlot,
    handler: async ({ params, actor }, req, res) => {
      await service.quitEvent(req.ctx.db, actor, params.id);
      setFlash(req, { kind: 'success', key: 'events.flash.quit' });
      res.redirect(303, `${eventBase(params.id)}#signup`);
    },
  }),
  definePage({
    path: `${eventsRoot}/Event/:id/Attendees`,
    access: 'user',
    feature: 'events',
    params: eventParams,
    query: z.object({ state: z.enum(['Confirmed', 'Waiting']).default('Confirmed') }),
    handler: async ({ params, query, actor }, req, res) => {
      const { event, cards } = await service.attendeesOf(req.ctx.db, actor, params.id, query.state);
      const view = presentEvent(event, req.ctx.locale);
      res.render('events/attendees', { title: view.title, event: view, cards, state: query.state });
    },
  }),
  definePage({
    path: `${eventsRoot}/Event/:id/Mail`,
    access: 'user',
    feature: 'events',
    params: eventParams,
    query: conversationQuery,
    handler: (input, req, res) => showForm(req, res, tabForm, input),
  }),
  definePage({
    method: 'post',
    path: `${eventsRoot}/Event/:id/Mail`,
    access: 'user',
    feature: 'events',
    notImpersonating: true,
    params: eventParams,
    query: conversationQuery,
    body: messageForm,
    form: tabForm,
    handler: async ({ params, body, actor }, req, res) => {
      const loaded = await service.loadEvent(req.ctx.db, actor, params.id);
      const conversationId = await mail.writeToOrganisers(req.ctx.db, actor, loaded, body.body);
      setFlash(req, { kind: 'success', key: 'events.mail.sent' });
      res.redirect(303, mailPath(params.id, conversationId));
    },
  }),
  definePage({
    path: `${eventsRoot}/Event/:id/Mail/:conversationId`,
    access: 'user',
    feature: 'events',
    params: conversationParams,
    query: conversationQuery,
    handler: (input, req, res) => showForm(req, res, conversationForm, input),
  }),
  definePage({
    method: 'post',
    path: `${eventsRoot}/Event/:id/Mail/:conversationId`,
    access: 'user',
    feature: 'events',
    notImpersonating: true,
    params: conversationParams,
    query: conversationQuery,
    body: messageForm,
    form: conversationForm,
    handler: async ({ params, body, actor }, req, res) => {
      const loaded = await service.loadEvent(req.ctx.db, actor, params.id);
      await mail.answer(req.ctx.db, actor, loaded, params.conversationId, body.body);
      setFlash(req, { kind: 'success', key: 'events.mail.sent' });
      res.redirect(303, mailPath(params.id, params.conversationId));
    },
  }),
  // The thread's plain forms (the comments module's pages take the subject's id as `:id`).
  ...commentFormPages({
    subjectType: repo.eventCommentType,
    path: `${eventsRoot}/Event/:id`,
    host: (req, { params, query, actor }) => eventPage(req, actor, params.id, query),
  }).map((p) => ({ ...p, feature: 'events' as const })),
  /** Event/{id}/{name?}: declared last, so its sub-pages above are never taken for a name. */
  definePage({
    path: [`${eventsRoot}/Event/:id`, `${eventsRoot}/Event/:id/:name`],
    access: 'user',
    feature: 'events',
    params: eventNameParams,
    query: threadQuery,
    handler: async ({ params, query, actor }, req, res) => {
      const page = await eventPage(req, actor, params.id, query);
      res.render(page.view, page.locals);
    },
  }),
];
