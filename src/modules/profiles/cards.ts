import type { Knex } from 'knex';
import { findPostalCode } from '../common/index.ts';
import { ageOn } from './presenter.ts';
import { findKeyedValueOfMany } from './repo.ts';
import { visibleFields, withDefaults } from './field-visibility.ts';

/**
 * What a card in a list of profiles shows besides name and picture: ages, and town (`place`: town and region),
 * each only when the viewer may see it. Never the postal code itself.
 */
export type ProfileCard = { ages: number[]; town: string | null; place: string };

/** The cards of `ids` for the viewer (a few queries for the whole page, whatever its size). */
export async function profileCards(db: Knex, viewer: { id: number; member: boolean }, ids: readonly number[], today = new Date()): Promise<Map<number, ProfileCard>> {
  if (!ids.length) return new Map();
  const [persons, areas, ageAudiences, placeAudiences] = await Promise.all([
    db('profile_persons').whereIn('profile_id', ids).whereNotNull('confirmed_at').orderBy('position').select('profile_id', db.raw(`to_char(birthday, 'YYYY-MM-DD') as birthday`)) as Promise<{ profile_id: unknown; birthday: string }[]>,
    db('profile_areas').whereIn('profile_id', ids).select('profile_id', 'country_id', 'postal_code') as Promise<{ profile_id: unknown; country_id: unknown; postal_code: string }[]>,
    findKeyedValueOfMany(db, 'fieldAudiences', ids, 'age'),
    findKeyedValueOfMany(db, 'fieldAudiences', ids, 'place'),
  ]);
  const areaOf = new Map(areas.map((a) => [Number(a.profile_id), a]));
  const cards = new Map<number, ProfileCard>();
  await Promise.all(
    ids.map(async (id) => {
      const audiences = withDefaults({ ...(ageAudiences.has(id) ? { age: String(ageAudiences.get(id)) } : {}), ...(placeAudiences.has(id) ? { place: String(placeAudiences.get(id)) } : {}) });
      const shown = await visibleFields(db, id, audiences, viewer);
      const area = areaOf.get(id);
      const found = shown.place && area ? await findPostalCode(db, Number(area.country_id), area.postal_code) : null;
      const ages = shown.age ? persons.filter((p) => Number(p.profile_id) === id).map((p) => ageOn(p.birthday, today)) : [];
      cards.set(id, { ages, town: found?.city ?? null, place: found ? [found.city, found.countryArea].filter(Boolean).join(', ') : '' });
    }),
  );
  return cards;
}
