import { z } from 'zod';
import type { AppModule } from '../../platform/http/define.ts';
import { commonActions, profilesActions } from './api.ts';
import { heartbeat } from './service.ts';
import { birthdaysPages } from './birthdays-pages.ts';

/** Who is online now and when members were last here (spec §4 heartbeat, online state; §7 UpdateHeartbeat, GetOnlineProfiles). */
export const presenceModule: AppModule = {
  name: 'presence',
  pages: birthdaysPages,
  api: [
    { controller: 'Common', actions: commonActions },
    { controller: 'Profiles', actions: profilesActions },
  ],
  // Online from the log on, before the first heartbeat.
  subscribers: { 'accounts.loggedOn': async (payload, { db }) => heartbeat(db, z.object({ profileId: z.number().int().positive() }).parse(payload).profileId) },
};

/** Which of the ids are online now (a heartbeat within 3 minutes). */
export { heartbeat, isOnline, lastBeats, onlineCount, onlineProfileIds, onlineProfiles, lastSeenOf, forgetPresence } from './service.ts';
/** Boot hands over the app's Redis client (the online state is then shared by every web process). */
export { usePresenceRedis, onlineWindowMs, presenceKey } from './store.ts';
