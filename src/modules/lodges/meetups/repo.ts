import type { Knex } from 'knex';
import { commentsSince } from '../../comments/index.ts';
import { joinPlaces, placesFromRow, type JoinedPlaces } from '../../signups/index.ts';
import { lodgeColumns, lodgesQuery, toLodge, type LoadedLodge } from '../core/repo.ts';
import { belongingRoles, isLodgeRole } from '../roles.ts';

/** The signups module's subject type of a meetup, and the comments module's. */
export const meetupSignupType = 'lodges.meetup';
export const meetupCommentType = 'lodgeMeetup';

export type Meetup = {
  id: number;
  lodgeId: number;
  createdBy: number | null;
  title: string;
  description: string;
  place: string;
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
  capacity: number | null;
  signUpDeadline: Date | null;
  commentCount: number;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
/** A meetup with its places and the viewer's sign-up (signups' `joinPlaces`), as pages read it. */
export type MeetupWithPlaces = Meetup & JoinedPlaces;

type Row = Record<string, unknown>;
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

const meetupColumns = (alias: string) =>
  ['id', 'lodge_id', 'created_by', 'title', 'description', 'place', 'starts_at', 'ends_at', 'time_zone', 'capacity', 'sign_up_deadline', 'comment_count', 'cancelled_at', 'created_at', 'updated_at'].map(
    (c) => `${alias}.${c} as mt_${c}`,
  );

const toMeetup = (r: Row): Meetup => ({
  id: Number(r.mt_id),
  lodgeId: Number(r.mt_lodge_id),
  createdBy: r.mt_created_by === null ? null : Number(r.mt_created_by),
  title: String(r.mt_title),
  description: String(r.mt_description),
  place: String(r.mt_place),
  startsAt: new Date(r.mt_starts_at as string),
  endsAt: date(r.mt_ends_at),
  timeZone: String(r.mt_time_zone),
  capacity: r.mt_capacity === null ? null : Number(r.mt_capacity),
  signUpDeadline: date(r.mt_sign_up_deadline),
  commentCount: Number(r.mt_comment_count),
  cancelledAt: date(r.mt_cancelled_at),
  createdAt: new Date(r.mt_created_at as string),
  updatedAt: new Date(r.mt_updated_at as string),
});

const withPlaces = (r: Row): MeetupWithPlaces => ({ ...toMeetup(r), ...placesFromRow(r) });

export type NewMeetup = Omit<Meetup, 'id' | 'commentCount' | 'cancelledAt' | 'createdAt' | 'updatedAt'>;
const toColumns = (m: Partial<NewMeetup>) => ({
  lodge_id: m.lodgeId,
  created_by: m.createdBy,
  title: m.title,
  description: m.description,
  place: m.place,
  starts_at: m.startsAt,
  ends_at: m.endsAt,
  time_zone: m.timeZone,
  capacity: m.capacity,
  sign_up_deadline: m.signUpDeadline,
});

export async function insertMeetup(trx: Knex, m: NewMeetup): Promise<Meetup> {
  const [row] = (await trx('lodge_meetups as mt').insert(toColumns(m)).returning(meetupColumns('mt'))) as Row[];
  return toMeetup(row!);
}

export async function updateMeetup(trx: Knex, id: number, m: Partial<NewMeetup>): Promise<Meetup> {
  const [row] = (await trx('lodge_meetups as mt').where('id', id).update({ ...toColumns(m), updated_at: trx.fn.now() }).returning(meetupColumns('mt'))) as Row[];
  return toMeetup(row!);
}

/** Cancels (DeleteMeetup): the row stays, so those signed up see what became of it. Only a meetup not yet cancelled. */
export async function cancelMeetup(trx: Knex, id: number): Promise<boolean> {
  return (await trx('lodge_meetups').where({ id }).whereNull('cancelled_at').update({ cancelled_at: trx.fn.now(), updated_at: trx.fn.now() })) > 0;
}

export async function findMeetup(db: Knex, id: number): Promise<Meetup | null> {
  const row = (await db('lodge_meetups as mt').where('mt.id', id).first(meetupColumns('mt'))) as Row | undefined;
  return row ? toMeetup(row) : null;
}

/**
 * A meetup page's one statement: the meetup, its lodge with the viewer's role and whether it has an owner (what
 * every lodge rule reads, as core's `loadLodge` gives it), the meetup's places and the viewer's sign-up.
 */
export async function findMeetupWithLodge(db: Knex, meetupId: number, profileId: number | null): Promise<{ loaded: LoadedLodge; meetup: MeetupWithPlaces } | null> {
  const q = lodgesQuery(db)
    .join('lodge_meetups as mt', 'mt.lodge_id', 'l.id')
    .where('mt.id', meetupId)
    .select([
      ...lodgeColumns,
      ...meetupColumns('mt'),
      db.raw('(select m.role from lodge_members m where m.lodge_id = l.id and m.profile_id = ?) as viewer_role', [profileId ?? 0]),
      db.raw(`exists (select 1 from lodge_members o where o.lodge_id = l.id and o.role = 'Owner') as has_owner`),
    ]);
  const row = (await joinPlaces(q, db, meetupSignupType, 'mt.id', profileId).first()) as Row | undefined;
  if (!row) return null;
  const role = (row.viewer_role as string | null) ?? null;
  return { loaded: { lodge: toLodge(row), role: isLodgeRole(role) ? role : null, hasOwner: Boolean(row.has_owner) }, meetup: withPlaces(row) };
}

/** A lodge's meetups starting in [from, to), in order, with their places and the viewer's sign-up (a month, a day). */
export async function meetupsBetween(db: Knex, lodgeId: number, from: Date, to: Date, profileId: number | null, limit = 500): Promise<MeetupWithPlaces[]> {
  const q = db('lodge_meetups as mt').where('mt.lodge_id', lodgeId).where('mt.starts_at', '>=', from).where('mt.starts_at', '<', to).orderBy([{ column: 'mt.starts_at' }, { column: 'mt.id' }]).limit(limit).select(meetupColumns('mt'));
  return ((await joinPlaces(q, db, meetupSignupType, 'mt.id', profileId)) as Row[]).map(withPlaces);
}

/** Keeps `comment_count` true in every comment's transaction. */
export async function refreshCommentCount(trx: Knex.Transaction, meetupId: number): Promise<void> {
  const n = trx.from(commentsSince(trx, meetupCommentType, null).as('c')).where('c.subject_id', meetupId).select(trx.raw('count(*)::int'));
  await trx('lodge_meetups').where({ id: meetupId }).update({ comment_count: n });
}

/** Meetups a member created (export), and erasure's unlinking. */
export const meetupsCreatedBy = (db: Knex, profileId: number) => db('lodge_meetups').where({ created_by: profileId }).orderBy('id').select('id', 'lodge_id', 'title', 'starts_at', 'created_at');
export const forgetCreator = (trx: Knex, profileId: number) => trx('lodge_meetups').where({ created_by: profileId }).update({ created_by: null });

/** The lodge of a calendar feed, when the profile still belongs to it (Member, Assistant, CoOwner, Owner). */
export async function lodgeForFeed(db: Knex, lodgeId: number, profileId: number): Promise<{ name: string; dark: boolean } | null> {
  const row = (await db('lodges as l')
    .join('lodge_members as m', (j) => {
      j.on('m.lodge_id', '=', 'l.id').andOn('m.profile_id', '=', db.raw('?', [profileId]));
    })
    .where('l.id', lodgeId)
    .whereIn('m.role', belongingRoles)
    .first('l.name', 'l.dark')) as Row | undefined;
  return row ? { name: String(row.name), dark: Boolean(row.dark) } : null;
}
