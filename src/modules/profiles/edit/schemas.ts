import { z } from 'zod';
import { heightRange, personChoices, weightRange } from '../person-values.ts';
import { audiences } from '../visibility/fields.ts';
import { adultBirthday, personIndex } from '../schemas.ts';

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(values, { message: 'profiles.edit.errors.choice' }).nullable());

const optionalNumber = (range: { min: number; max: number }, key: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z.number({ message: key }).int({ message: key }).min(range.min, { message: key }).max(range.max, { message: key }).nullable(),
  );

/** One person's details; every answer is optional (an empty choice clears it). */
export const personDetails = z.object({
  orientation: optionalChoice(personChoices.orientation),
  relationship: optionalChoice(personChoices.relationship),
  heightCm: optionalNumber(heightRange, 'profiles.edit.errors.height'),
  weightKg: optionalNumber(weightRange, 'profiles.edit.errors.weight'),
  bodyBuild: optionalChoice(personChoices.bodyBuild),
  eyeColour: optionalChoice(personChoices.eyeColour),
  hairColour: optionalChoice(personChoices.hairColour),
  smoking: optionalChoice(personChoices.smoking),
  dominance: optionalChoice(personChoices.dominance),
});
export type PersonDetails = z.infer<typeof personDetails>;

const texts = {
  presentation: z.string().trim().max(4000, { message: 'profiles.edit.errors.presentationLength' }).default(''),
  lookingFor: z.string().trim().max(2000, { message: 'profiles.edit.errors.lookingForLength' }).default(''),
};

/** Where the member lives: a country the site offers and a postal code as people write it ("111 20", "SW1A 1AA"). */
export const areaInput = z.object({
  countryId: z.coerce.number({ message: 'profiles.area.errors.country' }).int({ message: 'profiles.area.errors.country' }).positive({ message: 'profiles.area.errors.country' }),
  postalCode: z.string({ message: 'profiles.area.errors.postalCode' }).trim().regex(/^[\p{L}\p{N}][\p{L}\p{N} -]{0,8}[\p{L}\p{N}]$/u, { message: 'profiles.area.errors.postalCode' }),
});

const audience = z.enum(audiences, { message: 'profiles.visibility.errors.audience' });
/** Who sees age, place, orientation and the dark-site answers (left out: unchanged). */
export const fieldVisibilityInput = z.object({ age: audience, place: audience, orientation: audience, dark: audience });

/** The JSON of UpdateProfile: the texts and one entry per person, in the profile's order, and optionally who sees what. */
export const updateProfileInput = z.object({
  ...texts,
  persons: z.array(personDetails).min(1).max(2),
  area: areaInput.optional(),
  visibility: fieldVisibilityInput.partial().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/** The /EditProfile form: the same, with each person's fields suffixed by its number (orientation1, heightCm2 …). */
export const editProfileForm = z
  .object({
    ...texts,
    ...areaInput.shape,
    seeAge: audience.default('everyone'),
    seePlace: audience.default('everyone'),
    seeOrientation: audience.default('everyone'),
    seeDark: audience.optional(), // only on the dark site's form: left out, it stays as it is
    ...Object.fromEntries(
      [1, 2].flatMap((n) => Object.entries(personDetails.shape).map(([field, schema]) => [`${field}${n}`, n === 1 ? schema : schema.optional()])),
    ),
  })
  .transform((form): UpdateProfileInput => {
    const record = form as Record<string, unknown>;
    const person = (n: number) => Object.fromEntries(Object.keys(personDetails.shape).map((field) => [field, record[`${field}${n}`] ?? null])) as PersonDetails;
    const hasSecond = Object.keys(personDetails.shape).some((field) => `${field}2` in record);
    return {
      presentation: form.presentation,
      lookingFor: form.lookingFor,
      persons: hasSecond ? [person(1), person(2)] : [person(1)],
      area: { countryId: form.countryId, postalCode: form.postalCode },
      visibility: { age: form.seeAge, place: form.seePlace, orientation: form.seeOrientation, ...(form.seeDark ? { dark: form.seeDark } : {}) },
    };
  });

export const personBirthdayInput = z.object({ personIndex, birthday: adultBirthday });
export const personSizeInput = z.object({
  personIndex,
  heightCm: z.number().int().min(heightRange.min, { message: 'profiles.edit.errors.height' }).max(heightRange.max, { message: 'profiles.edit.errors.height' }).nullable(),
  weightKg: z.number().int().min(weightRange.min, { message: 'profiles.edit.errors.weight' }).max(weightRange.max, { message: 'profiles.edit.errors.weight' }).nullable(),
});
