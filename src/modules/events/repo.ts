import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../platform/auth/actor.ts';
import { pageByKey, type KeyedPage, type PageStart, type SortKey } from '../../platform/db/keyset.ts';
import { commentsSince } from '../comments/index.ts';
import { joinPlaces, placesFromRow, type JoinedPlaces } from '../signups/index.ts';
import type { AttendeeVisibility } from './schemas.ts';

/** The signups module's subject type of an event, the comments module's, and the owner type of its mail groups. */
export const eventSignupType = 'events.event';
export const eventCommentType = 'event';
export const eventOwnerType = 'events.event';
/** The subject type of the actor's role in an event (`subjectRoles`, `roleIn`). */
export const eventSubjectType = 'events.event';

/** The actor's role in an event (`roleIn(db, actor, 'events.event', id)`): its organiser (who created it), or an event admin. */
export type EventRole = 'Organiser' | 'Admin';

export type EventRecord = {
  id: number;
  dark: boolean;
  createdBy: number | null;
  title: string;
  description: string;
  place: string;
  price: string;
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
  capacity: number | null;
  signUpDeadline: Date | null;
  attendeeVisibility: AttendeeVisibility;
  commentCount: number;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
/** An event with its places, the viewer's sign-up (signups' `joinPlaces`) and the viewer's role, as pages read it. */
export type EventWithPlaces = EventRecord & JoinedPlaces & { viewerRole: EventRole | null };

type Row = Record<string, unknown>;
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

const columns = ['id', 'dark', 'created_by', 'title', 'description', 'place', 'price', 'starts_at', 'ends_at', 'time_zone', 'capacity', 'sign_up_deadline', 'attendee_visibility', 'comment_count', 'cancelled_at', 'created_at', 'updated_at'];
const eventColumns = columns.map((c) => `e.${c} as ev_${c}`);

const toEvent = (r: Row): EventRecord => ({
  id: Number(r.ev_id),
  dark: Boolean(r.ev_dark),
  createdBy: r.ev_created_by === null ? null : Number(r.ev_created_by),
  title: String(r.ev_title),
  description: String(r.ev_description),
  place: String(r.ev_place),
  price: String(r.ev_price),
  startsAt: new Date(r.ev_starts_at as string),
  endsAt: date(r.ev_ends_at),
  timeZone: String(r.ev_time_zone),
  capacity: r.ev_capacity === null ? null : Number(r.ev_capacity),
  signUpDeadline: date(r.ev_sign_up_deadline),
  attendeeVisibility: r.ev_attendee_visibility as AttendeeVisibility,
  commentCount: Number(r.ev_comment_count),
  cancelledAt: date(r.ev_cancelled_at),
  createdAt: new Date(r.ev_created_at as string),
  updatedAt: new Date(r.ev_updated_at as string),
});

const roleOfRow = (r: Row, profileId: number | null): EventRole | null =>
  profileId !== null && r.ev_created_by !== null && Number(r.ev_created_by) === profileId ? 'Organiser' : r.viewer_admin ? 'Admin' : null;

const withPlaces = (r: Row, profileId: number | null): EventWithPlaces => ({ ...toEvent(r), ...placesFromRow(r), viewerRole: roleOfRow(r, profileId) });

/** The events with their places, the viewer's sign-up and whether the viewer is an event admin: one statement. */
function eventsWithPlaces(db: Knex, profileId: number | null): Knex.QueryBuilder {
  const q = db('events as e').select([...eventColumns, db.raw('exists (select 1 from event_admins a where a.profile_id = ?) as viewer_admin', [profileId ?? 0])]);
  return joinPlaces(q, db, eventSignupType, 'e.id', profileId);
}

export type NewEvent = Omit<EventRecord, 'id' | 'commentCount' | 'cancelledAt' | 'createdAt' | 'updatedAt'>;
const toColumns = (e: Partial<NewEvent>) => ({
  dark: e.dark,
  created_by: e.createdBy,
  title: e.title,
  description: e.description,
  place: e.place,
  price: e.price,
  starts_at: e.startsAt,
  ends_at: e.endsAt,
  time_zone: e.timeZone,
  capacity: e.capacity,
  sign_up_deadline: e.signUpDeadline,
  attendee_visibility: e.attendeeVisibility,
});

export async function insertEvent(trx: Knex, e: NewEvent): Promise<EventRecord> {
  const [row] = (await trx('events as e').insert(toColumns(e)).returning(eventColumns)) as Row[];
  return toEvent(row!);
}

export async function updateEvent(trx: Knex, id: number, e: Partial<NewEvent>): Promise<EventRecord> {
  const [row] = (await trx('events as e').where('id', id).update({ ...toColumns(e), updated_at: trx.fn.now() }).returning(eventColumns)) as Row[];
  return toEvent(row!);
}

/** Cancels: the row stays, so those signed up see what became of it. Only an event not yet cancelled. */
export async function cancelEvent(trx: Knex, id: number): Promise<boolean> {
  return (await trx('events').where({ id }).whereNull('cancelled_at').update({ cancelled_at: trx.fn.now(), updated_at: trx.fn.now() })) > 0;
}

export async function findEvent(db: Knex, id: number): Promise<EventRecord | null> {
  const row = (await db('events as e').where('e.id', id).first(eventColumns)) as Row | undefined;
  return row ? toEvent(row) : null;
}

/** An event page's one statement: the event, its places, the viewer's sign-up and role. */
export async function findEventForViewer(db: Knex, id: number, profileId: number | null): Promise<EventWithPlaces | null> {
  const row = (await eventsWithPlaces(db, profileId).where('e.id', id).first()) as Row | undefined;
  return row ? withPlaces(row, profileId) : null;
}

/** The actor's role in an event (the subject-role loader). */
export async function roleOf(db: Knex, profileId: number, eventId: number): Promise<EventRole | null> {
  const row = (await db('events as e')
    .where('e.id', eventId)
    .select('e.created_by as ev_created_by', db.raw('exists (select 1 from event_admins a where a.profile_id = ?) as viewer_admin', [profileId]))
    .first()) as Row | undefined;
  return row ? roleOfRow(row, profileId) : null;
}

// Soonest first: pageByKey orders largest first, so the key is the start negated (whole milliseconds), then the id.
const upcomingKeys: SortKey[] = [
  { sql: '(-floor(extract(epoch from e.starts_at) * 1000))::bigint', type: 'bigint' },
  { sql: 'e.id', type: 'bigint' },
];

/** Not over: it has not ended (or, without an end, not started). */
const notOver = (q: Knex.QueryBuilder) => q.whereRaw('coalesce(e.ends_at, e.starts_at) > now()');

/** The actor's site's events to come, not cancelled, soonest first, by key. */
export async function upcoming(db: Knex, actor: Actor, start: PageStart, take: number): Promise<KeyedPage<EventWithPlaces>> {
  const q = eventsWithPlaces(db, actor.profileId).where('e.dark', actor.site.dark).whereNull('e.cancelled_at');
  notOver(q);
  const page = await pageByKey(db, q, upcomingKeys, start, take);
  return { ...page, items: page.items.map((r) => withPlaces(r, actor.profileId)) };
}

/** The events to come the member signed up for (or waits for) or organises, cancelled ones too (they see what happened). */
export async function mine(db: Knex, actor: ProfileActor, start: PageStart, take: number): Promise<KeyedPage<EventWithPlaces>> {
  const q = eventsWithPlaces(db, actor.profileId)
    .where('e.dark', actor.site.dark)
    .where((w) => w.whereNotNull('sv.state').orWhere('e.created_by', actor.profileId));
  notOver(q);
  const page = await pageByKey(db, q, upcomingKeys, start, take);
  return { ...page, items: page.items.map((r) => withPlaces(r, actor.profileId)) };
}

/** Keeps `comment_count` true in every comment's transaction. */
export async function refreshCommentCount(trx: Knex.Transaction, eventId: number): Promise<void> {
  const n = trx.from(commentsSince(trx, eventCommentType, null).as('c')).where('c.subject_id', eventId).select(trx.raw('count(*)::int'));
  await trx('events').where({ id: eventId }).update({ comment_count: n });
}

// Event admins

export async function isEventAdmin(db: Knex, profileId: number): Promise<boolean> {
  return Boolean(await db('event_admins').where({ profile_id: profileId }).first('profile_id'));
}
/** Grants the role; answers whether it was new. */
export async function grantAdmin(db: Knex, profileId: number): Promise<boolean> {
  return (await db('event_admins').insert({ profile_id: profileId }).onConflict('profile_id').ignore().returning('profile_id')).length > 0;
}
/** Takes the role back; answers whether they had it. */
export async function revokeAdmin(db: Knex, profileId: number): Promise<boolean> {
  return (await db('event_admins').where({ profile_id: profileId }).delete().returning('profile_id')).length > 0;
}
export async function adminIds(db: Knex): Promise<number[]> {
  return (await db('event_admins').orderBy('profile_id').pluck('profile_id')).map(Number);
}

// Conversations with the organisers (mail's group conversations)

export type EventConversation = { conversationId: number; eventId: number; memberId: number; awaitingAnswer: boolean; createdAt: Date };
const toConversation = (r: Row): EventConversation => ({
  conversationId: Number(r.conversation_id),
  eventId: Number(r.event_id),
  memberId: Number(r.member_id),
  awaitingAnswer: Boolean(r.awaiting_answer),
  createdAt: new Date(r.created_at as string),
});

export async function findConversation(db: Knex, conversationId: number): Promise<EventConversation | null> {
  const r = (await db('event_conversations').where({ conversation_id: conversationId }).first()) as Row | undefined;
  return r ? toConversation(r) : null;
}
export async function conversationOfMember(db: Knex, eventId: number, memberId: number): Promise<EventConversation | null> {
  const r = (await db('event_conversations').where({ event_id: eventId, member_id: memberId }).first()) as Row | undefined;
  return r ? toConversation(r) : null;
}
/** An event's conversations, those waiting for an answer first, then the newest. */
export async function conversationsOfEvent(db: Knex, eventId: number, take: number): Promise<EventConversation[]> {
  return ((await db('event_conversations').where({ event_id: eventId }).orderBy([{ column: 'awaiting_answer', order: 'desc' }, { column: 'conversation_id', order: 'desc' }]).limit(take)) as Row[]).map(toConversation);
}
export const insertConversation = (db: Knex, c: { conversationId: number; eventId: number; memberId: number }) =>
  db('event_conversations').insert({ conversation_id: c.conversationId, event_id: c.eventId, member_id: c.memberId });
/**
 * After a message: it waits for an answer when the member wrote it, not when an organiser did. Only a message later
 * than the one that decided it last changes it (mail's `messageSent` of an earlier message may run late).
 */
export async function markAwaiting(db: Knex, conversationId: number, senderId: number, messageId: number): Promise<void> {
  await db('event_conversations')
    .where({ conversation_id: conversationId })
    .where('last_message_id', '<', messageId)
    .update({ awaiting_answer: db.raw('member_id = ?', [senderId]), last_message_id: messageId });
}

/**
 * The ids of the event conversations a profile is admitted to, in SQL (mail's lists, counts and search): their own,
 * and every one of an event they organise or, as an event admin, of any event. `profileId` is a value of mail's
 * statement.
 */
export const admittedConversationIds = (db: Knex, profileId: number) =>
  db('event_conversations as ec')
    .join('events as e', 'e.id', 'ec.event_id')
    .where((w) =>
      w
        .where('ec.member_id', profileId)
        .orWhere('e.created_by', profileId)
        .orWhereExists((x) => x.from('event_admins as a').where('a.profile_id', profileId)),
    )
    .select('ec.conversation_id');

/** The event admin count: conversations waiting for an organiser's answer, of events to come on the actor's site the actor manages. */
export async function awaitingCount(db: Knex, actor: ProfileActor): Promise<number> {
  const q = db('event_conversations as ec')
    .join('events as e', 'e.id', 'ec.event_id')
    .where('ec.awaiting_answer', true)
    .where('e.dark', actor.site.dark)
    .whereNull('e.cancelled_at')
    .where((w) => w.where('e.created_by', actor.profileId).orWhereExists((x) => x.from('event_admins as a').where('a.profile_id', actor.profileId)));
  notOver(q);
  const row = (await q.count({ n: '*' }).first()) as { n: unknown } | undefined;
  return Number(row?.n ?? 0);
}

/** Who manages an event's conversations: its organiser and the event admins (their counts change with them). */
export async function managerIds(db: Knex, eventId: number): Promise<number[]> {
  const event = await findEvent(db, eventId);
  return [...new Set([...(event?.createdBy ? [event.createdBy] : []), ...(await adminIds(db))])];
}

// Personal data

export const eventsCreatedBy = (db: Knex, profileId: number) =>
  db('events').where({ created_by: profileId }).orderBy('id').select('id', 'dark', 'title', 'place', 'starts_at', 'cancelled_at', 'created_at');
export const forgetCreator = (trx: Knex, profileId: number) => trx('events').where({ created_by: profileId }).update({ created_by: null });
/** Which of a member's conversations were with an event's organisers (export). */
export const conversationsOfMember = (db: Knex, profileId: number) =>
  db('event_conversations as c')
    .join('events as e', 'e.id', 'c.event_id')
    .where('c.member_id', profileId)
    .orderBy('c.conversation_id')
    .select('c.conversation_id as conversationId', 'e.id as eventId', 'e.title as event', 'c.created_at as startedAt');
/** Erasure: the role and the member's conversation rows (mail erases the messages). */
export async function forgetMember(trx: Knex, profileId: number): Promise<void> {
  await trx('event_admins').where({ profile_id: profileId }).delete();
  await trx('event_conversations').where({ member_id: profileId }).delete();
}
