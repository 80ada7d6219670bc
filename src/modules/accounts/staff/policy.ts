import { StaffRole } from '../../../platform/auth/access.ts';
import { mayLogOn } from '../policy.ts';
import type { ProfileRecord } from '../repo.ts';

type Subject = Pick<ProfileRecord, 'id' | 'status' | 'forcedValidation' | 'staffRole'>;

/** Why a staff member may not act as a profile; null when they may. */
export type ImpersonationRefusal = 'notSupportStaff' | 'sameProfile' | 'staffOfEqualOrHigherRole' | 'profileCannotLogOn';

export const isSupportStaff = (profile: Pick<ProfileRecord, 'staffRole'>) => profile.staffRole >= StaffRole.Support;

/** An impersonation ends this long after it began, however active; the staff member opens a new link to go on. */
export const impersonationLifetimeMs = 60 * 60_000;

/** Support and higher may act as a member, never as themselves nor as staff of their own rank or above. */
export function impersonationRefusal(staff: Subject, profile: Subject): ImpersonationRefusal | null {
  if (!isSupportStaff(staff) || !mayLogOn(staff)) return 'notSupportStaff';
  if (staff.id === profile.id) return 'sameProfile';
  if (profile.staffRole >= staff.staffRole) return 'staffOfEqualOrHigherRole';
  if (!mayLogOn(profile)) return 'profileCannotLogOn';
  return null;
}

/** The name of a staff role value, for messages. */
export const staffRoleName = (value: number) => Object.entries(StaffRole).find(([, v]) => v === value)?.[0] ?? String(value);
