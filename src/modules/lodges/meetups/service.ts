import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../../platform/auth/actor.ts';
import { authorize } from '../../../platform/auth/authorize.ts';
import { rememberRole } from '../../../platform/auth/roles.ts';
import { publish } from '../../../platform/events/index.ts';
import { presentCards, profilesVisibleTo, profilesWithGender } from '../../profiles/index.ts';
import { quit, setPlaces, signedUpIds, signedUpProfiles, signUp, type PlacesChange } from '../../signups/index.ts';
import { loadVisibleLodge, lodgeSubjectType, subjectOf } from '../core/index.ts';
import type { LoadedLodge } from '../core/repo.ts';
import type { LodgeSubject } from '../policy.ts';
import { deadlineAfterStart, endsBeforeStart, meetupNotFound } from './errors.ts';
import { meetupChanged, meetupCreated, meetupPromoted } from './events.ts';
import type { MeetupSubject } from './policy.ts';
import * as repo from './repo.ts';
import type { Meetup, MeetupWithPlaces } from './repo.ts';
import type { MeetupFields } from './schemas.ts';
import { instantOf } from '../../../platform/i18n/zoned.ts';
import { spanOf } from './zoned.ts';

export type LoadedMeetup = { loaded: LoadedLodge & { subject: LodgeSubject }; meetup: MeetupWithPlaces; subject: MeetupSubject };

const signupRef = (meetupId: number) => ({ subjectType: repo.meetupSignupType, subjectId: meetupId });

/** The facts a meetup's rules read: its lodge as the actor stands in it, cancelled, over (ended, or started without an end). */
export const meetupSubjectOf = (lodge: LodgeSubject, meetup: Meetup, now = new Date()): MeetupSubject => ({
  ...lodge,
  cancelled: meetup.cancelledAt !== null,
  over: (meetup.endsAt ?? meetup.startsAt).getTime() <= now.getTime(),
});

/**
 * A meetup the actor may see (its lodge's lodges.view), with its lodge, places and the actor's sign-up, in one
 * statement; a 404 otherwise, and when `lodgeId` is given and is not the meetup's lodge.
 */
export async function loadMeetup(db: Knex, actor: Actor, meetupId: number, lodgeId: number | null = null, now = new Date()): Promise<LoadedMeetup> {
  const found = await repo.findMeetupWithLodge(db, meetupId, actor.profileId);
  if (!found || (lodgeId !== null && found.loaded.lodge.id !== lodgeId)) throw meetupNotFound();
  rememberRole(actor, lodgeSubjectType, found.loaded.lodge.id, found.loaded.role);
  const subject = subjectOf(found.loaded);
  authorize(actor, 'lodges.view', subject);
  return { loaded: { ...found.loaded, subject }, meetup: found.meetup, subject: meetupSubjectOf(subject, found.meetup, now) };
}

/** The form's local times as instants in the meetup's zone, checked against each other. */
function timesOf(fields: MeetupFields, zone: string) {
  const startsAt = instantOf(fields.startsAt, zone);
  const endsAt = fields.endsAt ? instantOf(fields.endsAt, zone) : null;
  const signUpDeadline = fields.signUpDeadline ? instantOf(fields.signUpDeadline, zone) : null;
  if (endsAt && endsAt <= startsAt) throw endsBeforeStart();
  if (signUpDeadline && signUpDeadline > startsAt) throw deadlineAfterStart();
  return { startsAt, endsAt, signUpDeadline };
}

/** CreateMeetup: a lodge's assistants and admins (lodges.moderate) plan a meetup; its members are told. `zone`: the site's. */
export async function createMeetup(db: Knex, actor: ProfileActor, lodgeId: number, fields: MeetupFields, zone: string): Promise<Meetup> {
  const { subject } = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.moderate', subject);
  const times = timesOf(fields, zone);
  return db.transaction(async (trx) => {
    const meetup = await repo.insertMeetup(trx, { lodgeId, createdBy: actor.profileId, title: fields.title, description: fields.description, place: fields.place, timeZone: zone, capacity: fields.capacity, ...times });
    await setPlaces(trx, signupRef(meetup.id), meetup.capacity, meetup.signUpDeadline);
    await publish(trx, meetupCreated, { meetupId: meetup.id, lodgeId, actorId: actor.profileId });
    return meetup;
  });
}

/** EditMeetup: the same people; a larger capacity moves the waiting list up; those signed up are told of the change. */
export async function editMeetup(db: Knex, actor: ProfileActor, meetupId: number, fields: MeetupFields, lodgeId: number | null = null): Promise<Meetup> {
  const { meetup, subject } = await loadMeetup(db, actor, meetupId, lodgeId);
  authorize(actor, 'lodges.editMeetup', subject);
  const times = timesOf(fields, meetup.timeZone);
  return db.transaction(async (trx) => {
    const { promoted } = await setPlaces(trx, signupRef(meetupId), fields.capacity, times.signUpDeadline);
    const changed = await repo.updateMeetup(trx, meetupId, { title: fields.title, description: fields.description, place: fields.place, capacity: fields.capacity, ...times });
    const told = (await signedUpIds(trx, signupRef(meetupId))).filter((id) => !promoted.includes(id));
    if (told.length) await publish(trx, meetupChanged, { meetupId, actorId: actor.profileId, cancelled: false, profileIds: told });
    if (promoted.length) await publish(trx, meetupPromoted, { meetupId, actorId: actor.profileId, profileIds: promoted });
    return changed;
  });
}

/** DeleteMeetup: cancels it (the row and its sign-ups stay); everyone signed up or waiting is told. */
export async function cancelMeetup(db: Knex, actor: ProfileActor, meetupId: number, lodgeId: number | null = null): Promise<Meetup> {
  const { meetup, subject } = await loadMeetup(db, actor, meetupId, lodgeId);
  authorize(actor, 'lodges.editMeetup', subject);
  await db.transaction(async (trx) => {
    if (!(await repo.cancelMeetup(trx, meetupId))) return;
    const told = await signedUpIds(trx, signupRef(meetupId));
    if (told.length) await publish(trx, meetupChanged, { meetupId, actorId: actor.profileId, cancelled: true, profileIds: told });
  });
  return meetup;
}

/** After a change of places: those who moved up are told (in the change's transaction). */
async function tellPromoted(trx: Knex, meetup: Meetup, change: PlacesChange, actorId: number) {
  if (change.promoted.length) await publish(trx, meetupPromoted, { meetupId: meetup.id, actorId: meetup.createdBy ?? actorId, profileIds: change.promoted });
}

/** MeetupSignUp: a lodge member signs up with 0–5 guests (a place, or the waiting list); again to change the guests. */
export async function signUpForMeetup(db: Knex, actor: ProfileActor, meetupId: number, guests: number, lodgeId: number | null = null, now = new Date()): Promise<PlacesChange> {
  const { meetup, subject } = await loadMeetup(db, actor, meetupId, lodgeId, now);
  authorize(actor, 'lodges.signUpMeetup', subject);
  return db.transaction(async (trx) => {
    const change = await signUp(trx, signupRef(meetupId), actor.profileId, guests, now);
    await tellPromoted(trx, meetup, change, actor.profileId);
    return change;
  });
}

/** QuitMeetup: anyone signed up who still sees the lodge gives up their place (the next who fit move up) or their turn. */
export async function quitMeetup(db: Knex, actor: ProfileActor, meetupId: number, lodgeId: number | null = null): Promise<PlacesChange> {
  const { meetup } = await loadMeetup(db, actor, meetupId, lodgeId);
  return db.transaction(async (trx) => {
    const change = await quit(trx, signupRef(meetupId), actor.profileId);
    await tellPromoted(trx, meetup, change, actor.profileId);
    return change;
  });
}

/** A lodge's meetups in a month or on a day (yyyy-MM or yyyy-MM-dd, in the lodge's zone): the lodge, then the meetups. */
export async function calendarOf(db: Knex, actor: Actor, lodgeId: number, value: string, zone: string) {
  const lodge = await loadVisibleLodge(db, actor, lodgeId);
  const { from, to } = spanOf(value, zone);
  return { lodge, meetups: await repo.meetupsBetween(db, lodgeId, from, to, actor.profileId) };
}

/** The schedule: the lodge's meetups from now on (at most 50). */
export async function scheduleOf(db: Knex, actor: Actor, lodgeId: number, now = new Date()) {
  const lodge = await loadVisibleLodge(db, actor, lodgeId);
  return { lodge, meetups: await repo.meetupsBetween(db, lodgeId, now, new Date('2100-01-01T00:00:00Z'), actor.profileId, 50) };
}

/**
 * Who signed up (or waits), by persons' gender if asked: those who see the lodge's member list see them, each only
 * if the viewer may see the profile (profiles' rule, in SQL before the limit), in arrival order, as cards.
 */
export async function meetupProfiles(db: Knex, actor: Actor, meetupId: number, opts: { gender: string | null; state: 'Confirmed' | 'Waiting'; lodgeId?: number | null }) {
  const loaded = await loadMeetup(db, actor, meetupId, opts.lodgeId ?? null);
  authorize(actor, 'lodges.seeMembers', loaded.loaded.subject);
  const q = signedUpProfiles(db, signupRef(meetupId), opts.state).whereIn('profile_id', profilesVisibleTo(db, actor, { self: true })).orderBy('id').limit(200);
  if (opts.gender) q.whereIn('profile_id', profilesWithGender(db, opts.gender));
  const ids = ((await q) as { profile_id: unknown }[]).map((r) => Number(r.profile_id));
  return { ...loaded, cards: await presentCards(db, ids, actor) };
}

/** The lodge's meetups for a calendar feed: from 60 days back on (at most 500). */
export const feedMeetups = (db: Knex, lodgeId: number, now = new Date()) => repo.meetupsBetween(db, lodgeId, new Date(now.getTime() - 60 * 86_400_000), new Date('2100-01-01T00:00:00Z'), null);
