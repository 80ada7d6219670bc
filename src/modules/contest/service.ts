import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../platform/auth/actor.ts';
import { authorize, may } from '../../platform/auth/authorize.ts';
import { isUniqueViolation } from '../../platform/db/knex.ts';
import type { KeyedPage, PageStart } from '../../platform/db/keyset.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { spendDaily } from '../../platform/limits/daily.ts';
import { isOwnShowcasePicture, ownShowcasePictures, showcasePicturesFromJson, type PictureView } from '../media/index.ts';
import { profileSubject } from '../profiles/index.ts';
import { alreadyEntered, alreadyVoted, contestNotFound, notVoted, tooManyVotesToday } from './errors.ts';
import { contestSiteId, type EntrySubject } from './policy.ts';
import * as repo from './repo.ts';
import { entriesPageSize, resultsShownDays, votesPerDay, type Phase } from './schemas.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * What this process last read of the contest on show (its dates), for the drawer's link, whose rule is a sync
 * predicate over the actor: every read of the contest on show (a member's /Start on site 1, /Contest) and every
 * change made here refreshes it, so a contest set up by the admin CLI in another process shows in the drawer after
 * the next such read here (the page and the start section themselves always read the database).
 */
let lastSeen: { opensAt: number; entriesCloseAt: number; closesAt: number } | null = null;
let lastReadAt = 0;
/** For so long after a read found none on show, the start section reads nothing (as the sites' cache: 30 s). */
const noneKeptMs = 30_000;
const remember = (c: { opensAt: Date; entriesCloseAt: Date; closesAt: Date } | null) => {
  lastSeen = c ? { opensAt: c.opensAt.getTime(), entriesCloseAt: c.entriesCloseAt.getTime(), closesAt: c.closesAt.getTime() } : null;
  lastReadAt = Date.now();
};

/** The phase of the contest this process last saw on show, at `now` (null: none on show). */
export function lastSeenPhase(now = Date.now()): Phase | null {
  if (!lastSeen || now < lastSeen.opensAt || now >= lastSeen.closesAt + resultsShownDays * dayMs) return null;
  return now < lastSeen.entriesCloseAt ? 'Open' : now < lastSeen.closesAt ? 'Voting' : 'Results';
}

/** The theme in the viewer's language, else the English one. */
export const themeIn = (theme: Record<string, string>, locale: Locale) => theme[locale] ?? theme['en-GB'] ?? '';

/** Reads the contest on show again (after a change, and for whoever asks whether one shows). */
export async function currentContest(db: Knex) {
  const contest = await repo.findShownContest(db, null);
  remember(contest);
  return contest;
}

/** The contest on show for this actor, or the 404 (another site, none on show). One statement. */
async function viewable(db: Knex, actor: Actor) {
  // Off site 1 nothing is read: the rule refuses whatever the phase.
  const contest = actor.site.id === contestSiteId && !actor.site.dark ? await repo.findShownContest(db, actor.profileId) : null;
  if (actor.site.id === contestSiteId) remember(contest);
  authorize(actor, 'contest.view', { phase: contest?.phase ?? null });
  return contest!;
}

export type EntryView = repo.EntryRow & { picture: PictureView | null; own: boolean };

/** /Contest and Entries: the contest and a page of its entries the actor may see (two statements). */
export async function contestPage(db: Knex, actor: Actor, start: PageStart): Promise<{ contest: repo.ShownContest; page: KeyedPage<EntryView> }> {
  const contest = await viewable(db, actor);
  const page = await repo.entriesPage(db, contest.id, actor, contest.phase === 'Results', start, entriesPageSize);
  const pictures = await showcasePicturesFromJson(db, new Map(page.items.map((e) => [e.id, e.picture])), actor);
  return { contest, page: { ...page, items: page.items.map((e) => ({ ...e, picture: pictures.get(e.id) ?? null, own: e.profileId === actor.profileId })) } };
}

/** /Contest/Enter: the contest and the member's own pictures that may be entered. */
export async function enterChoices(db: Knex, actor: ProfileActor): Promise<{ contest: repo.ShownContest; pictures: PictureView[] }> {
  const contest = await viewable(db, actor);
  return { contest, pictures: contest.phase === 'Open' && contest.ownEntryId === null ? await ownShowcasePictures(db, actor) : [] };
}

/** Enters one of the member's own showcase pictures (media's rule: Live, not explicit, shown album); the entry's id. */
export async function enter(db: Knex, actor: ProfileActor, mediaId: number): Promise<number> {
  const contest = await repo.findShownContest(db, actor.profileId);
  const pictureAllowed = contest ? await isOwnShowcasePicture(db, actor.profileId, mediaId) : false;
  authorize(actor, 'contest.enter', { phase: contest?.phase ?? null, pictureAllowed, entered: contest?.ownEntryId != null });
  try {
    return await repo.insertEntry(db, { contestId: contest!.id, profileId: actor.profileId, mediaId });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyEntered();
    throw err;
  }
}

/** An entry as the rules read it: its contest's phase and profiles' facts about its owner. */
async function entrySubject(db: Knex, actor: Actor, entryId: number): Promise<EntrySubject & { entryId: number }> {
  const facts = await repo.findEntryFacts(db, entryId);
  if (!facts) throw contestNotFound();
  const owner = await profileSubject(db, actor, facts.profileId);
  return { entryId, phase: facts.phase, own: owner.own, visible: owner.visible, blockedEitherWay: owner.blockedEitherWay };
}

/** Takes the member's own entry out (its votes go with it). */
export async function withdraw(db: Knex, actor: ProfileActor, entryId: number): Promise<void> {
  authorize(actor, 'contest.withdraw', await entrySubject(db, actor, entryId));
  if (!(await repo.deleteEntry(db, entryId, actor.profileId))) throw contestNotFound();
}

/**
 * One vote for another member's entry: never one's own, never across a block, once per entry (the primary key,
 * also for two at once), and within the daily cap (spent in the same transaction: a refused vote spends nothing,
 * a vote taken back still counts). The entry's new count.
 */
export async function vote(db: Knex, actor: ProfileActor, entryId: number, locale: Locale): Promise<number> {
  authorize(actor, 'contest.vote', await entrySubject(db, actor, entryId));
  return db.transaction(async (trx) => {
    await spendDaily(trx, actor.profileId, 'contest.vote', votesPerDay, (resetAt) => tooManyVotesToday(votesPerDay, resetAt, locale));
    if (!(await repo.insertVote(trx, entryId, actor.profileId))) throw alreadyVoted();
    return repo.addToVoteCount(trx, entryId, 1);
  });
}

/** Takes a vote back while voting is open; the entry's new count. */
export async function unvote(db: Knex, actor: ProfileActor, entryId: number): Promise<number> {
  authorize(actor, 'contest.unvote', await entrySubject(db, actor, entryId));
  return db.transaction(async (trx) => {
    if (!(await repo.deleteVote(trx, entryId, actor.profileId))) throw notVoted();
    return repo.addToVoteCount(trx, entryId, -1);
  });
}

export type StartSectionData = { contest: Omit<repo.ShownContest, 'ownEntryId'>; entries: EntryView[] };

/** The start page's Contest section: the contest on show and its first entries (one statement), or null. */
export async function startSection(db: Knex, actor: ProfileActor, take: number): Promise<StartSectionData | null> {
  if (actor.site.id !== contestSiteId || actor.site.dark) return null;
  // Most of the year none is on show: a member's /Start then spends no statement on it (a contest set up from
  // another process shows within noneKeptMs; one set up or changed here at once).
  if (lastSeenPhase() === null && Date.now() - lastReadAt < noneKeptMs) return null;
  const found = await repo.shownContestWithEntries(db, actor, take);
  remember(found?.contest ?? null);
  if (!found || !may(actor, 'contest.view', { phase: found.contest.phase })) return null;
  const pictures = await showcasePicturesFromJson(db, new Map(found.entries.map((e) => [e.id, e.picture])), actor);
  return { contest: found.contest, entries: found.entries.map((e) => ({ ...e, picture: pictures.get(e.id) ?? null, own: e.profileId === actor.profileId })) };
}

// ---- set-up (admin CLI) -------------------------------------------------------------------------------------

export class ContestSetupError extends Error {}

export type ContestSetup = { theme: Record<string, string>; opensAt: Date; entriesCloseAt?: Date | undefined; closesAt: Date };

/** Sets up a contest; refused when its dates are out of order or its time on show overlaps another's. */
export async function createContest(db: Knex, setup: ContestSetup): Promise<number> {
  const entriesCloseAt = setup.entriesCloseAt ?? setup.closesAt;
  if (!(setup.opensAt < entriesCloseAt && entriesCloseAt <= setup.closesAt)) throw new ContestSetupError('The dates must come in order: opens < entries close <= voting closes.');
  if (!setup.theme['en-GB']?.trim()) throw new ContestSetupError('The theme in en-GB is required.');
  const other = await repo.findOverlapping(db, setup.opensAt, setup.closesAt);
  if (other) throw new ContestSetupError(`Contest ${other.id} is on show then (with its ${resultsShownDays} days of results): end or cancel it first.`);
  const id = await repo.insertContest(db, { theme: setup.theme, opensAt: setup.opensAt, entriesCloseAt, closesAt: setup.closesAt });
  await currentContest(db);
  return id;
}

export const listContests = (db: Knex) => repo.listContests(db);

/** Closes entries and voting now; the results are shown from now on. */
export async function endContest(db: Knex, id: number): Promise<void> {
  if (!(await repo.findContest(db, id))) throw new ContestSetupError(`No contest with id ${id}.`);
  if (!(await repo.closeNow(db, id))) throw new ContestSetupError(`Contest ${id} is not open (not yet opened, already closed or cancelled).`);
  await currentContest(db);
}

/** Cancels a contest: it is shown nowhere any more (its entries stay, for the members' data). */
export async function cancelContest(db: Knex, id: number): Promise<void> {
  if (!(await repo.findContest(db, id))) throw new ContestSetupError(`No contest with id ${id}.`);
  if (!(await repo.cancel(db, id))) throw new ContestSetupError(`Contest ${id} is already cancelled.`);
  await currentContest(db);
}
