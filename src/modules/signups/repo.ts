import type { Knex } from 'knex';

/** A subject's counter row: what every sign-up rule reads, locked first by every change. */
export type Places = { capacity: number | null; deadline: Date | null; taken: number; waiting: number };
export type SignupState = 'Confirmed' | 'Waiting';
export type Signup = { id: number; profileId: number; guests: number; state: SignupState; createdAt: Date; promotedAt: Date | null };
/** One subject: its type (`lodges.meetup`) and id. */
export type SubjectRef = Readonly<{ subjectType: string; subjectId: number }>;

type Row = Record<string, unknown>;

const toPlaces = (r: Row): Places => ({
  capacity: r.capacity === null ? null : Number(r.capacity),
  deadline: r.deadline ? new Date(r.deadline as string) : null,
  taken: Number(r.taken),
  waiting: Number(r.waiting),
});

const toSignup = (r: Row): Signup => ({
  id: Number(r.id),
  profileId: Number(r.profile_id),
  guests: Number(r.guests),
  state: r.state as SignupState,
  createdAt: new Date(r.created_at as string),
  promotedAt: r.promoted_at ? new Date(r.promoted_at as string) : null,
});

const subjectWhere = (ref: SubjectRef) => ({ subject_type: ref.subjectType, subject_id: ref.subjectId });

/** Opens places for a subject, or changes its capacity and deadline (the counters stay). */
export async function upsertSubject(trx: Knex, ref: SubjectRef, capacity: number | null, deadline: Date | null): Promise<void> {
  await trx('signup_subjects').insert({ ...subjectWhere(ref), capacity, deadline }).onConflict(['subject_type', 'subject_id']).merge({ capacity, deadline });
}

/** The subject's counter row, locked until the transaction ends: sign-ups and quits of one subject queue here. */
export async function lockPlaces(trx: Knex, ref: SubjectRef): Promise<Places | null> {
  const row = (await trx('signup_subjects').where(subjectWhere(ref)).forUpdate().first('capacity', 'deadline', 'taken', 'waiting')) as Row | undefined;
  return row ? toPlaces(row) : null;
}

export async function placesOf(db: Knex, refs: readonly SubjectRef[]): Promise<Map<string, Places>> {
  const out = new Map<string, Places>();
  if (!refs.length) return out;
  const rows = (await db('signup_subjects')
    .whereIn(['subject_type', 'subject_id'], refs.map((r) => [r.subjectType, r.subjectId]))
    .select('subject_type', 'subject_id', 'capacity', 'deadline', 'taken', 'waiting')) as Row[];
  for (const r of rows) out.set(`${String(r.subject_type)}:${Number(r.subject_id)}`, toPlaces(r));
  return out;
}

export async function setCounters(trx: Knex, ref: SubjectRef, taken: number, waiting: number): Promise<void> {
  await trx('signup_subjects').where(subjectWhere(ref)).update({ taken, waiting });
}

export async function findSignup(db: Knex, ref: SubjectRef, profileId: number): Promise<Signup | null> {
  const row = (await db('signups').where({ ...subjectWhere(ref), profile_id: profileId }).first()) as Row | undefined;
  return row ? toSignup(row) : null;
}

export async function insertSignup(trx: Knex, ref: SubjectRef, profileId: number, guests: number, state: SignupState): Promise<Signup> {
  const [row] = (await trx('signups').insert({ ...subjectWhere(ref), profile_id: profileId, guests, state }).returning('*')) as Row[];
  return toSignup(row!);
}

export async function updateGuests(trx: Knex, id: number, guests: number): Promise<void> {
  await trx('signups').where({ id }).update({ guests });
}

export async function deleteSignup(trx: Knex, id: number): Promise<void> {
  await trx('signups').where({ id }).delete();
}

/** The waiting list in arrival order. */
export async function waitingList(trx: Knex, ref: SubjectRef): Promise<Signup[]> {
  return ((await trx('signups').where({ ...subjectWhere(ref), state: 'Waiting' }).orderBy('id').select('*')) as Row[]).map(toSignup);
}

export async function confirm(trx: Knex, ids: readonly number[]): Promise<void> {
  if (ids.length) await trx('signups').whereIn('id', ids).update({ state: 'Confirmed', promoted_at: trx.fn.now() });
}

/** Every sign-up of a subject, confirmed first, each list in arrival order. */
export async function signupsOf(db: Knex, ref: SubjectRef): Promise<Signup[]> {
  return ((await db('signups').where(subjectWhere(ref)).orderByRaw(`state = 'Confirmed' desc, id`).select('*')) as Row[]).map(toSignup);
}

/** The profile ids signed up for a subject (a query, for a list's `whereIn` or a notification's fan-out). */
export const signedUpQuery = (db: Knex, ref: SubjectRef, state?: SignupState): Knex.QueryBuilder => {
  const q = db('signups').where(subjectWhere(ref)).select('profile_id');
  return state ? q.where('state', state) : q;
};

export async function deleteSubject(trx: Knex, ref: SubjectRef): Promise<void> {
  await trx('signup_subjects').where(subjectWhere(ref)).delete();
}

/** A member's sign-ups, everywhere (export; erasure walks them one subject at a time). */
export async function signupsOfProfile(db: Knex, profileId: number): Promise<(Signup & SubjectRef)[]> {
  const rows = (await db('signups').where({ profile_id: profileId }).orderBy('id').select('*')) as Row[];
  return rows.map((r) => ({ ...toSignup(r), subjectType: String(r.subject_type), subjectId: Number(r.subject_id) }));
}

/** What `joinPlaces` adds to a subject module's rows: its places and the viewer's sign-up. */
export type JoinedPlaces = { places: Places | null; viewerSignup: { state: SignupState; guests: number } | null };

/**
 * Adds a subject's places and the viewer's sign-up to another module's query (its rows' id in `idColumn`), so a
 * page reads them in its own statement: a calendar month or a meetup page stays one statement.
 */
export function joinPlaces(q: Knex.QueryBuilder, db: Knex, subjectType: string, idColumn: string, profileId: number | null): Knex.QueryBuilder {
  return q
    .leftJoin('signup_subjects as sp', (j) => {
      j.on('sp.subject_id', '=', idColumn).andOn('sp.subject_type', '=', db.raw('?', [subjectType]));
    })
    .leftJoin('signups as sv', (j) => {
      j.on('sv.subject_id', '=', idColumn)
        .andOn('sv.subject_type', '=', db.raw('?', [subjectType]))
        .andOn('sv.profile_id', '=', db.raw('?', [profileId ?? 0]));
    })
    .select('sp.capacity as places_capacity', 'sp.deadline as places_deadline', 'sp.taken as places_taken', 'sp.waiting as places_waiting', 'sv.state as viewer_state', 'sv.guests as viewer_guests');
}

/** Reads what `joinPlaces` added to a row. */
export function placesFromRow(r: Row): JoinedPlaces {
  const places = r.places_taken === null || r.places_taken === undefined ? null : toPlaces({ capacity: r.places_capacity, deadline: r.places_deadline, taken: r.places_taken, waiting: r.places_waiting });
  const viewerSignup = r.viewer_state ? { state: r.viewer_state as SignupState, guests: Number(r.viewer_guests) } : null;
  return { places, viewerSignup };
}
