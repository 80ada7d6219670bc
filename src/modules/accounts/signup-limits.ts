import type { Request } from 'express';
import { AppError } from '../../platform/http/errors.ts';
import { rateLimitFor, refuseWhenSpent, spendRateLimit } from '../../platform/http/rate-limit.ts';

/**
 * The limits on creating profiles, per IP for an hour. A typo must never lock anyone out, and a household
 * shares one address, so:
 * - `signup`: 5 completed sign-ups, that is submits that passed every rule, whether the address was new or
 *   not (both must count the same, or the limit would tell them apart);
 * - `signupFailed`: 50 submits refused by the rules that need the database (name taken, common password).
 * Either spent refuses the form with a 429 that keeps what was typed and says when to try again.
 */
export async function refuseSpentSignUps(req: Request): Promise<void> {
  await refuseWhenSpent('signup', req, undefined, 'accounts.signup.tooMany');
  await refuseWhenSpent('signupFailed', req, undefined, 'accounts.signup.tooManyFailed');
}

/** Runs the sign-up's rules; a refusal by them spends a point of the failure budget. */
export async function countingFailures<T>(req: Request, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) await spendRateLimit('signupFailed', req, req.ip ?? 'unknown');
    throw err;
  }
}

/** Counts a sign-up that passed every rule (a request that raced past `refuseSpentSignUps` is refused here). */
export const countCompletedSignUp = (req: Request): Promise<void> => rateLimitFor('signup', req);
