import { registerPersonalData } from '../../../platform/personal-data/index.ts';

/**
 * A member's lodge uploads: which of their media items (media exports the items and files themselves, and its
 * eraser deletes them with their files) are in which lodge album, and whether approved. Erasure deletes the
 * member's rows here (the items go with media's rows too), and forgets them as the moderator who decided an item
 * or the maker of an album (those stay the lodge's).
 */
registerPersonalData({
  module: 'lodges.media',
  covers: { lodge_media: ['uploader_id', 'decided_by'], lodge_media_albums: ['created_by'] },
  exporter: async (db, profileId) => ({
    data: {
      uploads: await db('lodge_media as lm')
        .join('lodge_media_albums as a', 'a.id', 'lm.album_id')
        .join('lodges as l', 'l.id', 'lm.lodge_id')
        .where('lm.uploader_id', profileId)
        .orderBy('lm.media_id')
        .select('lm.media_id as mediaId', 'l.id as lodgeId', 'l.name as lodge', 'a.name as album', 'lm.state', 'lm.created_at as uploadedAt'),
    },
  }),
  eraser: async (trx, profileId) => {
    await trx('lodge_media').where({ uploader_id: profileId }).delete();
    await trx('lodge_media').where({ decided_by: profileId }).update({ decided_by: null });
    await trx('lodge_media_albums').where({ created_by: profileId }).update({ created_by: null });
  },
});
