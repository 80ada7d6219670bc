import type { AppModule } from '../../platform/http/define.ts';
import { provideSavedSearchCheck, provideSavedSearchSection, provideStartSection } from '../start/index.ts';
import { pages } from './pages.ts';
import { existingSavedSearches, possibleMatches, savedSearchSection, searchMedia } from './start-sections.ts';
import { topJobs } from './top.ts';
import './personal-data.ts';

// The start page's PossibleMatches, SearchMedia and saved-search sections come from here (start cannot import search).
provideStartSection('PossibleMatches', possibleMatches, '/Search/MatchProfiles');
provideStartSection('SearchMedia', searchMedia, '/Search/MatchProfiles');
provideSavedSearchCheck(existingSavedSearches);
provideSavedSearchSection(savedSearchSection);

/** Search (spec §2 /Search/…): Top, Newest, Online, MatchWord, MatchProfiles, Advanced and saved searches, privacy in the SQL. */
export const searchModule: AppModule = { name: 'search', pages, jobs: topJobs };
/** For the search bench: one page's query (to time and EXPLAIN) and the options' wire form. */
export { searchQuery } from './service.ts';
export { encodeOptions } from './options.ts';
/** Rebuilds /Search/Top's scores now (the job does it at most every 10 minutes): tests, the admin CLI, the bench. */
export { refreshTopScores } from './top.ts';
