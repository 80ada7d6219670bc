import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { redAlbums } from './service.ts';

const redAlbum = z.object({ id: z.number(), name: z.string(), pictureCount: z.number(), videoCount: z.number(), mediaCount: z.number() });

/** /api/EditDarkProfile/GetRedMediaAlbums (§7): the member's red albums with what each holds (`site: 'dark'`: a 404 elsewhere). */
export const darkActions = {
  GetRedMediaAlbums: defineAction({
    method: 'GET',
    summary: "The member's red albums (dark site) with their numbers of pictures and videos",
    input: z.object({}),
    output: z.array(redAlbum),
    access: 'user',
    site: 'dark',
    policy: 'access',
    handler: async (_input, { db, actor }) => {
      const albums = await redAlbums(db, { profileId: actor.profileId, dark: true });
      return albums.map(({ album, pictures, videos }) => ({ id: album.id, name: album.name, pictureCount: pictures, videoCount: videos, mediaCount: pictures + videos }));
    },
  }),
};
