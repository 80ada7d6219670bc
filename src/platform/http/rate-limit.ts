import type { Request } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClient } from '../redis.ts';
import { tooManyRequests } from './errors.ts';
import type { RateLimitName } from './define.ts';
import { defaultLocale } from '../i18n/index.ts';
import { formatWaitTime } from '../i18n/formats.ts';

/** Budgets per key (IP, account, or account and IP): points per window of `duration` seconds. */
const budgets: Record<RateLimitName, { points: number; duration: number }> = {
  api: { points: 600, duration: 60 },
  upload: { points: 120, duration: 3600 },
  auth: { points: 20, duration: 15 * 60 },
  authAccount: { points: 10, duration: 15 * 60 },
  authAccountIp: { points: 10, duration: 15 * 60 },
  authAccountAll: { points: 100, duration: 60 * 60 },
  // Sign-up: completed sign-ups per IP (a household shares one address), and a much larger budget for
  // submits refused by the rules, so a few typos never lock anyone out (accounts/signup-limits.ts).
  signup: { points: 5, duration: 60 * 60 },
  signupFailed: { points: 50, duration: 60 * 60 },
  // "Send the confirmation e-mail again": per IP, and per address or profile.
  confirmResend: { points: 10, duration: 60 * 60 },
  confirmResendAddress: { points: 3, duration: 60 * 60 },
  forgot: { points: 5, duration: 60 * 60 },
  forgotAccount: { points: 3, duration: 60 * 60 },
  // Orders made (each sends the member to a provider): far above any real purchase, far below card testing.
  payment: { points: 20, duration: 60 * 60 },
};

export type RateLimits = Record<RateLimitName, RateLimiterAbstract>;

/** Rate limiters on Redis when it is configured, else in this process (the single-dyno embedded mode). */
export function createRateLimits(
  redis: RedisClient | null,
  prefix = 'rl',
  overrides: Partial<Record<RateLimitName, { points: number; duration: number }>> = {},
): RateLimits {
  const make = (name: RateLimitName) => {
    const opts = { keyPrefix: `${prefix}:${name}`, ...budgets[name], ...overrides[name] };
    return redis ? new RateLimiterRedis({ ...opts, storeClient: redis, useRedisPackage: true }) : new RateLimiterMemory(opts);
  };
  return Object.fromEntries(Object.keys(budgets).map((name) => [name, make(name as RateLimitName)])) as unknown as RateLimits;
}

const limitsOf = (req: Request) => req.app.locals.rateLimits as RateLimits;

/** The 429 for a spent budget, saying in the visitor's language when to try again. */
function retryAfter(req: Request, res: RateLimiterRes, messageKey?: string) {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return tooManyRequests(seconds, formatWaitTime(seconds, req.ctx?.locale ?? defaultLocale), messageKey);
}

/** Forgets the spent points of a key (e.g. an account after a successful log on). */
export async function resetRateLimit(name: RateLimitName, req: Request, key: string): Promise<void> {
  await limitsOf(req)[name].delete(key);
}

/**
 * Consumes one point of the named budget for `key` (the client IP by default); 429 with Retry-After when
 * more than the budget's points, or the stricter `points` given, are spent in the window.
 */
export async function rateLimitFor(name: RateLimitName, req: Request, key: string = req.ip ?? 'unknown', points?: number): Promise<void> {
  let res: RateLimiterRes;
  try {
    res = await limitsOf(req)[name].consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw retryAfter(req, err);
    throw err;
  }
  if (points !== undefined && res.consumedPoints > points) throw retryAfter(req, res);
}

/**
 * Refuses (429, with `messageKey` when given) while the named budget for `key` is spent, consuming nothing:
 * for budgets that count only some outcomes (accounts/signup-limits.ts).
 */
export async function refuseWhenSpent(name: RateLimitName, req: Request, key: string = req.ip ?? 'unknown', messageKey?: string): Promise<void> {
  const limiter = limitsOf(req)[name];
  const res = await limiter.get(key);
  if (res !== null && res.consumedPoints >= limiter.points) throw retryAfter(req, res, messageKey);
}

/** Whether the named budget for `key` is spent in the current window (consumes nothing). */
export async function isRateLimitSpent(name: RateLimitName, req: Request, key: string): Promise<boolean> {
  const limiter = limitsOf(req)[name];
  const res = await limiter.get(key);
  return res !== null && res.consumedPoints >= limiter.points;
}

/** Counts one point against the named budget for `key` without ever refusing. */
export async function spendRateLimit(name: RateLimitName, req: Request, key: string): Promise<void> {
  await limitsOf(req)[name].penalty(key, 1);
}

/** Gives back the point an attempt consumed, once it turned out not to count (e.g. a correct password). */
export async function refundRateLimit(name: RateLimitName, req: Request, key: string): Promise<void> {
  await limitsOf(req)[name].reward(key, 1);
}
