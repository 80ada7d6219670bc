import { ProfileStatus } from '../../platform/auth/access.ts';
import type { ProfileRecord } from './repo.ts';

export type LogonRefusal = 'invalidCredentials' | 'locked' | 'permaLocked' | 'quarantined' | 'deleted';

const refusalByStatus: Partial<Record<number, LogonRefusal>> = {
  // Not yet confirmed by the link mailed at sign-up: answered like a wrong password, so a log on tells
  // nobody whether an address has just been used to sign up (the message says to open the mail first).
  [ProfileStatus.None]: 'invalidCredentials',
  [ProfileStatus.PermaLocked]: 'permaLocked',
  [ProfileStatus.Quarantined]: 'quarantined',
  [ProfileStatus.Deleted]: 'deleted',
};

/**
 * The one rule for who may be logged on (log on by any means, and every request of a session): not pending
 * (None: the sign-up's e-mail not yet confirmed), PermaLocked, Quarantined or Deleted, and not Locked unless
 * the lock is a forced validation (spec §4).
 */
export function logonRefusal(profile: Pick<ProfileRecord, 'status' | 'forcedValidation'>): LogonRefusal | null {
  const refusal = refusalByStatus[profile.status];
  if (refusal) return refusal;
  if (profile.status === ProfileStatus.Locked && !profile.forcedValidation) return 'locked';
  return null;
}

export const mayLogOn = (profile: Pick<ProfileRecord, 'status' | 'forcedValidation'>) => logonRefusal(profile) === null;

