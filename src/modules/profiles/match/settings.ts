import type { Knex } from 'knex';
import * as repo from './repo.ts';
import { z } from 'zod';

export const matchGenders = ['Female', 'Male', 'Couple', 'Transsexual'] as const;
export const lookingForOptions = ['Friendship', 'Chat', 'Dating', 'Relationship', 'Adventure'] as const;
export const distanceChoices = [10, 25, 50, 100, 250, 500] as const;

export type MatchSettings = { genders: string[]; ageMin: number; ageMax: number; distanceKm: number | null; lookingFor: string[] };

/** Anyone, anywhere, of age: what a member matches before choosing. */
export const defaultMatchSettings: MatchSettings = { genders: [], ageMin: 18, ageMax: 99, distanceKm: null, lookingFor: [] };

const age = z.coerce.number({ message: 'profiles.match.errors.age' }).int({ message: 'profiles.match.errors.age' }).min(18, { message: 'profiles.match.errors.age' }).max(99, { message: 'profiles.match.errors.age' });
const list = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(values, { message })).max(values.length));

/** SaveProfileFilterConfiguration and the form alike (a form's checkboxes arrive as one value or several). */
export const matchSettingsInput = z
  .object({
    genders: list(matchGenders, 'profiles.match.errors.gender'),
    ageMin: age,
    ageMax: age,
    distanceKm: z.preprocess((v) => (v === '' || v === undefined || v === null ? null : Number(v)), z.union([z.literal(distanceChoices), z.null()], { message: 'profiles.match.errors.distance' })),
    lookingFor: list(lookingForOptions, 'profiles.match.errors.lookingFor'),
  })
  .refine((s) => s.ageMin <= s.ageMax, { message: 'profiles.match.errors.ageOrder', path: ['ageMax'] });

export async function matchSettingsOf(db: Knex, profileId: number): Promise<MatchSettings> {
  return ((await repo.findMatchSettings(db, profileId)) as MatchSettings | null) ?? { ...defaultMatchSettings };
}

export async function saveMatchSettings(db: Knex, profileId: number, s: MatchSettings): Promise<void> {
  await repo.upsertMatchSettings(db, profileId, s);
}
