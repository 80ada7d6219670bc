import type { Knex } from 'knex';
import { ownProfileChanged } from '../kept.ts';

export type MatchSettingsRow = { genders: string[]; ageMin: number; ageMax: number; distanceKm: number | null; lookingFor: string[] };

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
  await ownProfileChanged(db, profileId);
}
