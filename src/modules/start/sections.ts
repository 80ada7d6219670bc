import { registeredSection, registeredSections } from '../../platform/start-page.ts';

/** The start page's section ids of spec §2, in their default order: Contest first, BirthdayProfiles fourth. */
export const specSectionIds = [
  'Contest',
  'NewestProfiles',
  'PossibleMatches',
  'BirthdayProfiles',
  'NewestMedia',
  'SearchMedia',
  'LastVisit',
  'OnlineProfiles',
  'NewestBlogs',
  'UpcomingEvents',
  'PopularLodges',
  'OnlineFavorites',
  'ChatRightNow',
] as const;

/** A saved search shown on the start page: `Search:<saved search id>`. */
export const savedSearchPattern = /^Search:([1-9][0-9]{0,17})$/;

const specOrder = (id: string) => (specSectionIds as readonly string[]).indexOf(id);
/** Every section id the page knows: the spec's and the registered ones. */
export const isSectionId = (id: string): boolean => specOrder(id) >= 0 || registeredSection(id) !== undefined;
export const savedSearchIdOf = (id: string): number | null => {
  const m = savedSearchPattern.exec(id);
  return m ? Number(m[1]) : null;
};

export type SortOption = { id: string };

/** The default order: the spec's sections at their places, registered ones by their `order` (ties: spec first). */
export function defaultSortOptions(): SortOption[] {
  const spec = specSectionIds.map((id, i) => ({ id, order: (i + 1) * 10 }));
  const added = registeredSections().filter(([id]) => specOrder(id) < 0).map(([id, s]) => ({ id, order: s.order }));
  return [...spec, ...added].sort((a, b) => a.order - b.order).map(({ id }) => ({ id }));
}
