import type { Knex } from 'knex';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { findProfileById, findProfileByNameOrEmail, updateProfile } from '../repo.ts';
import { hashPassword, passwordProblem } from '../passwords.ts';
import { consumeToken, issueToken, peekToken, revokeTokens } from '../tokens.ts';
import { queueAccountMail } from '../mail.ts';

/**
 * ForgotPassword: mails a single-use reset link when the profile exists and may log on. The caller answers
 * the same whatever happened, so the form reveals nothing about which names or addresses exist.
 */
export async function requestPasswordReset(db: Knex, nameOrEmail: string, ctx: { origin: string; siteName: string }): Promise<void> {
  const profile = await findProfileByNameOrEmail(db, nameOrEmail);
  if (!profile || profile.status === ProfileStatus.Deleted || profile.status === ProfileStatus.PermaLocked) return;
  await db.transaction(async (trx) => {
    const token = await issueToken(trx, profile.id, 'resetPassword');
    await queueAccountMail(trx, 'resetPassword', profile.email, profile.language, {
      name: profile.name,
      siteName: ctx.siteName,
      link: `${ctx.origin}/ResetPassword?q=${token}`,
    });
  });
}

/** ResetPasswordData: whether a reset link can still be used, and for whom. */
export async function resetPasswordData(db: Knex, queryString: string): Promise<{ valid: boolean; name: string | null }> {
  const token = await peekToken(db, 'resetPassword', queryString);
  const profile = token ? await findProfileById(db, token.profileId) : null;
  return { valid: Boolean(profile), name: profile?.name ?? null };
}

export type ResetResult = { ok: true } | { ok: false; reason: 'expired' } | { ok: false; reason: 'weakPassword'; key: string };

/**
 * ResetPassword: uses the link up, sets the password and changes the security stamp, which ends every
 * other session. It does not log on: the member logs on with the new password (and two-factor, if enabled).
 */
export async function resetPassword(db: Knex, queryString: string, password: string): Promise<ResetResult> {
  const pending = await peekToken(db, 'resetPassword', queryString);
  const profile = pending ? await findProfileById(db, pending.profileId) : null;
  if (!profile) return { ok: false, reason: 'expired' };
  const problem = passwordProblem(password, [profile.name, profile.email.split('@')[0]!]);
  if (problem) return { ok: false, reason: 'weakPassword', key: `accounts.errors.password_${problem}` };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (trx) => {
    const token = await consumeToken(trx, 'resetPassword', queryString);
    if (!token) return { ok: false, reason: 'expired' } as const;
    await updateProfile(trx, token.profileId, { passwordHash, newSecurityStamp: true });
    await revokeTokens(trx, token.profileId, 'resetPassword');
    return { ok: true } as const;
  });
}
