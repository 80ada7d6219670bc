import type { Knex } from 'knex';
import { ProfileStatus } from '../platform/auth/access.ts';
import { locales, type Locale } from '../platform/i18n/index.ts';
import { insertProfilesInBulk, requiredTermsVersion } from '../modules/accounts/index.ts';
import { insertProfileDataInBulk, personChoices, type SeedProfileData } from '../modules/profiles/index.ts';
import { postalCodeSample } from '../modules/common/index.ts';

const firstNames = {
  Female: ['Astrid', 'Freja', 'Ingrid', 'Sigrid', 'Maja', 'Ellen', 'Nora', 'Ida', 'Emma', 'Saga', 'Linnea', 'Hanna', 'Olivia', 'Grace', 'Isla', 'Amelia'],
  Male: ['Erik', 'Lars', 'Magnus', 'Oskar', 'Anders', 'Nils', 'Jonas', 'Emil', 'Henrik', 'Sven', 'Mikkel', 'Oliver', 'George', 'Harry', 'Jack', 'Noah'],
  Transsexual: ['Alex', 'Robin', 'Kim', 'Sam', 'Charlie', 'Billie'],
} as const;

const presentations: Record<Locale, string[]> = {
  'en-GB': ['Coffee first, then adventures. I love walks by the sea and long dinners with good friends.', 'Bookworm with a soft spot for live music and terrible puns.', 'Weekend hiker, weekday cook. Looking to meet kind and curious people.'],
  'da-DK': ['Kaffe først, så eventyr. Jeg elsker gåture ved havet og lange middage med gode venner.', 'Bogorm med en svaghed for livemusik og dårlige ordspil.', 'Vandrer i weekenden, kok på hverdage. Vil gerne møde søde og nysgerrige mennesker.'],
  'nb-NO': ['Kaffe først, så eventyr. Jeg elsker turer ved sjøen og lange middager med gode venner.', 'Bokorm med en svakhet for livemusikk og dårlige ordspill.', 'Fjellvandrer i helgene, kokk i ukedagene. Vil gjerne møte snille og nysgjerrige folk.'],
  'sv-SE': ['Kaffe först, sedan äventyr. Jag älskar promenader vid havet och långa middagar med goda vänner.', 'Bokmal med en svaghet för livemusik och dåliga ordvitsar.', 'Vandrare på helgerna, kock på vardagarna. Vill träffa snälla och nyfikna människor.'],
};
const lookingFor: Record<Locale, string[]> = {
  'en-GB': ['Someone to share coffee and conversation with.', 'New friends, and maybe more.'],
  'da-DK': ['En at dele kaffe og samtaler med.', 'Nye venner og måske mere.'],
  'nb-NO': ['Noen å dele kaffe og samtaler med.', 'Nye venner, og kanskje mer.'],
  'sv-SE': ['Någon att dela kaffe och samtal med.', 'Nya vänner, och kanske mer.'],
};

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
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
  };
}

/**
 * `npm run admin -- seed:demo --profiles N`: N plausible, active profiles (names, ages 18–70, one of the
 * seeded postal codes, texts in the profile's language, some details), inserted 1,000 at a time. Their names
 * end in a number past every existing profile id, so a second run never clashes; nobody can log on as them.
 */
export async function generateDemoProfiles(db: Knex, count: number, seed = 4711): Promise<{ created: number; ms: number; ids: { first: number; last: number } }> {
  const started = Date.now();
  const random = randomFrom(seed + count);
  const places = await postalCodeSample(db);
  const termsVersion = await requiredTermsVersion(db);
  const first = Number((await db('profiles').max<{ max: number | string | null }>('id as max').first())?.max ?? 0) + 1;
  const ids = { first: Number.MAX_SAFE_INTEGER, last: 0 };
  const today = new Date();
  const birthday = () => {
    const d = new Date(Date.UTC(today.getUTCFullYear() - random.between(18, 70), random.between(0, 11), random.between(1, 28)));
    return d.toISOString().slice(0, 10);
  };
  for (let done = 0; done < count; ) {
    const size = Math.min(1000, count - done);
    const batch = Array.from({ length: size }, (_, i) => {
      const n = first + done + i;
      const couple = random.chance(0.2);
      const genders = couple ? ['Female', random.pick(['Male', 'Female'] as const)] : [random.pick(['Female', 'Male', 'Male', 'Female', 'Transsexual'] as const)];
      const language = random.pick(locales);
      const place = places.length ? random.pick(places) : null;
      return { n, couple, genders, language, place };
    });
    await db.transaction(async (trx) => {
      const created = await insertProfilesInBulk(
        trx,
        batch.map((b) => ({
          name: `${random.pick(firstNames[b.genders[0] as keyof typeof firstNames])}_${b.n}`,
          email: `demo${b.n}@example.invalid`,
          passwordHash: null,
          kind: b.couple ? 'Couple' : 'Single',
          status: ProfileStatus.Active,
          darkStatus: 0,
          member: random.chance(0.1),
          termsVersion,
          forcedValidation: false,
          staffRole: 0,
          language: b.language,
          emailConfirmed: true,
          lastLogonAt: new Date(Date.now() - random.between(0, 30 * 24 * 60) * 60_000),
        })),
      );
      ids.first = Math.min(ids.first, ...created);
      ids.last = Math.max(ids.last, ...created);
      const data: SeedProfileData[] = batch.map((b, i) => ({
        profileId: created[i]!,
        presentation: random.chance(0.8) ? random.pick(presentations[b.language]) : '',
        lookingFor: random.chance(0.6) ? random.pick(lookingFor[b.language]) : '',
        area: b.place && { countryId: b.place.countryId, postalCode: b.place.code, latitude: b.place.latitude, longitude: b.place.longitude },
        persons: b.genders.map((gender) => ({
          birthday: birthday(),
          gender,
          orientation: random.chance(0.7) ? random.pick(personChoices.orientation) : null,
          relationship: random.chance(0.7) ? random.pick(personChoices.relationship) : null,
          heightCm: random.chance(0.6) ? random.between(150, 200) : null,
          smoking: random.chance(0.5) ? random.pick(personChoices.smoking) : null,
        })),
      }));
      await insertProfileDataInBulk(trx, data);
    });
    done += size;
  }
  return { created: count, ms: Date.now() - started, ids };
}
