import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { commonActions, currentProfileActions } from './api.ts';
import './personal-data.ts';

/** The logged-in start page (/Start): the member's configurable sections (spec §2, §3, §5) and their order. */
export const startModule: AppModule = {
  name: 'start',
  pages,
  api: [
    { controller: 'Common', actions: commonActions },
    { controller: 'CurrentProfile', actions: currentProfileActions },
  ],
};

/**
 * Other modules supply what start cannot build itself: a section's cards (`provideStartSection(id, loader, seeAll)`:
 * BirthdayProfiles, OnlineProfiles, PossibleMatches …) and which saved searches exist (`provideSavedSearchCheck`,
 * for the `Search:<id>` entries of the order; until provided, none exist and such entries are dropped), and those
 * entries' sections (`provideSavedSearchSection`: the search's name, first results and page).
 */
export {
  provideStartSection,
  provideSavedSearchCheck,
  provideSavedSearchSection,
  type StartCard,
  type SectionLoader,
  type SavedSearchCheck,
  type SavedSearchSection,
  type SavedSearchSectionLoader,
} from './providers.ts';
/** A saved search on the member's start page: shown or not, and put there or taken off (search's /Search/{id}). */
export { showsSavedSearch, showSavedSearch } from './service.ts';
/** The §5 rules one by one (rules.ts) and the reorder merge, for their tests and for anyone who must explain an order. */
export { forceContestFirst, putBirthdaysFourth, onlyFavouritesForNonMembers, hideDisabledSections, contestOnlyOnFirstSite, keepKnownIds } from './rules.ts';
export { mergeOrder } from './service.ts';
