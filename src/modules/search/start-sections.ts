import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { profileStartCards, type SavedSearchSection, type StartCard } from '../../platform/start-page.ts';
import { newestPictures } from '../media/index.ts';
import { newestVisibleProfileIdsQuery } from '../accounts/index.ts';
import { hiddenFor, presentCardsOf } from '../profiles/index.ts';
import * as repo from './repo.ts';
import { firstPageIdsQuery, firstResultIdsQuery } from './service.ts';

/** How many cards a start-page section shows (start's section size). */
const sectionCards = 8;

/** PossibleMatches: the first profiles that match the member both ways (/Search/MatchProfiles); none, no section. */
export async function possibleMatches(db: Knex, actor: ProfileActor): Promise<StartCard[] | null> {
  // Which profiles (promoted first, as the search's page) and their cards in one statement.
  const { query: matches } = await firstPageIdsQuery(db, actor, 'MatchProfiles', {}, sectionCards);
  const cards = await presentCardsOf(db, matches, actor);
  return cards.length ? profileStartCards(cards) : null;
}

/** NewestProfiles (/Search/Newest): the newest profiles the viewer may see: Active, not held for validation, not blocked either way, not the viewer. */
export async function newestProfiles(db: Knex, actor: ProfileActor): Promise<StartCard[]> {
  // Which profiles and their cards in one statement.
  const newest = newestVisibleProfileIdsQuery(db, actor.site, hiddenFor(db, actor.profileId), sectionCards).whereNot('id', actor.profileId);
  return profileStartCards(await presentCardsOf(db, newest, actor));
}

/** How many of the newest matches SearchMedia draws its pictures from. */
const matchesForMedia = 200;

/** SearchMedia: the newest pictures of the member's matches (the newest 200 both-ways matches); none, no section. */
export async function searchMedia(db: Knex, actor: ProfileActor): Promise<StartCard[] | null> {
  // The matches as a subquery of the pictures' statement: one statement for the section.
  const { query: matches } = await firstResultIdsQuery(db, actor, 'MatchProfiles', {}, matchesForMedia);
  const { pictures } = await newestPictures(db, actor, [], 1, matches);
  return pictures.length ? pictures.slice(0, sectionCards).map((m) => ({ key: `m${m.id}`, title: m.owner.name, href: m.href, picture: m.picture })) : null;
}

/** Which of `ids` are the owner's saved searches (start keeps only those in the order). */
export async function existingSavedSearches(db: Knex, ownerId: number, ids: readonly number[]): Promise<Set<number>> {
  return new Set((await repo.findSavedSearches(db, ownerId)).map((s) => s.id).filter((id) => ids.includes(id)));
}

/**
 * A saved search as a start-page section: its name, its first results, "see all" on its page. A search that can no
 * longer run (its postal code unknown, the member's area gone) shows its empty state rather than breaking /Start.
 */
export async function savedSearchSection(db: Knex, actor: ProfileActor, searchId: number): Promise<SavedSearchSection | null> {
  const saved = await repo.findOwnSavedSearch(db, actor.profileId, searchId);
  if (!saved) return null;
  let cards: StartCard[] = [];
  try {
    // Which profiles and their cards in one statement, as PossibleMatches.
    const { query } = await firstPageIdsQuery(db, actor, 'Advanced', saved.options, sectionCards);
    cards = profileStartCards(await presentCardsOf(db, query, actor));
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
  }
  return { title: saved.name, cards, seeAll: `/Search/${saved.id}` };
}
