import type { Request } from 'express';
import { rateLimitFor } from '../../../platform/http/rate-limit.ts';
import { assertRecentAuthentication, continueSession, verifyCurrentPassword } from '../settings/reauth.ts';
import { newTotpSecret } from './totp.ts';
import { activationData, disableTwoFactor, enableTwoFactor, type ActivationData } from './service.ts';
import { twoFactorErrors } from '../errors.ts';

/**
 * The request side of turning two-factor on and off, shared by /api/TwoFactor and /Settings/TwoFactor: the
 * pending secret in the session, the recent-authentication check and the rate limits; the service does the rest.
 */

/** A secret shown for activation but not yet confirmed with a code; it lives in the session only. */
type PendingSetup = { profileId: number; secret: string; at: number };

declare module 'express-session' {
  interface SessionData {
    twoFactorSetup?: PendingSetup;
  }
}

/** How long a shown secret may still be confirmed; after that a new one is made. */
const setupMs = 15 * 60_000;

function pendingSetup(req: Request, profileId: number): PendingSetup | null {
  const pending = req.session.twoFactorSetup;
  return pending && pending.profileId === profileId && Date.now() - pending.at <= setupMs ? pending : null;
}

/**
 * The secret to show, its URI and QR code: the same one for 15 minutes, so a reload, a typo or a detour
 * through the password prompt does not invalidate what was scanned. Needs a recent authentication.
 */
export async function showActivation(req: Request, profileId: number): Promise<ActivationData & { secretGroups: string }> {
  assertRecentAuthentication(req);
  let pending = pendingSetup(req, profileId);
  if (!pending) {
    pending = { profileId, secret: newTotpSecret(), at: Date.now() };
    req.session.twoFactorSetup = pending;
  }
  return activationData(req.ctx.db, { profileId, secret: pending.secret, siteName: req.ctx.site.name });
}

/** Enable with the first code for the pending secret; answers the recovery codes. Needs a recent authentication. */
export async function enableFromSession(req: Request, profileId: number, code: string): Promise<string[]> {
  assertRecentAuthentication(req);
  await rateLimitFor('authAccount', req, `totp-setup:${profileId}`);
  const pending = pendingSetup(req, profileId);
  if (!pending) throw twoFactorErrors.setupExpired();
  const codes = await enableTwoFactor(req.ctx.db, { profileId, secret: pending.secret, code });
  delete req.session.twoFactorSetup;
  return codes;
}

/**
 * Disable with the current password (which is the re-authentication) and a code; the security stamp
 * changes, so every other session ends and this browser gets a fresh session and stays logged on.
 */
export async function disableWithPassword(req: Request, profileId: number, input: { password: string; code: string }): Promise<void> {
  await verifyCurrentPassword(req, profileId, input.password);
  await rateLimitFor('authAccount', req, `totp:${profileId}`);
  await disableTwoFactor(req.ctx.db, { profileId, code: input.code });
  await continueSession(req, profileId);
}
