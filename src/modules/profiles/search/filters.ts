import type { Knex } from 'knex';
import { profilesHidingField, type PrivateField } from '../visibility/fields.ts';

/**
 * SQL filters over this module's tables for search (search module): each narrows a query on `profiles`
 * (accounts' `visibleProfileIds`) and matches a profile only when the viewer may see the field filtered on (per-field visibility), so a
 * hidden age never matches an age filter and a hidden place never a distance. Favourites are lists' data: the
 * caller passes the ids of the profiles that have the viewer among their favourites.
 */
export type SearchViewer = { id: number; member: boolean; favouriteOf: readonly number[] };

/** `profiles.id`'s field is visible to the viewer: no saved audience (everyone), or one the viewer belongs to. */
function whereFieldVisible(q: Knex.QueryBuilder, db: Knex, field: PrivateField, viewer: SearchViewer): Knex.QueryBuilder {
  return q.whereNotExists(profilesHidingField(db, field, viewer).whereRaw('fv.profile_id = profiles.id'));
}

const confirmedPersons = (db: Knex) => db('profile_persons as pp').whereRaw('pp.profile_id = profiles.id').whereNotNull('pp.confirmed_at').select(db.raw('1'));

/** A confirmed person of one of these genders; `Couple` is also any couple profile (sign-up gives its persons their own genders). */
export function whereAnyGender(q: Knex.QueryBuilder, db: Knex, genders: readonly string[]): Knex.QueryBuilder {
  if (!genders.includes('Couple')) return q.whereExists(confirmedPersons(db).whereIn('pp.gender', genders));
  return q.where((w) => w.where('profiles.kind', 'Couple').orWhereExists(confirmedPersons(db).whereIn('pp.gender', genders)));
}

/** Confirmed persons `from`–`to` years old today: a birthday range, on the persons' birthday indexes. */
const agedPersons = (db: Knex, from: number, to: number) =>
  confirmedPersons(db).whereRaw(`pp.birthday > current_date - make_interval(years => ?) and pp.birthday <= current_date - make_interval(years => ?)`, [to + 1, from]);

/** Either confirmed person is `from`–`to` years old today, age visible. */
export function whereAgeBetween(q: Knex.QueryBuilder, db: Knex, from: number, to: number, viewer: SearchViewer): Knex.QueryBuilder {
  return whereFieldVisible(q.whereExists(agedPersons(db, from, to)), db, 'age', viewer);
}

/**
 * Gender and age of the same person, age visible: "women 25–35" is a woman of 25–35, never a couple whose man is
 * (one probe of the (gender, birthday) index). `Couple` takes a couple profile with either person of that age.
 */
export function whereGenderOfAge(q: Knex.QueryBuilder, db: Knex, genders: readonly string[], from: number, to: number, viewer: SearchViewer): Knex.QueryBuilder {
  q.where((w) => {
    w.whereExists(agedPersons(db, from, to).whereIn('pp.gender', genders));
    if (genders.includes('Couple')) w.orWhere((c) => c.where('profiles.kind', 'Couple').whereExists(agedPersons(db, from, to)));
  });
  return whereFieldVisible(q, db, 'age', viewer);
}

/** A confirmed person with one of these answers (orientation is a private field; relationship and body are not). */
export function wherePersonAnswer(q: Knex.QueryBuilder, db: Knex, column: 'orientation' | 'relationship' | 'body_build', values: readonly string[], viewer: SearchViewer): Knex.QueryBuilder {
  q.whereExists(confirmedPersons(db).whereIn(`pp.${column}`, values));
  return column === 'orientation' ? whereFieldVisible(q, db, 'orientation', viewer) : q;
}

const kmPerDegree = 111.19;

/**
 * The area lies within `km` of the point, place visible: a bounding box on the coordinates, then the exact
 * great-circle (haversine) distance. `offset 0` keeps the check a per-profile probe (index-only, on the area's
 * primary key with its coordinates) while the search walks its order: pulled up into a join, the planner may start
 * from all the areas near the point instead, tens of thousands at a million profiles (measured 300 ms to 1 s against
 * 5–60 ms for the walk, scripts/bench/search.ts).
 */
export function whereWithinKm(q: Knex.QueryBuilder, db: Knex, point: { latitude: number; longitude: number }, km: number, viewer: SearchViewer): Knex.QueryBuilder {
  const dLat = km / kmPerDegree;
  const dLon = km / (kmPerDegree * Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.01));
  const area = db('profile_areas as pa')
    .whereRaw('pa.profile_id = profiles.id')
    .whereBetween('pa.latitude', [point.latitude - dLat, point.latitude + dLat])
    .whereBetween('pa.longitude', [point.longitude - dLon, point.longitude + dLon])
    .whereRaw(
      `2 * 6371 * asin(sqrt(power(sin(radians(pa.latitude - ?) / 2), 2) + cos(radians(?)) * cos(radians(pa.latitude)) * power(sin(radians(pa.longitude - ?) / 2), 2))) <= ?`,
      [point.latitude, point.latitude, point.longitude, km],
    )
    .select(db.raw('1'));
  return whereFieldVisible(q.whereRaw('exists (? offset 0)', [area]), db, 'place', viewer);
}

/** The languages a text search stems its words in: each profile's texts are stemmed in its own (`text_config`). */
const textConfigs = ['english', 'danish', 'norwegian', 'swedish', 'simple'] as const;

/**
 * The presentation or looking-for texts contain every word: the profile's tsvector (stemmed in its language, GIN on
 * that expression) against the words stemmed in each language, so "hiking" finds "hike" in English texts and
 * the exact word in any.
 */
export const whereTextMatches = (q: Knex.QueryBuilder, db: Knex, text: string) =>
  q.whereExists(
    db('profile_details as pd')
      .whereRaw('pd.profile_id = profiles.id')
      .whereRaw(`to_tsvector(pd.text_config, pd.presentation || ' ' || pd.looking_for) @@ (${textConfigs.map((c) => `plainto_tsquery('${c}', ?)`).join(' || ')})`, textConfigs.map(() => text))
      .select(db.raw('1')),
  );

/** The coordinates of a member's own area (null when it has none or the catalogue does not know its code). */
export async function areaPointOf(db: Knex, profileId: number): Promise<{ latitude: number; longitude: number } | null> {
  const row = await db('profile_areas').where({ profile_id: profileId }).whereNotNull('latitude').first('latitude', 'longitude');
  return row ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
}

/**
 * The presentation or looking-for texts contain any of the words (/Search/MatchWord): the same indexed tsvector as
 * `whereTextMatches`, against one OR'ed tsquery in which every word is a bound value, stemmed in each language.
 */
export function whereAnyWordMatches(q: Knex.QueryBuilder, db: Knex, words: readonly string[]): Knex.QueryBuilder {
  if (!words.length) return q.whereRaw('false');
  const query = words.flatMap(() => textConfigs.map((c) => `plainto_tsquery('${c}', ?)`)).join(' || ');
  return q.whereExists(
    db('profile_details as pd')
      .whereRaw('pd.profile_id = profiles.id')
      .whereRaw(`to_tsvector(pd.text_config, pd.presentation || ' ' || pd.looking_for) @@ (${query})`, words.flatMap((w) => textConfigs.map(() => w)))
      .select(db.raw('1')),
  );
}
