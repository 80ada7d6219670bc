import { z } from 'zod';
import { isProfileTab } from './tabs.ts';
import { heightRange, personChoices, weightRange } from './person-values.ts';
import { isNotificationKind, notificationKinds } from './notification-kinds.ts';
import { audiences } from './field-visibility.ts';

/** A registered tab's name (tabs.ts: each module registers its own). */
export type ProfileTab = string;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const profileParams = z.object({ id });
export const profileTabParams = z.object({ id, tab: z.string().max(40).refine(isProfileTab) });
export const blockForm = z.object({ profileId: id });
export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });
export const blacklistInput = z.object({ skip: z.coerce.number().int().min(0).max(1_000_000).default(0), take: z.coerce.number().int().min(1).max(100).default(30) });
export const profileIdInput = z.object({ profileId: id });

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

/** A yyyy-mm-dd date of a person who is between 18 and 110 years old today. */
export const adultBirthday = z
  .string({ message: 'profiles.convert.errors.birthday' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'profiles.convert.errors.birthday' })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) return false;
    const age = (Date.now() - d.getTime()) / (365.2425 * 24 * 3600_000);
    return age >= 18 && age <= 110;
  }, { message: 'profiles.convert.errors.adult' });

export const personGender = z.enum(['Male', 'Female', 'Transsexual'], { message: 'profiles.convert.errors.gender' });
const personIndex = z.coerce.number().int().min(0).max(1);

export const toCoupleForm = z.object({ birthday: adultBirthday, gender: personGender });
export const toSingleForm = z.object({ keep: personIndex });
export const personBirthdayInput = z.object({ personIndex, birthday: adultBirthday });
export const personSizeInput = z.object({
  personIndex,
  heightCm: z.number().int().min(heightRange.min, { message: 'profiles.edit.errors.height' }).max(heightRange.max, { message: 'profiles.edit.errors.height' }).nullable(),
  weightKg: z.number().int().min(weightRange.min, { message: 'profiles.edit.errors.weight' }).max(weightRange.max, { message: 'profiles.edit.errors.weight' }).nullable(),
});

export const configurationInput = z.object({ key: z.string().min(1).max(100), value: z.string().max(200) });
const channelChoice = z.object({ site: z.boolean(), email: z.boolean(), push: z.boolean() });
export const notificationSettingInput = z.object({ kind: z.string().refine(isNotificationKind, { message: 'profiles.notifications.errors.kind' }), channels: channelChoice });

/** The /NotificationSettings form: a checkbox `<kind>.<channel>` per choice that is on (every registered kind), and the e-mail rhythm. */
export const notificationSettingsForm = z
  .object({ notificationTimeRange: z.enum(['0', '24', '168', '720'], { message: 'profiles.notifications.errors.timeRange' }) })
  .catchall(z.unknown())
  .transform((form) => ({
    timeRange: form.notificationTimeRange,
    settings: Object.fromEntries(notificationKinds().map((kind) => [kind, { site: `${kind}.site` in form, email: `${kind}.email` in form, push: `${kind}.push` in form }])),
  }));
