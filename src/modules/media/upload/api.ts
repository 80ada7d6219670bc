import { defineAction } from '../../../platform/http/define.ts';
import { uploadMedia, copyrightText } from './service.ts';
import { uploadQuery } from './schemas.ts';
import { mediaJson, presentMediaJson } from '../presenter.ts';
import * as repo from '../repo.ts';

/** /api/Common/UploadTempMedia (§7): multipart with the `file`, the `copyright` confirmation and `explicit`. */
export const uploadActions = {
  UploadTempMedia: defineAction({
    method: 'POST',
    summary: 'Uploads a picture or video (multipart: file, copyright, explicit) into the album albumTypeId names',
    multipart: true,
    input: uploadQuery,
    output: mediaJson,
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    rateLimit: 'upload',
    handler: async (query, { req, db, viewer, site, t }) => {
      const copyrightTexts = [copyrightText, t('media.copyright.text')];
      const id = await uploadMedia(req, query, { db, profileId: viewer.id, dark: Boolean(site.dark), blurValue: site.blurPictureValue, copyrightTexts });
      return presentMediaJson((await repo.findMedia(db, id))!);
    },
  }),
};
