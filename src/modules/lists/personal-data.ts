import { registerPersonalData, rowsOf } from '../../platform/personal-data/index.ts';

/**
 * The member's own lists: whom they made a favourite, their private notes, what they liked, whom they visited.
 * Never the other way round: who favourited, noted, liked or visited the member is the other member's private
 * choice (the /Visitors page shows visitors under rules of their own). On deletion both directions go: the
 * member's acts are theirs, and others' notes, likes and visits point at a deleted profile.
 */
registerPersonalData({
  module: 'lists',
  covers: {
    profile_favourites: ['profile_id', 'favourite_id'],
    profile_notes: ['author_id', 'profile_id'],
    likes: ['profile_id', 'item_id'],
    profile_visits: ['visitor_id', 'profile_id'],
    profile_visits_seen: ['profile_id'],
  },
  exporter: async (db, profileId) => ({
    data: {
      favourites: await rowsOf(db, 'profile_favourites', 'profile_id', profileId, ['created_at', 'favourite_id']),
      notes: await rowsOf(db, 'profile_notes', 'author_id', profileId, ['created_at', 'profile_id', 'text', 'updated_at']),
      likes: await rowsOf(db, 'likes', 'profile_id', profileId, ['created_at', 'item_type', 'item_id']),
      visits: await rowsOf(db, 'profile_visits', 'visitor_id', profileId, ['visited_at', 'profile_id']),
      visitorsLastSeen: await rowsOf(db, 'profile_visits_seen', 'profile_id', profileId, ['seen_at']),
    },
  }),
  eraser: async (trx, profileId) => {
    await trx('profile_favourites').where({ profile_id: profileId }).orWhere({ favourite_id: profileId }).delete();
    await trx('profile_notes').where({ author_id: profileId }).orWhere({ profile_id: profileId }).delete();
    await trx('likes').where({ profile_id: profileId }).orWhere({ item_type: 'Profile', item_id: profileId }).delete();
    await trx('profile_visits').where({ visitor_id: profileId }).orWhere({ profile_id: profileId }).delete();
    await trx('profile_visits_seen').where({ profile_id: profileId }).delete();
  },
});
