import type { Knex } from 'knex';

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
});

export async function findPersons(db: Knex, profileId: number): Promise<PersonRow[]> {
  const rows = await db('profile_persons').where({ profile_id: profileId }).orderBy('position');
  return rows.map(toPerson);
}

export async function findDetails(db: Knex, profileId: number): Promise<DetailsRow> {
  const row = await db('profile_details').where({ profile_id: profileId }).first<{ presentation: string; looking_for: string } | undefined>('presentation', 'looking_for');
  return { presentation: row?.presentation ?? '', lookingFor: row?.looking_for ?? '' };
}

/** Profiles that `viewerId` has blocked or that have blocked `viewerId`: neither sees the other anywhere. */
export const blockedEitherWay = (db: Knex, viewerId: number) =>
  db('profile_blocks')
    .where('blocker_id', viewerId)
    .select('blocked_id as id')
    .union((q) => q.from('profile_blocks').where('blocked_id', viewerId).select('blocker_id as id'));

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

export type PersonDetailsRow = Omit<PersonRow, 'position' | 'birthday' | 'gender'>;

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
  await trx('profile_persons').insert({ profile_id: profileId, position, birthday: person.birthday, gender: person.gender });
}

export async function updatePerson(db: Knex, profileId: number, position: number, changes: { birthday?: string; heightCm?: number | null; weightKg?: number | null }): Promise<boolean> {
  const set: Record<string, unknown> = {};
  if (changes.birthday !== undefined) set.birthday = changes.birthday;
  if (changes.heightCm !== undefined) set.height_cm = changes.heightCm;
  if (changes.weightKg !== undefined) set.weight_kg = changes.weightKg;
  const updated = await db('profile_persons').where({ profile_id: profileId, position }).update(set).returning('position');
  return updated.length > 0;
}

export type SeedProfileData = { profileId: number; persons: (Partial<PersonDetailsRow> & { birthday: string; gender: string })[]; presentation: string; lookingFor: string };

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
}

/**
 * What a profile page shows beside the identity, in one query: the persons, the texts, who may see which of
 * its answers, and whether a block stands between the profile and the viewer.
 */
export async function findProfileContent(
  db: Knex,
  profileId: number,
  viewerId: number,
): Promise<{ persons: PersonRow[]; details: DetailsRow; blocked: boolean; visibility: Record<string, string> }> {
  const { rows } = await db.raw<{ rows: { persons: Record<string, unknown>[] | null; presentation: string | null; looking_for: string | null; blocked: boolean; visibility: Record<string, string> | null }[] }>(
    `select
       (select json_agg(p order by p.position) from profile_persons p where p.profile_id = :profileId) as persons,
       (select json_object_agg(v.field, v.audience) from profile_field_visibility v where v.profile_id = :profileId) as visibility,
       d.presentation, d.looking_for,
       exists (select 1 from profile_blocks b
               where (b.blocker_id = :profileId and b.blocked_id = :viewerId) or (b.blocker_id = :viewerId and b.blocked_id = :profileId)) as blocked
     from (select 1) one left join profile_details d on d.profile_id = :profileId`,
    { profileId, viewerId },
  );
  const row = rows[0]!;
  return {
    persons: (row.persons ?? []).map(toPerson),
    details: { presentation: row.presentation ?? '', lookingFor: row.looking_for ?? '' },
    blocked: Boolean(row.blocked),
    visibility: row.visibility ?? {},
  };
}
