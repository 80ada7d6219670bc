import { z } from 'zod';
import { defineEvent } from '../../platform/events/index.ts';

const id = z.number().int().positive();

/** `viewerId` opened the profile `profileId` (at most once a while per pair: not every page view). */
export const profileViewed = defineEvent('profiles.viewed', z.object({ viewerId: id, profileId: id }));
