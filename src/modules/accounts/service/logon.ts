import type { Knex } from 'knex';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { findProfileByNameOrEmail, updateProfile, type ProfileRecord } from '../repo.ts';
import { hashPassword, needsRehash, verifyPassword } from '../passwords.ts';
import { logonRefusal, type LogonRefusal } from '../policy.ts';

export type { LogonRefusal };
export type CredentialCheck = { ok: true; profile: ProfileRecord; deletionCancelled: boolean } | { ok: false; reason: LogonRefusal };

/**
 * Checks a name-or-e-mail and password. A wrong name and a wrong password give the same answer; a profile's
 * status is only revealed to someone who knew its password. Logging on during the deletion grace period
 * cancels the deletion; an outdated hash is replaced.
 */
export async function checkCredentials(db: Knex, nameOrEmail: string, password: string): Promise<CredentialCheck> {
  const profile = await findProfileByNameOrEmail(db, nameOrEmail);
  const valid = await verifyPassword(profile?.passwordHash ?? null, password);
  if (!profile || !valid) return { ok: false, reason: 'invalidCredentials' };
  const refusal = logonRefusal(profile);
  if (refusal) return { ok: false, reason: refusal };
  if (needsRehash(profile.passwordHash!)) await updateProfile(db, profile.id, { passwordHash: await hashPassword(password) });
  return admitProfile(db, profile);
}

/** Lets a profile in after any credential check (password, passkey): cancels a pending deletion, records the log-on. */
export async function admitProfile(db: Knex, profile: ProfileRecord): Promise<CredentialCheck & { ok: true }> {
  const deletionCancelled = profile.status === ProfileStatus.ToBeDeleted;
  if (deletionCancelled) await updateProfile(db, profile.id, { status: ProfileStatus.Active, deletionRequested: null });
  await updateProfile(db, profile.id, { loggedOn: true });
  return { ok: true, profile: deletionCancelled ? { ...profile, status: ProfileStatus.Active, deletionRequestedAt: null } : profile, deletionCancelled };
}
