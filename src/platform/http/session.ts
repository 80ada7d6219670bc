import session, { type Store } from 'express-session';
import { RedisStore } from 'connect-redis';
import type { Knex } from 'knex';
import type { Request, RequestHandler } from 'express';
import type { RedisClient } from '../redis.ts';
import { KnexSessionStore } from './session-store.ts';

/**
 * `__Host-` makes browsers accept the cookie only when Secure, Path=/ and without Domain, so neither a
 * sibling subdomain nor a plain-http page can plant or overwrite it. http://localhost cannot set Secure
 * cookies, so development and tests keep a plain name.
 */
export const sessionCookieName = (secure: boolean): string => (secure ? '__Host-nordlys.sid' : 'nordlys.sid');
/** Idle lifetime of a session without "remember me"; remembered sessions get 30 days (accounts sets it). */
export const sessionIdleMs = 2 * 60 * 60 * 1000;

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/' });

/** How often a session's idle expiry (in the store and in the browser's cookie) moves on. */
export const sessionRollEveryMs = 60_000;

/**
 * The idle expiry moves on by a save at most once a minute (`rolledAt` below), so the stores' per-request
 * touch is not needed: a page view is then one read of the store, not a read and a write.
 */
class RedisStoreRolledBySave extends RedisStore {
  override async touch(_sid: string, _sess: unknown, callback?: (err?: unknown) => void) {
    callback?.();
  }
}

/** Sessions in Redis when configured, else in the Postgres `sessions` table; never created for mere visitors. */
export function sessionMiddleware(opts: { db: Knex; redis: RedisClient | null; secret: string; secure: boolean }): RequestHandler {
  const store: Store = opts.redis
    ? new RedisStoreRolledBySave({ client: opts.redis, prefix: 'sess:' })
    : new KnexSessionStore(opts.db);
  const sessions = session({
    name: sessionCookieName(opts.secure),
    store,
    secret: opts.secret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: true,
    cookie: { ...cookieOptions(opts.secure), maxAge: sessionIdleMs },
  });
  return (req, res, next) => sessions(req, res, (err?: unknown) => (err ? next(err) : rollSession(req, next)));
}

/**
 * Rolling expiry, once a minute: a session last rolled a minute ago or more is marked, which makes
 * express-session save it (a new idle expiry in the store) and send the cookie with the new expiry. Every
 * other request of the minute reads the session and writes nothing. A session without a saved state yet
 * (a visitor's first POST) is left alone, so no visitor gets a session for nothing.
 */
function rollSession(req: Request, next: (err?: unknown) => void): void {
  const state = req.session as (typeof req.session & { rolledAt?: number }) | undefined;
  const now = Date.now();
  if (state && Object.keys(state).length > 1 && now - (state.rolledAt ?? 0) >= sessionRollEveryMs) state.rolledAt = now;
  next();
}

/**
 * Runs the session (and passport's session) only where one exists or may start: a request that carries the
 * session cookie, or one that is not a GET or HEAD (a log on, a sign-up). A visitor's page view skips it
 * entirely. `ensureSession` runs it on demand for the few GETs that log a visitor on (`startsSession`).
 */
export function sessionWhereNeeded(session: RequestHandler, passportSession: RequestHandler, secure: boolean): { sessionWhereNeeded: RequestHandler; ensureSession: RequestHandler } {
  const name = sessionCookieName(secure);
  const run: RequestHandler = (req, res, next) => {
    session(req, res, (err?: unknown) => (err ? next(err) : passportSession(req, res, next)));
  };
  return {
    sessionWhereNeeded: (req, res, next) => {
      const cookies = req.cookies as Record<string, string | undefined>;
      if (cookies[name] === undefined && (req.method === 'GET' || req.method === 'HEAD')) return next();
      run(req, res, next);
    },
    ensureSession: (req, res, next) => (req.session ? next() : run(req, res, next)),
  };
}

/** Expires the session cookie in the browser, with the name and options it was set with; call before the session is destroyed. */
export function clearSessionCookie(req: Request): void {
  const secure = req.session?.cookie.secure === true;
  req.res?.clearCookie(sessionCookieName(secure), cookieOptions(secure));
}

/**
 * A response to a logged-on viewer may be personal: no browser or shared cache may keep it. Handlers that
 * serve the same bytes to everyone (robots.txt, the site stylesheet) may still mark theirs public.
 */
export const noStoreForViewers: RequestHandler = (req, res, next) => {
  if (req.user) res.set('Cache-Control', 'no-store');
  next();
};
