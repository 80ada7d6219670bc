import type { Knex } from 'knex';
import { AppError } from '../../../platform/http/errors.ts';
import * as repo from '../repo.ts';
import { saveFieldVisibility } from '../visibility/fields.ts';
import { saveArea, type AreaInput } from '../area.ts';
import type { UpdateProfileInput } from './schemas.ts';

const noSuchPerson = () => new AppError(404, 'noSuchPerson', 'profiles.convert.errors.noSuchPerson', {}, 'personIndex');

export type ProfileForEdit = { presentation: string; lookingFor: string; area: AreaInput | null; persons: Omit<repo.PersonRow, 'position'>[] };

/** GetProfileDataForEdit: the member's own texts and persons, as the edit form and UpdateProfile take them. */
export async function profileForEdit(db: Knex, profileId: number): Promise<ProfileForEdit> {
  const [details, persons, area] = await Promise.all([repo.findDetails(db, profileId), repo.findPersons(db, profileId), repo.findArea(db, profileId)]);
  return {
    presentation: details.presentation,
    lookingFor: details.lookingFor,
    area: area && { countryId: area.countryId, postalCode: area.postalCode },
    persons: persons.map(({ position: _position, ...person }) => person),
  };
}

/**
 * Saves the texts, the area (when given) and every person's details in one transaction. The persons must match
 * the profile (one for a
 * single, two for a couple). Dominance is a dark answer: saved where `profiles.darkAnswers` allows (the dark site), kept
 * as it is otherwise.
 */
export async function updateProfile(db: Knex, profileId: number, input: UpdateProfileInput, opts: { darkAnswers: boolean }): Promise<void> {
  const persons = await repo.findPersons(db, profileId);
  if (input.persons.length !== persons.length) throw new AppError(400, 'personsMismatch', 'profiles.edit.errors.persons', {}, 'persons');
  await db.transaction(async (trx) => {
    await repo.upsertDetails(trx, profileId, { presentation: input.presentation, lookingFor: input.lookingFor });
    for (const [position, details] of input.persons.entries()) {
      const dominance = opts.darkAnswers ? details.dominance : (persons[position]?.dominance ?? null);
      await repo.updatePersonDetails(trx, profileId, position, { ...details, dominance });
    }
    if (input.area) await saveArea(trx, profileId, input.area);
    if (input.visibility) await saveFieldVisibility(trx, profileId, input.visibility);
  });
}

export async function updatePersonBirthday(db: Knex, profileId: number, personIndex: number, birthday: string): Promise<void> {
  if (!(await repo.updatePerson(db, profileId, personIndex, { birthday }))) throw noSuchPerson();
}

export async function updatePersonSize(db: Knex, profileId: number, personIndex: number, size: { heightCm: number | null; weightKg: number | null }): Promise<void> {
  if (!(await repo.updatePerson(db, profileId, personIndex, size))) throw noSuchPerson();
}
