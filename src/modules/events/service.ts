import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../platform/auth/actor.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { rememberRole } from '../../platform/auth/roles.ts';
import type { PageStart } from '../../platform/db/keyset.ts';
import { publish } from '../../platform/events/index.ts';
import { countsChanged } from '../../platform/member-counts.ts';
import { findProfileForCli, findPublicIdentities } from '../accounts/index.ts';
import { presentCards, profilesVisibleTo } from '../profiles/index.ts';
import { quit, setPlaces, signedUpIds, signedUpProfiles, signUp, type PlacesChange } from '../signups/index.ts';
import { deadlineAfterStart, endsBeforeStart, eventNotFound } from './errors.ts';
import { eventChanged, eventPromoted } from './events.ts';
import type { EventSubject } from './policy.ts';
import * as repo from './repo.ts';
import type { EventRecord, EventWithPlaces } from './repo.ts';
import type { EventFields } from './schemas.ts';
import { instantOf } from '../../platform/i18n/zoned.ts';

export type LoadedEvent = { event: EventWithPlaces; subject: EventSubject };

export const signupRef = (eventId: number) => ({ subjectType: repo.eventSignupType, subjectId: eventId });

/** The facts an event's rules read: its site, cancelled, over (ended, or started without an end), the actor's role and sign-up. */
export const eventSubjectOf = (e: EventWithPlaces, now = new Date()): EventSubject => ({
  eventId: e.id,
  dark: e.dark,
  cancelled: e.cancelledAt !== null,
  over: (e.endsAt ?? e.startsAt).getTime() <= now.getTime(),
  attendeeVisibility: e.attendeeVisibility,
  role: e.viewerRole,
  signedUp: e.viewerSignup !== null,
});

/** An event the actor may see (events.view), with its places, the actor's sign-up and role, in one statement; 404 otherwise. */
export async function loadEvent(db: Knex, actor: Actor, eventId: number, now = new Date()): Promise<LoadedEvent> {
  const event = await repo.findEventForViewer(db, eventId, actor.profileId);
  if (!event) throw eventNotFound();
  rememberRole(actor, repo.eventSubjectType, eventId, event.viewerRole);
  const subject = eventSubjectOf(event, now);
  authorize(actor, 'events.view', subject);
  return { event, subject };
}

/** The form's local times as instants in the event's zone, checked against each other. */
function timesOf(fields: EventFields, zone: string) {
  const startsAt = instantOf(fields.startsAt, zone);
  const endsAt = fields.endsAt ? instantOf(fields.endsAt, zone) : null;
  const signUpDeadline = fields.signUpDeadline ? instantOf(fields.signUpDeadline, zone) : null;
  if (endsAt && endsAt <= startsAt) throw endsBeforeStart();
  if (signUpDeadline && signUpDeadline > startsAt) throw deadlineAfterStart();
  return { startsAt, endsAt, signUpDeadline };
}

const textsOf = (f: EventFields) => ({ title: f.title, description: f.description, place: f.place, price: f.price, capacity: f.capacity, attendeeVisibility: f.attendeeVisibility });

/** CreateEvent: an event admin (or staff) creates an event on the actor's site, in the site's time zone `zone`. */
export async function createEvent(db: Knex, actor: ProfileActor, fields: EventFields, zone: string): Promise<EventRecord> {
  authorize(actor, 'events.create', { eventAdmin: await repo.isEventAdmin(db, actor.profileId) });
  const times = timesOf(fields, zone);
  return db.transaction(async (trx) => {
    const event = await repo.insertEvent(trx, { dark: actor.site.dark, createdBy: actor.profileId, timeZone: zone, ...textsOf(fields), ...times });
    await setPlaces(trx, signupRef(event.id), event.capacity, event.signUpDeadline);
    return event;
  });
}

/** EditEvent: its organiser, the event admins and staff; a larger capacity moves the waiting list up; those signed up are told. */
export async function editEvent(db: Knex, actor: ProfileActor, eventId: number, fields: EventFields): Promise<EventRecord> {
  const { event, subject } = await loadEvent(db, actor, eventId);
  authorize(actor, 'events.manage', subject);
  const times = timesOf(fields, event.timeZone);
  return db.transaction(async (trx) => {
    const { promoted } = await setPlaces(trx, signupRef(eventId), fields.capacity, times.signUpDeadline);
    const changed = await repo.updateEvent(trx, eventId, { ...textsOf(fields), ...times });
    const told = (await signedUpIds(trx, signupRef(eventId))).filter((id) => !promoted.includes(id));
    if (told.length) await publish(trx, eventChanged, { eventId, actorId: actor.profileId, cancelled: false, profileIds: told });
    if (promoted.length) await publish(trx, eventPromoted, { eventId, actorId: actor.profileId, profileIds: promoted });
    return changed;
  });
}

/** CancelEvent: the event stays, marked cancelled; everyone signed up or waiting is told by notification and e-mail. */
export async function cancelEvent(db: Knex, actor: ProfileActor, eventId: number): Promise<EventRecord> {
  const { event, subject } = await loadEvent(db, actor, eventId);
  authorize(actor, 'events.manage', subject);
  await db.transaction(async (trx) => {
    if (!(await repo.cancelEvent(trx, eventId))) return;
    const told = await signedUpIds(trx, signupRef(eventId));
    if (told.length) await publish(trx, eventChanged, { eventId, actorId: actor.profileId, cancelled: true, profileIds: told });
  });
  return event;
}

/** After a change of places: those who moved up are told (in the change's transaction). */
async function tellPromoted(trx: Knex, event: EventRecord, change: PlacesChange, actorId: number) {
  if (change.promoted.length) await publish(trx, eventPromoted, { eventId: event.id, actorId: event.createdBy ?? actorId, profileIds: change.promoted });
}

/** SignUpForEvent: with 0–5 guests, a place or the waiting list (the signups module's rules); again to change the guests. */
export async function signUpForEvent(db: Knex, actor: ProfileActor, eventId: number, guests: number, now = new Date()): Promise<PlacesChange> {
  const { event, subject } = await loadEvent(db, actor, eventId, now);
  authorize(actor, 'events.signUp', subject);
  return db.transaction(async (trx) => {
    const change = await signUp(trx, signupRef(eventId), actor.profileId, guests, now);
    await tellPromoted(trx, event, change, actor.profileId);
    return change;
  });
}

/** QuitEvent: gives up a place (the next who fit move up, and are told) or a turn on the waiting list. */
export async function quitEvent(db: Knex, actor: ProfileActor, eventId: number): Promise<PlacesChange> {
  const { event } = await loadEvent(db, actor, eventId);
  return db.transaction(async (trx) => {
    const change = await quit(trx, signupRef(eventId), actor.profileId);
    await tellPromoted(trx, event, change, actor.profileId);
    return change;
  });
}

/** Who signed up (or waits), as the event chose to show them: only profiles the actor may see, in arrival order, as cards. */
export async function attendeesOf(db: Knex, actor: ProfileActor, eventId: number, state: 'Confirmed' | 'Waiting') {
  const loaded = await loadEvent(db, actor, eventId);
  authorize(actor, 'events.seeAttendees', loaded.subject);
  const q = signedUpProfiles(db, signupRef(eventId), state).whereIn('profile_id', profilesVisibleTo(db, actor, { self: true })).orderBy('id');
  const ids = ((await q) as { profile_id: unknown }[]).map((r) => Number(r.profile_id));
  return { ...loaded, cards: await presentCards(db, ids, actor) };
}

export const upcomingEvents = (db: Knex, actor: Actor, start: PageStart, take: number) => repo.upcoming(db, actor, start, take);
export const myEvents = (db: Knex, actor: ProfileActor, start: PageStart, take: number) => repo.mine(db, actor, start, take);
/** Whether the actor may create events (the pages' buttons): the role, read once. */
export const isEventAdmin = (db: Knex, actor: ProfileActor) => repo.isEventAdmin(db, actor.profileId);

/** events:admin grant|revoke|list (the admin CLI). */
export async function describeGrant(db: Knex, profile: string): Promise<string> {
  const found = await findProfileForCli(db, profile);
  const granted = await repo.grantAdmin(db, found.id);
  await countsChanged(db, [found.id]); // eventAdmin and their admin count, on their next page
  return granted ? `"${found.name}" is now an event admin.` : `"${found.name}" was already an event admin.`;
}
export async function describeRevoke(db: Knex, profile: string): Promise<string> {
  const found = await findProfileForCli(db, profile);
  const revoked = await repo.revokeAdmin(db, found.id);
  await countsChanged(db, [found.id]);
  return revoked ? `"${found.name}" is no longer an event admin.` : `"${found.name}" was not an event admin.`;
}
export async function describeAdmins(db: Knex): Promise<string> {
  const ids = await repo.adminIds(db);
  if (!ids.length) return 'No event admins.';
  const names = (await findPublicIdentities(db, ids)).map((p) => p.name).sort();
  return `${ids.length} event admin(s):\n${names.map((n) => `  ${n}`).join('\n')}`;
}
