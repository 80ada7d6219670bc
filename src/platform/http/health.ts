import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { RedisClient } from '../redis.ts';

const checkTimeoutMs = 4000;

function withinTimeout(check: Promise<unknown>): Promise<boolean> {
  const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, checkTimeoutMs, false).unref());
  return Promise.race([check.then(() => true, () => false), timeout]);
}

/** /healthz: 200 when the database (and Redis, when configured) answer; 503 within 5 s when one does not. */
export function healthCheck(db: Knex, redis: RedisClient | null): RequestHandler {
  return async (_req, res) => {
    const [database, cache] = await Promise.all([
      withinTimeout(db.raw('select 1')),
      redis ? withinTimeout(redis.ping()) : Promise.resolve(null),
    ]);
    const ok = database && cache !== false;
    res.status(ok ? 200 : 503).set('Cache-Control', 'no-store').json({
      status: ok ? 'ok' : 'unavailable',
      database: database ? 'ok' : 'down',
      redis: cache === null ? 'not configured' : cache ? 'ok' : 'down',
    });
  };
}
