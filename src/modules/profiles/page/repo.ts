import type { Knex } from 'knex';
import { toArea, toPerson, type AreaRow, type DetailsRow, type PersonRow } from '../repo.ts';

export type ProfilePageRow = {
  identity: Record<string, unknown> | null;
  persons: PersonRow[];
  details: DetailsRow;
  area: AreaRow | null;
  blocked: boolean;
  visibility: Record<string, string>;
  /** The viewer's saved configuration (profile_configuration), as stored. */
  viewerConfiguration: Record<string, string>;
  /** The values of the callers' `extra` columns, by name. */
  extra: Record<string, unknown>;
};

/**
 * What a profile page reads, in one statement (one round trip): the profile's identity (accounts' query, read
 * back with its `toPublicIdentity`), persons, texts, area, who may see which of its answers, whether a block stands
 * between the profile and the viewer, the viewer's configuration, and `extra` columns of other modules (media's
 * main picture), each a scalar subquery.
 */
export async function findProfilePage(db: Knex, profileId: number, viewerId: number, identity: Knex.QueryBuilder, extra: Record<string, Knex.Raw> = {}): Promise<ProfilePageRow> {
  const names = Object.keys(extra);
  const extraSql = names.map(() => `, ? as ??`).join('');
  const { rows } = await db.raw<{ rows: Record<string, unknown>[] }>(
    `select
       (select row_to_json(i) from (?) i) as identity,
       (select json_agg(p order by p.position) from profile_persons p where p.profile_id = ?) as persons,
       (select json_object_agg(v.field, v.audience) from profile_field_visibility v where v.profile_id = ?) as visibility,
       (select json_object_agg(c.key, c.value) from profile_configuration c where c.profile_id = ?) as viewer_configuration,
       d.presentation, d.looking_for, a.country_id, a.postal_code, a.latitude, a.longitude,
       exists (select 1 from profile_blocks b
               where (b.blocker_id = ? and b.blocked_id = ?) or (b.blocker_id = ? and b.blocked_id = ?)) as blocked${extraSql}
     from (select 1) one
     left join profile_details d on d.profile_id = ?
     left join profile_areas a on a.profile_id = ?`,
    [identity.where('id', profileId), profileId, profileId, viewerId, profileId, viewerId, viewerId, profileId, ...names.flatMap((name) => [extra[name]!, name]), profileId, profileId],
  );
  const row = rows[0]!;
  const json = <T>(value: unknown): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T | null) ?? null));
  return {
    identity: json<Record<string, unknown>>(row.identity),
    persons: (json<Record<string, unknown>[]>(row.persons) ?? []).map(toPerson),
    details: { presentation: (row.presentation as string | null) ?? '', lookingFor: (row.looking_for as string | null) ?? '' },
    area: row.country_id == null ? null : toArea(row),
    blocked: Boolean(row.blocked),
    visibility: json<Record<string, string>>(row.visibility) ?? {},
    viewerConfiguration: json<Record<string, string>>(row.viewer_configuration) ?? {},
    extra: Object.fromEntries(names.map((name) => [name, row[name]])),
  };
}
