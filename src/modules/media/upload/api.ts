import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import { uploadMedia, copyrightText } from './upload.ts';
import { editPictureInput, uploadQuery } from './schemas.ts';
import { editPicture } from './edit-picture.ts';
import { presentMediaJson } from './presenter.ts';
import * as repo from './repo.ts';

const mediaJson = z.object({
  id: z.number(),
  type: z.string(),
  status: z.string(),
  explicit: z.boolean(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  durationMs: z.number().nullable(),
  albumId: z.number().nullable(),
  picture: z.object({ id: z.number(), width: z.number(), height: z.number(), blurred: z.boolean(), webp: z.string(), jpeg: z.string(), src: z.string() }).nullable(),
  video: z.object({ src: z.string(), poster: z.string().nullable() }).nullable(),
});

/** /api/Common/UploadTempMedia (§7): multipart with the `file`, the `copyright` confirmation and `explicit`. */
export const commonActions = {
  UploadTempMedia: defineAction({
    method: 'POST',
    summary: 'Uploads a picture or video (multipart: file, copyright, explicit) into the album albumTypeId names',
    multipart: true,
    input: uploadQuery,
    output: mediaJson,
    access: 'user',
    notImpersonating: true,
    rateLimit: 'upload',
    handler: async (query, { req, db, viewer, site, t }) => {
      const copyrightTexts = [copyrightText, t('media.copyright.text')];
      const id = await uploadMedia(req, query, { db, profileId: viewer.id, dark: Boolean(site.dark), blurValue: site.blurPictureValue, copyrightTexts });
      return presentMediaJson((await repo.findMedia(db, id))!);
    },
  }),
  EditPicture: defineAction({
    method: 'POST',
    summary: 'Turns (rotate 0/90/180/270) and crops (fractions 0..1 of the turned picture) an own picture; can make it the first profile picture',
    input: editPictureInput,
    output: mediaJson,
    access: 'user',
    rateLimit: 'upload',
    handler: async (input, { db, viewer, site }) => presentMediaJson(await editPicture(db, input, { profileId: viewer.id, blurValue: site.blurPictureValue })),
  }),
};
