import session, { type Store } from 'express-session';
import { RedisStore } from 'connect-redis';
import { ConnectSessionKnexStore } from 'connect-session-knex';
import type { Knex } from 'knex';
import type { RequestHandler } from 'express';
import type { RedisClient } from '../redis.ts';

export const sessionCookieName = 'nordlys.sid';
/** Idle lifetime of a session without "remember me"; remembered sessions get 30 days (accounts sets it). */
export const sessionIdleMs = 2 * 60 * 60 * 1000;

/** Sessions in Redis when configured, else in the Postgres `sessions` table; never created for mere visitors. */
export function sessionMiddleware(opts: { db: Knex; redis: RedisClient | null; secret: string; secure: boolean }): RequestHandler {
  const store: Store = opts.redis
    ? new RedisStore({ client: opts.redis, prefix: 'sess:' })
    : new ConnectSessionKnexStore({ knex: opts.db, tableName: 'sessions', createTable: false, cleanupInterval: 15 * 60 * 1000 });
  return session({
    name: sessionCookieName,
    store,
    secret: opts.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: opts.secure ? 'auto' : false, maxAge: sessionIdleMs, path: '/' },
  });
}
