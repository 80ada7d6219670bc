import type { Knex } from 'knex';
import { FieldErrors } from '../../platform/http/errors.ts';
import { countryExists, findPostalCode, knowsPostalCodesOf } from '../common/index.ts';
import type { SignUpProfileDetails } from '../accounts/index.ts';
import * as repo from './repo.ts';

export type AreaInput = { countryId: number; postalCode: string };

/** The area to store: the code as the member typed it, and its coordinates when the catalogue knows it. */
async function locate(db: Knex, area: AreaInput): Promise<repo.AreaRow> {
  const place = await findPostalCode(db, area.countryId, area.postalCode);
  return { ...area, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null };
}

/**
 * Checks and saves where the member lives. A country the site does not offer is refused; so is a postal code the
 * catalogue does not know, once it holds that country's codes (before an import any well-formed code is kept).
 */
export async function saveArea(db: Knex, profileId: number, area: AreaInput): Promise<void> {
  if (!(await countryExists(db, area.countryId))) throw new FieldErrors({ countryId: 'profiles.area.errors.country' });
  const located = await locate(db, area);
  if (located.latitude === null && (await knowsPostalCodesOf(db, area.countryId))) throw new FieldErrors({ postalCode: 'profiles.area.errors.unknownPostalCode' });
  await repo.upsertArea(db, profileId, located);
}

/** Sign-up's persons and area, written in sign-up's transaction (accounts calls this through its hook). */
export async function writeSignUpDetails(trx: Knex, profileId: number, details: SignUpProfileDetails): Promise<void> {
  await repo.insertPersons(trx, profileId, details.persons);
  await repo.upsertArea(trx, profileId, await locate(trx, { countryId: details.countryId, postalCode: details.postalCode }));
}

/** Where the member lives as saved (country id, postal code), or null before they said: receipts and prices read it. */
export async function findHomeArea(db: Knex, profileId: number): Promise<{ countryId: number; postalCode: string | null } | null> {
  const row = await db('profile_areas').where({ profile_id: profileId }).first('country_id', 'postal_code');
  return row ? { countryId: Number(row.country_id), postalCode: (row.postal_code as string | null) ?? null } : null;
}
