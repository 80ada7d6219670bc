import type { Knex } from 'knex';
import { AppError } from '../http/errors.ts';
import { formatDate, formatTimeOfDay } from '../i18n/formats.ts';
import type { Locale } from '../i18n/index.ts';

/**
 * Daily caps on the ways a member reaches others (issue 18): every cap is per sender over a rolling 24 hours, so
 * it never refills all at once at midnight, and one more is allowed as soon as the oldest counted act is a day
 * old. Kept in the database: it holds across servers and restarts, on Postgres and the embedded PGlite alike.
 */
export const dayMs = 24 * 60 * 60 * 1000;

/** How much of a cap is spent: acts in the last 24 hours and when the oldest of them was. */
export type Spent = { count: number; oldest: Date | null };

/** When one more is allowed: null while fewer than `perDay` were spent, else when the oldest leaves the 24 hours. */
export function dailyResetAt(spent: Spent, perDay: number): Date | null {
  if (spent.count < perDay || !spent.oldest) return null;
  return new Date(spent.oldest.getTime() + dayMs);
}

/**
 * The 429 of a spent cap, with Retry-After; its message (`messageKey`) gets `{count}` (the cap), `{time}` and
 * `{date}` (when one more is allowed, in the member's language, the site's time zone) and `{wait}` seconds.
 */
export function dailyLimitReached(code: string, messageKey: string, perDay: number, resetAt: Date, locale: Locale, now = new Date()): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  const params = { count: perDay, time: formatTimeOfDay(resetAt, locale), date: formatDate(resetAt, locale), seconds };
  return new AppError(429, code, messageKey, params, undefined, { 'Retry-After': String(seconds) });
}

/**
 * Counts one `action` by `actorId` against a cap of `perDay` within the caller's transaction, or throws
 * `refuse(resetAt)` when the cap is spent. The log row stays when the act is undone (an unlike, a withdrawn
 * request, a deleted entry), so undoing and doing again never refills the cap. Serialised per actor and action
 * (an advisory lock), so two requests at once cannot both pass the last place. Rows older than a day are dropped
 * as the actor's next act is counted.
 */
export async function spendDaily(trx: Knex.Transaction, actorId: number, action: string, perDay: number, refuse: (resetAt: Date) => Error): Promise<void> {
  await trx.raw(`select pg_advisory_xact_lock(hashtext(?), (? % 2147483647)::int)`, [`daily_actions:${action}`, actorId]);
  const since = new Date(Date.now() - dayMs);
  const row = await trx('daily_actions').where({ actor_id: actorId, action }).where('created_at', '>', since).count('* as n').min('created_at as oldest').first();
  const resetAt = dailyResetAt({ count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest as string) : null }, perDay);
  if (resetAt) throw refuse(resetAt);
  await trx('daily_actions').where({ actor_id: actorId, action }).where('created_at', '<=', since).delete();
  await trx('daily_actions').insert({ actor_id: actorId, action });
}

/** Erasure: what the caps counted of a deleted profile goes with it (the rows say when it liked, tagged, wrote). */
export async function forgetDailyActions(trx: Knex.Transaction, actorId: number): Promise<void> {
  await trx('daily_actions').where({ actor_id: actorId }).delete();
}
