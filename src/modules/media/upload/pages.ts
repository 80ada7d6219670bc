import { z } from 'zod';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { uploadMedia, copyrightText } from './service.ts';
import { uploadFormQuery, type UploadFormQuery } from './schemas.ts';
import * as repo from '../repo.ts';

const path = '/EditProfile/PicturesAndVideos/Upload';

/** The page's form (views/media/_upload.ejs inside views/media/upload.ejs) for the query it was asked with. */
const form: FormView<'user', unknown, UploadFormQuery> = {
  view: 'media/upload',
  locals: (req, { query }) => {
    const { albumTypeId, albumId, allowUploadVideo, back } = query;
    return { title: req.ctx.t(allowUploadVideo ? 'media.upload.titleWithVideo' : 'media.upload.title'), albumTypeId, albumId, allowUploadVideo, back };
  },
};

/**
 * The upload without JavaScript: the form of _upload.ejs posts here (multipart, its CSRF token and the
 * UploadTempMedia query in the action's query string), the same uploadMedia runs, and the member goes back to
 * `back` with a notice, or sees the form again with the server's reason in their language. With JavaScript the
 * MediaUpload island sends the same form to UploadTempMedia instead, with a progress bar.
 */
export const uploadPages = [
  definePage({
    path,
    access: 'user',
    query: uploadFormQuery,
    handler: (input, req, res) => showForm(req, res, form, input),
  }),
  definePage({
    method: 'post',
    path,
    access: 'user',
    notImpersonating: true,
    rateLimit: 'upload',
    query: uploadFormQuery,
    body: z.object({}),
    form,
    handler: async ({ query, viewer }, req, res) => {
      const { db, site, t } = req.ctx;
      const copyrightTexts = [copyrightText, t('media.copyright.text')];
      const id = await uploadMedia(req, query, { db, profileId: viewer.id, dark: Boolean(site.dark), blurValue: site.blurPictureValue, copyrightTexts });
      const media = await repo.findMedia(db, id);
      setFlash(req, { kind: 'success', key: media?.type === 'Picture' ? 'media.upload.pictureDone' : 'media.upload.videoDone' });
      res.redirect(303, query.back);
    },
  }),
];
