import type { Knex } from 'knex';
import { findNameClash, findProfileById, isEmailTaken, updateProfile, type ProfileRecord } from '../repo.ts';
import { hashPassword, passwordProblem } from '../passwords.ts';
import { consumeToken, issueToken, revokeTokens } from '../tokens.ts';
import { queueMail } from '../../../platform/mail/index.ts';
import { recheckRealtimeSessions } from '../../../platform/realtime/index.ts';
import { isUniqueViolation } from '../../../platform/db/knex.ts';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { maskEmail } from './mask-email.ts';
import { accountErrors } from '../errors.ts';

export type LinkContext = { origin: string; siteName: string };

/**
 * UpdateProfileEmail: mails a 24-hour confirmation link to the new address and a notice to the old one.
 * The address on the profile stays the old one until the link is followed; a newer request voids older links.
 */
export async function requestEmailChange(db: Knex, profile: ProfileRecord, newEmail: string, ctx: LinkContext): Promise<void> {
  if (newEmail === profile.email.toLowerCase()) throw accountErrors.emailUnchanged();
  if (await isEmailTaken(db, newEmail, profile.id)) throw accountErrors.emailTaken();
  await db.transaction(async (trx) => {
    await revokeTokens(trx, profile.id, 'changeEmail');
    const token = await issueToken(trx, profile.id, 'changeEmail', { newEmail });
    const params = { name: profile.name, siteName: ctx.siteName };
    await queueMail(trx, { to: newEmail, locale: profile.language, template: 'accounts.mail.changeEmail', params, link: `${ctx.origin}/ConfirmEmailChange?q=${token}` });
    await queueMail(trx, { to: profile.email, locale: profile.language, template: 'accounts.settings.mail.emailChangeRequested', params: { ...params, newEmail: maskEmail(newEmail) } });
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
      // A reset link already sent went to the old address, which may no longer be the member's.
      await revokeTokens(trx, profile.id, 'resetPassword');
      return { ok: true, profileId: profile.id, email: token.newEmail };
    });
  } catch (err) {
    // Two profiles confirming the same address at once: the unique index lets one win.
    if (isUniqueViolation(err)) return { ok: false, reason: 'taken' };
    throw err;
  }
}

/** UpdateProfileName: a new profile name, if no other profile has it (in any case or form) or a look-alike of it. */
export async function changeProfileName(db: Knex, profileId: number, name: string): Promise<void> {
  const clash = await findNameClash(db, name, profileId);
  if (clash) throw clash === 'taken' ? accountErrors.nameTaken() : accountErrors.nameTooSimilar();
  try {
    await updateProfile(db, profileId, { name });
  } catch (err) {
    if (isUniqueViolation(err)) throw accountErrors.nameTaken();
    throw err;
  }
}

/**
 * Sets a new password (the current one was checked by the caller). The security stamp changes, which ends
 * every session of the profile (their open realtime streams end too); unused reset links are voided and the
 * member gets a notice by e-mail.
 */
export async function changePassword(db: Knex, profile: ProfileRecord, password: string, siteName: string): Promise<void> {
  const problem = passwordProblem(password, [profile.name, profile.email.split('@')[0]!]);
  if (problem) throw accountErrors.weakPassword(problem, 'newPassword');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (trx) => {
    await updateProfile(trx, profile.id, { passwordHash, newSecurityStamp: true });
    await revokeTokens(trx, profile.id, 'resetPassword');
    await queueMail(trx, { to: profile.email, locale: profile.language, template: 'accounts.settings.mail.passwordChanged', params: { name: profile.name, siteName } });
  });
  await recheckRealtimeSessions([profile.id]);
}

/** Ends every session of the profile, on every device, and their open realtime streams. */
export async function logOutEverywhere(db: Knex, profileId: number): Promise<void> {
  await updateProfile(db, profileId, { newSecurityStamp: true });
  await recheckRealtimeSessions([profileId]);
}
