import type { AppModule } from '../../platform/http/define.ts';
import { registerDrawerLinks, loggedOn } from '../../platform/drawer.ts';
import { registerMembersOnlyFeature } from '../../platform/members-only.ts';
import { provideSavedSearchCheck, provideSavedSearchSection, registerStartSection } from '../../platform/start-page.ts';
import { pages } from './pages.ts';
import { existingSavedSearches, newestProfiles, possibleMatches, savedSearchSection, searchMedia } from './start-sections.ts';
import { topJobs } from './top.ts';
import './personal-data.ts';

// The start page's NewestProfiles, PossibleMatches, SearchMedia and saved-search sections come from here (start cannot import search).
registerStartSection('NewestProfiles', { order: 20, loader: newestProfiles, seeAll: '/Search/Newest', empty: 'start.empty.NewestProfiles' });
registerStartSection('PossibleMatches', { order: 30, loader: possibleMatches, seeAll: '/Search/MatchProfiles' });
registerStartSection('SearchMedia', { order: 60, loader: searchMedia, seeAll: '/Search/MatchProfiles' });
provideSavedSearchCheck(existingSavedSearches);
provideSavedSearchSection(savedSearchSection);

/** Search (spec §2 /Search/…): Top, Newest, Online, MatchWord, MatchProfiles, Advanced and saved searches, privacy in the SQL. */
export const searchModule: AppModule = { name: 'search', pages, jobs: topJobs };
/** For the search bench: one page's query (to time and EXPLAIN) and the options' wire form. */
export { searchQuery } from './service.ts';
export { encodeOptions } from './options.ts';
/** Rebuilds /Search/Top's scores now (the job does it at most every 10 minutes): tests, the admin CLI, the bench. */
export { refreshTopScores } from './top.ts';

// A members-only feature (payments' membership pages list it): The saved search on the start page.
registerMembersOnlyFeature('savedSearch', { label: 'payments.membership.features.savedSearch', link: '/Search', offersOneDay: false, paths: [], order: 50 });

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  search: { label: 'layout.drawer.search', href: '/Search', order: 40, icon: 'search', shownTo: loggedOn },
});
