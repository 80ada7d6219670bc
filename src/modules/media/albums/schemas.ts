import { z } from 'zod';
import { id } from '../schemas.ts';

export const albumNameMaxLength = 60;
export const captionMaxLength = 500;

export const albumParams = z.object({ albumId: id });
export const mediaParams = z.object({ mediaId: id });
const albumName = z
  .string({ error: 'media.albums.errors.nameRequired' })
  .trim()
  .min(1, 'media.albums.errors.nameRequired')
  .max(albumNameMaxLength, 'media.albums.errors.nameTooLong');
export const albumForm = z.object({ kind: z.enum(['Ordinary', 'Private', 'Red'], { error: 'media.albums.errors.kind' }), name: albumName });
export type AlbumForm = z.infer<typeof albumForm>;
export const renameAlbumForm = z.object({ albumId: id, name: albumName });
export const deleteAlbumForm = z.object({ media: z.enum(['archive', 'delete']).catch('archive') });
export const mediaForm = z.object({
  caption: z.string().trim().max(captionMaxLength, 'media.albums.errors.captionTooLong').default(''),
  explicit: z.preprocess((v) => v === 'on' || v === 'true', z.boolean()),
});
export type MediaForm = z.infer<typeof mediaForm>;
export const moveForm = z.object({ albumId: z.coerce.number({ error: 'media.albums.errors.moveTo' }).int().positive('media.albums.errors.moveTo') });
export const reorderForm = z.object({ move: z.enum(['up', 'down', 'first']) });
