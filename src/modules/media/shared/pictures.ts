import type { Knex } from 'knex';
import type { Request } from 'express';
import { AppError } from '../../../platform/http/errors.ts';
import { fileUrl } from '../presenter.ts';
import { widthsOf } from '../pictures/pipeline.ts';
import { receiveUploads } from '../upload/receive.ts';
import { sniff } from '../upload/sniff.ts';
import { makePicture } from '../upload/service.ts';
import { maxPictureBytes } from '../kinds.ts';
import { removeMediaItem } from '../moderation.ts';
import { isSharedPicture } from './sight.ts';
import { scheduleUnsentSweep } from './unsent-sweep.ts';
import * as repo from '../repo.ts';

/**
 * Pictures a member uploads to send rather than publish (a message's attachments): media items of type Picture
 * without an album, made by the same pipeline (sniffed, decoded once, metadata gone, content-hashed keys).
 * UploadTempMedia makes one with albumTypeId 7; the no-JavaScript mail forms send theirs with the message
 * (`receiveSharedPictures`). The module that sends them keeps which item went where and answers who may see it
 * (sight.ts).
 */

export type SharedPicture = { id: number; width: number; height: number; explicit: boolean };
/** URLs of a picture's files: `src` a JPEG up to 960 px wide, `srcset` the WebP widths, `blurredSrc` the blurred JPEG. */
export type SharedPictureFiles = { src: string; srcset: string; blurredSrc: string };

const picturesOnly = () => new AppError(415, 'badUpload', 'media.errors.picturesOnly', {}, 'file');

/** Of `ids`, the member's own pictures without an album that are Live, in the order asked. */
export async function ownSharedPictures(db: Knex, profileId: number, ids: readonly number[]): Promise<SharedPicture[]> {
  const rows = new Map((await repo.findMediaByIds(db, ids)).map((m) => [m.id, m]));
  return ids.flatMap((id) => {
    const m = rows.get(id);
    return m && m.profileId === profileId && isSharedPicture(m) && m.status === 'Live' ? [{ id, width: m.width ?? 0, height: m.height ?? 0, explicit: m.explicit }] : [];
  });
}

/** Each picture's file URLs (they are served after the access check of /media/{id}/{file}). */
export async function sharedPictureFiles(db: Knex, ids: readonly number[]): Promise<Map<number, SharedPictureFiles>> {
  const files = new Map<number, SharedPictureFiles>();
  for (const m of await repo.findMediaByIds(db, ids)) {
    const v = m.variants;
    const widths = widthsOf(v);
    const shown = widths.filter((w) => w <= 960).at(-1) ?? widths[0];
    if (shown === undefined || !v['blur.jpg']) continue;
    files.set(m.id, {
      src: fileUrl(m.id, v[`w${shown}.jpg`]!),
      srcset: widths.map((w) => `${fileUrl(m.id, v[`w${w}.webp`]!)} ${w}w`).join(', '),
      blurredSrc: fileUrl(m.id, v['blur.jpg']),
    });
  }
  return files;
}

/**
 * A no-JavaScript form with text and up to `maxFiles` pictures (multipart, `file` parts; `explicit` on or off):
 * makes each picture as UploadTempMedia does and returns the text fields and the new items' ids. Anything but a
 * picture is a 415; on any refusal nothing stays (the temporary files are always removed). `onFields` gets the
 * text as soon as it is read, so a form refused later can show it again.
 */
export type SharedPicturesContext = { db: Knex; profileId: number; blurValue: number; maxFiles: number; onFields?: (fields: Record<string, string>) => void };

export async function receiveSharedPictures(req: Request, ctx: SharedPicturesContext) {
  const received = await receiveUploads(req, maxPictureBytes, ctx.maxFiles);
  ctx.onFields?.(received.fields);
  const made: number[] = [];
  try {
    const explicit = received.fields.explicit === 'on' || received.fields.explicit === 'true';
    const kinds = await Promise.all(received.files.map((f) => sniff(f.path, f.size)));
    if (kinds.some((k) => k.kind !== 'picture')) throw picturesOnly();
    for (const file of received.files) {
      const picture = await makePicture(ctx.db, file.path, ctx.blurValue);
      const id = await ctx.db.transaction(async (trx) => {
        const made = await repo.insertMedia(trx, { profileId: ctx.profileId, albumId: null, type: 'Picture', status: 'Live', explicit, width: picture.width, height: picture.height, phash: picture.phash, variants: picture.variants, sourceKey: null });
        await scheduleUnsentSweep(trx, made);
        return made;
      });
      made.push(id);
    }
    return { fields: received.fields, mediaIds: made };
  } catch (err) {
    await removeSharedPictures(ctx.db, ctx.profileId, made);
    throw err;
  } finally {
    await received.remove();
  }
}

/** Deletes the member's own shared pictures among `ids` (a message that could not be sent), files after commit. */
export async function removeSharedPictures(db: Knex, profileId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.transaction(async (trx) => {
    for (const m of await repo.findMediaByIds(trx, ids)) if (m.profileId === profileId && isSharedPicture(m)) await removeMediaItem(trx, m);
  });
}
