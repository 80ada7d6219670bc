import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { redAlbums } from './service.ts';

const redAlbum = z.object({ id: z.number(), name: z.string(), pictureCount: z.number(), videoCount: z.number(), mediaCount: z.number() });

/** /api/EditDarkProfile/GetRedMediaAlbums (§7): the member's red albums (dark site only) with what each holds. */
export const darkActions = {
  GetRedMediaAlbums: defineAction({
    method: 'GET',
    summary: "The member's red albums (dark site) with their numbers of pictures and videos",
    input: z.object({}),
    output: z.array(redAlbum),
    access: 'user',
    handler: async (_input, { db, site, viewer }) => {
      if (!site.dark) throw notFound('media.errors.redOnDarkOnly');
      const albums = await redAlbums(db, { profileId: viewer.id, dark: true });
      return albums.map(({ album, pictures, videos }) => ({ id: album.id, name: album.name, pictureCount: pictures, videoCount: videos, mediaCount: pictures + videos }));
    },
  }),
};
