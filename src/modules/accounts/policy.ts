import type { Viewer } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/http/errors.ts';
import { ProfileStatus } from '../../platform/auth/access.ts';
import type { ProfileRecord } from './repo.ts';

/** Staff acting as a member may look around, but not change the member's credentials or payment details. */
export function assertNotImpersonating(viewer: Pick<Viewer, 'impersonatedBy'> | null): void {
  if (viewer?.impersonatedBy) throw new AppError(403, 'impersonating', 'accounts.errors.impersonating');
}

export type LogonRefusal = 'invalidCredentials' | 'locked' | 'permaLocked' | 'quarantined' | 'deleted';

const refusalByStatus: Partial<Record<number, LogonRefusal>> = {
  [ProfileStatus.PermaLocked]: 'permaLocked',
  [ProfileStatus.Quarantined]: 'quarantined',
  [ProfileStatus.Deleted]: 'deleted',
};

/**
 * The one rule for who may be logged on (log on by any means, and every request of a session): not
 * PermaLocked, Quarantined or Deleted, and not Locked unless the lock is a forced validation (spec §4).
 */
export function logonRefusal(profile: Pick<ProfileRecord, 'status' | 'forcedValidation'>): LogonRefusal | null {
  const refusal = refusalByStatus[profile.status];
  if (refusal) return refusal;
  if (profile.status === ProfileStatus.Locked && !profile.forcedValidation) return 'locked';
  return null;
}

export const mayLogOn = (profile: Pick<ProfileRecord, 'status' | 'forcedValidation'>) => logonRefusal(profile) === null;

/** The answer to a refused log-on: 401 for wrong credentials, 403 for a profile that is shut out. */
export function logonRefusalError(reason: LogonRefusal): AppError {
  return new AppError(reason === 'invalidCredentials' ? 401 : 403, reason, `accounts.logon.refused_${reason}`);
}
