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

/** A path on this site to go back to after a form (`/…`, never `//host` or a backslash trick). */
export const localPath = z.string().max(2000).regex(/^\/(?!\/)[^\s\\]*$/);

/** The no-JavaScript upload form's query: UploadTempMedia's, and the page to go back to. */
export const uploadFormQuery = uploadQuery.extend({
  back: localPath.catch('/EditProfile/PicturesAndVideos'),
});
export type UploadFormQuery = z.infer<typeof uploadFormQuery>;

const fraction = z.number().min(0, 'media.errors.crop').max(1, 'media.errors.crop');
const size = z.number().gt(0, 'media.errors.crop').max(1, 'media.errors.crop');

/** EditPicture: a quarter turn clockwise or more, then a crop in fractions (0..1) of the turned picture. */
export const editPictureInput = z.object({
  mediaId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  rotate: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], { message: 'media.errors.rotate' }).default(0),
  crop: z
    .object({ x: fraction, y: fraction, width: size, height: size })
    .superRefine((c, ctx) => {
      // A little slack for the browser's floating point sums.
      if (c.x + c.width > 1.000001) ctx.addIssue({ code: 'custom', path: ['width'], message: 'media.errors.crop' });
      if (c.y + c.height > 1.000001) ctx.addIssue({ code: 'custom', path: ['height'], message: 'media.errors.crop' });
    })
    .optional(),
  setAsProfilePicture: z.boolean().default(false),
});
export type EditPictureInput = z.infer<typeof editPictureInput>;

// ---- galleries, /Pictures and album editing (pages.ts, edit-pages.ts)

export const albumNameMaxLength = 60;
export const captionMaxLength = 500;

const page = z.coerce.number().int().min(1).max(10_000).catch(1);
/** A form field that may come once (a string) or repeated (an array), comma lists split: a kink list. */
const kinkList = z.preprocess(
  (v) => (v === undefined || v === null ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','))),
  z.array(z.string().trim().max(40)).max(20),
);

export const ownerParams = z.object({ id });
export const ownerMediaParams = z.object({ id, mediaId: id });
export const ownerAlbumParams = z.object({ id, albumType: z.coerce.number().int().min(1).max(4), albumId: id });
export const pageQuery = z.object({ page });
/** /Pictures (§2 "query: kink list"): `query=rope,latex` (or the filter form's repeated `query`), and the page. */
export const picturesQuery = z.object({ page, query: kinkList.catch([]).transform((l) => l.filter(Boolean)) });

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
/** The explicit-pictures setting: on or off, and the page to go back to. */
export const explicitQuery = z.object({ u: localPath.catch('/Pictures') });
export const explicitForm = z.object({ show: z.enum(['true', 'false']), u: localPath.catch('/Pictures') });
