import type { Knex } from 'knex';
import { findProfileById, type ProfileRecord } from '../repo.ts';
import { extendMembership, findBillingDetails, shortenMembershipBy, updateDarkStatus, updateForcedValidationCleared, type MembershipLength } from './repo.ts';

export { findBillingDetails, type MembershipLength };

/**
 * What other modules may change of a profile's standing: the dark status (whose values the dark module
 * owns) and a membership that staff grant for some days until memberships can be bought.
 */
export async function setDarkStatus(db: Knex, profileId: number, darkStatus: number): Promise<void> {
  if (!(await updateDarkStatus(db, profileId, darkStatus))) throw new Error(`No profile with id ${profileId}`);
}

/** Ends a forced validation once the profile is validated (media's validation): shown again, a validation lock lifted. */
export async function clearForcedValidation(db: Knex, profileId: number): Promise<void> {
  if (!(await updateForcedValidationCleared(db, profileId))) throw new Error(`No profile with id ${profileId}`);
}

/** Grants (or lengthens) a membership of `days` days; returns when it ends (null: it has no end). */
export async function grantMembership(db: Knex, profileId: number, days: number): Promise<Date | null> {
  if (!Number.isInteger(days) || days < 1 || days > 3660) throw new Error('Days must be a whole number from 1 to 3660');
  return grantMembershipFor(db, profileId, { days });
}

/**
 * Grants (or lengthens, from the end of a running one) a paid, gifted or 24-hour membership; returns when it ends
 * (null: it has no end). Payments calls it inside the transaction that records the payment.
 */
export async function grantMembershipFor(db: Knex, profileId: number, length: MembershipLength): Promise<Date | null> {
  const until = await extendMembership(db, profileId, length);
  if (until === undefined) throw new Error(`No profile with id ${profileId}`);
  return until;
}

/** Takes a refunded period off a membership (payments, in the refund's transaction); the new end, or null when it had none to shorten. */
export function shortenMembership(db: Knex, profileId: number, length: MembershipLength): Promise<Date | null> {
  return shortenMembershipBy(db, profileId, length);
}

/** A profile by id, for modules that act on the logged-on member's own record; null when it is gone. */
export function getProfile(db: Knex, profileId: number): Promise<ProfileRecord | null> {
  return findProfileById(db, profileId);
}
