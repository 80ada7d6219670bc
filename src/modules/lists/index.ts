import type { AppModule } from '../../platform/http/define.ts';
import { registerDrawerLinks, loggedOn } from '../../platform/drawer.ts';
import { registerPolicies } from '../../platform/auth/authorize.ts';
import { policies } from './policy.ts';
import { pages } from './pages.ts';
import { likesActions, profilesActions, topMenuActions } from './api.ts';
import { subscribers } from './jobs.ts';
import { communityActions } from './community-notifications.ts';
import { isFavourite } from './repo.ts';
import { provideFavouriteCheck, registerNotificationKind, type NotificationSubject } from '../profiles/index.ts';
import './personal-data.ts';
import './notifications.ts';
import './menu-counts.ts';
import { registerStartSection } from '../../platform/start-page.ts';
import { favouritesOnline, lastVisit } from './start-sections.ts';

// Who may put a profile on their lists, and whose look marks visits seen (policy.ts).
registerPolicies(policies);

// The start page's LastVisit and OnlineFavorites (start cannot import lists).
registerStartSection('LastVisit', { order: 70, loader: lastVisit, seeAll: '/Visitors', empty: 'start.empty.LastVisit' });
registerStartSection('OnlineFavorites', { order: 120, loader: favouritesOnline, seeAll: '/Favorites', empty: 'start.empty.OnlineFavorites' });

// Likes, visits and favourites are this module's: their notifications (written by notifications) lead to the profile.
const toActor = (n: NotificationSubject) => `/Profile/${n.subjectId}`;
registerNotificationKind('like', { label: 'profiles.notifications.kinds.like', sentences: { liked: 'notifications.sentence.like.liked' }, link: toActor, defaults: ['site'], site: 'regular' });
registerNotificationKind('newVisitor', { label: 'profiles.notifications.kinds.newVisitor', sentences: { visited: 'notifications.sentence.newVisitor.visited' }, link: toActor, defaults: ['site'], site: 'regular' });
registerNotificationKind('favouriteOnline', {
  label: 'profiles.notifications.kinds.favouriteOnline',
  sentences: { online: 'notifications.sentence.favouriteOnline.online' },
  link: toActor,
  defaults: ['site', 'push'],
  site: 'regular',
});

/** The member's own lists: favourites, visitors, private notes and likes (spec §2 /Favorites, /Visitors, /Notes; §7). */
// A profile may show some answers to its owner's favourites only: profiles asks lists, which owns favourites.
provideFavouriteCheck(isFavourite);

export const listsModule: AppModule = {
  name: 'lists',
  pages,
  api: [
    { controller: 'TopMenu', actions: { ...topMenuActions, ...communityActions } },
    { controller: 'Profiles', actions: profilesActions },
    { controller: 'Likes', actions: likesActions },
  ],
  subscribers,
};

/** The top menu's CommunityNotifications: each community module adds its kind (guestbook, connections; blogs, lodges later). */
export { provideCommunityNotifications, type CommunityNotificationProvider } from './community-notifications.ts';
/** For the top menu: visits since the member last looked at /Visitors (or called SetVisitsAsSeen). */
export { newVisitsCount } from './service.ts';
/** Whether `ownerId` has `viewerId` among their favourites (private albums, per-field visibility). */
export { isFavourite } from './repo.ts';
/** For the top menu and the start page: the favourites online now (presence: a heartbeat within 3 minutes). */
export { onlineFavourites } from './service.ts';
/** For the start page's LastVisit: who visited the member, newest first, a page at a time. */
export { listVisitors } from './service.ts';
/** Who has the member among their favourites (visible, not blocked either way), kept between requests: search's private-field filters. */
export { keptFavouritedBy as favouritedBy } from './service.ts';
/** For search: /Search/Top's recent visits-and-likes score, and a member's own favourites (match both ways). */
export { recentPopularity, favouriteIdsOf } from './for-search.ts';
/** What can be liked: a module registers its item type and the check that the liker may see the item. */
export { registerLikeable, likesOfItems, likeFiguresSql, forgetLikesOf, type LikeCheck } from './likeable.ts';
/** Likes or unlikes an item (ToggleLike's service), for a module's plain like form. */
export { toggleLike } from './service.ts';
/** Domain event (platform/events): a member liked an item. */
export { itemLiked } from './events.ts';

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  favourites: { label: 'layout.drawer.favourites', href: '/Favorites', order: 90, icon: 'favourites', shownTo: loggedOn },
  visitors: { label: 'layout.drawer.visitors', href: '/Visitors', order: 100, icon: 'visitors', shownTo: loggedOn },
  notes: { label: 'layout.drawer.notes', href: '/Notes', order: 110, icon: 'notes', shownTo: loggedOn },
});
