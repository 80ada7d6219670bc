import type { Knex } from 'knex';
import { ProfileStatus } from '../platform/auth/access.ts';
import { bulkLoad, reserveIds } from '../platform/db/copy.ts';
import { isEmbedded } from '../platform/db/knex.ts';
import { locales, type Locale } from '../platform/i18n/index.ts';
import { copyProfilesInBulk, requiredTermsVersion, type BulkProfile } from '../modules/accounts/index.ts';
import { copyProfileDataInBulk, personChoices, type SeedProfileData } from '../modules/profiles/index.ts';
import { postalCodeSample } from '../modules/common/index.ts';
import { firstNames, lookingFor, presentationSentences } from './data/profile-texts.ts';

/** A small, repeatable random generator, so a run with the same seed makes the same profiles. */
function randomFrom(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof randomFrom>;
type Place = Awaited<ReturnType<typeof postalCodeSample>>[number];

const day = 24 * 60 * 60_000;
/** Demo profiles signed up over the last two years, the newest last (ids grow with the sign-up date). */
const signUpSpanMs = 730 * day;

/**
 * `npm run admin -- seed:demo --profiles N`: N plausible, active profiles (names, ages 18–70, a fifth couples,
 * one of the seeded postal codes, texts of two or three sentences in the profile's language, person details,
 * signed up over two years, last logged on within 30 days). Written through `bulkLoad`: COPY on Postgres (a
 * million in a few minutes), multi-row inserts on the embedded PGlite. Their names end in their id, so a second run
 * never clashes; nobody can log on as them.
 */
export async function generateDemoProfiles(db: Knex, count: number, seed = 4711): Promise<{ created: number; ms: number; ids: { first: number; last: number } }> {
  const started = Date.now();
  const random = randomFrom(seed + count);
  const places = await postalCodeSample(db);
  const termsVersion = await requiredTermsVersion(db);
  const chunk = isEmbedded(db) ? 2_000 : 20_000;
  const ids = { first: Number.MAX_SAFE_INTEGER, last: 0 };
  const now = Date.now();
  for (let done = 0; done < count; ) {
    const size = Math.min(chunk, count - done);
    const reserved = await reserveIds(db, 'profiles', size);
    const profiles = reserved.map((id, i) => demoProfile(random, id, now - signUpSpanMs * (1 - (done + i + random.next()) / count), termsVersion, places));
    await bulkLoad(db, async (copy) => {
      await copyProfilesInBulk(copy, profiles.map((p) => p.profile));
      await copyProfileDataInBulk(copy, profiles.map((p) => p.data));
    });
    ids.first = Math.min(ids.first, reserved[0]!);
    ids.last = Math.max(ids.last, reserved.at(-1)!);
    done += size;
  }
  // Fresh statistics, so the next searches plan for the new size rather than the old.
  if (count >= 10_000) for (const table of ['profiles', 'profile_persons', 'profile_details', 'profile_areas']) await db.raw('analyze ??', [table]);
  return { created: count, ms: Date.now() - started, ids };
}

function demoProfile(random: Random, id: number, createdAtMs: number, termsVersion: number, places: readonly Place[]): { profile: BulkProfile; data: SeedProfileData } {
  const couple = random.chance(0.2);
  const genders = couple ? ['Female', random.pick(['Male', 'Male', 'Female'] as const)] : [random.pick(['Female', 'Male', 'Male', 'Female', 'Transsexual'] as const)];
  const language = random.pick(locales);
  const place = places.length ? random.pick(places) : null;
  const createdAt = new Date(Math.min(createdAtMs, Date.now()));
  const lastLogonAt = new Date(Math.max(createdAt.getTime(), Date.now() - random.between(0, 30 * 24 * 60) * 60_000));
  const profile: BulkProfile = {
    id,
    name: `${random.pick(firstNames[genders[0] as keyof typeof firstNames])}_${id}`,
    email: `demo${id}@example.invalid`,
    passwordHash: null,
    kind: couple ? 'Couple' : 'Single',
    status: ProfileStatus.Active,
    darkStatus: 0,
    member: random.chance(0.1),
    termsVersion,
    forcedValidation: false,
    staffRole: 0,
    language,
    emailConfirmed: true,
    createdAt,
    lastLogonAt,
  };
  const data: SeedProfileData = {
    profileId: id,
    presentation: random.chance(0.85) ? presentation(random, language) : '',
    lookingFor: random.chance(0.6) ? random.pick(lookingFor[language]) : '',
    area: place && { countryId: place.countryId, postalCode: place.code, latitude: place.latitude, longitude: place.longitude },
    persons: genders.map((gender) => person(random, gender)),
  };
  return { profile, data };
}

function presentation(random: Random, language: Locale): string {
  const sentences = presentationSentences[language];
  const first = random.between(0, sentences.length - 1);
  const count = random.between(2, 3);
  return Array.from({ length: count }, (_, i) => sentences[(first + i * random.between(1, 3)) % sentences.length]).join(' ');
}

function person(random: Random, gender: string): SeedProfileData['persons'][number] {
  // 18 to 70 years old today: the day of the last birthday, then back up to a year less a day.
  const today = new Date();
  const lastBirthday = Date.UTC(today.getUTCFullYear() - random.between(18, 70), today.getUTCMonth(), today.getUTCDate());
  const birthday = new Date(lastBirthday - random.between(0, 360) * day).toISOString().slice(0, 10);
  const maybe = <T>(p: number, value: () => T): T | null => (random.chance(p) ? value() : null);
  return {
    birthday,
    gender,
    orientation: maybe(0.7, () => (random.chance(0.6) ? 'Heterosexual' : random.pick(personChoices.orientation))),
    relationship: maybe(0.7, () => random.pick(personChoices.relationship)),
    heightCm: maybe(0.6, () => random.between(gender === 'Male' ? 165 : 152, gender === 'Male' ? 200 : 185)),
    weightKg: maybe(0.4, () => random.between(50, 110)),
    bodyBuild: maybe(0.5, () => random.pick(personChoices.bodyBuild)),
    eyeColour: maybe(0.5, () => random.pick(personChoices.eyeColour)),
    hairColour: maybe(0.5, () => random.pick(personChoices.hairColour)),
    smoking: maybe(0.5, () => random.pick(personChoices.smoking)),
  };
}
