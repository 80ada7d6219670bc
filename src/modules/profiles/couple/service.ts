import type { Knex } from 'knex';
import { AppError } from '../../../platform/http/errors.ts';
import { setProfileKind } from '../../accounts/index.ts';
import * as repo from '../repo.ts';
import * as couple from './repo.ts';

const wrongKind = (key: string) => new AppError(409, 'wrongProfileKind', key);

async function personsOf(db: Knex, profileId: number, expected: 1 | 2, key: string) {
  const persons = await repo.findPersons(db, profileId);
  if (persons.length !== expected) throw wrongKind(key);
  return persons;
}

/**
 * Single ↔ couple. The profile stays the same profile: its id, name, texts, pictures, guestbook and everything
 * else it has stay with it; only its persons change (a second one added, or one of two removed), in one
 * transaction with the profile's kind.
 */
export async function convertToCouple(db: Knex, profileId: number, partner: { birthday: string; gender: string }): Promise<void> {
  await personsOf(db, profileId, 1, 'profiles.convert.errors.alreadyCouple');
  await db.transaction(async (trx) => {
    await couple.insertPerson(trx, profileId, 1, partner);
    await setProfileKind(trx, profileId, 'Couple');
  });
}

/** Keeps person `keep` (0 or 1) with all of their details as the profile's only person. */
export async function convertToSingle(db: Knex, profileId: number, keep: number): Promise<void> {
  await personsOf(db, profileId, 2, 'profiles.convert.errors.alreadySingle');
  await db.transaction((trx) => keepOnePerson(trx, profileId, keep));
}

/**
 * The change behind every couple → single, in the caller's transaction (the owner's choice, or the second person
 * leaving by their link): person `keep` stays, confirmed and without a partner's link; nothing else changes.
 */
export async function keepOnePerson(trx: Knex, profileId: number, keep: number): Promise<void> {
  await couple.rewritePersons(trx, profileId, [keep]);
  await couple.settleSinglePerson(trx, profileId);
  await setProfileKind(trx, profileId, 'Single');
}

/** Who is shown first on a couple profile. */
export async function swapPersons(db: Knex, profileId: number): Promise<void> {
  await personsOf(db, profileId, 2, 'profiles.convert.errors.alreadySingle');
  await db.transaction((trx) => couple.rewritePersons(trx, profileId, [1, 0]));
}
