import type { Knex } from 'knex';
import { defaultMatchSettings, type MatchSettings } from '../match/settings.ts';
import { fieldVisibilityOf, type Audience } from '../visibility/fields.ts';
import { findPublicIdentities, memberNowSql } from '../../accounts/index.ts';
import * as repo from '../repo.ts';
import { findMatchSettings } from '../match/repo.ts';
import { keptOwn } from '../kept.ts';
import { areaPointOf, whereAgeBetween, whereAnyGender, whereGenderOfAge, whereWithinKm, type SearchViewer } from './filters.ts';

/**
 * Search's match filter (search module: /Search/MatchProfiles, the PossibleMatches section): SQL over this module's
 * tables that narrows a query on `profiles`, honouring per-field visibility like filters.ts does. (The match
 * words' text filter is `whereAnyWordMatches` in filters.ts, beside the text index it shares.)
 */

/** The member's side of a match: their settings, their confirmed persons, their area and who may see age and place. */
export type MatchSelf = {
  settings: MatchSettings;
  /** False until the member saved match settings (then they match anyone). */
  hasSettings: boolean;
  /** My confirmed persons, each gender with its age (null: not given); `Couple` is a couple profile's gender too. */
  persons: { gender: string | null; age: number | null }[];
  couple: boolean;
  point: { latitude: number; longitude: number } | null;
  audiences: { age: Audience; place: Audience };
};

/**
 * Kept between requests for the day (kept.ts; the ages are today's): the writers of the member's match settings,
 * persons, audiences and area renew it. A couple becoming a single (accounts) shows within the kept entry's minute.
 */
export function matchSelfOf(db: Knex, profileId: number): Promise<MatchSelf> {
  return keptOwn(db, profileId, `matchSelf.${new Date().toISOString().slice(0, 10)}`, () => readMatchSelf(db, profileId));
}

async function readMatchSelf(db: Knex, profileId: number): Promise<MatchSelf> {
  const [saved, persons, visibility, [identity], point] = await Promise.all([
    findMatchSettings(db, profileId),
    repo.findConfirmedGendersAndAges(db, profileId),
    fieldVisibilityOf(db, profileId),
    findPublicIdentities(db, [profileId]),
    areaPointOf(db, profileId),
  ]);
  return {
    settings: saved ?? { ...defaultMatchSettings },
    hasSettings: saved !== null,
    persons,
    couple: identity?.kind === 'Couple',
    point,
    audiences: { age: visibility.age, place: visibility.place },
  };
}

const anyAge = (min: number, max: number) => min <= defaultMatchSettings.ageMin && max >= defaultMatchSettings.ageMax;

/**
 * Matches both ways. The other matches my settings: a person of my genders and my ages (age visible to me),
 * within my distance (place visible to me), and what we look for overlaps when both said. I match theirs
 * (no settings: anyone): a person of mine of their genders and of their ages (my age visible to them), within their
 * distance of me (my place visible to them). A distance neither area can measure never matches.
 * `myFavourites`: a subquery of the ids I show favourites-only answers to (lists owns favourites).
 */
export function whereMatchesBothWays(q: Knex.QueryBuilder, db: Knex, me: MatchSelf, viewer: SearchViewer, myFavourites: Knex.QueryBuilder): Knex.QueryBuilder {
  const mine = me.settings;
  const aged = !anyAge(mine.ageMin, mine.ageMax);
  if (mine.genders.length && aged) whereGenderOfAge(q, db, mine.genders, mine.ageMin, mine.ageMax, viewer);
  else if (mine.genders.length) whereAnyGender(q, db, mine.genders);
  else if (aged) whereAgeBetween(q, db, mine.ageMin, mine.ageMax, viewer);
  if (mine.distanceKm !== null) {
    if (me.point) whereWithinKm(q, db, me.point, mine.distanceKm, viewer);
    else q.whereRaw('false');
  }
  const seesMy = (audience: Audience): [string, Knex.RawBinding[]] => {
    if (audience === 'everyone') return ['true', []];
    if (audience === 'members') return [memberNowSql('profiles'), []];
    if (audience === 'favourites') return ['profiles.id in (?)', [myFavourites]];
    return ['false', []];
  };
  const [ageSeen, ageBindings] = seesMy(me.audiences.age);
  const [placeSeen, placeBindings] = seesMy(me.audiences.place);
  const distance = me.point
    ? `exists (select 1 from profile_areas pa2 where pa2.profile_id = profiles.id and pa2.latitude is not null and
         2 * 6371 * asin(sqrt(power(sin(radians(pa2.latitude - ?) / 2), 2) + cos(radians(?)) * cos(radians(pa2.latitude)) * power(sin(radians(pa2.longitude - ?) / 2), 2))) <= ms.distance_km)`
    : 'false';
  const distanceBindings: Knex.RawBinding[] = me.point ? [me.point.latitude, me.point.latitude, me.point.longitude] : [];
  // Without persons I am one of no gender and no age: I pass only settings that ask neither.
  const myPersons = me.persons.length ? me.persons : [{ gender: null, age: null }];
  // Their settings reject me: a settings row of theirs that I do not satisfy.
  const rejectsMe = db('profile_match_settings as ms')
    .whereRaw('ms.profile_id = profiles.id')
    .whereRaw(
      // One of my persons is of their genders and, when they chose ages, of their ages too (the same person).
      `(not exists (
        select 1 from unnest(?::text[], ?::int[]) as me(gender, age)
        where (cardinality(ms.genders) = 0 or me.gender = any(ms.genders) or (?::boolean and 'Couple' = any(ms.genders)))
          and ((ms.age_min <= ? and ms.age_max >= ?) or (${ageSeen} and me.age between ms.age_min and ms.age_max))
      ) or not (
        (ms.distance_km is null or (${placeSeen} and ${distance}))
        and (cardinality(ms.looking_for) = 0 or cardinality(?::text[]) = 0 or ms.looking_for && ?::text[])
      ))`,
      // Casts: knex types array bindings without nulls, and a person without a gender or an age is a null here.
      [myPersons.map((p) => p.gender) as unknown as string[], myPersons.map((p) => p.age) as unknown as number[], me.couple, defaultMatchSettings.ageMin, defaultMatchSettings.ageMax, ...ageBindings, ...placeBindings, ...distanceBindings, mine.lookingFor, mine.lookingFor],
    )
    .select(db.raw('1'));
  return q.whereNotExists(rejectsMe);
}
