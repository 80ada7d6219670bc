import type { Knex } from 'knex';
import { visibleProfileIds } from '../accounts/index.ts';
import { profilesVisibleTo, type ProfileSight } from '../profiles/index.ts';
import { hidingOnlineStatus } from '../presence/index.ts';

/** One of the owner's tags with how many profiles (that the owner may see) carry it. */
export type TagCount = { tag: string; count: number };
/** A tagged profile of a list, with when the owner tagged it with the listed tag. */
export type TaggedRow = { id: number; at: Date };

const toCount = (row: Record<string, unknown> | undefined) => Number(row?.n ?? 0);

/**
 * The owner's rows narrowed to profiles the owner may see on their site (profiles' rule: Active, not held for
 * forced validation, no block either way, on the dark site only those who may be there). In the SQL, so a page is
 * full and a count true.
 */
const visibleTagsOf = (db: Knex, owner: ProfileSight) =>
  db('profile_tags').where('owner_id', owner.profileId).whereIn('profile_id', profilesVisibleTo(db, owner));

/**
 * Serialises the owner's tag changes (until the transaction ends), so two requests at once cannot both pass
 * the limits. The first key names this table's locks; nothing else takes advisory locks.
 */
export async function lockOwner(trx: Knex, ownerId: number): Promise<void> {
  await trx.raw(`select pg_advisory_xact_lock(hashtext('profile_tags'), (? % 2147483647)::int)`, [ownerId]);
}

/** How many tags the owner has put on the profile. */
export async function countTagsOn(db: Knex, ownerId: number, profileId: number): Promise<number> {
  return toCount(await db('profile_tags').where({ owner_id: ownerId, profile_id: profileId }).count('* as n').first());
}

/** How many profiles the owner has tagged (all of them: a hidden one still takes its place until untagged). */
export async function countTaggedProfiles(db: Knex, ownerId: number): Promise<number> {
  return toCount(await db('profile_tags').where({ owner_id: ownerId }).countDistinct('profile_id as n').first());
}

/** Adds the tag unless the profile has it already in any case; true when a row was written. */
export async function insertTag(db: Knex, ownerId: number, profileId: number, tag: string): Promise<boolean> {
  const { rows } = await db.raw<{ rows: unknown[] }>(
    `insert into profile_tags (owner_id, profile_id, tag) values (?, ?, ?)
     on conflict (owner_id, profile_id, lower(tag)) do nothing returning id`,
    [ownerId, profileId, tag],
  );
  return rows.length > 0;
}

/** Takes the tag (in any case) off the profile; false when it was not there. */
export async function deleteTag(db: Knex, ownerId: number, profileId: number, tag: string): Promise<boolean> {
  // `returning`, not the count: the embedded driver does not report how many rows a delete removed.
  const removed = await db('profile_tags').where({ owner_id: ownerId, profile_id: profileId }).whereRaw('lower(tag) = lower(?)', [tag]).del().returning('id');
  return removed.length > 0;
}

/** The owner's tags on one profile, alphabetically (any case). */
export async function findTagsOn(db: Knex, ownerId: number, profileId: number): Promise<string[]> {
  const rows = await db('profile_tags').where({ owner_id: ownerId, profile_id: profileId }).orderByRaw('lower(tag), tag').select('tag');
  return rows.map((r: { tag: string }) => r.tag);
}

/** The owner's tags on each of the profiles, alphabetically. */
export async function findTagsOfProfiles(db: Knex, ownerId: number, profileIds: readonly number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>(profileIds.map((id) => [id, []]));
  if (!profileIds.length) return tags;
  const rows = await db('profile_tags').where('owner_id', ownerId).whereIn('profile_id', profileIds).orderByRaw('lower(tag), tag').select('profile_id', 'tag');
  for (const r of rows as { profile_id: unknown; tag: string }[]) tags.get(Number(r.profile_id))?.push(r.tag);
  return tags;
}

/** The owner's tags with their counts of visible profiles, most used first; a tag only on hidden profiles is left out. */
export async function findTagCounts(db: Knex, owner: ProfileSight): Promise<TagCount[]> {
  const rows = await visibleTagsOf(db, owner)
    .groupByRaw('lower(tag)')
    .orderByRaw('count(*) desc, lower(tag)')
    .select(db.raw('min(tag) as tag'), db.raw('count(*) as n'));
  return rows.map((r: { tag: string; n: unknown }) => ({ tag: r.tag, count: Number(r.n) }));
}

/** The profiles the owner may see that carry the tag (any case), newest tagged first: `take` from `skip`. */
export async function findProfilesWithTag(db: Knex, owner: ProfileSight, tag: string, skip: number, take: number): Promise<TaggedRow[]> {
  const rows = await visibleTagsOf(db, owner)
    .whereRaw('lower(tag) = lower(?)', [tag])
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'profile_id', order: 'desc' }])
    .offset(skip)
    .limit(take)
    .select('profile_id', 'created_at');
  return rows.map((r: { profile_id: unknown; created_at: string | Date }) => ({ id: Number(r.profile_id), at: new Date(r.created_at) }));
}

/** Every profile the owner tagged and may see that shows its online status (presence then says who is online). */
export async function findTaggedShowingOnline(db: Knex, owner: ProfileSight): Promise<number[]> {
  const rows = await visibleTagsOf(db, owner).whereNotIn('profile_id', hidingOnlineStatus(db)).distinct('profile_id');
  return rows.map((r: { profile_id: unknown }) => Number(r.profile_id));
}

/**
 * Who tagged the profile, for "a profile you tagged is online": only while others may see the profile and it
 * shows its online status, only owners others may see, never one blocked either way. On the profile_id index.
 */
export async function findTaggers(db: Knex, tagged: ProfileSight): Promise<number[]> {
  const profileId = tagged.profileId;
  const rows = await db('profile_tags')
    .where('profile_id', profileId)
    .whereIn('owner_id', profilesVisibleTo(db, tagged))
    .whereExists(visibleProfileIds(db, tagged.site).where('id', profileId))
    .whereNotExists(hidingOnlineStatus(db).where('profile_id', profileId))
    .distinct('owner_id');
  return rows.map((r: { owner_id: unknown }) => Number(r.owner_id));
}
