import session, { type SessionData } from 'express-session';
import type { Knex } from 'knex';

const table = 'sessions';
const fallbackLifetimeMs = 24 * 3600_000;

/**
 * express-session's store on the `sessions` table (sessions without Redis). Every failure reaches
 * express-session's callback, so a database that is down answers 503 and recovers with it: the
 * connect-session-knex store we had left touch() failures unhandled (a hung response, a crashed process)
 * and stayed broken for good when the database was down at start.
 */
const touchEveryMs = 60_000;

/**
 * Whether a session's expiry is due to move on now: at most once a minute per session in this process (the
 * stores' touch; a page view then writes nothing). Remembers at most 50,000 sessions, then starts again.
 */
export function touchAtMostEveryMinute(): (sid: string) => boolean {
  const touched = new Map<string, number>();
  return (sid) => {
    const now = Date.now();
    if (now - (touched.get(sid) ?? 0) < touchEveryMs) return false;
    if (touched.size > 50_000) touched.clear();
    touched.set(sid, now);
    return true;
  };
}

export class KnexSessionStore extends session.Store {
  private readonly cleanup: NodeJS.Timeout;

  constructor(
    private readonly db: Knex,
    cleanupIntervalMs = 15 * 60_000,
  ) {
    super();
    this.cleanup = setInterval(() => {
      // A cleanup missed while the database is down is done by the next one.
      this.db(table).where('expired', '<', new Date()).del().catch(() => undefined);
    }, cleanupIntervalMs);
    this.cleanup.unref();
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    const read = this.db(table).first<{ sess: SessionData | string } | undefined>('sess').where({ sid }).andWhere('expired', '>', new Date());
    read.then((row) => callback(null, row ? parse(row.sess) : null), (err: unknown) => callback(err));
  }

  override set(sid: string, sess: SessionData, callback?: (err?: unknown) => void): void {
    const row = { sid, sess: JSON.stringify(sess), expired: expiry(sess) };
    settle(this.db(table).insert(row).onConflict('sid').merge(), callback);
  }

  private readonly touchDue = touchAtMostEveryMinute();

  /**
   * Moves a session's expiry on (every request of a logged-on member, as sessions roll). At most once a minute
   * per session: a page view is not a database write, and the idle lifetime loses at most that minute.
   */
  override touch(sid: string, sess: SessionData, callback?: (err?: unknown) => void): void {
    if (!this.touchDue(sid)) {
      callback?.();
      return;
    }
    settle(this.db(table).where({ sid }).andWhere('expired', '>', new Date()).update({ expired: expiry(sess) }), callback);
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    settle(this.db(table).where({ sid }).del(), callback);
  }

  /** Stops the periodic removal of expired rows. */
  close(): void {
    clearInterval(this.cleanup);
  }
}

function settle(work: PromiseLike<unknown>, callback?: (err?: unknown) => void): void {
  work.then(
    () => callback?.(),
    (err: unknown) => callback?.(err),
  );
}

function parse(sess: SessionData | string): SessionData {
  return typeof sess === 'string' ? (JSON.parse(sess) as SessionData) : sess;
}

function expiry(sess: SessionData): Date {
  const expires = sess.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + fallbackLifetimeMs);
}
