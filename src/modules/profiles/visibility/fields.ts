import type { Knex } from 'knex';
import type { Actor } from '../../../platform/auth/actor.ts';
import * as repo from '../repo.ts';

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

/**
 * "Who may see this field", the one rule: the owner always; else everyone, members (a membership now) or the
 * owner's favourites, as the owner chose. `audienceAdmits` is the rule for one field; `profilesHidingField` the
 * same rule in SQL for a list.
 */
export const audienceAdmits = (audience: Audience, viewer: { own?: boolean; member: boolean; favourite: boolean }): boolean =>
  Boolean(viewer.own) || audience === 'everyone' || (audience === 'members' && viewer.member) || (audience === 'favourites' && viewer.favourite);

/** Which of the owner's private fields the actor may see, given the owner's audiences; the owner sees all. */
export async function visibleFields(db: Knex, ownerId: number, visibility: FieldVisibility, actor: Actor): Promise<Record<PrivateField, boolean>> {
  const own = ownerId === actor.profileId;
  const needsFavourite = !own && privateFields.some((f) => visibility[f] === 'favourites');
  const favourite = needsFavourite && actor.profileId !== null ? await isFavouriteOf(db, ownerId, actor.profileId) : false;
  return Object.fromEntries(privateFields.map((f) => [f, audienceAdmits(visibility[f], { own, member: actor.member, favourite })])) as Record<PrivateField, boolean>;
}

/**
 * Subquery (`fv.profile_id`): the profiles whose `field` the viewer may not see, so a list showing or filtered on
 * that field (age, distance, kinks on the dark answers, birthdays) never reveals it. `favouriteOf`: the owners
 * that have the viewer among their favourites (lists' data, passed by the caller); without it an audience of
 * favourites counts as hidden: a list cannot ask lists about each row. Correlate it for `whereNotExists`
 * (`.whereRaw('fv.profile_id = profiles.id')`) or use it in `whereNotIn`.
 */
export function profilesHidingField(db: Knex, field: PrivateField, viewer: { member: boolean; favouriteOf?: readonly number[] }): Knex.QueryBuilder {
  return db('profile_field_visibility as fv')
    .where('fv.field', field)
    .whereRaw(`not (fv.audience = 'everyone' or (fv.audience = 'members' and ?::boolean) or (fv.audience = 'favourites' and fv.profile_id = any(?::bigint[])))`, [viewer.member, [...(viewer.favouriteOf ?? [])]])
    .select('fv.profile_id');
}
