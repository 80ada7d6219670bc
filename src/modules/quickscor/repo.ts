import type { Knex } from 'knex';
import { profilesVisibleTo } from '../profiles/index.ts';
import { firstProfilePictureJson, whereHasProfilePicture } from '../media/index.ts';
import { promotedProfileIds } from '../payments/index.ts';

/** A profile that may be shown to the rater next: its id, its main picture's row (media's JSON) and whether a QuickScor ad runs. */
export type CandidateRow = { profileId: number; picture: unknown; promoted: boolean };
export type RatingRow = { raterId: number; ratedId: number; score: number | null; createdAt: Date; updatedAt: Date };
export type ScoreRow = { profileId: number; total: number; count: number };

/**
 * The profiles `viewerId` may rate next, a batch at a time, in the order they are shown: those with a running
 * QuickScor ad on this site first, then in an order of the viewer's own (a hash of viewer and profile: stable
 * between pages, different for each rater, so ratings spread). All in SQL before paging: profiles the viewer may
 * see on this site (profiles' rule: active, not held for validation, no block either way, dark-site admission),
 * never the viewer's own, none the viewer rated or skipped, only with a main profile picture (media's filter).
 * Whether the picture may be shown to this viewer (explicit without their consent, copyright consent pending)
 * is media's to decide on the rows (service.ts).
 */
export async function findCandidates(db: Knex, f: { viewerId: number; dark: boolean; skip: number; take: number }): Promise<CandidateRow[]> {
  // Media's picture filter reads the outer `profiles.id`: the visible ids are that relation here.
  const q = db
    .from(profilesVisibleTo(db, { profileId: f.viewerId, site: { dark: f.dark } }).as('profiles'))
    .select('profiles.id', db.raw('(?) as picture', [firstProfilePictureJson(db, { column: 'profiles.id' })]), db.raw('profiles.id in (?) as promoted', [promotedProfileIds(db, 'quickScorAd', { dark: f.dark })]))
    .whereNot('profiles.id', f.viewerId)
    .whereNotExists(db('quickscor_ratings as r').whereRaw('r.rater_id = ? and r.rated_id = profiles.id', [f.viewerId]).select(db.raw('1')))
    .orderBy([{ column: 'promoted', order: 'desc' }])
    .orderByRaw('md5(? || \':\' || profiles.id)', [String(f.viewerId)])
    .orderBy('profiles.id')
    .offset(f.skip)
    .limit(f.take);
  whereHasProfilePicture(q, db);
  const rows = await q;
  return rows.map((r: Record<string, unknown>) => ({ profileId: Number(r.id), picture: r.picture, promoted: Boolean(r.promoted) }));
}

/** Locks the rated profile's score row (made when missing): every rating of one profile waits for the one before. */
export async function lockScore(trx: Knex, profileId: number): Promise<void> {
  await trx('quickscor_scores').insert({ profile_id: profileId }).onConflict('profile_id').ignore();
  await trx('quickscor_scores').where({ profile_id: profileId }).forUpdate().first('profile_id');
}

export async function findRating(db: Knex, raterId: number, ratedId: number): Promise<RatingRow | null> {
  const r = await db('quickscor_ratings').where({ rater_id: raterId, rated_id: ratedId }).first();
  return r ? toRating(r) : null;
}

/** One row per rater and rated profile: a second rating (or skip) replaces the first. */
export async function upsertRating(trx: Knex, raterId: number, ratedId: number, score: number | null): Promise<void> {
  await trx('quickscor_ratings')
    .insert({ rater_id: raterId, rated_id: ratedId, score })
    .onConflict(['rater_id', 'rated_id'])
    .merge({ score, updated_at: trx.fn.now() });
}

/** Moves a profile's sum and count by the change one rating made (its score row is locked). */
export async function addToScore(trx: Knex, profileId: number, total: number, count: number): Promise<void> {
  if (!total && !count) return;
  await trx('quickscor_scores')
    .where({ profile_id: profileId })
    .update({ total: trx.raw('total + ?', [total]), count: trx.raw('count + ?', [count]) });
}

export async function findScore(db: Knex, profileId: number): Promise<ScoreRow | null> {
  const r = await db('quickscor_scores').where({ profile_id: profileId }).first();
  return r ? { profileId: Number(r.profile_id), total: Number(r.total), count: Number(r.count) } : null;
}

/** The profile's sum and count as a column of the profile page's statement (JSON, null before any rating). */
export const scoreColumn = (db: Knex, profileId: number): Knex.Raw => db.raw('(select row_to_json(s) from (select total, count from quickscor_scores where profile_id = ?) s)', [profileId]);

export function readScoreColumn(value: unknown): { total: number; count: number } | null {
  if (value == null) return null;
  const r = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
  return { total: Number(r.total), count: Number(r.count) };
}

/** The ratings a member gave, oldest first (their export). */
export async function ratingsGivenBy(db: Knex, raterId: number): Promise<RatingRow[]> {
  return (await db('quickscor_ratings').where({ rater_id: raterId }).orderBy(['created_at', 'rated_id'])).map(toRating);
}

/**
 * Deletes every rating the member gave and received and their own score row; the profiles they had scored get
 * their sum and count counted again from the ratings left (each score row locked first, as a rating does).
 */
export async function eraseRatings(trx: Knex, profileId: number): Promise<void> {
  const rated = (await trx('quickscor_ratings').where({ rater_id: profileId }).whereNotNull('score').orderBy('rated_id').pluck('rated_id')).map(Number);
  for (const id of rated) await lockScore(trx, id);
  await trx('quickscor_ratings').where({ rater_id: profileId }).orWhere({ rated_id: profileId }).delete();
  await trx('quickscor_scores').where({ profile_id: profileId }).delete();
  if (!rated.length) return;
  await trx.raw(
    `update quickscor_scores s set total = coalesce(r.total, 0), count = coalesce(r.count, 0)
     from (select id, (select sum(score) from quickscor_ratings where rated_id = id) as total, (select count(score) from quickscor_ratings where rated_id = id) as count
           from unnest(?::bigint[]) as id) r
     where s.profile_id = r.id`,
    [rated],
  );
}

const toRating = (r: Record<string, unknown>): RatingRow => ({
  raterId: Number(r.rater_id),
  ratedId: Number(r.rated_id),
  score: r.score == null ? null : Number(r.score),
  createdAt: new Date(r.created_at as string),
  updatedAt: new Date(r.updated_at as string),
});
