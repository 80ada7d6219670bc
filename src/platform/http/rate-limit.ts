import type { Request } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClient } from '../redis.ts';
import { tooManyRequests } from './errors.ts';
import type { RateLimitName } from './define.ts';
import { createRegistry } from '../registry.ts';
import { defaultLocale } from '../i18n/index.ts';
import { formatWaitTime } from '../i18n/formats.ts';

/** A budget per key (IP, account, or account and IP): points per window of `duration` seconds. */
export type RateLimitBudget = { points: number; duration: number };

const budgets = createRegistry<RateLimitName, RateLimitBudget>('rate limits');

/**
 * Gives a named limit its budget, from the module that declared the name (`RateLimitNames` in define.ts) and uses
 * it; returns the undo (tests). The platform's own: `api`.
 */
export const registerRateLimit = (name: RateLimitName, budget: RateLimitBudget) => budgets.register(name, budget);

registerRateLimit('api', { points: 600, duration: 60 });

export type RateLimits = Record<RateLimitName, RateLimiterAbstract>;

/**
 * Rate limiters on Redis when it is configured, else in this process (the single-dyno embedded mode), one per
 * registered limit (made at its first use, so a limit registered after this call counts too).
 */
export function createRateLimits(redis: RedisClient | null, prefix = 'rl', overrides: Partial<Record<RateLimitName, RateLimitBudget>> = {}): RateLimits {
  const made = new Map<string, RateLimiterAbstract>();
  const make = (name: RateLimitName) => {
    const budget = budgets.lookup(name);
    if (!budget) throw new Error(`Rate limit "${name}" has no budget (registerRateLimit in its module)`);
    const opts = { keyPrefix: `${prefix}:${name}`, ...budget, ...overrides[name] };
    return redis ? new RateLimiterRedis({ ...opts, storeClient: redis, useRedisPackage: true }) : new RateLimiterMemory(opts);
  };
  const limiter = (name: RateLimitName) => {
    let found = made.get(name);
    if (!found) made.set(name, (found = make(name)));
    return found;
  };
  return new Proxy({} as RateLimits, { get: (_target, name) => (typeof name === 'string' ? limiter(name as RateLimitName) : undefined) });
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
