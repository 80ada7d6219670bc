import type { Knex } from 'knex';
import * as repo from './repo.ts';

/** The answers a member may show to fewer people, and to whom. */
export const privateFields = ['age', 'place', 'orientation', 'dark'] as const;
export type PrivateField = (typeof privateFields)[number];
export const audiences = ['everyone', 'members', 'favourites', 'nobody'] as const;
export type Audience = (typeof audiences)[number];

export type FieldVisibility = Record<PrivateField, Audience>;
const everyone: FieldVisibility = { age: 'everyone', place: 'everyone', orientation: 'everyone', dark: 'everyone' };

/**
 * Whether the owner has `viewerId` among their favourites. The lists module owns favourites and provides the
 * check at start-up (profiles cannot import lists: lists reads profiles).
 */
type FavouriteCheck = (db: Knex, ownerId: number, viewerId: number) => Promise<boolean>;
let isFavouriteOf: FavouriteCheck = async () => false;
export function provideFavouriteCheck(check: FavouriteCheck): void {
  isFavouriteOf = check;
}
/** For modules below lists (media's private albums): the provided check. */
export const hasAmongFavourites: FavouriteCheck = (db, ownerId, viewerId) => isFavouriteOf(db, ownerId, viewerId);

export async function fieldVisibilityOf(db: Knex, profileId: number): Promise<FieldVisibility> {
  return withDefaults(Object.fromEntries(await repo.findKeyedValues(db, 'fieldAudiences', profileId)) as Record<string, string>);
}

/** Saved audiences over the default (every member). */
export const withDefaults = (saved: Record<string, string>): FieldVisibility => ({ ...everyone, ...(saved as Partial<FieldVisibility>) });

/** Saves the audiences given; a field left out keeps its audience. */
export async function saveFieldVisibility(db: Knex, profileId: number, visibility: Partial<FieldVisibility>): Promise<void> {
  const chosen = privateFields.filter((field) => visibility[field]).map((field) => [field, visibility[field]!]);
  await repo.upsertKeyedValues(db, 'fieldAudiences', profileId, Object.fromEntries(chosen));
}

/** Which of the owner's private fields `viewer` may see, given the owner's audiences; the owner sees all. */
export async function visibleFields(db: Knex, ownerId: number, visibility: FieldVisibility, viewer: { id: number; member: boolean }): Promise<Record<PrivateField, boolean>> {
  const own = ownerId === viewer.id;
  const needsFavourite = !own && privateFields.some((f) => visibility[f] === 'favourites');
  const favourite = needsFavourite ? await isFavouriteOf(db, ownerId, viewer.id) : false;
  const sees = (audience: Audience) => own || audience === 'everyone' || (audience === 'members' && viewer.member) || (audience === 'favourites' && favourite);
  return Object.fromEntries(privateFields.map((f) => [f, sees(visibility[f])])) as Record<PrivateField, boolean>;
}

/**
 * Subquery: the profiles whose `field` a list may not show the viewer, so a list filtered on that field (kinks on
 * the dark answers) never reveals it. An audience of favourites counts as hidden here, as in birthdays: a list
 * cannot ask lists about each row.
 */
export function profilesHidingField(db: Knex, field: PrivateField, viewer: { member: boolean }): Knex.QueryBuilder {
  const shown: Audience[] = viewer.member ? ['everyone', 'members'] : ['everyone'];
  return db('profile_field_visibility').where('field', field).whereNotIn('audience', shown).select('profile_id');
}
