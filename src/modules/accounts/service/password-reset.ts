import type { Knex } from 'knex';
import { z } from 'zod';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { enqueueJob, type JobHandler } from '../../../platform/jobs/index.ts';
import { queueMail } from '../../../platform/mail/index.ts';
import { recheckRealtimeSessions } from '../../../platform/realtime/index.ts';
import { findProfileById, findProfileByNameOrEmail, updateProfile } from '../repo.ts';
import { hashPassword, passwordProblem } from '../passwords.ts';
import { consumeToken, issueToken, peekToken, revokeTokens } from '../tokens.ts';
import { findPasskeys } from '../passkeys/repo.ts';
import { accountErrors } from '../errors.ts';

export type ResetLinkContext = { origin: string; siteName: string };

export const passwordResetRequestedJobName = 'accounts.passwordResetRequested';

const resetRequest = z.object({ nameOrEmail: z.string().min(1).max(254), origin: z.url(), siteName: z.string() });

/**
 * ForgotPassword, the request's part: only enqueues the job that does the rest, so the answer takes the
 * same time and the same queries whether or not the name or address belongs to a profile.
 */
export async function enqueuePasswordReset(db: Knex, nameOrEmail: string, ctx: ResetLinkContext): Promise<void> {
  await enqueueJob(db, passwordResetRequestedJobName, { nameOrEmail, origin: ctx.origin, siteName: ctx.siteName });
}

/** The job behind ForgotPassword (accounts' `jobs`). */
export const passwordResetRequestedJob: JobHandler = async (payload, { db }) => {
  const { nameOrEmail, ...ctx } = resetRequest.parse(payload);
  await requestPasswordReset(db, nameOrEmail, ctx);
};

/**
 * Mails a single-use reset link when the profile exists and may log on. The mail also names the profile's
 * passkeys on this site, with the way to remove them: a new password does not shut out a passkey someone
 * else added, so the member must be able to see it.
 */
export async function requestPasswordReset(db: Knex, nameOrEmail: string, ctx: ResetLinkContext): Promise<void> {
  const profile = await findProfileByNameOrEmail(db, nameOrEmail);
  if (!profile || profile.status === ProfileStatus.Deleted || profile.status === ProfileStatus.PermaLocked) return;
  const passkeys = await findPasskeys(db, profile.id, new URL(ctx.origin).hostname);
  await db.transaction(async (trx) => {
    const token = await issueToken(trx, profile.id, 'resetPassword');
    await queueMail(trx, {
      to: profile.email,
      locale: profile.language,
      template: passkeys.length ? 'accounts.mail.resetPasswordWithPasskeys' : 'accounts.mail.resetPassword',
      params: { name: profile.name, siteName: ctx.siteName, passkeys: passkeys.map((p) => `- ${p.name}`).join('\n'), settingsUrl: `${ctx.origin}/Settings` },
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

/**
 * ResetPassword: uses the link up, sets the password and changes the security stamp, which ends every
 * other session. The link proves the address: it is confirmed, and a pending sign-up becomes Active. Every other pending reset link and e-mail change is voided with it (someone who had the
 * account may have started either). It does not log on: the member logs on with the new password (and
 * two-factor, if enabled). Answers 'expired' for a used, voided or expired link; a weak password is a 400.
 */
export async function resetPassword(db: Knex, queryString: string, password: string): Promise<'reset' | 'expired'> {
  const pending = await peekToken(db, 'resetPassword', queryString);
  const profile = pending ? await findProfileById(db, pending.profileId) : null;
  if (!profile) return 'expired';
  const problem = passwordProblem(password, [profile.name, profile.email.split('@')[0]!]);
  if (problem) throw accountErrors.weakPassword(problem);
  const passwordHash = await hashPassword(password);
  const outcome = await db.transaction(async (trx) => {
    const token = await consumeToken(trx, 'resetPassword', queryString);
    if (!token) return 'expired' as const;
    // The link came by e-mail, so it proves the address as a confirmation link would: a pending sign-up becomes Active.
    const proves = { ...(profile.emailConfirmedAt ? {} : { emailConfirmed: true }), ...(profile.status === ProfileStatus.None ? { status: ProfileStatus.Active } : {}) };
    await updateProfile(trx, token.profileId, { passwordHash, newSecurityStamp: true, ...proves });
    await revokeTokens(trx, token.profileId, 'resetPassword');
    await revokeTokens(trx, token.profileId, 'changeEmail');
    await revokeTokens(trx, token.profileId, 'confirmEmail');
    return 'reset' as const;
  });
  if (outcome === 'reset') await recheckRealtimeSessions([profile.id]);
  return outcome;
}
