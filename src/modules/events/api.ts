import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import { addComment, commentPageShape, commentShape, listComments } from '../comments/index.ts';
import * as mail from './mail.ts';
import { presentEvent } from './presenter.ts';
import { eventCommentType } from './repo.ts';
import { addCommentInput, attendeesInput, createEventInput, editEventInput, eventCommentsInput, eventIdInput, listInput, signUpInput, writeInput } from './schemas.ts';
import * as service from './service.ts';
import { zoneOfSite } from '../../platform/i18n/zoned.ts';

const eventShape = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  place: z.string(),
  mapLink: z.string().nullable(),
  price: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
  startsLocal: z.string(),
  endsLocal: z.string().nullable(),
  when: z.string(),
  endTime: z.string().nullable(),
  signUpDeadline: z.string().nullable(),
  signUpDeadlineLocal: z.string().nullable(),
  deadlineLabel: z.string().nullable(),
  signUpOpen: z.boolean(),
  attendeeVisibility: z.enum(['Everyone', 'Attendees', 'Organisers']),
  cancelled: z.boolean(),
  capacity: z.number().nullable(),
  taken: z.number(),
  waiting: z.number(),
  full: z.boolean(),
  placesLabel: z.string(),
  viewerState: z.enum(['Confirmed', 'Waiting']).nullable(),
  viewerGuests: z.number(),
  viewerRole: z.enum(['Organiser', 'Admin']).nullable(),
  commentCount: z.number(),
  path: z.string(),
  icsPath: z.string(),
});
const pageShape = z.object({ items: z.array(eventShape), next: z.string().nullable(), prev: z.string().nullable() });
const placesShape = z.object({
  state: z.enum(['Confirmed', 'Waiting']).nullable(),
  guests: z.number(),
  taken: z.number(),
  capacity: z.number().nullable(),
  waiting: z.number(),
  placesLabel: z.string(),
});
const success = z.object({ success: z.literal(true) });
const cardShape = z.object({ id: z.number(), name: z.string() }).passthrough();

const placesOf = (change: Awaited<ReturnType<typeof service.signUpForEvent>>) => ({
  state: change.signup?.state ?? null,
  guests: change.signup?.guests ?? 0,
  taken: change.places.taken,
  capacity: change.places.capacity,
  waiting: change.places.waiting,
  placesLabel: `${change.places.taken}/${change.places.capacity ?? '∞'}`,
});

/** A page of events as the calls answer it. */
const presentPage = (page: { items: Parameters<typeof presentEvent>[0][]; next: string | null; prev: string | null }, locale: string) => ({
  items: page.items.map((e) => presentEvent(e, locale)),
  next: page.next,
  prev: page.prev,
});

/** /api/Events: what the Events pages do (spec §2 Events, §7), each behind `feature: 'events'` and its rule. */
export const actions = {
  GetUpcomingEvents: defineAction({
    method: 'GET',
    summary: "The site's events to come (not cancelled), soonest first, paged by key (`after`, `before`)",
    input: listInput,
    output: pageShape,
    access: 'user',
    feature: 'events',
    policy: 'events.view',
    handler: async ({ after, before, take }, { db, actor, locale }) => presentPage(await service.upcomingEvents(db, actor, { after, before }, take), locale),
  }),
  GetMyEvents: defineAction({
    method: 'GET',
    summary: 'The events to come the member signed up for, waits for or organises (cancelled ones too), soonest first, paged by key',
    input: listInput,
    output: pageShape,
    access: 'user',
    feature: 'events',
    policy: 'events.view',
    handler: async ({ after, before, take }, { db, actor, locale }) => presentPage(await service.myEvents(db, actor, { after, before }, take), locale),
  }),
  GetEvent: defineAction({
    method: 'GET',
    summary: 'An event of this site with its places ("19/50"), the viewer’s sign-up and role',
    input: eventIdInput,
    output: eventShape,
    access: 'user',
    feature: 'events',
    policy: 'events.view',
    handler: async ({ eventId }, { db, actor, locale }) => presentEvent((await service.loadEvent(db, actor, eventId)).event, locale),
  }),
  CreateEvent: defineAction({
    method: 'POST',
    summary: "Creates an event on this site (event admins and staff): title, place, price text, local start and end in the site's time zone, capacity (null: unlimited), sign-up deadline, who sees the attendees",
    input: createEventInput,
    output: eventShape,
    access: 'user',
    notImpersonating: true,
    feature: 'events',
    policy: 'events.create',
    handler: async (fields, { db, actor, site, locale }) => {
      const event = await service.createEvent(db, actor, fields, zoneOfSite(site));
      return presentEvent((await service.loadEvent(db, actor, event.id)).event, locale);
    },
  }),
  EditEvent: defineAction({
    method: 'POST',
    summary: 'Changes an event (its organiser, event admins, staff); a larger capacity moves the waiting list up; those signed up are told',
    input: editEventInput,
    output: eventShape,
    access: 'user',
    notImpersonating: true,
    feature: 'events',
    policy: 'events.manage',
    handler: async ({ eventId, ...fields }, { db, actor, locale }) => {
      await service.editEvent(db, actor, eventId, fields);
      return presentEvent((await service.loadEvent(db, actor, eventId)).event, locale);
    },
  }),
  CancelEvent: defineAction({
    method: 'POST',
    summary: 'Cancels an event (it stays, marked cancelled); everyone signed up or waiting is told by notification and e-mail',
    input: eventIdInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    feature: 'events',
    policy: 'events.manage',
    handler: async ({ eventId }, { db, actor }) => {
      await service.cancelEvent(db, actor, eventId);
      return { success: true as const };
    },
  }),
  SignUpForEvent: defineAction({
    method: 'POST',
    summary: "Signs the member up with 0–5 guests: a place if the party fits, else the waiting list; again to change one's guests",
    input: signUpInput,
    output: placesShape,
    access: 'user',
    notImpersonating: true,
    feature: 'events',
    policy: 'events.signUp',
    handler: async ({ eventId, guests }, { db, actor }) => placesOf(await service.signUpForEvent(db, actor, eventId, guests)),
  }),
  QuitEvent: defineAction({
    method: 'POST',
    summary: 'Gives up a place (the next who fit move up from the waiting list, and are told) or a place on the waiting list',
    input: eventIdInput,
    output: placesShape,
    access: 'user',
    notImpersonating: true,
    feature: 'events',
    policy: 'events.view',
    handler: async ({ eventId }, { db, actor }) => placesOf(await service.quitEvent(db, actor, eventId)),
  }),
  GetEventAttendees: defineAction({
    method: 'GET',
    summary: 'Who signed up for an event (or waits: state), as the event shows them; only profiles the viewer may see, in arrival order, as cards',
    input: attendeesInput,
    output: z.array(cardShape),
    access: 'user',
    feature: 'events',
    policy: 'events.seeAttendees',
    handler: async ({ eventId, state }, { db, actor }) => (await service.attendeesOf(db, actor, eventId, state)).cards,
  }),
  WriteToEventOrganisers: defineAction({
    method: 'POST',
    summary: "A member signed up writes to the event's organisers (mail's group conversation, opened on the first message); answers its id",
    input: writeInput,
    output: z.object({ conversationId: z.number() }),
    access: 'user',
    notImpersonating: true,
    feature: 'events',
    policy: 'events.mail',
    handler: async ({ eventId, body }, { db, actor }) => ({ conversationId: await mail.writeToOrganisers(db, actor, await service.loadEvent(db, actor, eventId), body) }),
  }),
  GetEventComments: defineAction({
    method: 'GET',
    summary: "An event's comments, 30 a page (oldest first, keyed by `after`), each with its first replies when twoLayered",
    input: eventCommentsInput,
    output: commentPageShape,
    access: 'user',
    feature: 'events',
    policy: 'comments.read',
    handler: ({ eventId, twoLayered, after }, { db, actor }) => listComments(db, actor, eventCommentType, eventId, { twoLayered, after }),
  }),
  AddEventComment: defineAction({
    method: 'POST',
    summary: 'Comments on an event, or replies to a top-level comment (parentId)',
    input: addCommentInput,
    output: commentShape,
    access: 'user',
    notImpersonating: true,
    feature: 'events',
    policy: 'comments.add',
    handler: ({ eventId, parentId, text }, { db, actor, locale }) => addComment(db, actor, { subjectType: eventCommentType, subjectId: eventId, parentId, text }, locale),
  }),
};
