import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../../platform/auth/actor.ts';
import { pageByKey, type KeyedPage, type PageStart, type SortKey } from '../../../platform/db/keyset.ts';
import { findPostalCode } from '../../common/index.ts';
import { findHomeArea, visibleIdentity } from '../../profiles/index.ts';
import { belongingRoles, type LodgeRole } from '../roles.ts';
import { lodgeColumns, lodgesQuery, toLodge, type Lodge } from './repo.ts';
import { whereLodgeVisibleTo } from './visibility.ts';

export type LodgeCard = Lodge & { role: LodgeRole | null };
type Page = KeyedPage<LodgeCard>;

const idKey: SortKey = { sql: 'l.id', type: 'bigint' };
const keys = {
  newest: [{ sql: 'l.created_at', type: 'timestamptz' }, idKey],
  popular: [{ sql: 'l.member_count', type: 'bigint' }, idKey],
  activity: [{ sql: 'l.last_activity_at', type: 'timestamptz' }, idKey],
  joined: [{ sql: 'coalesce(lm.joined_at, lm.updated_at)', type: 'timestamptz' }, idKey],
} satisfies Record<string, SortKey[]>;

/** The visible lodges with the actor's role in each (one statement with the page). */
function visibleLodges(db: Knex, actor: Actor): Knex.QueryBuilder {
  const q = lodgesQuery(db).select([...lodgeColumns, db.raw('(select m.role from lodge_members m where m.lodge_id = l.id and m.profile_id = ?) as viewer_role', [actor.profileId ?? 0])]);
  return whereLodgeVisibleTo(q, actor);
}

const toCard = (r: Record<string, unknown>): LodgeCard => ({ ...toLodge(r), role: (r.viewer_role as LodgeRole | null) ?? null });
const cards = (page: KeyedPage<Record<string, unknown>>): Page => ({ ...page, items: page.items.map(toCard) });

export type SearchQuery = { text: string; categoryId?: number | undefined; kinks: string[]; sort: number };

/**
 * Lodge search (spec §2, §5): by text over name and description, by category (the regular site) or by a kink list
 * (the dark site: lodges tagged with any of them), sorted 1 newest, 2 name, 3 most members (default), 4 latest activity.
 */
export async function searchLodges(db: Knex, actor: Actor, search: SearchQuery, start: PageStart, take: number): Promise<Page> {
  const q = visibleLodges(db, actor);
  if (search.text) q.whereRaw(`(to_tsvector('simple', l.name || ' ' || l.description) @@ plainto_tsquery('simple', ?) or ? = any(l.tags))`, [search.text, search.text.toLowerCase()]);
  if (search.categoryId) q.where('l.category_id', search.categoryId);
  if (search.kinks.length) q.whereRaw('l.tags && ?::text[]', [search.kinks]);
  if (search.sort === 2) {
    // By name there is no numeric key: pages by offset (a name list does not grow under the reader much).
    const skip = start.skip ?? 0;
    const rows = (await q.orderByRaw('lower(l.name), l.id').offset(skip).limit(take + 1)) as Record<string, unknown>[];
    return { items: rows.slice(0, take).map(toCard), hasMore: rows.length > take, next: null, prev: null };
  }
  return cards(await pageByKey(db, q, search.sort === 1 ? keys.newest : search.sort === 4 ? keys.activity : keys.popular, start, take));
}

export const newestLodges = async (db: Knex, actor: Actor, start: PageStart, take: number) => cards(await pageByKey(db, visibleLodges(db, actor), keys.newest, start, take));
export const popularLodges = async (db: Knex, actor: Actor, start: PageStart, take: number) => cards(await pageByKey(db, visibleLodges(db, actor), keys.popular, start, take));

/** The lodges the actor belongs to (or asked to join), last joined first. */
export async function myLodges(db: Knex, actor: ProfileActor, start: PageStart, take: number): Promise<Page> {
  const q = visibleLodges(db, actor)
    .join('lodge_members as lm', function own() {
      this.on('lm.lodge_id', 'l.id').andOn('lm.profile_id', db.raw('?', [actor.profileId]));
    })
    .whereIn('lm.role', [...belongingRoles, 'Requesting']);
  return cards(await pageByKey(db, q, keys.joined, start, take));
}

/**
 * A profile's lodges (its Lodges tab, GetProfileLodges with sortMode 1 last joined, 2 name): those it belongs to
 * that the actor may see, once the actor may see the profile. A lodge that shows its members only to members or
 * admins does not give its member away.
 */
export async function profileLodges(db: Knex, actor: Actor, profileId: number, sortMode: number, start: PageStart, take: number): Promise<Page> {
  if (profileId !== actor.profileId) await visibleIdentity(db, profileId, actor);
  const q = visibleLodges(db, actor)
    .join('lodge_members as lm', function theirs() {
      this.on('lm.lodge_id', 'l.id').andOn('lm.profile_id', db.raw('?', [profileId]));
    })
    .whereIn('lm.role', belongingRoles);
  if (profileId !== actor.profileId) q.where('l.member_visibility', 'All');
  if (sortMode === 2) {
    const rows = (await q.orderByRaw('lower(l.name), l.id').offset(start.skip ?? 0).limit(take + 1)) as Record<string, unknown>[];
    return { items: rows.slice(0, take).map(toCard), hasMore: rows.length > take, next: null, prev: null };
  }
  return cards(await pageByKey(db, q, keys.joined, start, take));
}

/** Lodges near the member's home area (its postal code's place), nearest first within 100 km; none without an area. */
export async function nearbyLodges(db: Knex, actor: ProfileActor, skip: number, take: number): Promise<{ items: LodgeCard[]; hasMore: boolean; noArea: boolean }> {
  const home = await findHomeArea(db, actor.profileId);
  const place = home?.postalCode ? await findPostalCode(db, home.countryId, home.postalCode) : null;
  if (!place) return { items: [], hasMore: false, noArea: true };
  // An equirectangular distance in km: close enough at a lodge's scale, and an index-free scan of one site's lodges.
  const distance = db.raw('111.32 * sqrt(power(l.latitude - ?, 2) + power((l.longitude - ?) * cos(radians(?)), 2))', [place.latitude, place.longitude, place.latitude]);
  const rows = (await visibleLodges(db, actor)
    .whereNotNull('l.latitude')
    .whereRaw('111.32 * sqrt(power(l.latitude - ?, 2) + power((l.longitude - ?) * cos(radians(?)), 2)) < 100', [place.latitude, place.longitude, place.latitude])
    .orderBy(distance as never)
    .orderBy('l.id')
    .offset(skip)
    .limit(take + 1)) as Record<string, unknown>[];
  return { items: rows.slice(0, take).map(toCard), hasMore: rows.length > take, noArea: false };
}
