import { joinAreas } from '../../platform/http/areas.ts';
import { entriesArea } from './entries/index.ts';
import { listsArea } from './lists/index.ts';
import { curationArea } from './curation/index.ts';

/**
 * Blogs (issue 22, spec §2 /Community/Blogs and /Blog, §3, §5, §7 Blogs and BreakingNews): entries with their
 * editor, comments through the comments module, lists and tabs, following and hiding, search, curation, breaking
 * news and bans. Each area's face is its index.ts; this joins them into the one AppModule. Mounted before
 * profiles, whose generic /Profile/:id/:tab would otherwise answer /Profile/:id/Blog.
 */
export const blogsModule = joinAreas('blogs', [entriesArea, listsArea, curationArea]);

/** Curation (curation/index.ts): curators, breaking news and the admin CLI's blogs and staff-ban commands. */
export { curateAbility, isCurator, breakingNewsFor, blogBanOf, entryCurated, describeAddNews, describeNewsList, describeEndNews, describeBan, describeUnban, type NewsView } from './curation/index.ts';
