import type { Knex } from 'knex';
import { StaffRole, type StaffRoleName } from '../../../platform/auth/access.ts';
import { findProfileByNameOrEmail, insertProfile, updateProfile, type NewProfile, type ProfileRecord } from '../repo.ts';

/** Creates a profile row (sign-up uses its own transaction; test factories and the CLI use this). */
export async function createProfile(db: Knex, profile: NewProfile): Promise<ProfileRecord> {
  return insertProfile(db, profile);
}

/** For the admin CLI: a profile by name or e-mail, or an error naming what was not found. */
export async function findProfileForCli(db: Knex, nameOrEmail: string): Promise<ProfileRecord> {
  const profile = await findProfileByNameOrEmail(db, nameOrEmail);
  if (!profile) throw new Error(`No profile named "${nameOrEmail}"`);
  return profile;
}

/** Gives a profile a staff role (spec §3); None removes it. */
export async function setStaffRole(db: Knex, nameOrEmail: string, role: string): Promise<ProfileRecord> {
  if (!Object.hasOwn(StaffRole, role)) throw new Error(`Unknown staff role "${role}". Roles: ${Object.keys(StaffRole).join(', ')}`);
  const profile = await findProfileForCli(db, nameOrEmail);
  await updateProfile(db, profile.id, { staffRole: StaffRole[role as StaffRoleName] });
  return { ...profile, staffRole: StaffRole[role as StaffRoleName] };
}

/** The member's saved interface language; changed only by the settings form, never by the ?lang= switcher. */
export async function saveLanguagePreference(db: Knex, profileId: number, locale: string): Promise<void> {
  await updateProfile(db, profileId, { language: locale });
}
