import type { Knex } from 'knex';
import { ownProfileChanged } from './kept.ts';
import type { CopyWriter } from '../../platform/db/copy.ts';

export type PersonRow = {
  position: number;
  birthday: string;
  gender: string;
  orientation: string | null;
  relationship: string | null;
  heightCm: number | null;
  weightKg: number | null;
  bodyBuild: string | null;
  eyeColour: string | null;
  hairColour: string | null;
  smoking: string | null;
  dominance: string | null;
  /** False for a second person who has not yet confirmed by the link mailed to them (couple/partner.ts). */
  confirmed: boolean;
};

export type DetailsRow = { presentation: string; lookingFor: string };

export const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

export const toPerson = (r: Record<string, unknown>): PersonRow => ({
    position: Number(r.position),
    birthday: isoDate(r.birthday),
    gender: String(r.gender),
    orientation: (r.orientation as string | null) ?? null,
    relationship: (r.relationship as string | null) ?? null,
    heightCm: r.height_cm == null ? null : Number(r.height_cm),
    weightKg: r.weight_kg == null ? null : Number(r.weight_kg),
    bodyBuild: (r.body_build as string | null) ?? null,
    eyeColour: (r.eye_colour as string | null) ?? null,
    hairColour: (r.hair_colour as string | null) ?? null,
    smoking: (r.smoking as string | null) ?? null,
    dominance: (r.dominance as string | null) ?? null,
    confirmed: r.confirmed_at != null,
});

export async function findPersons(db: Knex, profileId: number): Promise<PersonRow[]> {
  const rows = await db('profile_persons').where({ profile_id: profileId }).orderBy('position');
  return rows.map(toPerson);
}

/** The profile's confirmed persons, in order: each gender and age today (null where not given). */
export async function findConfirmedGendersAndAges(db: Knex, profileId: number): Promise<{ gender: string | null; age: number | null }[]> {
  const rows = await db('profile_persons').where({ profile_id: profileId }).whereNotNull('confirmed_at').orderBy('position')
    .select('gender', db.raw('extract(year from age(current_date, birthday))::int as age'));
  return rows.map((r: { gender: string | null; age: unknown }) => ({ gender: r.gender, age: r.age === null ? null : Number(r.age) }));
}

export async function findDetails(db: Knex, profileId: number): Promise<DetailsRow> {
  const row = await db('profile_details').where({ profile_id: profileId }).first<{ presentation: string; looking_for: string } | undefined>('presentation', 'looking_for');
  return { presentation: row?.presentation ?? '', lookingFor: row?.looking_for ?? '' };
}

/** Where a profile lives: the country and postal code the member gave, and the code's coordinates when known. */
export type AreaRow = { countryId: number; postalCode: string; latitude: number | null; longitude: number | null };

export const toArea = (r: Record<string, unknown>): AreaRow => ({
  countryId: Number(r.country_id),
  postalCode: String(r.postal_code),
  latitude: r.latitude == null ? null : Number(r.latitude),
  longitude: r.longitude == null ? null : Number(r.longitude),
});

export async function findArea(db: Knex, profileId: number): Promise<AreaRow | null> {
  const row = await db('profile_areas').where({ profile_id: profileId }).first('country_id', 'postal_code', 'latitude', 'longitude');
  return row ? toArea(row) : null;
}

export async function upsertArea(db: Knex, profileId: number, area: AreaRow): Promise<void> {
  await db('profile_areas')
    .insert({ profile_id: profileId, country_id: area.countryId, postal_code: area.postalCode, latitude: area.latitude, longitude: area.longitude, updated_at: db.fn.now() })
    .onConflict('profile_id')
    .merge();
  await ownProfileChanged(db, profileId);
}

export async function insertPersons(db: Knex, profileId: number, persons: { birthday: string; gender: string }[]): Promise<void> {
  await db('profile_persons').insert(persons.map((p, position) => ({ profile_id: profileId, position, birthday: p.birthday, gender: p.gender, confirmed_at: newPersonConfirmedAt(db, position) })));
  await ownProfileChanged(db, profileId);
}

/** The per-profile key/value tables: spec §5 configuration, notification channels per kind, audiences per field. */
const keyedTables = {
  configuration: { table: 'profile_configuration', key: 'key', value: 'value' },
  notificationChannels: { table: 'notification_settings', key: 'kind', value: 'channels' },
  fieldAudiences: { table: 'profile_field_visibility', key: 'field', value: 'audience' },
} as const;
export type KeyedSetting = keyof typeof keyedTables;

/** A profile's saved values of one keyed table, by key (as stored: text, or a number for channels). */
export async function findKeyedValues(db: Knex, setting: KeyedSetting, profileId: number): Promise<Map<string, string | number>> {
  const { table, key, value } = keyedTables[setting];
  const rows = (await db(table).where({ profile_id: profileId }).select(`${key} as key`, `${value} as value`)) as { key: string; value: string | number }[];
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** One key's saved value of one keyed table for many profiles at once (absent: never saved), by profile id. */
export async function findKeyedValueOfMany(db: Knex, setting: KeyedSetting, profileIds: readonly number[], keyName: string): Promise<Map<number, string | number>> {
  const { table, key, value } = keyedTables[setting];
  if (!profileIds.length) return new Map();
  const rows = (await db(table).whereIn('profile_id', profileIds).where(key, keyName).select('profile_id', `${value} as value`)) as { profile_id: unknown; value: string | number }[];
  return new Map(rows.map((r) => [Number(r.profile_id), r.value]));
}

/** Saves the given keys of one keyed table; keys left out keep their value. */
export async function upsertKeyedValues(db: Knex, setting: KeyedSetting, profileId: number, values: Record<string, string | number>): Promise<void> {
  const { table, key, value } = keyedTables[setting];
  const rows = Object.entries(values).map(([k, v]) => ({ profile_id: profileId, [key]: k, [value]: v }));
  if (rows.length) await db(table).insert(rows).onConflict(['profile_id', key]).merge();
  await ownProfileChanged(db, profileId);
}

/** The start page's hints in one statement: no presentation yet, no area, no match settings. */
export async function findGaps(db: Knex, profileId: number): Promise<{ presentation: boolean; area: boolean; matchSettings: boolean }> {
  const { rows } = await db.raw<{ rows: { presentation: boolean; area: boolean; match_settings: boolean }[] }>(
    `select not exists (select 1 from profile_details d where d.profile_id = ? and d.presentation ~ '[^[:space:]]') as presentation,
            not exists (select 1 from profile_areas a where a.profile_id = ?) as area,
            not exists (select 1 from profile_match_settings m where m.profile_id = ?) as match_settings`,
    [profileId, profileId, profileId],
  );
  const row = rows[0]!;
  return { presentation: row.presentation, area: row.area, matchSettings: row.match_settings };
}

/** The profiles with a person of `gender`: a subquery of ids for other modules' lists. */
export const profileIdsWithGender = (db: Knex, gender: string) => db('profile_persons').where({ gender }).whereNotNull('confirmed_at').select('profile_id as id');

/** Everything this module holds about a profile, when its account is deleted. */
export async function deleteProfileData(db: Knex, profileId: number): Promise<void> {
  for (const table of ['profile_persons', 'profile_areas', 'profile_details', 'profile_field_visibility', 'profile_match_settings', 'profile_configuration', 'notification_settings']) {
    await db(table).where({ profile_id: profileId }).delete();
  }
  await ownProfileChanged(db, profileId);
}

export async function upsertDetails(db: Knex, profileId: number, details: DetailsRow): Promise<void> {
  await db('profile_details')
    .insert({ profile_id: profileId, presentation: details.presentation, looking_for: details.lookingFor, updated_at: db.fn.now() })
    .onConflict('profile_id')
    .merge();
  await ownProfileChanged(db, profileId);
}

export type PersonDetailsRow = Omit<PersonRow, 'position' | 'birthday' | 'gender' | 'confirmed'>;

export async function updatePersonDetails(db: Knex, profileId: number, position: number, d: PersonDetailsRow): Promise<void> {
  await db('profile_persons').where({ profile_id: profileId, position }).update({
    orientation: d.orientation,
    relationship: d.relationship,
    height_cm: d.heightCm,
    weight_kg: d.weightKg,
    body_build: d.bodyBuild,
    eye_colour: d.eyeColour,
    hair_colour: d.hairColour,
    smoking: d.smoking,
    dominance: d.dominance,
  });
}

export async function updatePerson(db: Knex, profileId: number, position: number, changes: { birthday?: string; heightCm?: number | null; weightKg?: number | null }): Promise<boolean> {
  const set: Record<string, unknown> = {};
  if (changes.birthday !== undefined) set.birthday = changes.birthday;
  if (changes.heightCm !== undefined) set.height_cm = changes.heightCm;
  if (changes.weightKg !== undefined) set.weight_kg = changes.weightKg;
  const updated = await db('profile_persons').where({ profile_id: profileId, position }).update(set).returning('position');
  await ownProfileChanged(db, profileId);
  return updated.length > 0;
}

export type SeedProfileData = {
  profileId: number;
  persons: (Partial<PersonDetailsRow> & { birthday: string; gender: string })[];
  presentation: string;
  lookingFor: string;
  area?: AreaRow | null;
};

/** Persons and texts of many profiles at once (demo data). */
export async function insertProfileDataInBulk(db: Knex, rows: SeedProfileData[]): Promise<void> {
  if (!rows.length) return;
  await db('profile_details').insert(rows.map((r) => ({ profile_id: r.profileId, presentation: r.presentation, looking_for: r.lookingFor })));
  await db('profile_persons').insert(
    rows.flatMap((r) =>
      r.persons.map((p, position) => ({
        profile_id: r.profileId,
        position,
        birthday: p.birthday,
        gender: p.gender,
        orientation: p.orientation ?? null,
        relationship: p.relationship ?? null,
        height_cm: p.heightCm ?? null,
        weight_kg: p.weightKg ?? null,
        body_build: p.bodyBuild ?? null,
        eye_colour: p.eyeColour ?? null,
        hair_colour: p.hairColour ?? null,
        smoking: p.smoking ?? null,
      })),
    ),
  );
  const areas = rows.filter((r) => r.area);
  if (areas.length) {
    await db('profile_areas').insert(areas.map(({ profileId, area }) => ({ profile_id: profileId, country_id: area!.countryId, postal_code: area!.postalCode, latitude: area!.latitude, longitude: area!.longitude })));
  }
}

/** The same through a bulk writer (platform `bulkLoad`: COPY on Postgres). */
export async function copyProfileDataInBulk(copy: CopyWriter, rows: readonly SeedProfileData[]): Promise<void> {
  await copy('profile_details', ['profile_id', 'presentation', 'looking_for'], rows.map((r) => [r.profileId, r.presentation, r.lookingFor]));
  const personColumns = ['profile_id', 'position', 'birthday', 'gender', 'orientation', 'relationship', 'height_cm', 'weight_kg', 'body_build', 'eye_colour', 'hair_colour', 'smoking'];
  await copy('profile_persons', personColumns, rows.flatMap((r) => r.persons.map((p, position) => [
    r.profileId, position, p.birthday, p.gender, p.orientation ?? null, p.relationship ?? null, p.heightCm ?? null, p.weightKg ?? null, p.bodyBuild ?? null, p.eyeColour ?? null, p.hairColour ?? null, p.smoking ?? null,
  ])));
  const areas = rows.filter((r) => r.area);
  await copy('profile_areas', ['profile_id', 'country_id', 'postal_code', 'latitude', 'longitude'], areas.map(({ profileId, area }) => [profileId, area!.countryId, area!.postalCode, area!.latitude, area!.longitude]));
}

/** A person added after the first (sign-up's or ConvertToCouple's second person) waits to confirm by e-mail. */
export function newPersonConfirmedAt(db: Knex, position: number) {
  return position === 0 ? db.fn.now() : null;
}
