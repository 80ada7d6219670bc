import { joinAreas } from '../../platform/http/areas.ts';
import { registerProfileTab } from '../profiles/index.ts';
import { registerDrawerLinks, loggedOn, visitorsOnly } from '../../platform/drawer.ts';
import { registerMembersOnlyFeature } from '../../platform/members-only.ts';
import { entriesArea } from './entries/index.ts';
import { listsArea, listsFallbackArea } from './lists/index.ts';
import { curationArea } from './curation/index.ts';
import './sitemap.ts';

/**
 * Blogs (issue 22, spec §2 /Community/Blogs and /Blog, §3, §5, §7 Blogs and BreakingNews): entries with their
 * editor, comments through the comments module, lists and tabs, following and hiding, search, curation, breaking
 * news and bans. Each area's face is its index.ts; this joins them into the one AppModule. Mounted before
 * profiles, whose generic /Profile/:id/:tab would otherwise answer /Profile/:id/Blog.
 */
export const blogsModule = joinAreas('blogs', [entriesArea, listsArea, curationArea, listsFallbackArea]);

/** Curation (curation/index.ts): curators, breaking news and the admin CLI's blogs and staff-ban commands. */
export { curateAbility, isCurator, breakingNewsFor, blogBanOf, entryCurated, describeAddNews, describeNewsList, describeEndNews, describeBan, describeUnban, type NewsView } from './curation/index.ts';

/** Lists (lists/index.ts): the entry page's follow/hide state, and the sitemap's entry paths. */
export { entryListState, publicEntryPaths, type EntryListState, type EntryCard } from './lists/index.ts';
/** An entry's canonical address and the slug of a title (the bench and the tests build entries' links with them). */
export { entryPath, slugOf } from './paths.ts';
/** The one sanitiser of rich text (an entry's body; lodges' debate entries use it too) and its plain text. */
export { sanitizeBody, plainText, bodyFromForm } from './entries/sanitize.ts';

// A members-only feature (payments' membership pages list it): Writing one's own blog.
registerMembersOnlyFeature('blogs', { label: 'payments.membership.features.blogs', link: '/Community/Blogs', offersOneDay: true, paths: ['/Community/Blogs/Create', '/Community/Blogs/Edit'], order: 60 });

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  blogs: { label: 'layout.drawer.blogs', href: '/Community/Blogs', order: 50, icon: 'blogs', shownTo: loggedOn },
  publicBlogs: { label: 'layout.drawer.blogs', href: '/Blog', order: 175, icon: 'blogs', shownTo: visitorsOnly },
});

// Its tab of the profile page (it mounts /Profile/:id/<tab> and hands its content to profiles).
registerProfileTab('Blog', { label: 'profiles.tabs.Blog', order: 50, site: 'both' });
