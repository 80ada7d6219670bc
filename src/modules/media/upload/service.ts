import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { AppError } from '../../../platform/http/errors.ts';
import { enqueueJob } from '../../../platform/jobs/index.ts';
import { mediaStorage } from '../../../platform/storage/index.ts';
import { deleteStoredFilesIfUnused } from '../files/service.ts';
import { receiveUpload, type ReceivedFile } from './receive.ts';
import { sniff } from './sniff.ts';
import { hashDistance, processPicture } from '../pictures/pipeline.ts';
import { albumForUpload } from './album.ts';
import { albumTypeIds, copyrightText, maxPictureBytes, maxVideoBytes, type AlbumTypeId } from '../kinds.ts';
import { scheduleUnsentSweep } from '../shared/unsent-sweep.ts';
import * as repo from '../repo.ts';

export type UploadOptions = { albumTypeId: AlbumTypeId; albumId?: number | undefined; allowNotJpeg: boolean; allowUploadVideo: boolean };
export type UploadContext = { db: Knex; profileId: number; dark: boolean; blurValue: number; copyrightTexts: readonly string[] };

/** A picture this close to one staff removed (bits of 64 differing) is the same picture. */
export const sameAsBlocked = 6;
export const transcodeJob = 'media.transcodeVideo';

const refused = (key: string, status = 400, field = 'file') => new AppError(status, 'badUpload', key, {}, field);

/**
 * UploadTempMedia: receives the file to a temporary file, checks the copyright confirmation, finds out what the
 * file is from its bytes, and either makes the picture (sizes, formats, hash) or stores the video for the
 * transcoding job. Nothing is stored for a refused file, and the temporary file is always removed.
 */
export async function uploadMedia(req: Request, options: UploadOptions, ctx: UploadContext): Promise<number> {
  const kind = albumTypeIds[options.albumTypeId];
  if (kind === 'Red' && !ctx.dark) throw refused('media.errors.redOnDarkOnly', 400, 'albumTypeId');
  // A picture for a message is sent to its recipients, not published: no §5 confirmation, no consent record.
  const forMail = kind === 'MailAttachment';
  const received = await receiveUpload(req, options.allowUploadVideo && !forMail ? maxVideoBytes : maxPictureBytes);
  try {
    const copyright = (received.fields.copyright ?? '').trim();
    if (!forMail && !ctx.copyrightTexts.includes(copyright)) throw refused('media.errors.copyright', 400, 'copyright');
    const explicit = received.fields.explicit === 'true' || received.fields.explicit === 'on';
    const what = await sniff(received.path, received.size);
    if (forMail && what.kind !== 'picture') throw refused('media.errors.picturesOnly', 415);
    if (what.kind === 'other') throw refused('media.errors.notPictureOrVideo', 415);
    if (what.kind === 'video') {
      if (!options.allowUploadVideo) throw refused('media.errors.noVideo', 415);
      return await storeVideo(ctx, received, options, kind === 'Validation' ? 'ValidationVideo' : 'AlbumVideo', explicit);
    }
    if (kind === 'Validation') throw refused('media.errors.validationNeedsVideo', 415);
    if (what.format !== 'jpeg' && !options.allowNotJpeg) throw refused('media.errors.jpegOnly', 415);
    if (received.size > maxPictureBytes) throw refused('media.errors.tooLarge', 413);
    const picture = await makePicture(ctx.db, received.path, ctx.blurValue);
    return await ctx.db.transaction(async (trx) => {
      const album = await albumForUpload(trx, ctx.profileId, kind, options.albumId);
      if (!forMail) await repo.confirmConsent(trx, ctx.profileId, copyright);
      const id = await repo.insertMedia(trx, { profileId: ctx.profileId, albumId: album?.id ?? null, type: 'Picture', status: 'Live', explicit, width: picture.width, height: picture.height, phash: picture.phash, variants: picture.variants, sourceKey: null });
      if (forMail) await scheduleUnsentSweep(trx, id);
      return id;
    });
  } finally {
    await received.remove();
  }
}

/**
 * Makes the picture's files (../pictures/pipeline.ts), refusing (422) one staff removed before. The refused picture's files are
 * deleted unless a member's item has the same ones (another copy of these bytes that staff did not remove).
 */
export async function makePicture(db: Knex, file: string, blurValue: number) {
  const picture = await processPicture(file, blurValue);
  const blocked = await repo.blockedHashes(db);
  if (blocked.some((hash) => hashDistance(hash, picture.phash) <= sameAsBlocked)) {
    await deleteStoredFilesIfUnused(db, Object.values(picture.variants));
    throw refused('media.errors.blocked', 422);
  }
  return picture;
}

/** Keeps the original video as it came and hands it to the durable transcoding job (../video/transcode.ts). */
async function storeVideo(ctx: UploadContext, received: ReceivedFile, options: UploadOptions, type: 'AlbumVideo' | 'ValidationVideo', explicit: boolean): Promise<number> {
  const sourceKey = `videos/source/${randomUUID()}`;
  await mediaStorage().put(sourceKey, { path: received.path }, 'application/octet-stream');
  return ctx.db.transaction(async (trx) => {
    const kind = albumTypeIds[options.albumTypeId];
    const album = kind === 'Validation' ? null : await albumForUpload(trx, ctx.profileId, kind, options.albumId);
    await repo.confirmConsent(trx, ctx.profileId, (received.fields.copyright ?? '').trim());
    const id = await repo.insertMedia(trx, { profileId: ctx.profileId, albumId: album?.id ?? null, type, status: 'ReadyForConversion', explicit, width: null, height: null, phash: null, variants: {}, sourceKey });
    await enqueueJob(trx, transcodeJob, { mediaId: id }, { lane: 'slow' });
    return id;
  });
}

export { copyrightText };
