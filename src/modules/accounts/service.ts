import type { Knex } from 'knex';
import { ProfileStatus } from '../../platform/auth/access.ts';
import { findProfileById, insertProfile, type NewProfile, type ProfileRecord } from './repo.ts';
import { toViewer, type CurrentViewer } from './presenter.ts';

/** Terms version a profile must have accepted; raised by `admin terms:bump` (accounts issue). */
export const currentTermsVersion = 1;

const loggedOutStatuses: number[] = [ProfileStatus.PermaLocked, ProfileStatus.Quarantined, ProfileStatus.Deleted];

/** The viewer for a session's profile id, or null when the profile may no longer be logged in. */
export async function loadViewer(db: Knex, id: number): Promise<CurrentViewer | null> {
  const profile = await findProfileById(db, id);
  if (!profile || loggedOutStatuses.includes(profile.status)) return null;
  return toViewer(profile, currentTermsVersion);
}

/** Creates a profile row (used by sign-up and by test factories). */
export async function createProfile(db: Knex, profile: NewProfile): Promise<ProfileRecord> {
  return insertProfile(db, profile);
}
