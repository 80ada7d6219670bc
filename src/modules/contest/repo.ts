import type { Knex } from 'knex';
import type { Actor } from '../../platform/auth/actor.ts';
import { pageByKey, type KeyedPage, type PageStart, type SortKey } from '../../platform/db/keyset.ts';
import { publicIdentitiesQuery } from '../accounts/index.ts';
import { showcasePictureJson, showcasePictureSql } from '../media/index.ts';
import { profilesVisibleTo } from '../profiles/index.ts';
import { resultsShownDays, type Phase } from './schemas.ts';

/** A contest as set up (the CLI's list). */
export type ContestRow = {
  id: number;
  theme: Record<string, string>;
  opensAt: Date;
  entriesCloseAt: Date;
  closesAt: Date;
  cancelledAt: Date | null;
  entryCount: number;
};
/** The contest on show now and its phase, with the viewer's own entry in it (null: none). */
export type ShownContest = { id: number; theme: Record<string, string>; opensAt: Date; entriesCloseAt: Date; closesAt: Date; phase: Phase; ownEntryId: number | null };
/** An entry as a list shows it: its picture as media's column value (presented by media), its owner's name. */
export type EntryRow = { id: number; profileId: number; ownerName: string; picture: unknown; voteCount: number; voted: boolean; place: number | null };
/** An entry as the rules read it: its owner, and its contest's phase (null: that contest is not on show). */
export type EntryFacts = { id: number; contestId: number; profileId: number; phase: Phase | null };

const date = (v: unknown) => new Date(v as string);
const themeOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, string>;

/** Contests on show: not cancelled, opened, and voting not closed longer ago than the results are shown. */
const onShow = (db: Knex, alias = 'c') =>
  db(`contests as ${alias}`)
    .whereNull(`${alias}.cancelled_at`)
    .whereRaw(`${alias}.opens_at <= now() and now() < ${alias}.closes_at + make_interval(days => ?)`, [resultsShownDays]);

const phaseSql = (alias: string) => `case when now() < ${alias}.entries_close_at then 'Open' when now() < ${alias}.closes_at then 'Voting' else 'Results' end`;

/** The newest contest on show (one statement), with the viewer's own entry in it. */
export async function findShownContest(db: Knex, viewerId: number | null): Promise<ShownContest | null> {
  const row = await onShow(db)
    .select('c.id', 'c.theme', 'c.opens_at', 'c.entries_close_at', 'c.closes_at', db.raw(`${phaseSql('c')} as phase`))
    .select(db.raw('(select e.id from contest_entries e where e.contest_id = c.id and e.profile_id = ?) as own_entry_id', [viewerId ?? 0]))
    .orderBy('c.opens_at', 'desc')
    .orderBy('c.id', 'desc')
    .first();
  if (!row) return null;
  return {
    id: Number(row.id),
    theme: themeOf(row.theme),
    opensAt: date(row.opens_at),
    entriesCloseAt: date(row.entries_close_at),
    closesAt: date(row.closes_at),
    phase: row.phase as Phase,
    ownEntryId: row.own_entry_id == null ? null : Number(row.own_entry_id),
  };
}

/**
 * The entries of a contest the actor may see, in SQL before paging: owners the actor may see (profiles' rule: no
 * block either way; the actor's own entry too) whose picture is still a showcase picture (media's rule: Live, not
 * explicit, in a shown album). `ranked`: the results' order (most votes first, ties to the earlier entry) with
 * each entry's place; else newest first.
 */
function entriesQuery(db: Knex, contestId: number, actor: Actor, ranked: boolean) {
  const q = db('contest_entries as e')
    .where('e.contest_id', contestId)
    .whereIn('e.profile_id', profilesVisibleTo(db, actor, { self: true }))
    .whereRaw('?', [showcasePictureSql(db, 'e.media_id', 'e.profile_id')])
    .select('e.id', 'e.profile_id', 'e.vote_count')
    .select(db.raw('? as picture', [showcasePictureJson(db, 'e.media_id')]))
    .select(db.raw('(select o.name from (?) o where o.id = e.profile_id) as owner_name', [publicIdentitiesQuery(db)]))
    .select(db.raw('exists (select 1 from contest_votes v where v.entry_id = e.id and v.voter_id = ?) as voted', [actor.profileId ?? 0]));
  if (ranked) q.select(db.raw('row_number() over (order by e.vote_count desc, e.id asc) as place'));
  return q;
}

const newest: SortKey[] = [{ sql: 'e.id', type: 'bigint' }];
/** Most votes first; of equal votes the earlier entry (the smaller id) first: keys are largest first, so its negation. */
const ranking: SortKey[] = [
  { sql: 'e.vote_count', type: 'bigint' },
  { sql: '-e.id', type: 'bigint' },
];

const toEntry = (r: Record<string, unknown>): EntryRow => ({
  id: Number(r.id),
  profileId: Number(r.profile_id),
  ownerName: String(r.owner_name ?? ''),
  picture: r.picture,
  voteCount: Number(r.vote_count),
  voted: Boolean(r.voted),
  place: r.place == null ? null : Number(r.place),
});

/** One page of a contest's entries (one statement). */
export async function entriesPage(db: Knex, contestId: number, actor: Actor, ranked: boolean, start: PageStart, take: number): Promise<KeyedPage<EntryRow>> {
  const keys = ranked ? ranking : newest;
  // The keys name the inner query's alias `e`: pageByKey selects them inside it, then pages on the outside.
  const page = await pageByKey(db, entriesQuery(db, contestId, actor, ranked), keys, start, take);
  return { ...page, items: page.items.map(toEntry) };
}

/**
 * The start section's statement: the newest contest on show and its first entries (ranked once voting closed,
 * else the newest), for the actor; no row when none is on show, one row with null entry columns when it has none.
 */
export async function shownContestWithEntries(db: Knex, actor: Actor, take: number): Promise<{ contest: Omit<ShownContest, 'ownEntryId'>; entries: EntryRow[] } | null> {
  const contest = onShow(db)
    .select('c.id', 'c.theme', 'c.opens_at', 'c.entries_close_at', 'c.closes_at', db.raw(`${phaseSql('c')} as phase`))
    .orderBy('c.opens_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(1);
  const entries = db('contest_entries as e')
    .whereRaw('e.contest_id = c.id')
    .whereIn('e.profile_id', profilesVisibleTo(db, actor, { self: true }))
    .whereRaw('?', [showcasePictureSql(db, 'e.media_id', 'e.profile_id')])
    .select('e.id as entry_id', 'e.profile_id', 'e.vote_count')
    .select(db.raw('? as picture', [showcasePictureJson(db, 'e.media_id')]))
    .select(db.raw('(select o.name from (?) o where o.id = e.profile_id) as owner_name', [publicIdentitiesQuery(db)]))
    .orderByRaw(`(case when c.closes_at <= now() then e.vote_count end) desc nulls last, (case when c.closes_at <= now() then -e.id else e.id end) desc`)
    .limit(take);
  const { rows } = await db.raw<{ rows: Record<string, unknown>[] }>('select c.*, x.* from (?) c left join lateral (?) x on true', [contest, entries]);
  const first = rows[0];
  if (!first) return null;
  return {
    contest: { id: Number(first.id), theme: themeOf(first.theme), opensAt: date(first.opens_at), entriesCloseAt: date(first.entries_close_at), closesAt: date(first.closes_at), phase: first.phase as Phase },
    entries: rows
      .filter((r) => r.entry_id != null)
      .map((r, i) => ({ ...toEntry({ ...r, id: r.entry_id, voted: false }), place: first.phase === 'Results' ? i + 1 : null })),
  };
}

/** An entry with its contest's phase (null when that contest is not on show). */
export async function findEntryFacts(db: Knex, entryId: number): Promise<EntryFacts | null> {
  const row = await db('contest_entries as e')
    .join('contests as c', 'c.id', 'e.contest_id')
    .where('e.id', entryId)
    .select('e.id', 'e.contest_id', 'e.profile_id')
    .select(db.raw(`case when c.cancelled_at is null and c.opens_at <= now() and now() < c.closes_at + make_interval(days => ?) then ${phaseSql('c')} end as phase`, [resultsShownDays]))
    .first();
  return row ? { id: Number(row.id), contestId: Number(row.contest_id), profileId: Number(row.profile_id), phase: (row.phase as Phase | null) ?? null } : null;
}

/** Inserts an entry; a second one of the member in the contest fails the unique index (the caller names it). */
export async function insertEntry(db: Knex, e: { contestId: number; profileId: number; mediaId: number }): Promise<number> {
  const [row] = await db('contest_entries').insert({ contest_id: e.contestId, profile_id: e.profileId, media_id: e.mediaId }).returning('id');
  return Number(row.id);
}

/** Deletes the member's entry (its votes go with it); whether there was one. */
export async function deleteEntry(db: Knex, entryId: number, profileId: number): Promise<boolean> {
  return (await db('contest_entries').where({ id: entryId, profile_id: profileId }).delete().returning('id')).length > 0;
}

/** Records a vote unless the member already gave it (the primary key decides, also for two at once); whether it was new. */
export async function insertVote(db: Knex, entryId: number, voterId: number): Promise<boolean> {
  const rows = await db('contest_votes').insert({ entry_id: entryId, voter_id: voterId }).onConflict(['entry_id', 'voter_id']).ignore().returning('entry_id');
  return rows.length > 0;
}

export async function deleteVote(db: Knex, entryId: number, voterId: number): Promise<boolean> {
  return (await db('contest_votes').where({ entry_id: entryId, voter_id: voterId }).delete().returning('entry_id')).length > 0;
}

/** Moves an entry's kept vote count by `by` (in the vote's transaction); the new count. */
export async function addToVoteCount(db: Knex, entryId: number, by: 1 | -1): Promise<number> {
  const [row] = await db('contest_entries').where({ id: entryId }).update({ vote_count: db.raw('vote_count + ?', [by]) }).returning('vote_count');
  return Number(row?.vote_count ?? 0);
}

// ---- set-up (admin CLI) -------------------------------------------------------------------------------------

export type NewContest = { theme: Record<string, string>; opensAt: Date; entriesCloseAt: Date; closesAt: Date };

export async function insertContest(db: Knex, c: NewContest): Promise<number> {
  const [row] = await db('contests')
    .insert({ theme: JSON.stringify(c.theme), opens_at: c.opensAt, entries_close_at: c.entriesCloseAt, closes_at: c.closesAt })
    .returning('id');
  return Number(row.id);
}

/** A contest not cancelled whose time on show (opening to the end of its results) overlaps the given one. */
export async function findOverlapping(db: Knex, opensAt: Date, closesAt: Date): Promise<{ id: number } | null> {
  const row = await db('contests')
    .whereNull('cancelled_at')
    .whereRaw('opens_at < ?::timestamptz + make_interval(days => ?) and ? < closes_at + make_interval(days => ?)', [closesAt, resultsShownDays, opensAt, resultsShownDays])
    .first('id');
  return row ? { id: Number(row.id) } : null;
}

const toContest = (r: Record<string, unknown>): ContestRow => ({
  id: Number(r.id),
  theme: themeOf(r.theme),
  opensAt: date(r.opens_at),
  entriesCloseAt: date(r.entries_close_at),
  closesAt: date(r.closes_at),
  cancelledAt: r.cancelled_at == null ? null : date(r.cancelled_at),
  entryCount: Number(r.entry_count ?? 0),
});

export async function listContests(db: Knex): Promise<ContestRow[]> {
  const rows = await db('contests as c')
    .select('c.*', db.raw('(select count(*) from contest_entries e where e.contest_id = c.id) as entry_count'))
    .orderBy('c.opens_at', 'desc')
    .orderBy('c.id', 'desc');
  return rows.map(toContest);
}

export async function findContest(db: Knex, id: number): Promise<ContestRow | null> {
  const row = await db('contests as c').where('c.id', id).select('c.*', db.raw('(select count(*) from contest_entries e where e.contest_id = c.id) as entry_count')).first();
  return row ? toContest(row) : null;
}

/** Closes entries and voting now (results are then shown), for a contest not cancelled that has opened and not closed. */
export async function closeNow(db: Knex, id: number): Promise<boolean> {
  const n = await db('contests')
    .where({ id })
    .whereNull('cancelled_at')
    .whereRaw('opens_at < now() and now() < closes_at')
    .update({ closes_at: db.fn.now(), entries_close_at: db.raw('least(entries_close_at, now())') })
    .returning('id');
  return n.length > 0;
}

export async function cancel(db: Knex, id: number): Promise<boolean> {
  return (await db('contests').where({ id }).whereNull('cancelled_at').update({ cancelled_at: db.fn.now() }).returning('id')).length > 0;
}

// ---- personal data ------------------------------------------------------------------------------------------

export async function exportOf(db: Knex, profileId: number) {
  const entries = await db('contest_entries as e')
    .join('contests as c', 'c.id', 'e.contest_id')
    .where('e.profile_id', profileId)
    .orderBy('e.id')
    .select('e.id', 'e.contest_id', db.raw(`c.theme->>'en-GB' as theme`), 'e.media_id', 'e.vote_count', 'e.created_at');
  const votes = await db('contest_votes as v')
    .join('contest_entries as e', 'e.id', 'v.entry_id')
    .where('v.voter_id', profileId)
    .orderBy('v.created_at')
    .select('v.entry_id', 'e.contest_id', 'v.created_at');
  return { entries, votes };
}

/** The member's votes (each entry's kept count goes down with it) and entries (their votes go with them). */
export async function eraseOf(trx: Knex, profileId: number): Promise<void> {
  await trx('contest_entries')
    .whereIn('id', trx('contest_votes').where({ voter_id: profileId }).select('entry_id'))
    .update({ vote_count: trx.raw('greatest(vote_count - 1, 0)') });
  await trx('contest_votes').where({ voter_id: profileId }).delete();
  await trx('contest_entries').where({ profile_id: profileId }).delete();
}
