import type { Knex } from 'knex';
import type { CurrentProfileDetails } from '../accounts/index.ts';
import { showBirthdaySplash } from './birthdays/service.ts';
import * as repo from './repo.ts';

/**
 * Spec §3 current profile's parts this module owns (provided to accounts' GetProfileData): the persons by index,
 * the country, the birthday splash, and whether a person's height or weight is still missing.
 */
export async function currentProfileDetails(db: Knex, profileId: number): Promise<Partial<CurrentProfileDetails>> {
  const [persons, area, splash] = await Promise.all([repo.findPersons(db, profileId), repo.findArea(db, profileId), showBirthdaySplash(db, profileId)]);
  return {
    persons: persons.map((p) => ({ index: p.position, birthday: p.birthday, gender: p.gender, heightCm: p.heightCm, weightKg: p.weightKg, confirmed: p.confirmed })),
    countryId: area?.countryId ?? null,
    needUpdateHeightAndWeight: persons.some((p) => p.heightCm === null || p.weightKg === null),
    showBirthdaySplash: splash,
  };
}
