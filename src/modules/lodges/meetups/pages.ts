import type { Request } from 'express';
import { z } from 'zod';
import type { Actor } from '../../../platform/auth/actor.ts';
import { abilities, authorize } from '../../../platform/auth/authorize.ts';
import { definePage, type FormView, type PageDef } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { markPersonal } from '../../../platform/http/visitor-page-cache.ts';
import { commentFormPages, commentThread, threadQuery } from '../../comments/index.ts';
import { loadVisibleLodge, lodgeTabPage, showLodgeTab } from '../core/index.ts';
import { feedRefused, meetupNotFound } from './errors.ts';
import { feedPath, feedToken, feedTokenMatches } from './feed.ts';
import { icsOf } from './ics.ts';
import { calendarProps } from './calendar.ts';
import { calendarPath, meetupPath, presentMeetup } from './presenter.ts';
import * as repo from './repo.ts';
import { calendarParams, feedQuery, genders, lodgeParams, meetupFields, meetupParams, signUpForm, type MeetupFields } from './schemas.ts';
import * as service from './service.ts';
import { commentSubjectOf, meetupCommentType } from './subject.ts';
import { monthOf, zoneOfSite } from '../../../platform/i18n/zoned.ts';

type ThreadQuery = z.infer<typeof threadQuery>;
const base = '/Community/Lodges/Lodge/:id/Calendar';
const meetupBase = `${base}/Meetup/:meetupId`;

/** A month's or a day's page: the lodge's shell with the calendar island (server-rendered: plain links without JavaScript). */
async function calendarPage(req: Request, actor: Actor, lodgeId: number, value: string) {
  const zone = zoneOfSite(req.ctx.site);
  const { lodge, meetups } = await service.calendarOf(req.ctx.db, actor, lodgeId, value, zone);
  const can = abilities(actor, lodge.subject, ['lodges.moderate', 'lodges.participate']);
  const feed = can['lodges.participate'] && actor.profileId !== null ? `${req.ctx.origin}${feedPath(lodgeId, actor.profileId, feedToken(lodgeId, actor.profileId))}` : null;
  const props = calendarProps(req.ctx.t, req.ctx.locale, lodgeId, value, meetups.map((m) => presentMeetup(m, req.ctx.locale)), monthOf(new Date(), zone));
  return lodgeTabPage(req, lodge, 'Calendar', { view: 'lodges/meetups/calendar', locals: { calendar: props, mayCreate: can['lodges.moderate'], createPath: `${calendarPath(lodgeId)}/Create`, feed } });
}

/** A meetup's page (also the host of its forms): the lodge's shell, the meetup with its places and the sign-up form, its comments. */
async function meetupPage(req: Request, actor: Actor, lodgeId: number, meetupId: number, query: Partial<ThreadQuery> = {}) {
  const { db, locale } = req.ctx;
  const loading = service.loadMeetup(db, actor, meetupId, lodgeId);
  const subject = loading.then((l) => commentSubjectOf(actor, l.loaded, l.meetup));
  const [loaded, thread] = await Promise.all([loading, commentThread(req, actor, meetupCommentType, meetupId, { after: query.after, replies: query.replies, replyAfter: query.replyAfter, edit: query.edit, subject })]);
  const meetup = presentMeetup(loaded.meetup, locale);
  const can = abilities(actor, loaded.subject, ['lodges.signUpMeetup', 'lodges.editMeetup']);
  const see = abilities(actor, loaded.loaded.subject, ['lodges.seeMembers']);
  return lodgeTabPage(req, loaded.loaded, 'Calendar', {
    view: 'lodges/meetups/meetup',
    locals: { title: meetup.title, meetup, can: { ...can, ...see }, thread, back: calendarPath(lodgeId, meetup.day), basePath: meetupPath(lodgeId, meetupId) },
  });
}

const fieldsOf = (m: ReturnType<typeof presentMeetup>) => ({
  title: m.title,
  description: m.description,
  place: m.place,
  startsAt: m.startsLocal,
  endsAt: m.endsLocal ?? '',
  capacity: m.capacity ?? '',
  signUpDeadline: m.signUpDeadlineLocal ?? '',
});

const createForm: FormView<'user', { id: number }> = {
  view: 'lodges/lodge',
  locals: async (req, { params, actor }) => {
    const lodge = await loadVisibleLodge(req.ctx.db, actor, params.id);
    authorize(actor, 'lodges.moderate', lodge.subject);
    return lodgeTabPage(req, lodge, 'Calendar', { view: 'lodges/meetups/edit', locals: { action: `${calendarPath(params.id)}/Create`, editing: null, zone: zoneOfSite(req.ctx.site) } }).locals;
  },
};

const editForm: FormView<'user', { id: number; meetupId: number }> = {
  view: 'lodges/lodge',
  locals: async (req, { params, actor }) => {
    const loaded = await service.loadMeetup(req.ctx.db, actor, params.meetupId, params.id);
    authorize(actor, 'lodges.editMeetup', loaded.subject);
    const meetup = presentMeetup(loaded.meetup, req.ctx.locale);
    return lodgeTabPage(req, loaded.loaded, 'Calendar', { view: 'lodges/meetups/edit', locals: { action: `${meetup.path}/Edit`, editing: meetup, initial: fieldsOf(meetup), zone: meetup.timeZone } }).locals;
  },
};

const signUpSlot: FormView<'user', { id: number; meetupId: number }> = { slot: 'signup', host: (req, { params, actor }) => meetupPage(req, actor, params.id, params.meetupId) };

const fields = (body: MeetupFields) => body;

const pageList: PageDef[] = [
  /** The lodge's calendar feed (a member's secret link: calendar apps carry no session). */
  definePage({
    path: '/Community/Lodges/Lodge/:id/Calendar.ics',
    access: 'public',
    feature: 'lodges',
    params: lodgeParams,
    query: feedQuery,
    handler: async ({ params, query }, req, res) => {
      markPersonal(res);
      if (!feedTokenMatches(params.id, query.p, query.t)) throw feedRefused();
      const lodge = await repo.lodgeForFeed(req.ctx.db, params.id, query.p);
      if (!lodge || lodge.dark !== req.ctx.site.dark) throw feedRefused();
      const meetups = await service.feedMeetups(req.ctx.db, params.id);
      res.type('text/calendar; charset=utf-8').send(icsOf(meetups, { name: lodge.name, origin: req.ctx.origin, zone: zoneOfSite(req.ctx.site) }));
    },
  }),
  definePage({
    path: base,
    access: 'public',
    feature: 'lodges',
    params: lodgeParams,
    handler: async ({ params, actor }, req, res) => {
      const page = await calendarPage(req, actor, params.id, monthOf(new Date(), zoneOfSite(req.ctx.site)));
      res.render(page.view, page.locals);
    },
  }),
  definePage({ path: `${base}/Create`, access: 'user', feature: 'lodges', params: lodgeParams, handler: (input, req, res) => showForm(req, res, createForm, input) }),
  definePage({
    method: 'post',
    path: `${base}/Create`,
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: lodgeParams,
    body: meetupFields,
    form: createForm,
    handler: async ({ params, body, actor }, req, res) => {
      const meetup = await service.createMeetup(req.ctx.db, actor, params.id, fields(body), zoneOfSite(req.ctx.site));
      setFlash(req, { kind: 'success', key: 'lodges.meetups.created' });
      res.redirect(303, meetupPath(params.id, meetup.id));
    },
  }),
  definePage({
    path: `${meetupBase}.ics`,
    access: 'public',
    feature: 'lodges',
    params: meetupParams,
    handler: async ({ params, actor }, req, res) => {
      const { meetup, loaded } = await service.loadMeetup(req.ctx.db, actor, params.meetupId, params.id);
      res
        .type('text/calendar; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="meetup-${meetup.id}.ics"`)
        .send(icsOf([meetup], { name: loaded.lodge.name, origin: req.ctx.origin, zone: meetup.timeZone }));
    },
  }),
  definePage({
    path: meetupBase,
    access: 'public',
    feature: 'lodges',
    params: meetupParams,
    query: threadQuery,
    handler: async ({ params, query, actor }, req, res) => {
      const page = await meetupPage(req, actor, params.id, params.meetupId, query);
      res.render(page.view, page.locals);
    },
  }),
  definePage({
    path: `${meetupBase}/Profiles`,
    access: 'user',
    feature: 'lodges',
    params: meetupParams,
    query: z.object({ gender: z.enum(genders).optional(), state: z.enum(['Confirmed', 'Waiting']).default('Confirmed') }),
    handler: async ({ params, query, actor }, req, res) => {
      const { loaded, meetup, cards } = await service.meetupProfiles(req.ctx.db, actor, params.meetupId, { gender: query.gender ?? null, state: query.state, lodgeId: params.id });
      const view = presentMeetup(meetup, req.ctx.locale);
      showLodgeTab(req, res, loaded, 'Calendar', { view: 'lodges/meetups/profiles', locals: { title: view.title, meetup: view, cards, gender: query.gender ?? '', state: query.state, genders } });
    },
  }),
  definePage({ path: `${meetupBase}/Edit`, access: 'user', feature: 'lodges', params: meetupParams, handler: (input, req, res) => showForm(req, res, editForm, input) }),
  definePage({
    method: 'post',
    path: `${meetupBase}/Edit`,
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: meetupParams,
    body: meetupFields,
    form: editForm,
    handler: async ({ params, body, actor }, req, res) => {
      await service.editMeetup(req.ctx.db, actor, params.meetupId, fields(body), params.id);
      setFlash(req, { kind: 'success', key: 'lodges.meetups.saved' });
      res.redirect(303, meetupPath(params.id, params.meetupId));
    },
  }),
  definePage({
    method: 'post',
    path: `${meetupBase}/Cancel`,
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: meetupParams,
    handler: async ({ params, actor }, req, res) => {
      await service.cancelMeetup(req.ctx.db, actor, params.meetupId, params.id);
      setFlash(req, { kind: 'success', key: 'lodges.meetups.cancelledFlash' });
      res.redirect(303, meetupPath(params.id, params.meetupId));
    },
  }),
  definePage({
    method: 'post',
    path: `${meetupBase}/SignUp`,
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: meetupParams,
    body: signUpForm,
    form: signUpSlot,
    handler: async ({ params, body, actor }, req, res) => {
      const { signup } = await service.signUpForMeetup(req.ctx.db, actor, params.meetupId, body.guests, params.id);
      setFlash(req, { kind: 'success', key: signup?.state === 'Confirmed' ? 'lodges.meetups.signedUp' : 'lodges.meetups.waitingFlash' });
      res.redirect(303, `${meetupPath(params.id, params.meetupId)}#signup`);
    },
  }),
  definePage({
    method: 'post',
    path: `${meetupBase}/Quit`,
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: meetupParams,
    form: signUpSlot,
    handler: async ({ params, actor }, req, res) => {
      await service.quitMeetup(req.ctx.db, actor, params.meetupId, params.id);
      setFlash(req, { kind: 'success', key: 'lodges.meetups.quitFlash' });
      res.redirect(303, `${meetupPath(params.id, params.meetupId)}#signup`);
    },
  }),
  /** A month (yyyy-MM) or a day (yyyy-MM-dd) of the calendar; any other value is a 404 (spec §5). */
  definePage({
    path: `${base}/:value`,
    access: 'public',
    feature: 'lodges',
    params: calendarParams,
    handler: async ({ params, actor }, req, res) => {
      const page = await calendarPage(req, actor, params.id, params.value);
      res.render(page.view, page.locals);
    },
  }),
  /** A meetup by its id alone (notifications' links): to its page under its lodge. */
  definePage({
    path: '/Community/Lodges/Meetup/:id',
    access: 'public',
    feature: 'lodges',
    params: lodgeParams,
    handler: async ({ params, actor }, req, res) => {
      const { meetup } = await service.loadMeetup(req.ctx.db, actor, params.id);
      res.redirect(302, meetupPath(meetup.lodgeId, meetup.id));
    },
  }),
];

// The thread's plain forms under the meetup's short address (the comments module's pages take the subject's id as `:id`).
const commentPages = commentFormPages({
  subjectType: meetupCommentType,
  path: '/Community/Lodges/Meetup/:id',
  host: async (req, { params, query, actor }) => {
    const meetup = await repo.findMeetup(req.ctx.db, params.id);
    if (!meetup) throw meetupNotFound();
    return meetupPage(req, actor, meetup.lodgeId, meetup.id, query);
  },
}).map((p) => ({ ...p, feature: 'lodges' as const }));

export const pages: PageDef[] = [...pageList, ...commentPages];
