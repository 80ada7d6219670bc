import { on } from '../../platform/events/index.ts';
import { loggedOn } from '../accounts/index.ts';
import type { AppModule } from '../../platform/http/define.ts';
import { commonActions, profilesActions } from './api.ts';
import { heartbeat } from './service.ts';
import { isOnline } from './store.ts';
import { provideOnlineDots } from '../profiles/index.ts';

// Every profile card's online dot (profiles' presentCards) is "shows online": online now from here, and not hiding
// it from the card's own statement (the same `hidingOnlineStatus` fragment, so no second statement per list).
provideOnlineDots((db, ids) => isOnline(db, ids));
import './personal-data.ts';
import { registerStartSection } from '../../platform/start-page.ts';
import { birthdays, onlineNow } from './start-sections.ts';

// The start page's OnlineProfiles and BirthdayProfiles (start cannot import presence).
registerStartSection('OnlineProfiles', { order: 80, loader: onlineNow, seeAll: '/Search/Online' });
registerStartSection('BirthdayProfiles', { order: 40, loader: birthdays, seeAll: '/Birthdays' });

/** Who is online now and when members were last here (spec §4 heartbeat, online state; §7 UpdateHeartbeat, GetOnlineProfiles). */
export const presenceModule: AppModule = {
  name: 'presence',
  api: [
    { controller: 'Common', actions: commonActions },
    { controller: 'Profiles', actions: profilesActions },
  ],
  // Online from the log on, before the first heartbeat.
  subscribers: [on(loggedOn, ({ profileId }, { db }) => heartbeat(db, profileId))],
};

/** Which of the ids are online now (a heartbeat within 3 minutes). */
export { heartbeat, isOnline, lastBeats, onlineCount, onlineProfileIds, onlineProfiles, lastSeenOf, forgetPresence } from './service.ts';
/** "Shows online": online now and not hiding it (the dot, online lists and filters). */
export { showingOnline, showingOnlineNow, hidingOnlineStatus } from './showing-online.ts';
/** Boot hands over the app's Redis client (the online state is then shared by every web process). */
export { usePresenceRedis, onlineWindowMs, presenceKey } from './store.ts';
