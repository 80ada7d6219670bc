import { loggedOn } from '../accounts/index.ts';
import { profileViewed } from '../profiles/index.ts';
import { notificationsOn, notifyMany, notifyOn, utcDay } from '../notifications/index.ts';
import { findFavouritedBy } from './repo.ts';
import { itemLiked } from './events.ts';
import { likeNotification } from './likeable.ts';

// A like tells whom its item type's registration says (likeable.ts: a profile's owner today), once per liker and item.
notifyOn(itemLiked, 'like', async (e, db) => {
  const notice = await likeNotification(db, e.itemType, e.itemId, e.profileId);
  // A profile's likes keep the key they always had (the recipient is the item), so a like from before stays one.
  const dedupeKey = e.itemType === 'Profile' ? `like:Profile:${e.profileId}` : `like:${e.itemType}:${e.itemId}:${e.profileId}`;
  return notice && { ...notice, actorId: e.profileId, action: 'liked', dedupeKey };
});

// At most one "new visitor" per visitor and day.
notifyOn(profileViewed, 'newVisitor', (e) => ({
  profileId: e.profileId, actorId: e.viewerId, kind: 'newVisitor', action: 'visited',
  subjectType: 'profile', subjectId: e.viewerId, dark: false, dedupeKey: `visit:${e.viewerId}:${utcDay()}`,
}));
// Everyone who has the profile as a favourite hears it is online, at most once per recipient and UTC day (one
// query for them all), under notifications' rules (settings, blocks, push).
notificationsOn(loggedOn, 'favouriteOnline', async ({ profileId }, db) => {
  await notifyMany(db, await findFavouritedBy(db, { profileId, site: { dark: false } }), {
    actorId: profileId, action: 'online', subjectType: 'profile', subjectId: profileId, dark: false,
    kind: 'favouriteOnline', dedupeKey: `favouriteOnline:${profileId}:${utcDay()}`,
  });
});
