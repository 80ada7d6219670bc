import type { Knex } from 'knex';
import { findLatestTermsVersion, insertTermsVersion, updateProfile } from '../repo.ts';

const cacheMs = 30_000;
const cache = new WeakMap<Knex, { version: number; at: number }>();

/** The terms version every profile must have accepted (cached briefly; raised by `admin terms:bump`). */
export async function requiredTermsVersion(db: Knex): Promise<number> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < cacheMs) return hit.version;
  const version = await findLatestTermsVersion(db);
  cache.set(db, { version, at: Date.now() });
  return version;
}

/** Publishes a new terms version: every member is asked to accept it again (spec §4, /ReAcceptance). */
export async function bumpTermsVersion(db: Knex): Promise<number> {
  const next = (await findLatestTermsVersion(db)) + 1;
  await insertTermsVersion(db, next);
  cache.delete(db);
  return next;
}

export async function acceptTerms(db: Knex, profileId: number): Promise<void> {
  await updateProfile(db, profileId, { termsVersion: await requiredTermsVersion(db) });
}

export async function consentToPrivacy(db: Knex, profileId: number): Promise<void> {
  await updateProfile(db, profileId, { privacyConsent: true });
}
