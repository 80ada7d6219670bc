import type { Request } from 'express';
import { isRateLimitSpent, rateLimitFor, refundRateLimit, resetRateLimit, spendRateLimit } from '../../platform/http/rate-limit.ts';

/** Failures one IP may make on an account, per 15 minutes, while that account is under distributed attack. */
const allowanceUnderAttack = 3;

export type PasswordAttempt = { failed: () => Promise<void>; succeeded: () => Promise<void> };

/**
 * The limits on guessing a password. A limit must never lock the innocent owner out (OWASP), so a client
 * is only ever refused for failures counted against its own IP:
 * - per IP (`auth`): 20 failures in 15 minutes, on any accounts;
 * - per account and IP (`authAccountIp`): 10 failures in 15 minutes, cleared by a log-on. Someone else
 *   failing on the account spends none of it, so the right password from another IP still gets in;
 * - per account from every IP (`authAccountAll`): 100 failures in an hour mean a distributed attack. It
 *   refuses no one by itself: while it is spent, each IP gets 3 failures on that account instead of 10,
 *   so a botnet gets few guesses per address and the owner, who has not failed from theirs, still logs on.
 * The IP and pair points are taken before the slow password check, so parallel requests cannot overrun
 * a budget; a correct password gives them back.
 */
export async function startPasswordAttempt(req: Request, accountKey: string): Promise<PasswordAttempt> {
  const ip = req.ip ?? 'unknown';
  const pair = `${ip} ${accountKey}`;
  await rateLimitFor('auth', req, ip);
  const underAttack = await isRateLimitSpent('authAccountAll', req, accountKey);
  await rateLimitFor('authAccountIp', req, pair, underAttack ? allowanceUnderAttack : undefined);
  return {
    failed: () => spendRateLimit('authAccountAll', req, accountKey),
    succeeded: async () => {
      await resetRateLimit('authAccountIp', req, pair);
      await refundRateLimit('auth', req, ip);
    },
  };
}
