import { z } from 'zod';
import { albumTypeIds, type AlbumTypeId } from './kinds.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const flag = z.preprocess((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1' || v === true), z.boolean());

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

/** A stored file's URL: the media id and the content-hashed file name. */
export const fileParams = z.object({ id, file: z.string().regex(/^[0-9a-f]{32}\.(webp|jpg|mp4)$/) });
