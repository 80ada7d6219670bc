import type { Knex } from 'knex';
import { listSites } from '../../sites/index.ts';
import { findProfileById, type ProfileRecord } from '../repo.ts';
import { findProfileForCli } from '../service/profiles.ts';
import { consumeToken, issueToken } from '../tokens.ts';
import { impersonationLifetimeMs, impersonationRefusal, isSupportStaff, staffRoleName, type ImpersonationRefusal } from './policy.ts';
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
 * For `admin impersonate`: a one-time link (10 minutes), on the site's canonical origin and good on that site
 * only, with which `staff` acts as `profile`. Throws an ImpersonationError with a clear message when the site
 * or either profile is unknown or the rule forbids it.
 */
export async function issueImpersonationLink(db: Knex, staffNameOrEmail: string, profileNameOrEmail: string, siteId: number): Promise<string> {
  const site = (await listSites(db)).find((s) => s.id === siteId);
  if (!site) throw new ImpersonationError(`No site with id ${siteId}`);
  const staff = await findProfileForCli(db, staffNameOrEmail);
  const profile = await findProfileForCli(db, profileNameOrEmail);
  const refusal = impersonationRefusal(staff, profile);
  if (refusal) throw new ImpersonationError(refusalMessage(refusal, staff, profile));
  const token = await issueToken(db, profile.id, 'impersonate', { actorProfileId: staff.id, siteId: site.id });
  const url = new URL('/Impersonate', site.origin);
  url.searchParams.set('q', token);
  return url.toString();
}

export type ImpersonationStart = { ok: true; staff: ProfileRecord; profile: ProfileRecord; auditId: number } | { ok: false; reason: 'linkExpired' | 'refused' };

/**
 * Uses an impersonation link up and writes the audit row; the rule is checked again as it stands now. A link
 * for another site is refused (and used up all the same).
 */
export async function beginImpersonation(db: Knex, rawToken: string, siteId: number, ip: string | null): Promise<ImpersonationStart> {
  const token = await consumeToken(db, 'impersonate', rawToken);
  if (!token?.actorProfileId) return { ok: false, reason: 'linkExpired' };
  if (token.siteId !== siteId) return { ok: false, reason: 'refused' };
  const [staff, profile] = await Promise.all([findProfileById(db, token.actorProfileId), findProfileById(db, token.profileId)]);
  if (!staff || !profile || impersonationRefusal(staff, profile)) return { ok: false, reason: 'refused' };
  const audit = await insertImpersonationAudit(db, staff.id, profile.id, ip);
  return { ok: true, staff, profile, auditId: audit.id };
}

/**
 * Whether an open impersonation may go on, asked on every request of the session: within its 60 minutes,
 * and the rule still holds against the staff member's current row (a role removed since ends it at once).
 */
export async function impersonationHolds(db: Knex, staffProfileId: number, profile: ProfileRecord, startedAt: number, now = Date.now()): Promise<boolean> {
  if (now - startedAt > impersonationLifetimeMs) return false;
  const staff = await findProfileById(db, staffProfileId);
  return staff !== null && impersonationRefusal(staff, profile) === null;
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
