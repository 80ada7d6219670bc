import type { Knex } from 'knex';
import sharp from 'sharp';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { mediaStorage } from '../../../platform/storage/index.ts';
import { hashDistance, processPicture, widthsOf } from './pipeline.ts';
import { sameAsBlocked } from '../upload/service.ts';
import { deleteStoredFilesIfUnused } from '../files/service.ts';
import type { EditPictureInput } from './schemas.ts';
import * as repo from '../repo.ts';

export type EditContext = { profileId: number; blurValue: number };

const pictureNotFound = () => notFound();

/** The bytes of the largest JPEG we keep of a picture: originals are not kept, so an edit starts from it. */
async function largestJpeg(variants: Record<string, string>): Promise<Buffer> {
  const width = widthsOf(variants).at(-1);
  const stored = width === undefined ? null : await mediaStorage().get(variants[`w${width}.jpg`] ?? '');
  if (!stored) throw new AppError(500, 'internal', 'common.errors.generic');
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Turns the picture, then cuts out the crop (fractions of the turned picture), losslessly (PNG) for processPicture. */
async function turnAndCrop(bytes: Buffer, rotate: EditPictureInput['rotate'], crop: EditPictureInput['crop']): Promise<Buffer> {
  const meta = await sharp(bytes).metadata();
  const turned = rotate === 90 || rotate === 270;
  const width = turned ? meta.height! : meta.width!;
  const height = turned ? meta.width! : meta.height!;
  let image = sharp(bytes).rotate(rotate);
  if (crop) {
    const left = Math.min(Math.round(crop.x * width), width - 1);
    const top = Math.min(Math.round(crop.y * height), height - 1);
    const w = Math.max(1, Math.min(Math.round(crop.width * width), width - left));
    const h = Math.max(1, Math.min(Math.round(crop.height * height), height - top));
    // Called after rotate(), sharp extracts from the turned picture.
    image = image.extract({ left, top, width: w, height: h });
  }
  return image.png({ compressionLevel: 1 }).toBuffer();
}

/**
 * EditPicture: the owner's picture turned and cropped. It is made again from its largest stored JPEG (the same
 * sizes, formats, blurred pair and hash as an upload), the row gets the new files and measures, and the old files
 * no other item uses are removed after the change is committed. With `setAsProfilePicture` the picture becomes the
 * first of the owner's Profile album. Anyone else's picture, a video or an unknown id is the same 404.
 */
export async function editPicture(db: Knex, input: EditPictureInput, ctx: EditContext): Promise<repo.MediaRow> {
  const media = await repo.findMedia(db, input.mediaId);
  if (!media || media.profileId !== ctx.profileId || media.type !== 'Picture') throw pictureNotFound();
  const changes = input.rotate !== 0 || input.crop !== undefined;
  let removable: string[] = [];
  if (changes) {
    const picture = await processPicture(await turnAndCrop(await largestJpeg(media.variants), input.rotate, input.crop), ctx.blurValue);
    const made = Object.values(picture.variants).filter((key) => !Object.values(media.variants).includes(key));
    const blocked = await repo.blockedHashes(db);
    // Turning a picture back must not bring back one staff removed.
    if (blocked.some((hash) => hashDistance(hash, picture.phash) <= sameAsBlocked)) {
      await deleteStoredFilesIfUnused(db, made);
      throw new AppError(422, 'badUpload', 'media.errors.blocked', {}, 'mediaId');
    }
    try {
      await db.transaction(async (trx) => {
        await repo.replacePicture(trx, media.id, picture);
        if (input.setAsProfilePicture) await moveToProfileFront(trx, media);
      });
    } catch (err) {
      await deleteStoredFilesIfUnused(db, made);
      throw err;
    }
    removable = Object.values(media.variants).filter((key) => !Object.values(picture.variants).includes(key));
  } else if (input.setAsProfilePicture) {
    await db.transaction((trx) => moveToProfileFront(trx, media));
  }
  await deleteStoredFilesIfUnused(db, removable);
  return (await repo.findMedia(db, media.id))!;
}

async function moveToProfileFront(trx: Knex, media: repo.MediaRow): Promise<void> {
  const album = await repo.singleAlbum(trx, media.profileId, 'Profile');
  await repo.moveToAlbumFront(trx, media.id, album.id);
}

