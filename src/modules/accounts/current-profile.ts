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

/** One person of the current profile (spec §3: indexable, partially updatable by that index). */
export type CurrentProfilePerson = {
  index: number;
  birthday: string;
  gender: string;
  heightCm: number | null;
  weightKg: number | null;
  /** False for a couple's second person who has not confirmed yet. */
  confirmed: boolean;
};

/** The parts of spec §3's current profile that higher modules own: persons and area (profiles), push (push). */
export type CurrentProfileDetails = {
  requestPushPermission: boolean;
  showBirthdaySplash: boolean;
  needUpdateHeightAndWeight: boolean;
  countryId: number | null;
  persons: CurrentProfilePerson[];
};

/** The answer of each part until its module provided it: nothing asked, nothing known. */
const unknownDetails: CurrentProfileDetails = { requestPushPermission: false, showBirthdaySplash: false, needUpdateHeightAndWeight: false, countryId: null, persons: [] };

export type CurrentProfileDetailsLoader = (db: Knex, profileId: number) => Promise<Partial<CurrentProfileDetails>>;
const detailLoaders = new Set<CurrentProfileDetailsLoader>();

/**
 * A higher module supplies its parts of the current profile (accounts cannot import it): profiles its persons,
 * area and birthday splash, push whether to ask for push. Returns the undo.
 */
export function provideCurrentProfileDetails(loader: CurrentProfileDetailsLoader): () => void {
  detailLoaders.add(loader);
  return () => detailLoaders.delete(loader);
}

/** What the viewer carries about itself: the guard's facts, read once per request by `loadViewer`. */
type ViewerFacts = Pick<Express.User, 'id' | 'member' | 'status' | 'darkStatus' | 'termsAccepted' | 'forcedValidation' | 'forcedConsentMedia' | 'impersonatedBy'>;

/** Spec §3 "Current profile": the viewer's own state plus the parts the higher modules provide. */
export async function currentProfileData(db: Knex, viewer: ViewerFacts) {
  const parts = await Promise.all([...detailLoaders].map((load) => load(db, viewer.id)));
  return {
    id: viewer.id,
    member: viewer.member,
    status: viewer.status,
    darkStatus: viewer.darkStatus,
    termsAccepted: viewer.termsAccepted,
    forcedValidation: viewer.forcedValidation,
    forcedConsentMedia: viewer.forcedConsentMedia ?? false,
    isLoggedIn: true,
    impersonated: viewer.impersonatedBy != null,
    ...parts.reduce<CurrentProfileDetails>((all, part) => ({ ...all, ...part }), unknownDetails),
  };
}
