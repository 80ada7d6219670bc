import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Request } from 'express';
import { AppError } from '../../../platform/http/errors.ts';
import { enqueueJob } from '../../../platform/jobs/index.ts';
import { mediaStorage } from '../../../platform/storage/index.ts';
import { deleteStoredFilesIfUnused } from '../files/service.ts';
import { maxPictureBytes, maxVideoBytes } from '../kinds.ts';
import { removeMediaItem } from '../moderation.ts';
import { presentMedia, type MediaView } from '../presenter.ts';
import { receiveUpload } from '../upload/receive.ts';
import { makePicture, transcodeJob } from '../upload/service.ts';
import { sniff } from '../upload/sniff.ts';
import { isSharedMedia } from './sight.ts';
import * as repo from '../repo.ts';

/**
 * Media a module keeps outside the members' albums, in a place of its own (a lodge's albums): pictures, and videos
 * of the type it names (LodgeAlbumVideo), made by the same pipeline as any upload (sniffed, pictures decoded once
 * without metadata into their sizes, videos transcoded by `media.transcodeVideo`). The module keeps which item is
 * where, in the upload's own transaction (`attach`), and answers who may see it (`provideSharedSight`).
 */
export type SharedMediaContext = {
  db: Knex;
  profileId: number;
  blurValue: number;
  /** The §5 confirmation texts accepted (English and the member's language). */
  copyrightTexts: readonly string[];
  /** The type a video gets; null: pictures only. */
  video: 'LodgeAlbumVideo' | null;
  /** Records the new item in the sharing module's tables, in the transaction that makes it. */
  attach: (trx: Knex, mediaId: number) => Promise<void>;
  onFields?: (fields: Record<string, string>) => void;
};

const refused = (key: string, status = 400, field = 'file', params: Record<string, number> = {}) => new AppError(status, 'badUpload', key, params, field);

/** One file of a multipart form (`file`, `copyright`): the new item's id and whether it is a picture or a video. */
export async function receiveSharedMedia(req: Request, ctx: SharedMediaContext): Promise<{ fields: Record<string, string>; mediaId: number; kind: 'picture' | 'video' }> {
  const received = await receiveUpload(req, ctx.video ? maxVideoBytes : maxPictureBytes);
  ctx.onFields?.(received.fields);
  try {
    const copyright = (received.fields.copyright ?? '').trim();
    if (!ctx.copyrightTexts.includes(copyright)) throw refused('media.errors.copyright', 400, 'copyright');
    const what = await sniff(received.path, received.size);
    if (what.kind === 'other') throw refused('media.errors.notPictureOrVideo', 415);
    if (what.kind === 'video') {
      if (!ctx.video) throw refused('media.errors.noVideo', 415);
      const sourceKey = `videos/source/${randomUUID()}`;
      await mediaStorage().put(sourceKey, { path: received.path }, 'application/octet-stream');
      const type = ctx.video;
      const mediaId = await ctx.db
        .transaction(async (trx) => {
          await repo.confirmConsent(trx, ctx.profileId, copyright);
          const id = await repo.insertMedia(trx, { profileId: ctx.profileId, albumId: null, type, status: 'ReadyForConversion', explicit: false, width: null, height: null, phash: null, variants: {}, sourceKey });
          await enqueueJob(trx, transcodeJob, { mediaId: id }, { lane: 'slow' });
          await ctx.attach(trx, id);
          return id;
        })
        .catch(async (err: unknown) => {
          await deleteStoredFilesIfUnused(ctx.db, [sourceKey]);
          throw err;
        });
      return { fields: received.fields, mediaId, kind: 'video' };
    }
    if (received.size > maxPictureBytes) throw refused('media.errors.tooLarge', 413, 'file', { megabytes: Math.round(maxPictureBytes / 1_000_000) });
    const picture = await makePicture(ctx.db, received.path, ctx.blurValue);
    const mediaId = await ctx.db
      .transaction(async (trx) => {
        await repo.confirmConsent(trx, ctx.profileId, copyright);
        const id = await repo.insertMedia(trx, { profileId: ctx.profileId, albumId: null, type: 'Picture', status: 'Live', explicit: false, width: picture.width, height: picture.height, phash: picture.phash, variants: picture.variants, sourceKey: null });
        await ctx.attach(trx, id);
        return id;
      })
      .catch(async (err: unknown) => {
        await deleteStoredFilesIfUnused(ctx.db, Object.values(picture.variants));
        throw err;
      });
    return { fields: received.fields, mediaId, kind: 'picture' };
  } finally {
    await received.remove();
  }
}

/**
 * The item as a column of another module's statement (`column`: the outer column holding its id), so a page of
 * them costs no round trip of its own; `presentSharedMedia` turns the value into the gallery's view.
 */
export const sharedMediaJson = (db: Knex, column: string): Knex.Raw =>
  db.raw('(select row_to_json(x) from (select m.*, null as album_kind from media m where m.id = ??) x)', [column]);

/** A value of `sharedMediaJson` as the gallery shows it, for a viewer the sharing module has admitted. */
export function presentSharedMedia(value: unknown): MediaView | null {
  const row = repo.readMediaJson(value);
  return row && isSharedMedia(row) ? presentMedia(row, 'full') : null;
}

/** Deletes shared items among `ids` (the sharing module decided who may), their files once the transaction commits. */
export async function removeSharedMedia(trx: Knex, ids: readonly number[]): Promise<void> {
  for (const m of await repo.findMediaByIds(trx, ids)) if (isSharedMedia(m)) await removeMediaItem(trx, m);
}
