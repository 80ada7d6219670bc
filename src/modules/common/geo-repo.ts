import type { Knex } from 'knex';
import { postalCodeKey, type PostalCodeLine } from './geo-parse.ts';

export type PostalCodeRow = {
  countryId: number;
  code: string;
  placeName: string;
  admin1Name: string | null;
  admin2Name: string | null;
  admin3Name: string | null;
  latitude: number;
  longitude: number;
};
export type AreaNames = { admin1: string | null; admin2: string | null; admin3: string | null };

const columns = ['country_id', 'code', 'place_name', 'admin1_name', 'admin2_name', 'admin3_name', 'latitude', 'longitude'];
const toRow = (r: Record<string, unknown>): PostalCodeRow => ({
  countryId: Number(r.country_id),
  code: String(r.code),
  placeName: String(r.place_name),
  admin1Name: (r.admin1_name as string | null) ?? null,
  admin2Name: (r.admin2_name as string | null) ?? null,
  admin3Name: (r.admin3_name as string | null) ?? null,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
});

/** The first place of a code (a code naming several places gives the one listed first in the import). */
export async function findPostalCode(db: Knex, countryId: number, code: string): Promise<PostalCodeRow | null> {
  const row = await db('postal_codes').where({ country_id: countryId, code_key: postalCodeKey(code) }).select(columns).orderBy('id').first();
  return row ? toRow(row) : null;
}

// Great-circle distance in km (haversine) from the point given as ?, ? (latitude, longitude).
const distanceKm = `2 * 6371 * asin(sqrt(power(sin(radians(latitude - ?) / 2), 2)
  + cos(radians(?)) * cos(radians(latitude)) * power(sin(radians(longitude - ?) / 2), 2)))`;

/** The code nearest to a point inside a latitude/longitude box (null longitude bounds: all longitudes), with its distance. */
export async function findNearestInBox(
  db: Knex,
  point: { latitude: number; longitude: number },
  box: { minLat: number; maxLat: number; minLon: number | null; maxLon: number | null },
): Promise<(PostalCodeRow & { distanceKm: number }) | null> {
  const query = db('postal_codes')
    .select(columns)
    .select(db.raw(`${distanceKm} as distance_km`, [point.latitude, point.latitude, point.longitude]))
    .whereBetween('latitude', [box.minLat, box.maxLat]);
  if (box.minLon !== null && box.maxLon !== null) query.whereBetween('longitude', [box.minLon, box.maxLon]);
  const row = await query.orderBy('distance_km').orderBy('id').first();
  return row ? { ...toRow(row), distanceKm: Number(row.distance_km) } : null;
}

export async function findAreaNames(db: Knex, countryId: number): Promise<AreaNames[]> {
  const rows = await db('postal_codes').where({ country_id: countryId }).whereNotNull('admin1_name').distinct('admin1_name', 'admin2_name', 'admin3_name');
  return rows.map((r) => ({ admin1: r.admin1_name, admin2: r.admin2_name, admin3: r.admin3_name }));
}

export async function countryIdsByCode(db: Knex): Promise<Map<string, number>> {
  const rows = await db('countries').select('id', 'code');
  return new Map(rows.map((r) => [String(r.code), Number(r.id)]));
}

export async function countPostalCodes(db: Knex, countryId: number): Promise<number> {
  const [row] = await db('postal_codes').where({ country_id: countryId }).count('id as n');
  return Number(row?.n ?? 0);
}

export async function deletePostalCodes(db: Knex, countryId: number): Promise<void> {
  await db('postal_codes').where({ country_id: countryId }).delete();
}

export async function insertPostalCodes(db: Knex, rows: (PostalCodeLine & { countryId: number })[]): Promise<void> {
  if (rows.length === 0) return;
  await db('postal_codes').insert(
    rows.map((r) => ({
      country_id: r.countryId,
      code: r.code,
      code_key: postalCodeKey(r.code),
      place_name: r.placeName,
      admin1_name: r.admin1Name,
      admin1_code: r.admin1Code,
      admin2_name: r.admin2Name,
      admin2_code: r.admin2Code,
      admin3_name: r.admin3Name,
      admin3_code: r.admin3Code,
      latitude: r.latitude,
      longitude: r.longitude,
    })),
  );
}
