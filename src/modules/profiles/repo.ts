import type { Knex } from 'knex';
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
  /** False for a second person who has not yet confirmed by the link mailed to them (couple-partner.ts). */
  confirmed: boolean;
};

export type DetailsRow = { presentation: string; lookingFor: string };

const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

const toPerson = (r: Record<string, unknown>): PersonRow => ({
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

const toArea = (r: Record<string, unknown>): AreaRow => ({
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
}

export async function insertPersons(db: Knex, profileId: number, persons: { birthday: string; gender: string }[]): Promise<void> {
  await db('profile_persons').insert(persons.map((p, position) => ({ profile_id: profileId, position, birthday: p.birthday, gender: p.gender, confirmed_at: newPersonConfirmedAt(db, position) })));
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
}

export type MatchSettingsRow = { genders: string[]; ageMin: number; ageMax: number; distanceKm: number | null; lookingFor: string[] };

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

export async function findMatchSettings(db: Knex, profileId: number): Promise<MatchSettingsRow | null> {
  const row = await db('profile_match_settings').where({ profile_id: profileId }).first();
  if (!row) return null;
  return { genders: row.genders, ageMin: Number(row.age_min), ageMax: Number(row.age_max), distanceKm: row.distance_km == null ? null : Number(row.distance_km), lookingFor: row.looking_for };
}

export async function upsertMatchSettings(db: Knex, profileId: number, s: MatchSettingsRow): Promise<void> {
  await db('profile_match_settings')
    .insert({ profile_id: profileId, genders: s.genders, age_min: s.ageMin, age_max: s.ageMax, distance_km: s.distanceKm, looking_for: s.lookingFor, updated_at: db.fn.now() })
    .onConflict('profile_id')
    .merge();
}

/** The profiles with a person of `gender`: a subquery of ids for other modules' lists. */
export const profileIdsWithGender = (db: Knex, gender: string) => db('profile_persons').where({ gender }).whereNotNull('confirmed_at').select('profile_id as id');

/** Everything this module holds about a profile, when its account is deleted. */
export async function deleteProfileData(db: Knex, profileId: number): Promise<void> {
  for (const table of ['profile_persons', 'profile_areas', 'profile_details', 'profile_field_visibility', 'profile_match_settings', 'profile_configuration', 'notification_settings']) {
    await db(table).where({ profile_id: profileId }).delete();
  }
}

/** Profiles that `viewerId` has blocked or that have blocked `viewerId`: neither sees the other anywhere. */
export const blockedEitherWay = (db: Knex, viewerId: number) =>
  db('profile_blocks')
    .where('blocker_id', viewerId)
    .select('blocked_id as id')
    .union((q) => q.from('profile_blocks').where('blocked_id', viewerId).select('blocker_id as id'));

/** Of `ids`, those blocked by the viewer or blocking them. */
export async function blockedEitherWayAmong(db: Knex, viewerId: number, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.from(blockedEitherWay(db, viewerId).as('b')).whereIn('b.id', ids as number[]).select('b.id');
  return new Set(rows.map((r: { id: number | string }) => Number(r.id)));
}

export async function isBlockedEitherWay(db: Knex, a: number, b: number): Promise<boolean> {
  const row = await db('profile_blocks')
    .where({ blocker_id: a, blocked_id: b })
    .orWhere({ blocker_id: b, blocked_id: a })
    .first('blocker_id');
  return Boolean(row);
}

export async function insertBlock(db: Knex, blockerId: number, blockedId: number): Promise<void> {
  await db('profile_blocks').insert({ blocker_id: blockerId, blocked_id: blockedId }).onConflict(['blocker_id', 'blocked_id']).ignore();
}

export async function deleteBlock(db: Knex, blockerId: number, blockedId: number): Promise<boolean> {
  // `returning`, not the count: the embedded driver does not report how many rows a delete removed.
  const removed = await db('profile_blocks').where({ blocker_id: blockerId, blocked_id: blockedId }).del().returning('blocked_id');
  return removed.length > 0;
}

/** The profiles `blockerId` has blocked, newest first, a page at a time. */
export async function findBlockedIds(db: Knex, blockerId: number, skip: number, take: number): Promise<{ id: number; blockedAt: Date }[]> {
  const rows = await db('profile_blocks').where({ blocker_id: blockerId }).orderBy('created_at', 'desc').orderBy('blocked_id').offset(skip).limit(take).select('blocked_id', 'created_at');
  return rows.map((r: Record<string, unknown>) => ({ id: Number(r.blocked_id), blockedAt: new Date(r.created_at as string) }));
}

export async function upsertDetails(db: Knex, profileId: number, details: DetailsRow): Promise<void> {
  await db('profile_details')
    .insert({ profile_id: profileId, presentation: details.presentation, looking_for: details.lookingFor, updated_at: db.fn.now() })
    .onConflict('profile_id')
    .merge();
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

type RawPerson = Record<string, unknown> & { position: number };

/** Writes the persons of a profile anew (positions 0 and 1 swap or close up); their details travel with them. */
export async function rewritePersons(trx: Knex, profileId: number, order: number[]): Promise<void> {
  const rows = (await trx('profile_persons').where({ profile_id: profileId }).select('*')) as RawPerson[];
  const byPosition = new Map(rows.map((r) => [Number(r.position), r]));
  await trx('profile_persons').where({ profile_id: profileId }).del();
  const kept = order.map((from, to) => ({ ...byPosition.get(from)!, position: to }));
  if (kept.length) await trx('profile_persons').insert(kept);
}

export async function insertPerson(trx: Knex, profileId: number, position: number, person: { birthday: string; gender: string }): Promise<void> {
  await trx('profile_persons').insert({ profile_id: profileId, position, birthday: person.birthday, gender: person.gender, confirmed_at: newPersonConfirmedAt(trx, position) });
}

export async function updatePerson(db: Knex, profileId: number, position: number, changes: { birthday?: string; heightCm?: number | null; weightKg?: number | null }): Promise<boolean> {
  const set: Record<string, unknown> = {};
  if (changes.birthday !== undefined) set.birthday = changes.birthday;
  if (changes.heightCm !== undefined) set.height_cm = changes.heightCm;
  if (changes.weightKg !== undefined) set.weight_kg = changes.weightKg;
  const updated = await db('profile_persons').where({ profile_id: profileId, position }).update(set).returning('position');
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

export type ProfilePageRow = {
  identity: Record<string, unknown> | null;
  persons: PersonRow[];
  details: DetailsRow;
  area: AreaRow | null;
  blocked: boolean;
  visibility: Record<string, string>;
  /** The viewer's saved configuration (profile_configuration), as stored. */
  viewerConfiguration: Record<string, string>;
  /** The values of the callers' `extra` columns, by name. */
  extra: Record<string, unknown>;
};

/**
 * What a profile page reads, in one statement (one round trip): the profile's identity (accounts' query, read
 * back with its `toPublicIdentity`), persons, texts, area, who may see which of its answers, whether a block stands
 * between the profile and the viewer, the viewer's configuration, and `extra` columns of other modules (media's
 * main picture), each a scalar subquery.
 */
export async function findProfilePage(db: Knex, profileId: number, viewerId: number, identity: Knex.QueryBuilder, extra: Record<string, Knex.Raw> = {}): Promise<ProfilePageRow> {
  const names = Object.keys(extra);
  const extraSql = names.map(() => `, ? as ??`).join('');
  const { rows } = await db.raw<{ rows: Record<string, unknown>[] }>(
    `select
       (select row_to_json(i) from (?) i) as identity,
       (select json_agg(p order by p.position) from profile_persons p where p.profile_id = ?) as persons,
       (select json_object_agg(v.field, v.audience) from profile_field_visibility v where v.profile_id = ?) as visibility,
       (select json_object_agg(c.key, c.value) from profile_configuration c where c.profile_id = ?) as viewer_configuration,
       d.presentation, d.looking_for, a.country_id, a.postal_code, a.latitude, a.longitude,
       exists (select 1 from profile_blocks b
               where (b.blocker_id = ? and b.blocked_id = ?) or (b.blocker_id = ? and b.blocked_id = ?)) as blocked${extraSql}
     from (select 1) one
     left join profile_details d on d.profile_id = ?
     left join profile_areas a on a.profile_id = ?`,
    [identity.where('id', profileId), profileId, profileId, viewerId, profileId, viewerId, viewerId, profileId, ...names.flatMap((name) => [extra[name]!, name]), profileId, profileId],
  );
  const row = rows[0]!;
  const json = <T>(value: unknown): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T | null) ?? null));
  return {
    identity: json<Record<string, unknown>>(row.identity),
    persons: (json<Record<string, unknown>[]>(row.persons) ?? []).map(toPerson),
    details: { presentation: (row.presentation as string | null) ?? '', lookingFor: (row.looking_for as string | null) ?? '' },
    area: row.country_id == null ? null : toArea(row),
    blocked: Boolean(row.blocked),
    visibility: json<Record<string, string>>(row.visibility) ?? {},
    viewerConfiguration: json<Record<string, string>>(row.viewer_configuration) ?? {},
    extra: Object.fromEntries(names.map((name) => [name, row[name]])),
  };
}

/** What a profile card reads of one profile (card.ts decides what of it the viewer may see). */
export type CardRow = {
  identity: Record<string, unknown>;
  /** The confirmed persons' birthdays (YYYY-MM-DD), in order. */
  birthdays: string[];
  /** The saved audiences of the card's private fields (age, place). */
  audiences: Record<string, string>;
  area: { countryId: number; postalCode: string } | null;
  picture: unknown;
};

/**
 * The cards' data of `ids` in one statement: each identity (accounts' query, read back with its `toPublicIdentity`),
 * birthdays, the age and place audiences, the area, a `picture` column another module provides (given the outer
 * column holding the profile id), and the viewer's saved configuration once.
 */
export async function findCardRows(db: Knex, ids: readonly number[], viewerId: number, identity: Knex.QueryBuilder, picture?: (idColumn: string) => Knex.Raw): Promise<{ rows: CardRow[]; viewerConfiguration: Record<string, string> }> {
  if (!ids.length) return { rows: [], viewerConfiguration: {} };
  const { rows } = await db.raw<{ rows: Record<string, unknown>[] }>(
    `select row_to_json(i) as identity,
       (select json_agg(to_char(pp.birthday, 'YYYY-MM-DD') order by pp.position) from profile_persons pp where pp.profile_id = i.id and pp.confirmed_at is not null) as birthdays,
       (select json_object_agg(v.field, v.audience) from profile_field_visibility v where v.profile_id = i.id and v.field in ('age', 'place')) as audiences,
       a.country_id, a.postal_code,
       (select json_object_agg(c.key, c.value) from profile_configuration c where c.profile_id = ?) as viewer_configuration,
       ${picture ? '?' : 'null'} as picture
     from (?) i
     left join profile_areas a on a.profile_id = i.id`,
    [viewerId, ...(picture ? [picture('i.id')] : []), identity.whereIn('id', ids as number[])],
  );
  const json = <T>(value: unknown): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T | null) ?? null));
  return {
    rows: rows.map((r) => ({
      identity: json<Record<string, unknown>>(r.identity)!,
      birthdays: json<string[]>(r.birthdays) ?? [],
      audiences: json<Record<string, string>>(r.audiences) ?? {},
      area: r.country_id == null ? null : { countryId: Number(r.country_id), postalCode: String(r.postal_code) },
      picture: r.picture,
    })),
    viewerConfiguration: json<Record<string, string>>(rows[0]?.viewer_configuration) ?? {},
  };
}

// A couple's second person and their secret link (couple-partner.ts).

/** A person added after the first (sign-up's or ConvertToCouple's second person) waits to confirm by e-mail. */
function newPersonConfirmedAt(db: Knex, position: number) {
  return position === 0 ? db.fn.now() : null;
}

/** The second person as their invitation sees them; `email` is the address the owner invited (never shown to others). */
export type PartnerRow = { profileId: number; position: number; birthday: string; gender: string; email: string | null; confirmed: boolean; invited: boolean };

const toPartner = (r: Record<string, unknown>): PartnerRow => ({
  profileId: Number(r.profile_id),
  position: Number(r.position),
  birthday: isoDate(r.birthday),
  gender: String(r.gender),
  email: (r.partner_email as string | null) ?? null,
  confirmed: r.confirmed_at != null,
  invited: r.partner_token_hash != null,
});

/** The profile's second person: the one waiting to confirm, else the one who confirmed by a link; null for neither. */
export async function findPartnerPerson(db: Knex, profileId: number): Promise<PartnerRow | null> {
  const row = await db('profile_persons')
    .where({ profile_id: profileId })
    .andWhere((q) => q.whereNull('confirmed_at').orWhereNotNull('partner_token_hash'))
    .orderByRaw('confirmed_at is null desc')
    .first();
  return row ? toPartner(row) : null;
}

/** The person a secret link names (by the link's sha256), confirmed or not; `lock` holds the row until the transaction ends. */
export async function findPartnerByTokenHash(db: Knex, tokenHash: string, opts: { lock?: boolean } = {}): Promise<PartnerRow | null> {
  const query = db('profile_persons').where({ partner_token_hash: tokenHash }).first();
  const row = await (opts.lock ? query.forUpdate() : query);
  return row ? toPartner(row) : null;
}

/** Points a waiting person's invitation at `email` with a new link (the previous link stops working); false when nobody waits there. */
export async function setPartnerInvitation(trx: Knex, profileId: number, position: number, email: string, tokenHash: string): Promise<boolean> {
  const updated = await trx('profile_persons')
    .where({ profile_id: profileId, position })
    .whereNull('confirmed_at')
    .update({ partner_email: email, partner_token_hash: tokenHash })
    .returning('position');
  return updated.length > 0;
}

/** Confirms the person a link names, once (a second confirmation changes nothing); null when the link names nobody. */
export async function confirmPartnerByTokenHash(db: Knex, tokenHash: string): Promise<PartnerRow | null> {
  const [row] = await db('profile_persons')
    .where({ partner_token_hash: tokenHash })
    .update({ confirmed_at: db.raw('coalesce(confirmed_at, now())') })
    .returning('*');
  return row ? toPartner(row) : null;
}

/** A profile left with one person: that person stands confirmed, with no invitation or link of a partner. */
export async function settleSinglePerson(trx: Knex, profileId: number): Promise<void> {
  await trx('profile_persons')
    .where({ profile_id: profileId })
    .update({ confirmed_at: trx.raw('coalesce(confirmed_at, now())'), partner_email: null, partner_token_hash: null });
}

export async function countPartnerInvitationsSince(db: Knex, profileId: number, since: Date): Promise<number> {
  const row = await db('profile_partner_invitations').where({ profile_id: profileId }).where('sent_at', '>', since).count<{ n: string | number }[]>('* as n').first();
  return Number(row?.n ?? 0);
}

/** Counts one invitation of the profile, and forgets its ones older than a week (only the last day counts). */
export async function insertPartnerInvitation(trx: Knex, profileId: number): Promise<void> {
  await trx('profile_partner_invitations').where({ profile_id: profileId }).where('sent_at', '<', new Date(Date.now() - 7 * 24 * 3600_000)).del();
  await trx('profile_partner_invitations').insert({ profile_id: profileId });
}
