import { z } from 'zod';
import { pageKey } from '../../platform/db/keyset.ts';
import { commentText } from '../comments/index.ts';

const id = z.coerce.number().int().positive();
const emptyIsNull = (v: unknown) => (v === '' || v === undefined ? null : v);
/** A local wall time in the event's zone, as a datetime-local field sends it. */
const localTime = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])-([0-2]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'events.errors.localTime');

/** Who sees an event's attendee list. */
export const attendeeVisibilities = ['Everyone', 'Attendees', 'Organisers'] as const;
export type AttendeeVisibility = (typeof attendeeVisibilities)[number];

/** An event's fields (the plain form and the API alike); times are local to the site's zone. */
export const eventFields = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(5000).default(''),
  place: z.string().trim().max(200).default(''),
  price: z.string().trim().max(120).default(''),
  startsAt: localTime,
  endsAt: z.preprocess(emptyIsNull, localTime.nullable()).default(null),
  capacity: z.preprocess(emptyIsNull, z.coerce.number().int().min(1).max(10000).nullable()).default(null),
  signUpDeadline: z.preprocess(emptyIsNull, localTime.nullable()).default(null),
  attendeeVisibility: z.enum(attendeeVisibilities).default('Attendees'),
});
export type EventFields = z.infer<typeof eventFields>;

export const guestsField = z.coerce.number().int().min(0).max(5);
export const signUpForm = z.object({ guests: guestsField.default(0) });
/** A message to the organisers: 1–5000 characters (mail's own limit). */
export const messageForm = z.object({ body: z.string().trim().min(1).max(5000) });

const pageStart = { after: pageKey.optional(), before: pageKey.optional() };
export const listQuery = z.object(pageStart);
export const eventParams = z.object({ id });
/** Event/{id}/{name?}: the name is only for people reading the address (any text; the id decides). */
export const eventNameParams = z.object({ id, name: z.string().max(200).optional() });
export const conversationParams = z.object({ id, conversationId: id });
export const conversationQuery = z.object({ before: id.optional() });

// API inputs
export const listInput = z.object({ ...pageStart, take: z.coerce.number().int().min(1).max(50).default(20) });
export const eventIdInput = z.object({ eventId: id });
export const createEventInput = eventFields;
export const editEventInput = eventFields.extend({ eventId: id });
export const signUpInput = z.object({ eventId: id, guests: guestsField.default(0) });
export const attendeesInput = z.object({ eventId: id, state: z.enum(['Confirmed', 'Waiting']).default('Confirmed') });
export const writeInput = z.object({ eventId: id, body: z.string().trim().min(1).max(5000) });
export const eventCommentsInput = z.object({
  eventId: id,
  twoLayered: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(true),
  after: id.optional().transform((v) => v ?? null),
});
export const addCommentInput = z.object({ eventId: id, parentId: id.nullable().optional().transform((v) => v ?? null), text: commentText });
