import { z } from 'zod';

/** A rating: 1 (lowest) to 5 (highest). */
export const scores = [1, 2, 3, 4, 5] as const;
/** A member's average is shown on their profile once this many members have rated them. */
export const minRatingsShown = 3;

const profileId = z.coerce.number({ error: 'quickscor.errors.profileRequired' }).int('quickscor.errors.profileRequired').positive('quickscor.errors.profileRequired').max(Number.MAX_SAFE_INTEGER, 'quickscor.errors.profileRequired');
const score = z.coerce.number({ error: 'quickscor.errors.score' }).int('quickscor.errors.score').min(1, 'quickscor.errors.score').max(5, 'quickscor.errors.score');

/** POST /api/QuickScor/Rate: a score 1–5, or null to skip the profile. */
export const rateInput = z.object({ profileId, score: z.union([z.null(), score], { error: 'quickscor.errors.score' }) });
export type RateInput = z.infer<typeof rateInput>;

/** The page's form: one of the five score buttons, or Skip (`score=skip`). */
export const rateForm = z.object({
  profileId,
  score: z.union([z.literal('skip').transform(() => null), score], { error: 'quickscor.errors.score' }),
});

export const nextInput = z.object({});
