import type { Knex } from 'knex';
import { findProfileById, type ProfileRecord } from '../repo.ts';
import { findProfileForCli } from '../service/profiles.ts';
import { consumeToken, issueToken } from '../tokens.ts';
import { impersonationRefusal, isSupportStaff, staffRoleName, type ImpersonationRefusal } from './policy.ts';
import { mayLogOn } from '../policy.ts';
import { closeImpersonationAudit, insertImpersonationAudit } from './repo.ts';

export class ImpersonationError extends Error {}

function refusalMessage(refusal: ImpersonationRefusal, staff: ProfileRecord, profile: ProfileRecord): string {
  switch (refusal) {
    case 'notSupportStaff':
      return `"${staff.name}" may not impersonate: that needs an active profile with staff role Support or Developer (it has ${staffRoleName(staff.staffRole)})`;
    case 'sameProfile':
      return `"${staff.name}" cannot impersonate their own profile`;
    case 'staffOfEqualOrHigherRole':
      return `"${profile.name}" is staff (${staffRoleName(profile.staffRole)}) of the same or a higher role than "${staff.name}" (${staffRoleName(staff.staffRole)}) and cannot be impersonated`;
    case 'profileCannotLogOn':
      return `"${profile.name}" cannot log on (status ${profile.status}), so it cannot be impersonated`;
  }
}

/**
 * For `admin impersonate`: a one-time link (10 minutes) with which `staff` acts as `profile` on the site at
 * `origin`. Throws an ImpersonationError with a clear message when either is unknown or the rule forbids it.
 */
export async function issueImpersonationLink(db: Knex, staffNameOrEmail: string, profileNameOrEmail: string, origin: string): Promise<string> {
  const staff = await findProfileForCli(db, staffNameOrEmail);
  const profile = await findProfileForCli(db, profileNameOrEmail);
  const refusal = impersonationRefusal(staff, profile);
  if (refusal) throw new ImpersonationError(refusalMessage(refusal, staff, profile));
  const token = await issueToken(db, profile.id, 'impersonate', { actorProfileId: staff.id });
  const url = new URL('/Impersonate', origin);
  url.searchParams.set('q', token);
  return url.toString();
}

export type ImpersonationStart = { ok: true; staff: ProfileRecord; profile: ProfileRecord; auditId: number } | { ok: false; reason: 'linkExpired' | 'refused' };

/** Uses an impersonation link up and writes the audit row; the rule is checked again as it stands now. */
export async function beginImpersonation(db: Knex, rawToken: string, ip: string | null): Promise<ImpersonationStart> {
  const token = await consumeToken(db, 'impersonate', rawToken);
  if (!token?.actorProfileId) return { ok: false, reason: 'linkExpired' };
  const [staff, profile] = await Promise.all([findProfileById(db, token.actorProfileId), findProfileById(db, token.profileId)]);
  if (!staff || !profile || impersonationRefusal(staff, profile)) return { ok: false, reason: 'refused' };
  const audit = await insertImpersonationAudit(db, staff.id, profile.id, ip);
  return { ok: true, staff, profile, auditId: audit.id };
}

/**
 * Closes the audit row and gives back the staff member's own profile to log on as, or null when they are no
 * longer Support staff able to log on (then the session just ends: the link was their only credential).
 */
export async function endImpersonation(db: Knex, auditId: number | undefined, staffProfileId: number, profileId: number): Promise<ProfileRecord | null> {
  if (auditId) await closeImpersonationAudit(db, auditId, staffProfileId, profileId);
  const staff = await findProfileById(db, staffProfileId);
  return staff && isSupportStaff(staff) && mayLogOn(staff) ? staff : null;
}
