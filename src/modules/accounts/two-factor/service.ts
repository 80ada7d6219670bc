import type { Request } from 'express';
import type { Knex } from 'knex';
import type { Viewer } from '../../../platform/auth/access.ts';
import { badRequest, conflict } from '../../../platform/http/errors.ts';
import { rateLimitFor } from '../../../platform/http/rate-limit.ts';
import { findProfileById, updateProfile } from '../repo.ts';
import { assertNotImpersonating } from '../policy.ts';
import { continueSession, verifyCurrentPassword } from '../settings/reauth.ts';
import { groupSecret, isTotpCode, matchTotpStep, newTotpSecret, otpauthUrl, qrCodeDataUrl } from './totp.ts';
import { hashRecoveryCodes, matchRecoveryCode, newRecoveryCode, recoveryCodeCount } from './recovery-codes.ts';
import * as repo from './repo.ts';

/** A secret shown for activation but not yet confirmed with a code; it lives in the session only. */
type PendingSetup = { profileId: number; secret: string; at: number };

declare module 'express-session' {
  interface SessionData {
    twoFactorSetup?: PendingSetup;
  }
}

/** How long a shown secret may still be confirmed; after that a new one is made. */
const setupMs = 15 * 60_000;

export type ActivationData = { secret: string; otpauthUrl: string; qrCodeDataUrl: string };

export type TwoFactorStatus = { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number };

export async function twoFactorStatus(db: Knex, profileId: number): Promise<TwoFactorStatus> {
  const state = await repo.findTotpState(db, profileId);
  const enabled = Boolean(state?.enabledAt);
  return { enabled, enabledAt: state?.enabledAt ?? null, recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, profileId) : 0 };
}

/**
 * ActivationData: a secret for the authenticator app, its otpauth:// URI and that URI as a QR code. The
 * secret stays pending in the session (the same one for 15 minutes, so a reload or a typo does not
 * invalidate what was scanned); the profile is only changed by a successful Enable.
 */
export async function activationData(req: Request, viewer: Viewer): Promise<ActivationData & { secretGroups: string }> {
  assertNotImpersonating(viewer);
  if ((await twoFactorStatus(req.ctx.db, viewer.id)).enabled) throw conflict('twofactor.errors.alreadyEnabled');
  let pending = req.session.twoFactorSetup;
  if (!pending || pending.profileId !== viewer.id || Date.now() - pending.at > setupMs) {
    pending = { profileId: viewer.id, secret: newTotpSecret(), at: Date.now() };
    req.session.twoFactorSetup = pending;
  }
  const profile = await findProfileById(req.ctx.db, viewer.id);
  const uri = otpauthUrl(pending.secret, req.ctx.site.name, profile?.name ?? String(viewer.id));
  return { secret: pending.secret, secretGroups: groupSecret(pending.secret), otpauthUrl: uri, qrCodeDataUrl: await qrCodeDataUrl(uri) };
}

/**
 * Enable: checks the first code against the pending secret, stores the secret and ten new recovery codes
 * (hashed), and returns the codes in clear: the only time they are shown. The code used is spent.
 */
export async function enableTwoFactor(req: Request, viewer: Viewer, code: string): Promise<string[]> {
  assertNotImpersonating(viewer);
  await rateLimitFor('authAccount', req, `totp-setup:${viewer.id}`);
  const pending = req.session.twoFactorSetup;
  if (!pending || pending.profileId !== viewer.id || Date.now() - pending.at > setupMs) throw badRequest('twofactor.errors.setupExpired', {}, 'code');
  const step = matchTotpStep(pending.secret, code);
  if (step === null) throw badRequest('twofactor.errors.codeInvalid', {}, 'code');
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const hashes = await hashRecoveryCodes(codes);
  await req.ctx.db.transaction(async (trx) => {
    if (!(await repo.enableTotp(trx, viewer.id, pending.secret, step))) throw conflict('twofactor.errors.alreadyEnabled');
    await repo.replaceRecoveryCodes(trx, viewer.id, hashes);
  });
  delete req.session.twoFactorSetup;
  return codes;
}

/**
 * Disable: needs the current password and a code (or a recovery code). Clears the secret and the recovery
 * codes and ends every other session of the profile; this browser gets a fresh session and stays logged on.
 */
export async function disableTwoFactor(req: Request, viewer: Viewer, input: { password: string; code: string }): Promise<void> {
  assertNotImpersonating(viewer);
  const { db } = req.ctx;
  if (!(await twoFactorStatus(db, viewer.id)).enabled) throw conflict('twofactor.errors.notEnabled');
  await verifyCurrentPassword(req, viewer.id, input.password);
  await rateLimitFor('authAccount', req, `totp:${viewer.id}`);
  if (!(await verifySecondFactor(db, viewer.id, input.code))) throw badRequest('twofactor.errors.codeInvalid', {}, 'code');
  await db.transaction(async (trx) => {
    await repo.disableTotp(trx, viewer.id);
    await repo.deleteRecoveryCodes(trx, viewer.id);
    await updateProfile(trx, viewer.id, { newSecurityStamp: true });
  });
  await continueSession(req, viewer.id);
}

/**
 * Checks a second factor: a 6-digit TOTP code from a step not used before (±1 step of drift), or an unused
 * recovery code. Either is spent by a successful check. Returns which kind matched, or null.
 */
export async function verifySecondFactor(db: Knex, profileId: number, code: string): Promise<'totp' | 'recovery' | null> {
  const state = await repo.findTotpState(db, profileId);
  if (!state?.enabledAt || !state.secret) return null;
  if (isTotpCode(code)) {
    const step = matchTotpStep(state.secret, code);
    return step !== null && (await repo.claimTotpStep(db, profileId, step)) ? 'totp' : null;
  }
  const id = await matchRecoveryCode(await repo.findUnusedRecoveryCodes(db, profileId), code);
  return id !== null && (await repo.useRecoveryCode(db, id)) ? 'recovery' : null;
}
