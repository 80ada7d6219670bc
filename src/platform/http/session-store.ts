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

  /** When each session's expiry was last moved on by this process. */
  private readonly touched = new Map<string, number>();

  /**
   * Moves a session's expiry on (every request of a logged-on member, as sessions roll). At most once a minute
   * per session: a page view is not a database write, and the idle lifetime loses at most that minute.
   */
  override touch(sid: string, sess: SessionData, callback?: (err?: unknown) => void): void {
    const now = Date.now();
    if (now - (this.touched.get(sid) ?? 0) < touchEveryMs) {
      callback?.();
      return;
    }
    if (this.touched.size > 50_000) this.touched.clear();
    this.touched.set(sid, now);
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
