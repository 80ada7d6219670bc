import { z } from 'zod';
import { albumTypeIds, type AlbumTypeId } from '../kinds.ts';
import { flag, id, localPath } from '../schemas.ts';

/** UploadTempMedia's query (§7). */
export const uploadQuery = z.object({
  albumTypeId: z.coerce
    .number({ message: 'media.errors.albumType' })
    .int({ message: 'media.errors.albumType' })
    .refine((n): n is AlbumTypeId => Object.hasOwn(albumTypeIds, n), { message: 'media.errors.albumType' })
    .transform((n) => n as AlbumTypeId),
  albumId: id.optional(),
  allowNotJpeg: flag.default(true),
  allowUploadVideo: flag.default(false),
});

/** The no-JavaScript upload form's query: UploadTempMedia's, and the page to go back to. */
export const uploadFormQuery = uploadQuery.extend({
  back: localPath.catch('/EditProfile/PicturesAndVideos'),
});
export type UploadFormQuery = z.infer<typeof uploadFormQuery>;
