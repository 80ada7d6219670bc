import type { Knex } from 'knex';

/**
 * /Search/Top's score per profile, as a subquery (`profile_id`, `score`): the distinct visitors of the last `days`
 * days (one visits row per visitor, its time moved on at each visit) plus `likeWeight` × the likes the profile
 * received in them. Only profiles with a score appear; both parts are range scans on their time indexes.
 */
export function recentPopularity(db: Knex, days: number, likeWeight: number): Knex.QueryBuilder {
  const recent = db.raw(
    `(select profile_id, 1 as points from profile_visits where visited_at > now() - make_interval(days => ?)
      union all
      select item_id as profile_id, ?::int as points from likes where item_type = 'Profile' and created_at > now() - make_interval(days => ?)) as recent`,
    [days, likeWeight, days],
  );
  return db.from(recent).groupBy('profile_id').select('profile_id', db.raw('sum(points)::int as score'));
}

/** The member's own favourites, as a subquery of ids (`favourite_id`): whom the member shows favourites-only answers. */
export const favouriteIdsOf = (db: Knex, profileId: number) => db('profile_favourites').where({ profile_id: profileId }).select('favourite_id');
