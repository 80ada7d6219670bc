import type { Subscribers } from '../../platform/events/index.ts';
import { notifyTaggersOnline } from './service.ts';

/** A profile logged on (accounts.loggedOn { profileId }): "a profile you tagged is online" to the members who tagged it. */
export const subscribers: Subscribers = {
  'accounts.loggedOn': async (payload, { db }) => {
    await notifyTaggersOnline(db, payload);
  },
};
