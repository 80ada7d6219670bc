import session, { type SessionData, type Store } from 'express-session';
import { RedisStore } from 'connect-redis';
import type { Knex } from 'knex';
import type { Request, RequestHandler } from 'express';
import type { RedisClient } from '../redis.ts';
import { KnexSessionStore, touchAtMostEveryMinute } from './session-store.ts';

/**
 * `__Host-` makes browsers accept the cookie only when Secure, Path=/ and without Domain, so neither a
 * sibling subdomain nor a plain-http page can plant or overwrite it. http://localhost cannot set Secure
 * cookies, so development and tests keep a plain name.
 */
export const sessionCookieName = (secure: boolean): string => (secure ? '__Host-nordlys.sid' : 'nordlys.sid');
/** Idle lifetime of a session without "remember me"; remembered sessions get 30 days (accounts sets it). */
export const sessionIdleMs = 2 * 60 * 60 * 1000;

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/' });

/**
 * A page view reads the session and writes nothing: the idle expiry moves on in Redis (EXPIRE, the data untouched,
 * so a touch never overwrites what a concurrent request saved) at most once a minute per session in this process.
 * The Postgres store does the same (session-store.ts).
 */
class RedisStoreTouchedRarely extends RedisStore {
  private readonly touchDue = touchAtMostEveryMinute();

  override async touch(sid: string, sess: SessionData, callback?: (err?: unknown) => void) {
    if (!this.touchDue(sid)) {
      callback?.();
      return;
    }
    return super.touch(sid, sess, callback);
  }
}

/** Sessions in Redis when configured, else in the Postgres `sessions` table; never created for mere visitors. */
export function sessionMiddleware(opts: { db: Knex; redis: RedisClient | null; secret: string; secure: boolean }): RequestHandler {
  const store: Store = opts.redis
    ? new RedisStoreTouchedRarely({ client: opts.redis, prefix: 'sess:' })
    : new KnexSessionStore(opts.db);
  return session({
    name: sessionCookieName(opts.secure),
    store,
    secret: opts.secret,
    resave: false,
    saveUninitialized: false,
    // The cookie's expiry moves on with every answer (the browser keeps an active member logged on); the store's
    // at most once a minute (the touch above).
    rolling: true,
    proxy: true,
    cookie: { ...cookieOptions(opts.secure), maxAge: sessionIdleMs },
  });
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
