import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { addComment, commentPageShape, commentShape, deleteComment, editComment, listComments } from '../../comments/index.ts';
import { calendarData } from './calendar.ts';
import { presentMeetup } from './presenter.ts';
import {
  addCommentInput,
  calendarDayInput,
  calendarMonthInput,
  createMeetupInput,
  deleteCommentInput,
  editCommentInput,
  editMeetupInput,
  meetupCommentsInput,
  meetupIdInput,
  meetupProfilesInput,
  scheduleInput,
  signUpInput,
} from './schemas.ts';
import * as service from './service.ts';
import { meetupCommentType } from './subject.ts';
import { zoneOfSite } from '../../../platform/i18n/zoned.ts';

const meetupShape = z.object({
  id: z.number(),
  lodgeId: z.number(),
  title: z.string(),
  description: z.string(),
  place: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
  startsLocal: z.string(),
  endsLocal: z.string().nullable(),
  day: z.string(),
  when: z.string(),
  time: z.string(),
  endTime: z.string().nullable(),
  signUpDeadline: z.string().nullable(),
  signUpDeadlineLocal: z.string().nullable(),
  deadlineLabel: z.string().nullable(),
  signUpOpen: z.boolean(),
  cancelled: z.boolean(),
  capacity: z.number().nullable(),
  taken: z.number(),
  waiting: z.number(),
  full: z.boolean(),
  placesLabel: z.string(),
  viewerState: z.enum(['Confirmed', 'Waiting']).nullable(),
  viewerGuests: z.number(),
  commentCount: z.number(),
  path: z.string(),
  icsPath: z.string(),
});
const itemShape = meetupShape.pick({ id: true, title: true, time: true, day: true, path: true, placesLabel: true, cancelled: true, viewerState: true, place: true, full: true });
const calendarShape = z.object({
  kind: z.enum(['month', 'day']),
  value: z.string(),
  month: z.string(),
  heading: z.string(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
  weeks: z.array(z.array(z.object({ day: z.string().nullable(), number: z.number(), items: z.array(itemShape) }))),
  items: z.array(itemShape),
});
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

/** /api/Lodges: meetups and the calendar (spec §7 Lodges: Meetups, meetup comments, meetup profiles, calendar data). */
export const actions = {
  CreateMeetup: defineAction({
    method: 'POST',
    summary: "Plans a meetup in a lodge (its assistants and admins): title, place, local start and end in the site's time zone, capacity (null: unlimited), sign-up deadline",
    input: createMeetupInput,
    output: meetupShape,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'lodges.moderate',
    handler: async ({ lodgeId, ...fields }, { db, actor, site, locale }) => {
      const meetup = await service.createMeetup(db, actor, lodgeId, fields, zoneOfSite(site));
      return presentMeetup((await service.loadMeetup(db, actor, meetup.id)).meetup, locale);
    },
  }),
  EditMeetup: defineAction({
    method: 'POST',
    summary: 'Changes a meetup (its lodge’s assistants and admins); a larger capacity moves the waiting list up; those signed up are told',
    input: editMeetupInput,
    output: meetupShape,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'lodges.editMeetup',
    handler: async ({ meetupId, ...fields }, { db, actor, locale }) => {
      await service.editMeetup(db, actor, meetupId, fields);
      return presentMeetup((await service.loadMeetup(db, actor, meetupId)).meetup, locale);
    },
  }),
  DeleteMeetup: defineAction({
    method: 'POST',
    summary: 'Cancels a meetup (it stays, marked cancelled); everyone signed up or waiting is told',
    input: meetupIdInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'lodges.editMeetup',
    handler: async ({ meetupId }, { db, actor }) => {
      await service.cancelMeetup(db, actor, meetupId);
      return { success: true as const };
    },
  }),
  MeetupSignUp: defineAction({
    method: 'POST',
    summary: "Signs the member up (lodge members) with 0–5 guests: a place if the party fits, else the waiting list; again to change one's guests",
    input: signUpInput,
    output: placesShape,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'lodges.signUpMeetup',
    handler: async ({ meetupId, guests }, { db, actor }) => {
      const { signup, places } = await service.signUpForMeetup(db, actor, meetupId, guests);
      return { state: signup?.state ?? null, guests: signup?.guests ?? 0, taken: places.taken, capacity: places.capacity, waiting: places.waiting, placesLabel: `${places.taken}/${places.capacity ?? '∞'}` };
    },
  }),
  QuitMeetup: defineAction({
    method: 'POST',
    summary: 'Gives up a place (the next who fit move up from the waiting list, and are told) or a place on the waiting list',
    input: meetupIdInput,
    output: placesShape,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'lodges.view',
    handler: async ({ meetupId }, { db, actor }) => {
      const { places } = await service.quitMeetup(db, actor, meetupId);
      return { state: null, guests: 0, taken: places.taken, capacity: places.capacity, waiting: places.waiting, placesLabel: `${places.taken}/${places.capacity ?? '∞'}` };
    },
  }),
  GetMeetup: defineAction({
    method: 'GET',
    summary: 'A meetup of a lodge the viewer sees, with its places ("19/50") and the viewer’s sign-up',
    input: meetupIdInput,
    output: meetupShape,
    access: 'public',
    feature: 'lodges',
    policy: 'lodges.view',
    handler: async ({ meetupId }, { db, actor, locale }) => presentMeetup((await service.loadMeetup(db, actor, meetupId)).meetup, locale),
  }),
  GetMeetupProfiles: defineAction({
    method: 'GET',
    summary: 'Who signed up for a meetup (or waits: state), by gender if asked; only profiles the viewer may see, in arrival order, as cards',
    input: meetupProfilesInput,
    output: z.array(cardShape),
    access: 'user',
    feature: 'lodges',
    policy: 'lodges.seeMembers',
    handler: async ({ meetupId, gender, state }, { db, actor }) => (await service.meetupProfiles(db, actor, meetupId, { gender, state })).cards,
  }),
  GetCalendarData: defineAction({
    method: 'GET',
    summary: "A lodge's calendar month (20yy-mm, in the lodge's time zone): its grid and meetups",
    input: calendarMonthInput,
    output: calendarShape,
    access: 'public',
    feature: 'lodges',
    policy: 'lodges.view',
    handler: async ({ lodgeId, month }, { db, actor, site, locale }) => {
      const { meetups } = await service.calendarOf(db, actor, lodgeId, month, zoneOfSite(site));
      return calendarData(locale, month, meetups.map((m) => presentMeetup(m, locale)));
    },
  }),
  GetCalendarDayData: defineAction({
    method: 'GET',
    summary: "A lodge's calendar day (20yy-mm-dd, a real date, in the lodge's time zone): its meetups",
    input: calendarDayInput,
    output: calendarShape,
    access: 'public',
    feature: 'lodges',
    policy: 'lodges.view',
    handler: async ({ lodgeId, date }, { db, actor, site, locale }) => {
      const { meetups } = await service.calendarOf(db, actor, lodgeId, date, zoneOfSite(site));
      return calendarData(locale, date, meetups.map((m) => presentMeetup(m, locale)));
    },
  }),
  GetCalendarSchedule: defineAction({
    method: 'GET',
    summary: "A lodge's schedule: its meetups from now on (at most 50), with their places",
    input: scheduleInput,
    output: z.array(meetupShape),
    access: 'public',
    feature: 'lodges',
    policy: 'lodges.view',
    handler: async ({ lodgeId }, { db, actor, locale }) => (await service.scheduleOf(db, actor, lodgeId)).meetups.map((m) => presentMeetup(m, locale)),
  }),
  GetMeetupComments: defineAction({
    method: 'GET',
    summary: "A meetup's comments, 30 a page (oldest first, keyed by `after`), each with its first replies when twoLayered",
    input: meetupCommentsInput,
    output: commentPageShape,
    access: 'public',
    feature: 'lodges',
    policy: 'comments.read',
    handler: ({ meetupId, twoLayered, after }, { db, actor }) => listComments(db, actor, meetupCommentType, meetupId, { twoLayered, after }),
  }),
  AddMeetupComment: defineAction({
    method: 'POST',
    summary: 'Comments on a meetup (lodge members), or replies to a top-level comment (parentId)',
    input: addCommentInput,
    output: commentShape,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'comments.add',
    handler: ({ meetupId, parentId, text }, { db, actor, locale }) => addComment(db, actor, { subjectType: meetupCommentType, subjectId: meetupId, parentId, text }, locale),
  }),
  EditMeetupComment: defineAction({
    method: 'POST',
    summary: "Edits one's own comment on a meetup",
    input: editCommentInput,
    output: commentShape,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'comments.edit',
    handler: ({ commentId, text }, { db, actor }) => editComment(db, actor, commentId, text, { subjectType: meetupCommentType }),
  }),
  DeleteMeetupComment: defineAction({
    method: 'POST',
    summary: "Deletes a comment on a meetup (its author, the lodge's assistants and admins, staff)",
    input: deleteCommentInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'comments.delete',
    handler: async ({ commentId }, { db, actor }) => {
      await deleteComment(db, actor, commentId, { subjectType: meetupCommentType });
      return { success: true as const };
    },
  }),
};
