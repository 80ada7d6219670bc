import { z } from 'zod';
import { isFeatureKey } from './features.ts';

/** A special offer's id: the admin CLI makes them (letters, digits, dashes, 1–64). */
export const offerIdSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

export const noInput = z.object({});
// A registered members-only feature (platform/members-only.ts), checked when asked: modules register after this loads.
export const dialogInput = z.object({ feature: z.string().max(40).refine(isFeatureKey).optional() });
export const offerInput = z.object({ offerId: offerIdSchema });
export const offerParams = z.object({ offerId: offerIdSchema });

/** Where the guard came from (`?u=`): only a path on this site, else none. */
export const membershipQuery = z.object({ u: z.string().max(2000).regex(/^\/(?!\/)[^\s\\]*$/).optional().catch(undefined) });

export const stopSubscriptionForm = z.object({ subscriptionId: z.coerce.number().int().positive() });
