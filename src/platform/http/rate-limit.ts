import type { Request } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClient } from '../redis.ts';
import { tooManyRequests } from './errors.ts';
import type { RateLimitName } from './define.ts';

/** Budgets per key (IP, account, or account and IP): points per window of `duration` seconds. */
const budgets: Record<RateLimitName, { points: number; duration: number }> = {
  api: { points: 600, duration: 60 },
  auth: { points: 20, duration: 15 * 60 },
  authAccount: { points: 10, duration: 15 * 60 },
  authAccountIp: { points: 10, duration: 15 * 60 },
  authAccountAll: { points: 100, duration: 60 * 60 },
  signup: { points: 5, duration: 60 * 60 },
  forgot: { points: 5, duration: 60 * 60 },
  forgotAccount: { points: 3, duration: 60 * 60 },
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
const retryAfter = (res: RateLimiterRes) => tooManyRequests(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));

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
    if (err instanceof RateLimiterRes) throw retryAfter(err);
    throw err;
  }
  if (points !== undefined && res.consumedPoints > points) throw retryAfter(res);
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
