import { loggedOn } from '../accounts/index.ts';
import { notificationsOn, notifyMany, utcDay } from '../notifications/index.ts';
import { taggersToTellOnline } from './service.ts';

// Every member who tagged the profile (tags' private labels) hears it is online, at most once per recipient and
// UTC day, under notifications' rules (settings, blocks, push), in a few queries for them all.
notificationsOn(loggedOn, 'onlineTagged', async ({ profileId }, db) => {
  await notifyMany(db, await taggersToTellOnline(db, profileId), {
    actorId: profileId, action: 'online', subjectType: 'profile', subjectId: profileId, dark: false,
    kind: 'onlineTagged', dedupeKey: `onlineTagged:${profileId}:${utcDay()}`,
  });
});
