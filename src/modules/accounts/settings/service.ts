import type { Knex } from 'knex';
import { AppError, conflict } from '../../../platform/http/errors.ts';
import { findProfileById, isEmailTaken, isNameTaken, updateProfile, type ProfileRecord } from '../repo.ts';
import { hashPassword, passwordProblem } from '../passwords.ts';
import { consumeToken, issueToken, revokeTokens } from '../tokens.ts';
import { queueAccountMail } from '../mail.ts';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { maskEmail, queueSettingsNotice } from './notices.ts';

export type LinkContext = { origin: string; siteName: string };

/**
 * UpdateProfileEmail: mails a 24-hour confirmation link to the new address and a notice to the old one.
 * The address on the profile stays the old one until the link is followed; a newer request voids older links.
 */
export async function requestEmailChange(db: Knex, profile: ProfileRecord, newEmail: string, ctx: LinkContext): Promise<void> {
  if (newEmail === profile.email.toLowerCase()) throw new AppError(400, 'unchanged', 'settings.errors.emailUnchanged', {}, 'email');
  if (await isEmailTaken(db, newEmail, profile.id)) throw conflict('settings.errors.emailTaken', 'email');
  await db.transaction(async (trx) => {
    await revokeTokens(trx, profile.id, 'changeEmail');
    const token = await issueToken(trx, profile.id, 'changeEmail', { newEmail });
    const params = { name: profile.name, siteName: ctx.siteName };
    await queueAccountMail(trx, 'changeEmail', newEmail, profile.language, { ...params, link: `${ctx.origin}/ConfirmEmailChange?q=${token}` });
    await queueSettingsNotice(trx, 'emailChangeRequested', profile.email, profile.language, { ...params, newEmail: maskEmail(newEmail) });
  });
}

export type EmailChangeOutcome = { ok: true; profileId: number; email: string } | { ok: false; reason: 'expired' | 'taken' };

/** Follows a change-of-address link: the new address replaces the old one, confirmed, if nobody took it meanwhile. */
export async function confirmEmailChange(db: Knex, raw: string): Promise<EmailChangeOutcome> {
  try {
    return await db.transaction(async (trx): Promise<EmailChangeOutcome> => {
      const token = await consumeToken(trx, 'changeEmail', raw);
      const profile = token?.newEmail ? await findProfileById(trx, token.profileId) : null;
      if (!token?.newEmail || !profile || profile.status === ProfileStatus.Deleted) return { ok: false, reason: 'expired' };
      if (await isEmailTaken(trx, token.newEmail, profile.id)) return { ok: false, reason: 'taken' };
      await updateProfile(trx, profile.id, { email: token.newEmail, emailConfirmed: true });
      await revokeTokens(trx, profile.id, 'changeEmail');
      return { ok: true, profileId: profile.id, email: token.newEmail };
    });
  } catch (err) {
    // Two profiles confirming the same address at once: the unique index lets one win.
    if ((err as { code?: string }).code === '23505') return { ok: false, reason: 'taken' };
    throw err;
  }
}

/** UpdateProfileName: a new profile name, if no other profile has it (in any case). */
export async function changeProfileName(db: Knex, profileId: number, name: string): Promise<void> {
  if (await isNameTaken(db, name, profileId)) throw conflict('accounts.errors.nameTaken', 'name');
  try {
    await updateProfile(db, profileId, { name });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw conflict('accounts.errors.nameTaken', 'name');
    throw err;
  }
}

/**
 * Sets a new password (the current one was checked by the caller). The security stamp changes, which ends
 * every session of the profile; unused reset links are voided and the member gets a notice by e-mail.
 */
export async function changePassword(db: Knex, profile: ProfileRecord, password: string, siteName: string): Promise<void> {
  const problem = passwordProblem(password, [profile.name, profile.email.split('@')[0]!]);
  if (problem) throw new AppError(400, 'weakPassword', `accounts.errors.password_${problem}`, {}, 'newPassword');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (trx) => {
    await updateProfile(trx, profile.id, { passwordHash, newSecurityStamp: true });
    await revokeTokens(trx, profile.id, 'resetPassword');
    await queueSettingsNotice(trx, 'passwordChanged', profile.email, profile.language, { name: profile.name, siteName });
  });
}

/** Ends every session of the profile, on every device. */
export async function logOutEverywhere(db: Knex, profileId: number): Promise<void> {
  await updateProfile(db, profileId, { newSecurityStamp: true });
}
