import type { Subscribers } from '../../platform/events/index.ts';
import { recordVisit } from './service.ts';

/** A member viewed another's profile (profiles.viewed { viewerId, profileId }): a visit on the viewed profile's list. */
export const subscribers: Subscribers = {
  'profiles.viewed': (payload, { db }) => recordVisit(db, payload),
};
