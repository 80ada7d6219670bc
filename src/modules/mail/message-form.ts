import type { Request } from 'express';
import { parseInput } from '../../platform/http/validation.ts';
import { rateLimitFor } from '../../platform/http/rate-limit.ts';
import { receiveSharedPictures, removeSharedPictures } from '../media/index.ts';
import type { Pictures } from './attachments.ts';
import { maxAttachments, messageForm } from './schemas.ts';

/**
 * The no-JavaScript message forms (/Mail/{id}, /Mail/New/{profileId}) post multipart: `body`, `explicit` (a
 * checkbox for the message's pictures), up to four `file` pictures, and the form token in the query string. The
 * pictures are made by media's pipeline first and removed again when the message is refused, so nothing stays
 * half-written; the typed text comes back into the form. A urlencoded post (text alone) still works.
 * No §5 copyright confirmation: a picture sent to someone is not published (as UploadTempMedia albumTypeId 7).
 */
export async function sendFromForm<T>(req: Request, viewerId: number, body: string, send: (body: string, pictures: Pictures) => Promise<T>): Promise<T> {
  if (!req.is('multipart/form-data')) return send(body, {});
  const { db, site } = req.ctx;
  const { fields, mediaIds } = await receiveSharedPictures(req, {
    db,
    profileId: viewerId,
    blurValue: site.blurPictureValue,
    maxFiles: maxAttachments,
    onFields: (text) => (req.body = text),
  });
  try {
    // Only a form that carried pictures counts against the upload budget.
    if (mediaIds.length) await rateLimitFor('upload', req);
    return await send(parseInput(messageForm, fields).body, { attachmentIds: mediaIds });
  } catch (err) {
    await removeSharedPictures(db, viewerId, mediaIds);
    throw err;
  }
}
