import { contestSiteId } from '../../platform/auth/access.ts';
import type { Knex } from 'knex';
import { defaultSortOptions, isSectionId, savedSearchIdOf, type SortOption } from './sections.ts';
import { savedSearchesExisting } from '../../platform/start-page.ts';

/** What the §5 rules need to know about the member and the site; `member`: policy.ts's `start.allSections`, decided. */
export type RuleScope = { ownerId: number; member: boolean; site: { id: number; disabledLodges: boolean; disabledEvents: boolean } };

const withoutDuplicates = (options: SortOption[]) => options.filter((o, i) => options.findIndex((x) => x.id === o.id) === i);

/** §5: section ids and the member's existing saved searches (`Search:<id>`) are kept; anything else is dropped. */
export async function keepKnownIds(db: Knex, options: SortOption[], ownerId: number): Promise<SortOption[]> {
  const searchIds = options.map((o) => savedSearchIdOf(o.id)).filter((id): id is number => id !== null);
  const existing = searchIds.length ? await savedSearchesExisting(db, ownerId, searchIds) : new Set<number>();
  return withoutDuplicates(options.filter((o) => isSectionId(o.id) || existing.has(savedSearchIdOf(o.id) ?? -1)));
}

/** §5: Contest is always first. */
export const forceContestFirst = (options: SortOption[]): SortOption[] => [{ id: 'Contest' }, ...options.filter((o) => o.id !== 'Contest')];

/** §5: BirthdayProfiles, when missing, is put at position 4. */
export const putBirthdaysFourth = (options: SortOption[]): SortOption[] =>
  options.some((o) => o.id === 'BirthdayProfiles') ? options : [...options.slice(0, 3), { id: 'BirthdayProfiles' }, ...options.slice(3)];

/** §5: a visitor who is not a paying member keeps only OnlineFavorites. */
export const onlyFavouritesForNonMembers = (options: SortOption[], member: boolean): SortOption[] => (member ? options : [{ id: 'OnlineFavorites' }]);

/** §5: Lodges (PopularLodges) hidden when the site disabled lodges, Events (UpcomingEvents) when it disabled events. */
export const hideDisabledSections = (options: SortOption[], site: RuleScope['site']): SortOption[] =>
  options.filter((o) => !(site.disabledLodges && o.id === 'PopularLodges') && !(site.disabledEvents && o.id === 'UpcomingEvents'));

/** §5: Contest only on site id 1. */
export const contestOnlyOnFirstSite = (options: SortOption[], siteId: number): SortOption[] => (siteId === contestSiteId ? options : options.filter((o) => o.id !== 'Contest'));

/** The member's sections after every §5 rule, in order; no saved order means the defaults. */
export async function applyStartRules(db: Knex, saved: SortOption[] | null, scope: RuleScope): Promise<SortOption[]> {
  let options = saved && saved.length ? await keepKnownIds(db, saved, scope.ownerId) : defaultSortOptions();
  options = putBirthdaysFourth(forceContestFirst(options));
  options = onlyFavouritesForNonMembers(options, scope.member);
  return contestOnlyOnFirstSite(hideDisabledSections(options, scope.site), scope.site.id);
}
