import { on, type Subscribers } from '../../platform/events/index.ts';
import { profileViewed } from '../profiles/index.ts';
import { recordVisit } from './service.ts';

/** A member viewed another's profile: a visit on the viewed profile's list. */
export const subscribers: Subscribers = [on(profileViewed, (e, { db }) => recordVisit(db, e))];
