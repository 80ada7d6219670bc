import type { Knex } from 'knex';
import { profilesHidingOnlineStatus } from '../configuration/service.ts';

/** What a profile card reads of one profile (card.ts decides what of it the viewer may see). */
export type CardRow = {
  identity: Record<string, unknown>;
  /** The confirmed persons' birthdays (YYYY-MM-DD), in order. */
  birthdays: string[];
  /** The saved audiences of the card's private fields (age, place). */
  audiences: Record<string, string>;
  area: { countryId: number; postalCode: string } | null;
  picture: unknown;
  /** The owner hides their online status (configuration showOnlineStatus off): no online dot, online or not. */
  hidesOnline: boolean;
};

/**
 * The cards' data of `ids` in one statement: each identity (accounts' query, read back with its `toPublicIdentity`),
 * birthdays, the age and place audiences, the area, a `picture` column another module provides (given the outer
 * column holding the profile id), and the viewer's saved configuration once.
 */
export async function findCardRows(db: Knex, ids: readonly number[], viewerId: number, identity: Knex.QueryBuilder, picture?: (idColumn: string) => Knex.Raw): Promise<{ rows: CardRow[]; viewerConfiguration: Record<string, string> }> {
  if (!ids.length) return { rows: [], viewerConfiguration: {} };
  return readCardRows(db, db.raw('(?) i', [identity.whereIn('id', ids as number[])]), '', viewerId, picture);
}

/**
 * `findCardRows` for the ids a subquery gives (one column `id`, in its order, limited: a section's "which
 * profiles"), in the same statement: the rows come in the subquery's order (numbered in an array of its ids).
 */
export async function findCardRowsOf(db: Knex, idsQuery: Knex.QueryBuilder, viewerId: number, identity: Knex.QueryBuilder, picture?: (idColumn: string) => Knex.Raw): Promise<{ rows: CardRow[]; viewerConfiguration: Record<string, string> }> {
  // An array built from an ordered subquery keeps its order, and `with ordinality` numbers it (row_number() over ()
  // would number rows in whatever order the plan yields them).
  return readCardRows(db, db.raw('unnest(array(select q.id from (?) q)) with ordinality o(id, ord) join (?) i on i.id = o.id', [idsQuery, identity]), 'order by o.ord', viewerId, picture);
}

async function readCardRows(db: Knex, from: Knex.Raw, order: string, viewerId: number, picture?: (idColumn: string) => Knex.Raw): Promise<{ rows: CardRow[]; viewerConfiguration: Record<string, string> }> {
  const { rows } = await db.raw<{ rows: Record<string, unknown>[] }>(
    `select row_to_json(i) as identity,
       (select json_agg(to_char(pp.birthday, 'YYYY-MM-DD') order by pp.position) from profile_persons pp where pp.profile_id = i.id and pp.confirmed_at is not null) as birthdays,
       (select json_object_agg(v.field, v.audience) from profile_field_visibility v where v.profile_id = i.id and v.field in ('age', 'place')) as audiences,
       a.country_id, a.postal_code,
       (select json_object_agg(c.key, c.value) from profile_configuration c where c.profile_id = ?) as viewer_configuration,
       i.id in (?) as hides_online,
       ${picture ? '?' : 'null'} as picture
     from ?
     left join profile_areas a on a.profile_id = i.id
     ${order}`,
    [viewerId, profilesHidingOnlineStatus(db), ...(picture ? [picture('i.id')] : []), from],
  );
  const json = <T>(value: unknown): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T | null) ?? null));
  return {
    rows: rows.map((r) => ({
      identity: json<Record<string, unknown>>(r.identity)!,
      birthdays: json<string[]>(r.birthdays) ?? [],
      audiences: json<Record<string, string>>(r.audiences) ?? {},
      area: r.country_id == null ? null : { countryId: Number(r.country_id), postalCode: String(r.postal_code) },
      picture: r.picture,
      hidesOnline: Boolean(r.hides_online),
    })),
    viewerConfiguration: json<Record<string, string>>(rows[0]?.viewer_configuration) ?? {},
  };
}
