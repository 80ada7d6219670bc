import type { Knex } from 'knex';
import { findProfileById, updateProfile } from '../repo.ts';
import { groupSecret, isTotpCode, matchTotpStep, otpauthUrl, qrCodeDataUrl } from './totp.ts';
import { hashRecoveryCodes, matchRecoveryCode, newRecoveryCode, recoveryCodeCount } from './recovery-codes.ts';
import * as repo from './repo.ts';
import { twoFactorErrors } from '../errors.ts';
import { recheckRealtimeSessions } from '../../../platform/realtime/index.ts';

export type ActivationData = { secret: string; otpauthUrl: string; qrCodeDataUrl: string };

export type TwoFactorStatus = { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number };

export async function twoFactorStatus(db: Knex, profileId: number): Promise<TwoFactorStatus> {
  const state = await repo.findTotpState(db, profileId);
  const enabled = Boolean(state?.enabledAt);
  return { enabled, enabledAt: state?.enabledAt ?? null, recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, profileId) : 0 };
}

/**
 * ActivationData: for a secret not yet confirmed (the caller keeps it pending), its otpauth:// URI with the
 * site and profile name, and that URI as a QR code. Nothing is stored: only a successful Enable changes the profile.
 */
export async function activationData(db: Knex, input: { profileId: number; secret: string; siteName: string }): Promise<ActivationData & { secretGroups: string }> {
  if ((await twoFactorStatus(db, input.profileId)).enabled) throw twoFactorErrors.alreadyEnabled();
  const profile = await findProfileById(db, input.profileId);
  const uri = otpauthUrl(input.secret, input.siteName, profile?.name ?? String(input.profileId));
  return { secret: input.secret, secretGroups: groupSecret(input.secret), otpauthUrl: uri, qrCodeDataUrl: await qrCodeDataUrl(uri) };
}

/**
 * Enable: checks the first code against the secret that was shown, stores the secret and ten new recovery
 * codes (hashed), and returns the codes in clear: the only time they are shown. The code used is spent.
 */
export async function enableTwoFactor(db: Knex, input: { profileId: number; secret: string; code: string }): Promise<string[]> {
  const step = matchTotpStep(input.secret, input.code);
  if (step === null) throw twoFactorErrors.wrongCode();
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const hashes = await hashRecoveryCodes(codes);
  await db.transaction(async (trx) => {
    if (!(await repo.enableTotp(trx, input.profileId, input.secret, step))) throw twoFactorErrors.alreadyEnabled();
    await repo.replaceRecoveryCodes(trx, input.profileId, hashes);
  });
  return codes;
}

/**
 * Disable (the caller has checked the password): needs a code or a recovery code. Clears the secret and the
 * recovery codes and changes the security stamp, which ends every session of the profile.
 */
export async function disableTwoFactor(db: Knex, input: { profileId: number; code: string }): Promise<void> {
  if (!(await twoFactorStatus(db, input.profileId)).enabled) throw twoFactorErrors.notEnabled();
  if (!(await verifySecondFactor(db, input.profileId, input.code))) throw twoFactorErrors.wrongCode();
  await db.transaction(async (trx) => {
    await repo.disableTotp(trx, input.profileId);
    await repo.deleteRecoveryCodes(trx, input.profileId);
    await updateProfile(trx, input.profileId, { newSecurityStamp: true });
  });
  await recheckRealtimeSessions([input.profileId]);
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
