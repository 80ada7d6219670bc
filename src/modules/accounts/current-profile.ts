import type { Knex } from 'knex';
import { unauthorized } from '../../platform/http/errors.ts';
import { findProfileById, type ProfileRecord } from './repo.ts';

/**
 * The logged-on member's own profile row, read fresh from the database: the one loader pages, actions and
 * services use when they need more than the viewer (e-mail, language, credentials state).
 */
export async function currentProfile(db: Knex, viewer: { id: number } | null): Promise<ProfileRecord> {
  const profile = viewer ? await findProfileById(db, viewer.id) : null;
  if (!profile) throw unauthorized();
  return profile;
}
