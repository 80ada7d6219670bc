import type { ModuleArea } from '../../../platform/http/areas.ts';
import { registerPolicies } from '../../../platform/auth/authorize.ts';
import { on } from '../../../platform/events/index.ts';
import { notify, notifyMany } from '../../notifications/index.ts';
import { registerNotificationKind } from '../../profiles/index.ts';
import { registerStartBanner } from '../../../platform/start-page.ts';
import { blogsActions, breakingNewsActions } from './api.ts';
import { entryCurated } from './events.ts';
import { banSet, bansLifted } from '../../accounts/index.ts';
import { pages } from './pages.ts';
import { policies } from './policy.ts';
import { breakingNewsFor } from './service.ts';
import './personal-data.ts';

registerPolicies(policies);

// The author's entry was curated: on the entry's site only (a dark entry's notification never reaches the regular site).
registerNotificationKind('blogCurated', {
  label: 'blogs.curation.notifications.kind',
  sentences: { curated: 'blogs.curation.notifications.curated' },
  link: (n) => `/Community/Blogs/Entry/${n.subjectId}`,
  defaults: ['site'],
  site: 'both',
});

// A Blogs ban set or lifted: a notice about the member's own account (its actor is the member, no staff name), on
// the regular site, which says nothing of the dark one; it opens the Ban page (why and until when) or Create.
registerNotificationKind('blogsBan', {
  label: 'blogs.curation.notifications.banKind',
  sentences: { banned: 'blogs.curation.notifications.banned', lifted: 'blogs.curation.notifications.lifted' },
  link: (n) => (n.action === 'lifted' ? '/Community/Blogs/Create' : '/Community/Blogs/Ban'),
  defaults: ['site', 'email'],
  site: 'regular',
});
const banNotice = (profileId: number, action: 'banned' | 'lifted', subjectId: number, dedupeKey: string) => ({
  profileId, actorId: profileId, aboutOwnAccount: true, kind: 'blogsBan', action, subjectType: 'profileBan', subjectId, dark: false, dedupeKey,
});

// The breaking news at the top of /Start (start imports nothing of blogs).
registerStartBanner('BreakingNews', {
  order: 10,
  view: 'blogs/curation/_breaking-news',
  load: async (db, actor) => {
    const news = await breakingNewsFor(db, actor);
    return news && { news, back: '/Start' };
  },
});

/** Blogs' curation area (issue 22): SetCurated, breaking news, the Ban page and ProfileBlogBan; see ./CONTEXT.md. */
export const curationArea: ModuleArea = {
  pages,
  api: [
    { controller: 'Blogs', actions: blogsActions },
    { controller: 'BreakingNews', actions: breakingNewsActions },
  ],
  subscribers: [
    on(entryCurated, async (e, { db }) => {
      await notifyMany(db, [e.ownerId], {
        actorId: e.curatorId,
        kind: 'blogCurated',
        action: 'curated',
        subjectType: 'blogEntry',
        subjectId: e.entryId,
        dark: e.dark,
        dedupeKey: `blogCurated:${e.entryId}`,
      });
    }),
    on(banSet, async (e, { db }) => {
      if (e.type === 'Blogs') await notify(db, banNotice(e.profileId, 'banned', e.banId, `blogsBan:${e.banId}`));
    }),
    on(bansLifted, async (e, { db }) => {
      if (e.type === 'Blogs') await notify(db, banNotice(e.profileId, 'lifted', e.profileId, `blogsBanLifted:${e.profileId}:${e.at}`));
    }),
  ],
};

/** Curators (staff from ChatModerator up); the entry page shows the curate form when `may(actor, 'blogs.curate', subject)`. */
export { isCurator as curateAbility, isCurator } from './policy.ts';
/** The breaking news for the member (null for a visitor or none): the blogs pages include views/blogs/curation/_breaking-news. */
export { breakingNewsFor, blogBanOf, type NewsView } from './service.ts';
/** The admin CLI's commands (scripts/admin/blogs.ts). */
export { describeAddNews, describeNewsList, describeEndNews, describeBan, describeUnban } from './admin.ts';
export { entryCurated } from './events.ts';
