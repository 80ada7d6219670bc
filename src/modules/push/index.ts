import type { AppModule } from '../../platform/http/define.ts';
import { provideOtherSessionsEndStep, provideSessionEndStep } from '../accounts/index.ts';
import { provideVapidKey } from '../sites/index.ts';
import { provideCurrentProfileDetails } from '../accounts/index.ts';
import { actions } from './api.ts';
import { pushRequested, sendPush, sendPushJob } from './service.ts';
import { forgetSessionEndpoints, keepOnlySessionEndpoints } from './session.ts';
import { publicVapidKey } from './setup.ts';
import './personal-data.ts';

// The site configuration's publicVapidKey, for a site whose row names none (sites cannot import push).
provideVapidKey(publicVapidKey);
// Log out forgets the subscriptions that browser stored for the member (accounts cannot import push).
provideSessionEndStep(forgetSessionEndpoints);
// Log out everywhere (and a new password, two-factor off) forgets the other browsers' subscriptions.
provideOtherSessionsEndStep(keepOnlySessionEndpoints);
// GetProfileData's requestPushPermission: the same answer the push prompt gets from Status.
provideCurrentProfileDetails(async (db, profileId) => ({ requestPushPermission: await pushRequested(db, profileId) }));

/**
 * Web push (spec §3, §4, §7): browsers' subscriptions, the VAPID keys, and the job that sends a notification
 * to a member's browsers. Only notifications decides what is pushed, through `queuePush`.
 */
export const pushModule: AppModule = {
  name: 'push',
  api: [{ controller: 'PushNotifications', actions }],
  jobs: { [sendPushJob]: (payload, { db, logger }) => sendPush(db, payload, logger) },
};

/** Enqueues the push of a notification inside the caller's transaction (sent by a job after commit). */
export { queuePush } from './service.ts';
/** Which of the given profiles have a browser subscribed to push (one query, for a fan-out to many). */
export { findSubscribedProfiles as subscribedProfiles } from './repo.ts';
export type { PushRequest } from './presenter.ts';
/** Start-up: the keys from the environment (production) or generated and stored (elsewhere). */
export { configurePush } from './setup.ts';
