import type { Knex } from 'knex';
import type { ModuleArea } from '../../../platform/http/areas.ts';
import { registerPolicies } from '../../../platform/auth/authorize.ts';
import { provideCommunityNotifications } from '../../lists/index.ts';
import { registerStartSection, type StartCard } from '../../../platform/start-page.ts';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { actions, countActions } from './api.ts';
import { kinkActions } from './kinks.ts';
import { fallbackPages, pages } from './pages.ts';
import { policies } from './policy.ts';
import * as service from './service.ts';

registerPolicies(policies);

/** The start page's NewestBlogs: the newest entries the viewer may read on this site. */
async function newestBlogs(db: Knex, actor: ProfileActor): Promise<StartCard[]> {
  const page = await service.listEntries(db, actor, { kind: 'All', sortByActivity: false }, {}, 6);
  return page.items.map((e) => ({ key: `blog-${e.id}`, title: e.title, href: e.path, picture: null, detail: e.authors.map((a) => a.name).join(', ') }));
}
registerStartSection('NewestBlogs', { order: 90, loader: newestBlogs, seeAll: '/Community/Blogs/All?sort=newest', empty: 'blogs.lists.start.empty' });

// The top menu's CommunityNotifications: the blog count and the curated count of the site asked about.
provideCommunityNotifications('blogs', {
  darkOnly: false,
  textKey: 'blogs.lists.community.blogs',
  link: () => '/Community/Blogs/MyBlogs',
  count: (db, actor) => service.blogsCount(db, actor),
});
provideCommunityNotifications('blogsCurated', {
  darkOnly: false,
  textKey: 'blogs.lists.community.curated',
  link: () => '/Community/Blogs/Top/Curated',
  count: (db, actor) => service.curatedCount(db, actor),
});

/** Blogs' lists area (issue 22): the tabs, following and hiding, read marks and counts, search, /Blog. See CONTEXT.md. */
export const listsArea: ModuleArea = {
  pages,
  api: [
    { controller: 'Blogs', actions },
    { controller: 'Notifications', actions: countActions },
    { controller: 'DarkKinks', actions: kinkActions },
  ],
};

/** Any other /Community/Blogs/… address: a 404 with a way back. Joined after every other blogs area. */
export const listsFallbackArea: ModuleArea = { pages: fallbackPages };

/** For the entry page (H2): the viewer's follow/hide state of one entry, for views/blogs/lists/_entry-actions.ejs. */
export { entryListState, type EntryListState, type EntryCard } from './service.ts';
/** The same state as columns of the entry page's one statement. */
export { listStateColumns } from './repo.ts';
/** For seo's sitemap: the regular site's published entries' paths, newest first. */
export { publicEntryPaths } from './service.ts';
