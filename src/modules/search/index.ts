import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';

/** Search (spec §2 /Search/…): Newest, Online, Advanced and the member's saved searches, privacy in the SQL. */
export const searchModule: AppModule = { name: 'search', pages };
/** For the search bench: one page's query (to time and EXPLAIN) and the options' wire form. */
export { searchQuery } from './service.ts';
export { encodeOptions } from './options.ts';
