import type { Knex } from 'knex';
import { publish } from '../../../platform/events/index.ts';
import { loggedOn } from '../events.ts';
import { findProfileById, findProfileByNameOrEmail, updateProfile, type ProfileRecord } from '../repo.ts';
import { cancelScheduledDeletion } from '../settings/repo.ts';
import { hashPassword, needsRehash, verifyPassword } from '../passwords.ts';
import { logonRefusal, type LogonRefusal } from '../policy.ts';

export type { LogonRefusal };
export type CredentialCheck = { ok: true; profile: ProfileRecord } | { ok: false; reason: LogonRefusal };

/**
 * The password step: checks a name-or-e-mail and password. A wrong name and a wrong password give the same
 * answer; a profile's status is only revealed to someone who knew its password. An outdated hash is
 * replaced. It logs nobody on: that is `completeLogOn`, after the last factor.
 */
export async function checkCredentials(db: Knex, nameOrEmail: string, password: string): Promise<CredentialCheck> {
  const profile = await findProfileByNameOrEmail(db, nameOrEmail);
  const valid = await verifyPassword(profile?.passwordHash ?? null, password);
  if (!profile || !valid) return { ok: false, reason: 'invalidCredentials' };
  const refusal = logonRefusal(profile);
  if (refusal) return { ok: false, reason: refusal };
  if (needsRehash(profile.passwordHash!)) await updateProfile(db, profile.id, { passwordHash: await hashPassword(password) });
  return { ok: true, profile };
}

/** Who is logging on: the member themselves, or staff acting as the member (impersonation). */
export type LogOnScope = { impersonatedBy?: number | null };

export type CompletedLogOn = { ok: true; profile: ProfileRecord; deletionCancelled: boolean } | { ok: false; reason: LogonRefusal };

/**
 * Everything logging on does, once, after the last factor of any way in (password, two-factor, passkey,
 * single sign-on, impersonation): re-reads the profile, applies the log-on rule, cancels a scheduled
 * deletion and records last_logon_at. The caller then starts the session with the profile answered.
 * Staff acting as the member record nothing on the member's row (the deletion stays scheduled, the
 * member's last log on stays theirs): the impersonation_audit row is the record of that visit.
 */
export async function completeLogOn(db: Knex, who: number | Pick<ProfileRecord, 'id'>, scope: LogOnScope = {}): Promise<CompletedLogOn> {
  const id = typeof who === 'number' ? who : who.id;
  const byMember = !scope.impersonatedBy;
  // Cancelled first and conditionally, so a purge that won the race leaves a Deleted row that is refused below.
  const deletionCancelled = byMember && (await cancelScheduledDeletion(db, id));
  const profile = await findProfileById(db, id);
  if (!profile) return { ok: false, reason: 'invalidCredentials' };
  const refusal = logonRefusal(profile);
  if (refusal) return { ok: false, reason: refusal };
  if (byMember) {
    // `accounts.loggedOn` lets others react (notifications: "your favourite is online") without accounts knowing them.
    await db.transaction(async (trx) => {
      await updateProfile(trx, id, { loggedOn: true });
      await publish(trx, loggedOn, { profileId: id });
    });
  }
  return { ok: true, profile, deletionCancelled };
}
