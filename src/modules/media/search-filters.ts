import type { Knex } from 'knex';

/**
 * SQL filters over this module's tables for search (search module), on a query over `profiles` (`visibleProfileIds` of accounts):
 * a Live picture in the profile album (what `mainPictures` shows), and a latest validation that is Valid.
 */
export const whereHasProfilePicture = (q: Knex.QueryBuilder, db: Knex) =>
  q.whereExists(
    db('media as m')
      .join('media_albums as a', 'a.id', 'm.album_id')
      .whereRaw(`m.profile_id = profiles.id and a.kind = 'Profile' and m.type = 'Picture' and m.status = 'Live'`)
      .select(db.raw('1')),
  );

export const whereValidated = (q: Knex.QueryBuilder) =>
  q.whereRaw(`(select v.status from media_validations v where v.profile_id = profiles.id order by v.id desc limit 1) = 'Valid'`);
