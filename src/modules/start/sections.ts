/** The start page's section ids (spec §2), in their default order: Contest first, BirthdayProfiles fourth. */
export const sectionIds = [
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
export type SectionId = (typeof sectionIds)[number];

/** A saved search shown on the start page: `Search:<saved search id>`. */
export const savedSearchPattern = /^Search:([1-9][0-9]{0,17})$/;

export const isSectionId = (id: string): id is SectionId => (sectionIds as readonly string[]).includes(id);
export const savedSearchIdOf = (id: string): number | null => {
  const m = savedSearchPattern.exec(id);
  return m ? Number(m[1]) : null;
};

export type SortOption = { id: string };
export const defaultSortOptions = (): SortOption[] => sectionIds.map((id) => ({ id }));
