import { hasStaffRole, mayEnterDarkSite } from '../../platform/auth/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { attendeesHidden, eventCancelled, eventNotFound, eventOver, notAnEventAdmin, notSignedUpForEvent } from './errors.ts';
import type { EventRole } from './repo.ts';
import type { AttendeeVisibility } from './schemas.ts';

/** One event as its rules read it: its site, cancelled or over, who sees its attendees, and the actor's standing in it. */
export type EventSubject = Readonly<{
  eventId: number;
  dark: boolean;
  cancelled: boolean;
  over: boolean;
  attendeeVisibility: AttendeeVisibility;
  /** The actor's role (`roleIn(db, actor, 'events.event', id)`): its organiser, an event admin, or none. */
  role: EventRole | null;
  /** The actor has a place or waits for one. */
  signedUp: boolean;
}>;
/** Creating an event: whether the actor holds the event admin role. */
export type EventCreatorSubject = Readonly<{ eventAdmin: boolean }>;
/** One conversation with the organisers: the event, and whether the actor is the member who started it. */
export type EventConversationSubject = EventSubject & Readonly<{ ownConversation: boolean }>;

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    'events.view': EventSubject;
    'events.create': EventCreatorSubject;
    'events.manage': EventSubject;
    'events.signUp': EventSubject;
    'events.seeAttendees': EventSubject;
    'events.mail': EventSubject;
    'events.mailConversation': EventConversationSubject;
  }
}

/** Staff (Support and up) act as event admins (spec §6). */
export const staffActsAsEventAdmin = (actor: Actor): boolean => actor.profileId !== null && hasStaffRole(actor, 'Support');

/** An event is seen on its own site only (a dark event never on the regular site), the dark one only by those it admits. */
export const mayViewEvent = (actor: Actor, e: EventSubject): boolean => e.dark === actor.site.dark && (!e.dark || (actor.profileId !== null && mayEnterDarkSite(actor)));
const manager = (actor: Actor, e: EventSubject) => actor.profileId !== null && (e.role !== null || staffActsAsEventAdmin(actor));

export const mayCreateEvent = (actor: Actor, s: EventCreatorSubject): boolean => actor.profileId !== null && (s.eventAdmin || staffActsAsEventAdmin(actor));
/** Edit or cancel: its organiser, the event admins and staff, while it is not cancelled. */
export const mayManageEvent = (actor: Actor, e: EventSubject): boolean => mayViewEvent(actor, e) && manager(actor, e) && !e.cancelled;
/** Sign up (or change one's guests): anyone logged on who sees it, while it is neither cancelled nor over (the deadline is signups'). */
export const maySignUp = (actor: Actor, e: EventSubject): boolean => mayViewEvent(actor, e) && actor.profileId !== null && !e.cancelled && !e.over;
/** The attendee list, as the event chose: everyone who sees it, those signed up, or only the organisers. */
export const maySeeAttendees = (actor: Actor, e: EventSubject): boolean =>
  mayViewEvent(actor, e) && (manager(actor, e) || e.attendeeVisibility === 'Everyone' || (e.attendeeVisibility === 'Attendees' && e.signedUp));
/** Write to the organisers: those signed up (or waiting); the organisers read them all. */
export const mayUseMail = (actor: Actor, e: EventSubject): boolean => mayViewEvent(actor, e) && actor.profileId !== null && (e.signedUp || manager(actor, e));
/** One conversation: the member who started it, or the organisers. */
export const mayOpenConversation = (actor: Actor, c: EventConversationSubject): boolean => mayViewEvent(actor, c) && actor.profileId !== null && (c.ownConversation || manager(actor, c));

const base: EventSubject = { eventId: 1, dark: false, cancelled: false, over: false, attendeeVisibility: 'Attendees', role: null, signedUp: false };
const examples = {
  stranger: base,
  signedUp: { ...base, signedUp: true },
  organiser: { ...base, role: 'Organiser' },
  admin: { ...base, role: 'Admin' },
  cancelled: { ...base, role: 'Organiser', cancelled: true },
  over: { ...base, over: true },
  everyone: { ...base, attendeeVisibility: 'Everyone' },
  organisersOnly: { ...base, attendeeVisibility: 'Organisers', signedUp: true },
  dark: { ...base, dark: true },
} satisfies Record<string, EventSubject>;

const unlessHidden = (refuse: (actor: Actor, e: EventSubject) => ReturnType<typeof eventNotFound>) => (actor: Actor, e: EventSubject) =>
  mayViewEvent(actor, e) ? refuse(actor, e) : eventNotFound();

export const policies: Policies = {
  'events.view': { allows: mayViewEvent, refusal: () => eventNotFound(), examples },
  'events.create': { allows: mayCreateEvent, refusal: () => notAnEventAdmin(), examples: { admin: { eventAdmin: true }, member: { eventAdmin: false } } },
  'events.manage': { allows: mayManageEvent, refusal: unlessHidden((_a, e) => (e.cancelled ? eventCancelled() : notAnEventAdmin())), examples },
  'events.signUp': { allows: maySignUp, refusal: unlessHidden((_a, e) => (e.cancelled ? eventCancelled() : e.over ? eventOver() : notSignedUpForEvent())), examples },
  'events.seeAttendees': { allows: maySeeAttendees, refusal: unlessHidden(() => attendeesHidden()), examples },
  'events.mail': { allows: mayUseMail, refusal: unlessHidden(() => notSignedUpForEvent()), examples },
  'events.mailConversation': {
    allows: mayOpenConversation,
    refusal: () => eventNotFound(),
    examples: {
      own: { ...base, signedUp: true, ownConversation: true },
      anothers: { ...base, signedUp: true, ownConversation: false },
      asOrganiser: { ...base, role: 'Organiser', ownConversation: false },
      dark: { ...base, dark: true, ownConversation: true },
    },
  },
};
