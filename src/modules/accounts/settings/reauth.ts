import type { Request } from 'express';
import { unauthorized } from '../../../platform/http/errors.ts';
import { rateLimitFor, resetRateLimit } from '../../../platform/http/rate-limit.ts';
import { findPasswordHash, findProfileById } from '../repo.ts';
import { verifyPassword } from '../passwords.ts';
import { endOtherSessionsSteps, rememberMeMs, sessionUserOf, startSession } from '../session.ts';
import { reauthErrors } from '../errors.ts';

declare module 'express-session' {
  interface SessionData {
    /** When this session last proved the member's password (ms since the epoch). */
    reauthenticatedAt?: number;
  }
}

/** How long a log on or a confirmed password counts as recent for adding a passkey or turning two-factor on. */
export const recentAuthenticationMs = 10 * 60_000;

/**
 * Re-authentication before a sensitive change: the current password, limited per profile like a log on
 * (so a hijacked session cannot be used to guess it). A wrong password is a 400 naming the field.
 */
export async function verifyCurrentPassword(req: Request, profileId: number, password: string, field = 'password'): Promise<void> {
  const key = `reauth:${profileId}`;
  await rateLimitFor('authAccount', req, key);
  if (!(await verifyPassword(await findPasswordHash(req.ctx.db, profileId), password))) throw reauthErrors.wrongPassword(field);
  await resetRateLimit('authAccount', req, key);
  req.session.reauthenticatedAt = Date.now();
}

/**
 * When this session last proved who it is: its log on (any way in that proved a factor here; not a single
 * sign-on from the sister site) or a later password check, whichever is newer.
 */
export function lastAuthenticatedAt(req: Request): number {
  const user = sessionUserOf(req);
  return Math.max(user?.proven === false ? 0 : (user?.since ?? 0), req.session.reauthenticatedAt ?? 0);
}

export const hasRecentAuthentication = (req: Request): boolean => Date.now() - lastAuthenticatedAt(req) <= recentAuthenticationMs;

/**
 * The check at the edge before a new authenticator is added (a passkey, two-factor on): a log on or the
 * password within the last 10 minutes, else 403 reauthenticationRequired, which the forms and the
 * PasskeyManager answer with a password prompt (POST /Settings/ConfirmPassword, /api/EditProfile/ConfirmPassword).
 */
export function assertRecentAuthentication(req: Request): void {
  if (!hasRecentAuthentication(req)) throw reauthErrors.required();
}

/**
 * After the security stamp changed (which ends every session, this one too), logs this browser on again
 * with the new stamp and a new session id, keeping "remember me" as it was. It keeps the log-on time and
 * the last password check too: continuing is not authenticating, so "log out everywhere" neither makes a
 * stale session recent nor extends its 30-day life, while a password change or two-factor off (both
 * checked the password just before, via verifyCurrentPassword) stays recent. What other modules tied to the
 * ended sessions goes with them (`provideOtherSessionsEndStep`: push forgets the other browsers).
 */
export async function continueSession(req: Request, profileId: number): Promise<void> {
  const remembered = (req.session.cookie.originalMaxAge ?? 0) >= rememberMeMs / 2;
  const { since, proven } = sessionUserOf(req) ?? {};
  const reauthenticatedAt = req.session.reauthenticatedAt;
  const profile = await findProfileById(req.ctx.db, profileId);
  if (!profile) throw unauthorized();
  const restore = await endOtherSessionsSteps(req, profileId);
  await startSession(req, req.ctx.db, profile, remembered, null, proven !== false);
  restore();
  const user = sessionUserOf(req);
  if (user && since) user.since = since;
  if (reauthenticatedAt) req.session.reauthenticatedAt = reauthenticatedAt;
}
