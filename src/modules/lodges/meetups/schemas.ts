import { z } from 'zod';
import { commentText } from '../../comments/index.ts';
import { isCalendarDay, monthPattern } from './zoned.ts';

const id = z.coerce.number().int().positive();
const emptyIsNull = (v: unknown) => (v === '' || v === undefined ? null : v);
/** A local wall time in the lodge's zone, as a datetime-local field sends it. */
const localTime = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])-([0-2]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'lodges.meetups.errors.localTime');

/** A meetup's fields (the plain form and the API alike); times are local to the lodge's zone. */
export const meetupFields = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(5000).default(''),
  place: z.string().trim().max(200).default(''),
  startsAt: localTime,
  endsAt: z.preprocess(emptyIsNull, localTime.nullable()).default(null),
  capacity: z.preprocess(emptyIsNull, z.coerce.number().int().min(1).max(10000).nullable()).default(null),
  signUpDeadline: z.preprocess(emptyIsNull, localTime.nullable()).default(null),
});
export type MeetupFields = z.infer<typeof meetupFields>;

export const guestsField = z.coerce.number().int().min(0).max(5);
export const signUpForm = z.object({ guests: guestsField.default(0) });

export const lodgeParams = z.object({ id });
export const meetupParams = z.object({ id, meetupId: id });
/** A calendar value (spec §5): a month 20yy-mm or a real day 20yy-mm-dd; anything else is a 404. */
export const calendarValue = z.string().refine((v) => monthPattern.test(v) || isCalendarDay(v));
export const calendarParams = z.object({ id, value: calendarValue });
export const feedQuery = z.object({ p: id, t: z.string().regex(/^[0-9a-f]{64}$/) });

export const monthInput = z.string().regex(monthPattern, 'lodges.meetups.errors.month');
export const dayInput = z.string().refine(isCalendarDay, 'lodges.meetups.errors.day');

// API inputs
export const createMeetupInput = meetupFields.extend({ lodgeId: id });
export const editMeetupInput = meetupFields.extend({ meetupId: id });
export const meetupIdInput = z.object({ meetupId: id });
export const signUpInput = z.object({ meetupId: id, guests: guestsField.default(0) });
export const calendarMonthInput = z.object({ lodgeId: id, month: monthInput });
export const calendarDayInput = z.object({ lodgeId: id, date: dayInput });
export const scheduleInput = z.object({ lodgeId: id });
export const genders = ['Male', 'Female', 'Couple', 'Transsexual'] as const;
export const meetupProfilesInput = z.object({ meetupId: id, gender: z.enum(genders).nullable().default(null), state: z.enum(['Confirmed', 'Waiting']).default('Confirmed') });
export const meetupCommentsInput = z.object({
  meetupId: id,
  twoLayered: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(true),
  after: id.optional().transform((v) => v ?? null),
});
export const addCommentInput = z.object({ meetupId: id, parentId: id.nullable().optional().transform((v) => v ?? null), text: commentText });
export const editCommentInput = z.object({ commentId: id, text: commentText });
export const deleteCommentInput = z.object({ commentId: id });
