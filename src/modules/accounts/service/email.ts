import type { Knex } from 'knex';
import { z } from 'zod';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { enqueueJob, type JobHandler } from '../../../platform/jobs/index.ts';
import { queueMail } from '../../../platform/mail/index.ts';
import { consumeToken, findTokenInAnyState, issueToken, revokeTokens } from '../tokens.ts';
import { findProfileByEmail, findProfileById, updateProfile, type ProfileRecord } from '../repo.ts';

export type ConfirmLinkContext = { origin: string; siteName: string; locale?: string };

/** Mails a fresh confirmation link (7 days) to the profile's address; older links keep working until one is used. */
export async function sendConfirmationLink(trx: Knex, profile: ProfileRecord, ctx: ConfirmLinkContext): Promise<void> {
  const token = await issueToken(trx, profile.id, 'confirmEmail');
  await queueMail(trx, {
    to: profile.email,
    locale: profile.language ?? ctx.locale ?? null,
    template: 'accounts.mail.confirmEmail',
    params: { name: profile.name, siteName: ctx.siteName },
    link: `${ctx.origin}/ConfirmEmail?q=${token}`,
  });
}

/** True when the address still waits for its confirmation and may get a link (not deleted or closed for good). */
const awaitsConfirmation = (profile: ProfileRecord) =>
  !profile.emailConfirmedAt && profile.status !== ProfileStatus.Deleted && profile.status !== ProfileStatus.PermaLocked;

export type ConfirmOutcome =
  /** A pending sign-up: the profile is now Active, and the caller logs the visitor on. */
  | { kind: 'activated'; profileId: number }
  /** The address of a profile that already was Active (an older profile). */
  | { kind: 'confirmed'; profileId: number }
  /** The link was used before (or another of its links was), and the address is confirmed. */
  | { kind: 'alreadyConfirmed' }
  | { kind: 'expired' };

/**
 * Follows a confirmation link: confirms the address, and a pending sign-up becomes Active. The profile's other
 * confirmation links are used up with it, so they say "already confirmed" rather than confirming again.
 */
export async function confirmEmail(db: Knex, queryString: string): Promise<ConfirmOutcome> {
  return db.transaction(async (trx): Promise<ConfirmOutcome> => {
    const token = await consumeToken(trx, 'confirmEmail', queryString);
    if (!token) return (await confirmedEarlier(trx, queryString)) ? { kind: 'alreadyConfirmed' } : { kind: 'expired' };
    const profile = await findProfileById(trx, token.profileId);
    if (!profile || profile.status === ProfileStatus.Deleted) return { kind: 'expired' };
    const activate = profile.status === ProfileStatus.None;
    await updateProfile(trx, profile.id, { emailConfirmed: true, ...(activate ? { status: ProfileStatus.Active } : {}) });
    await revokeTokens(trx, profile.id, 'confirmEmail');
    return { kind: activate ? 'activated' : 'confirmed', profileId: profile.id };
  });
}

/** Whether a link that can no longer be used belongs to a profile whose address is confirmed by now. */
async function confirmedEarlier(db: Knex, queryString: string): Promise<boolean> {
  const spent = await findTokenInAnyState(db, 'confirmEmail', queryString);
  const profile = spent ? await findProfileById(db, spent.profileId) : null;
  return Boolean(profile?.emailConfirmedAt) && profile?.status !== ProfileStatus.None && profile?.status !== ProfileStatus.Deleted;
}

/** A logged-on member's "send the confirmation e-mail again"; false when the address is already confirmed. */
export async function resendConfirmation(db: Knex, profile: ProfileRecord, ctx: ConfirmLinkContext): Promise<boolean> {
  if (!awaitsConfirmation(profile)) return false;
  await db.transaction((trx) => sendConfirmationLink(trx, profile, ctx));
  return true;
}

export const confirmationResendJobName = 'accounts.confirmationResendRequested';

const resendRequest = z.object({ email: z.string().min(1).max(254), origin: z.url(), siteName: z.string() });

/**
 * "Send the e-mail again" for someone who is not logged on: only enqueues the job that looks the address up,
 * so the answer is the same, in the same time, whether or not the address belongs to a profile.
 */
export async function enqueueConfirmationResend(db: Knex, email: string, ctx: ConfirmLinkContext): Promise<void> {
  await enqueueJob(db, confirmationResendJobName, { email, origin: ctx.origin, siteName: ctx.siteName });
}

/** The job behind it: a new link when the address belongs to a profile that still waits for one, else nothing. */
export const confirmationResendJob: JobHandler = async (payload, { db }) => {
  const { email, ...ctx } = resendRequest.parse(payload);
  const profile = await findProfileByEmail(db, email);
  if (!profile || !awaitsConfirmation(profile)) return;
  await db.transaction((trx) => sendConfirmationLink(trx, profile, ctx));
};
