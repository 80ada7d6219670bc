import type { Request } from 'express';
import { AppError, unauthorized } from '../../../platform/http/errors.ts';
import { rateLimitFor, resetRateLimit } from '../../../platform/http/rate-limit.ts';
import { findPasswordHash, findProfileById, type ProfileRecord } from '../repo.ts';
import { verifyPassword } from '../passwords.ts';
import { assertNotImpersonating } from '../policy.ts';
import { rememberMeMs, startSession } from '../service/session.ts';

/**
 * The logged-on profile, for a change to its credentials: refused while staff act as the member, and
 * re-read from the database so the change starts from the current row.
 */
export async function loadOwnProfile(req: Request): Promise<ProfileRecord> {
  const { viewer, db } = req.ctx;
  assertNotImpersonating(viewer);
  const profile = viewer ? await findProfileById(db, viewer.id) : null;
  if (!profile) throw unauthorized();
  return profile;
}

/**
 * Re-authentication before a sensitive change: the current password, limited per profile like a log on
 * (so a hijacked session cannot be used to guess it). A wrong password is a 400 naming the field.
 */
export async function verifyCurrentPassword(req: Request, profileId: number, password: string, field = 'password'): Promise<void> {
  const key = `reauth:${profileId}`;
  await rateLimitFor('authAccount', req, key);
  if (!(await verifyPassword(await findPasswordHash(req.ctx.db, profileId), password))) {
    throw new AppError(400, 'wrongPassword', 'settings.errors.passwordWrong', {}, field);
  }
  await resetRateLimit('authAccount', req, key);
}

/**
 * After the security stamp changed (which ends every session, this one too), logs this browser on again
 * with the new stamp and a new session id, keeping "remember me" as it was.
 */
export async function continueSession(req: Request, profileId: number): Promise<void> {
  const remembered = (req.session.cookie.originalMaxAge ?? 0) >= rememberMeMs / 2;
  const profile = await findProfileById(req.ctx.db, profileId);
  if (!profile) throw unauthorized();
  await startSession(req, req.ctx.db, profile, remembered);
}
