import type { Knex } from 'knex';
import { createCache } from '../../platform/cache.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as repo from './geo-repo.ts';
import { listCountries } from './service.ts';

/** What a profile stores of its area; `countryArea` is the region (GeoNames admin name 1). */
export type PostalPlace = { zipCode: string; city: string; countryArea: string; latitude: number; longitude: number };
export type AreaText = { zipCode: string; city: string; countryArea: string; countryId: number; country: string };
export type RegionItem = { text: string; nestingLevel: 1 | 2 | 3 };

export const zipCodeNotFound = (field: string) => new AppError(404, 'notFound', 'common.geo.zipCodeNotFound', {}, field);
export const noZipCodeNearby = () => new AppError(404, 'notFound', 'common.geo.noZipCodeNearby');

const toPlace = (r: repo.PostalCodeRow): PostalPlace => ({
  zipCode: r.code,
  city: r.placeName,
  countryArea: r.admin1Name ?? '',
  latitude: r.latitude,
  longitude: r.longitude,
});

/** Postal codes change only by an import: a profile page reads its place from memory (cleared by an import). */
const placeCache = createCache<PostalPlace | null>(10 * 60_000);

export async function findPostalCode(db: Knex, countryId: number, code: string): Promise<PostalPlace | null> {
  return placeCache.get(`${countryId}|${code}`, async () => {
    const row = await repo.findPostalCode(db, countryId, code);
    return row ? toPlace(row) : null;
  });
}

const kmPerDegree = 111.19;
const earthHalfCircumferenceKm = 20_040;

/**
 * The code nearest to a point, in any country (null when there are none). Looks in a box around the point,
 * widening it until the nearest code found lies within the box's radius, so nothing outside can be nearer.
 */
export async function nearestPostalCode(db: Knex, latitude: number, longitude: number): Promise<(PostalPlace & { countryId: number }) | null> {
  let radiusKm = 25;
  for (;;) {
    const dLat = (radiusKm / kmPerDegree) * 1.01;
    const cosLat = Math.cos((Math.min(90, Math.abs(latitude) + dLat) * Math.PI) / 180);
    const dLon = cosLat > 0.001 ? (radiusKm / (kmPerDegree * cosLat)) * 1.01 : 360;
    const lonBounded = longitude - dLon >= -180 && longitude + dLon <= 180;
    const found = await repo.findNearestInBox(db, { latitude, longitude }, {
      minLat: Math.max(-90, latitude - dLat),
      maxLat: Math.min(90, latitude + dLat),
      minLon: lonBounded ? longitude - dLon : null,
      maxLon: lonBounded ? longitude + dLon : null,
    });
    if (found && found.distanceKm <= radiusKm) return { ...toPlace(found), countryId: found.countryId };
    if (radiusKm >= earthHalfCircumferenceKm) return found && { ...toPlace(found), countryId: found.countryId };
    radiusKm = Math.min(earthHalfCircumferenceKm, found ? found.distanceKm * 1.01 : radiusKm * 8);
  }
}

async function countryName(db: Knex, countryId: number, locale: Locale): Promise<string> {
  return (await listCountries(db, locale)).find((c) => c.id === countryId)?.name ?? '';
}

export async function getZipCode(db: Knex, countryId: number, zipCode: string, locale: Locale): Promise<AreaText> {
  const place = await findPostalCode(db, countryId, zipCode);
  if (!place) throw zipCodeNotFound('zipCode');
  return { zipCode: place.zipCode, city: place.city, countryArea: place.countryArea, countryId, country: await countryName(db, countryId, locale) };
}

export async function getZipCodeByCoordinates(db: Knex, latitude: number, longitude: number, locale: Locale): Promise<AreaText> {
  const place = await nearestPostalCode(db, latitude, longitude);
  if (!place) throw noZipCodeNearby();
  const { countryId } = place;
  return { zipCode: place.zipCode, city: place.city, countryArea: place.countryArea, countryId, country: await countryName(db, countryId, locale) };
}

// Place names sort as the country sorts them (Å after Z in Danish, Norwegian and Swedish).
const collationOf: Record<string, string> = { DK: 'da', NO: 'nb', SE: 'sv' };
const areaCache = createCache<RegionItem[]>(10 * 60_000);

/** Regions (level 1) with their areas (level 2) and sub-areas (level 3), each level sorted by name. */
export function listRegions(db: Knex, countryId: number): Promise<RegionItem[]> {
  return areaCache.get(String(countryId), async () => {
    const codes = await repo.countryIdsByCode(db);
    const code = [...codes].find(([, id]) => id === countryId)?.[0] ?? '';
    const byName = new Intl.Collator(collationOf[code] ?? 'en').compare;
    type Tree = Map<string, Tree>;
    const tree: Tree = new Map();
    for (const names of await repo.findAreaNames(db, countryId)) {
      let level = tree;
      let parent: string | null = null;
      for (const name of [names.admin1, names.admin2, names.admin3]) {
        if (!name) break;
        if (name === parent) continue; // Oslo the municipality inside Oslo the county: shown once
        parent = name;
        if (!level.has(name)) level.set(name, new Map());
        level = level.get(name)!;
      }
    }
    const items: RegionItem[] = [];
    const walk = (level: Tree, nestingLevel: 1 | 2 | 3) => {
      for (const name of [...level.keys()].sort(byName)) {
        items.push({ text: name, nestingLevel });
        if (nestingLevel < 3) walk(level.get(name)!, (nestingLevel + 1) as 2 | 3);
      }
    };
    walk(tree, 1);
    return items;
  });
}

const codeCounts = createCache<number>(10 * 60_000);

/** Whether the catalogue holds any postal code of the country (an unknown code is then a typing error). */
export async function knowsPostalCodesOf(db: Knex, countryId: number): Promise<boolean> {
  return (await codeCounts.get(String(countryId), () => repo.countPostalCodes(db, countryId))) > 0;
}

/** Drops the cached regions and places after the catalogue changed. */
export const forgetRegions = () => {
  areaCache.clear();
  placeCache.clear();
  codeCounts.clear();
};

/** Up to `limit` postal codes of every country, for demo profiles to live in. */
export async function postalCodeSample(db: Knex, limit = 200): Promise<{ countryId: number; code: string; latitude: number; longitude: number }[]> {
  const rows = await db.raw<{ rows: { country_id: number; code: string; latitude: number; longitude: number }[] }>(
    `select country_id, code, latitude, longitude
     from (select country_id, code, latitude, longitude, row_number() over (partition by country_id order by id) as n from postal_codes) s where n <= ?`,
    [limit],
  );
  return rows.rows.map((r) => ({ countryId: Number(r.country_id), code: r.code, latitude: Number(r.latitude), longitude: Number(r.longitude) }));
}
