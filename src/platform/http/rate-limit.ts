import type { Request } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClient } from '../redis.ts';
import { tooManyRequests } from './errors.ts';
import type { RateLimitName } from './define.ts';

/** Budgets per key (IP or account): points per window of `duration` seconds. */
const budgets: Record<RateLimitName, { points: number; duration: number }> = {
  api: { points: 600, duration: 60 },
  auth: { points: 20, duration: 15 * 60 },
  authAccount: { points: 10, duration: 15 * 60 },
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

/** Forgets the spent points of a key (e.g. an account after a successful log on). */
export async function resetRateLimit(name: RateLimitName, req: Request, key: string): Promise<void> {
  await (req.app.locals.rateLimits as RateLimits)[name].delete(key);
}

/** Consumes one point of the named budget for `key` (the client IP by default); 429 with Retry-After when spent. */
export async function rateLimitFor(name: RateLimitName, req: Request, key: string = req.ip ?? 'unknown'): Promise<void> {
  const limits = req.app.locals.rateLimits as RateLimits;
  try {
    await limits[name].consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    throw err;
  }
}
