import type { Knex } from 'knex';
import { createCache } from '../../../platform/cache.ts';
import { findLatestTermsVersion, insertTermsVersion, updateProfile } from '../repo.ts';

type Cache = ReturnType<typeof createCache<number>>;
/** One cache per database handle: two apps in one process (tests) may use two databases. */
const caches = new WeakMap<Knex, Cache>();
const all = new Set<Cache>();

function cacheFor(db: Knex): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCache<number>(30_000);
    caches.set(db, cache);
    all.add(cache);
  }
  return cache;
}

/** The terms version every profile must have accepted (cached 30 s; raised by `admin terms:bump`). */
export function requiredTermsVersion(db: Knex): Promise<number> {
  return cacheFor(db).get('required', () => findLatestTermsVersion(db));
}

/** Publishes a new terms version: every member is asked to accept it again (spec §4, /ReAcceptance). */
export async function bumpTermsVersion(db: Knex): Promise<number> {
  const next = (await findLatestTermsVersion(db)) + 1;
  await insertTermsVersion(db, next);
  for (const cache of all) cache.clear();
  return next;
}

export async function acceptTerms(db: Knex, profileId: number): Promise<void> {
  await updateProfile(db, profileId, { termsVersion: await requiredTermsVersion(db) });
}

export async function consentToPrivacy(db: Knex, profileId: number): Promise<void> {
  await updateProfile(db, profileId, { privacyConsent: true });
}
