import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { registerPolicies } from '../../platform/auth/authorize.ts';
import { subjectRoles } from '../../platform/auth/roles.ts';
import { loggedOn, registerDrawerLinks } from '../../platform/drawer.ts';
import { joinAreas, type ModuleArea } from '../../platform/http/areas.ts';
import { on } from '../../platform/events/index.ts';
import { commentAdded } from '../comments/index.ts';
import { registerMenuCount } from '../../platform/member-counts.ts';
import { registerMembersOnlyFeature } from '../../platform/members-only.ts';
import { registerSitemapSource } from '../../platform/sitemap.ts';
import { registerStartSection, type StartCard } from '../../platform/start-page.ts';
import { registerProfileTab } from '../profiles/index.ts';
import { lodgeAdminCount } from './core/admin-count.ts';
import { coreArea } from './core/index.ts';
import { popularLodges } from './core/lists.ts';
import { meetupsArea, tellOfMeetupComment } from './meetups/index.ts';
import { debatesArea, tellOfDebateComment } from './debates/index.ts';
import { mediaArea } from './media/index.ts';
import { mailArea } from './mail/index.ts';
import { loadRole, lodgeSubjectType } from './core/load.ts';
import { lodgePath } from './core/shell.ts';
import { registerLodgesData } from './personal-data.ts';
import { policies } from './policy.ts';

registerPolicies(policies);
subjectRoles.register(lodgeSubjectType, loadRole);
registerLodgesData();

/** The start page's PopularLodges: the lodges with most members the member may see (hidden where lodges are disabled: start's §5 rule). */
async function popularSection(db: Knex, actor: ProfileActor): Promise<StartCard[]> {
  const page = await popularLodges(db, actor, {}, 6);
  return page.items.map((l) => ({ key: `lodge-${l.id}`, title: l.name, href: lodgePath(l.id), picture: null, detail: String(l.memberCount) }));
}
registerStartSection('PopularLodges', { order: 110, loader: popularSection, seeAll: '/Community/Lodges/Search', label: 'lodges.start.title', empty: 'lodges.start.empty' });

// lodgeAdmin and lodgeAdminNotificationsCount (spec §3): requests and media waiting in the member's lodges.
registerMenuCount('lodgeAdminNotificationsCount', {
  label: 'lodges.menu.admin',
  link: '/Community/Lodges/MyLodges',
  order: 60,
  count: (db, actor) => lodgeAdminCount(db, actor),
});

registerDrawerLinks({ lodges: { label: 'lodges.drawer', href: '/Community/Lodges', order: 55, icon: 'favourites', shownTo: loggedOn, feature: 'lodges' } });
registerProfileTab('Lodges', { label: 'profiles.tabs.Lodges', order: 60, site: 'both', feature: 'lodges' });
registerMembersOnlyFeature('lodges', { label: 'lodges.membersOnly', link: '/Community/Lodges', offersOneDay: false, paths: ['/Community/Lodges/Create'], order: 70 });
// The regular site's lodges open to all, for search engines (a dark lodge is never listed).
registerSitemapSource('lodges', {
  order: 60,
  paths: async (db, site) =>
    site.dark || site.disabledLodges
      ? []
      : ['/Community/Lodges/Search', ...(await db('lodges').where({ dark: false }).orderBy('member_count', 'desc').limit(5000).pluck('id')).map((id) => lodgePath(Number(id)))],
});

/**
 * Lodges (issue 33, spec §2 Lodges, §3, §4, §6, §7 Lodges): interest groups with seven member roles, debates,
 * meetups with a calendar and a waiting list, lodge media with approval, lodge mail and member management. Each
 * area's face is its index.ts; this joins them into the one AppModule. See CONTEXT.md.
 */
export const lodgesModule = joinAreas('lodges', [coreArea, debatesArea, meetupsArea, mediaArea, mailArea, commentNotices()]);

/** A module subscribes once to an event: the one `comments.added` subscription tells each area's subjects' readers. */
function commentNotices(): ModuleArea {
  return { subscribers: [on(commentAdded, async (e, { db }) => { await tellOfDebateComment(db, e); await tellOfMeetupComment(db, e); })] };
}

export { loadVisibleLodge, lodgeRoleOf, lodgeSubjectType, lodgePath, showLodgeTab, lodgeTabPage, lodgeAudience, type Lodge, type LodgeTopic } from './core/index.ts';
export { onLodgeDeleted } from './core/cleanup.ts';
export { addLodgeAdminCount } from './core/admin-count.ts';
export { belongs, isAdminRole, moderatesRole, type LodgeRole } from './roles.ts';
/** The membership moves (the admin CLI and the tests make them as the pages and calls do) and the request states. */
export { changeOwnStanding, changeStanding } from './core/membership.ts';
export { requestStates } from './core/requests.ts';
export { selfActions, targetActions, type SelfAction, type TargetAction } from './policy.ts';
export { createMeetup, editMeetup, cancelMeetup, signUpForMeetup, quitMeetup, meetupCommentType, meetupSignupType, type MeetupFields } from './meetups/index.ts';
/** Debates (debates/index.ts): the comment subject type of a debate entry. */
export { debateEntrySubjectType } from './debates/index.ts';
/** Media waiting for approval where the actor moderates (in the lodge admin count), and a lodge's media forgotten (DeleteLodge). */
export { lodgeMediaWaiting, forgetLodgeMedia } from './media/index.ts';
