import type { Knex } from 'knex';
import type { Actor } from '../../../platform/auth/actor.ts';
import { findPostalCode } from '../../common/index.ts';
import { publicIdentitiesQuery } from '../../accounts/index.ts';
import { ageOn } from '../../accounts/index.ts';
import { findCardRows, type CardRow } from './repo.ts';
import { visibleFields, withDefaults } from '../visibility/fields.ts';

/**
 * What a card in a list of profiles shows besides name and picture: ages, and town (`place`: town and region),
 * each only when the viewer may see it. Never the postal code itself.
 */
export type ProfileCard = { ages: number[]; town: string | null; place: string };

/** The cards of `ids` for the viewer (one statement for the whole page, whatever its size). */
export async function profileCards(db: Knex, actor: Actor, ids: readonly number[], today = new Date()): Promise<Map<number, ProfileCard>> {
  const { rows } = await findCardRows(db, ids, actor.profileId ?? 0, publicIdentitiesQuery(db));
  return cardFieldsOf(db, actor, rows, today);
}

/**
 * Ages and town of read card rows, each as the owner's audience admits the viewer (visibility/fields.ts's rule; an
 * audience of favourites asks lists once for that owner). Towns come from common's kept postal codes.
 */
export async function cardFieldsOf(db: Knex, actor: Actor, rows: readonly CardRow[], today = new Date()): Promise<Map<number, ProfileCard>> {
  const cards = new Map<number, ProfileCard>();
  await Promise.all(
    rows.map(async (row) => {
      const id = Number(row.identity.id);
      const shown = await visibleFields(db, id, withDefaults(row.audiences), actor);
      const found = shown.place && row.area ? await findPostalCode(db, row.area.countryId, row.area.postalCode) : null;
      const ages = shown.age ? row.birthdays.map((birthday) => ageOn(birthday, today)) : [];
      cards.set(id, { ages, town: found?.city ?? null, place: found ? [found.city, found.countryArea].filter(Boolean).join(', ') : '' });
    }),
  );
  return cards;
}
