import type { Request } from 'express';
import type { Actor } from '../../../platform/auth/actor.ts';
import { rateLimitFor } from '../../../platform/http/rate-limit.ts';
import { copyrightText, receiveSharedMedia } from '../../media/index.ts';
import * as repo from './repo.ts';
import { uploaded, uploadTarget } from './service.ts';

/**
 * The album's upload form (multipart: `file`, `copyright`; the form token in the query string): the lodge and album
 * are checked first, then media's pipeline makes the picture (or keeps the video for transcoding) and the item is
 * recorded in the lodge's album in the same transaction, approved at once for a moderator, else waiting for one.
 */
export async function uploadToAlbum(req: Request, actor: Actor & { profileId: number }, lodgeId: number, albumId: number) {
  const { db, site, t } = req.ctx;
  const { album, state } = await uploadTarget(db, actor, lodgeId, albumId);
  await rateLimitFor('upload', req);
  const made = await receiveSharedMedia(req, {
    db,
    profileId: actor.profileId,
    blurValue: site.blurPictureValue,
    copyrightTexts: [copyrightText, t('media.copyright.text')],
    video: 'LodgeAlbumVideo',
    attach: (trx, mediaId) => repo.insertItem(trx, { mediaId, lodgeId: album.lodgeId, albumId: album.id, uploaderId: actor.profileId, state }).then(() => undefined),
  });
  await uploaded(db, album.lodgeId, state);
  return { ...made, state };
}
