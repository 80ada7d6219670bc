import type { Request, Response } from 'express';
import { may } from '../../../platform/auth/authorize.ts';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { setFlash, type Flash } from '../../../platform/http/flash.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { copyrightText, uploadMedia } from '../upload/service.ts';
import { fileUrl } from '../presenter.ts';
import * as service from './service.ts';
import { identityProvider, standInAnswerUrl } from './identity.ts';
import { beginIdentityCheck, finishIdentityCheck } from './identity-flow.ts';
import { confirmCopyrightForm, firstPictureQuery, methodParams, noInput, standInForm, standInQuery } from './schemas.ts';

/** Spec §4: /ProfileValidation is open while a forced validation confines the member, and on the dark site before approval. */
const rule = { access: 'user', exempt: ['validation', 'dark'] } as const;
const home = '/ProfileValidation';

const page: FormView<'user'> = {
  view: 'media/validation/index',
  locals: async (req, { viewer, actor }) => {
    const { db, t } = req.ctx;
    const state = await service.validationState(db, viewer.id);
    const video = state.video?.status === 'Live' && state.video.variants['video.mp4'] ? fileUrl(state.video.id, state.video.variants['video.mp4']) : null;
    const providers = { NationalId: Boolean(identityProvider('NationalId')), MobileId: Boolean(identityProvider('MobileId')) };
    // The page says itself why validation is asked; the layout's banner would only repeat it.
    const quarantineLine = may(actor, 'media.toldOfQuarantine', null);
    return { title: t('media.validation.title'), state, videoSrc: video, providers, quarantineLine, hideValidationBanner: true };
  },
};

const confirmPage: FormView = {
  view: 'media/validation/confirm-copyright',
  locals: (req, { values }) => ({ title: req.ctx.t('media.consent.title'), back: typeof values.back === 'string' ? values.back : '/Start', hideConsentNotices: true }),
};

const done = (req: Request, res: Response, flash: Flash, to = home) => {
  setFlash(req, flash);
  res.redirect(303, to);
};

export const validationPages = [
  definePage({ ...rule, path: home, handler: (input, req, res) => showForm(req, res, page, input) }),
  definePage({
    ...rule,
    notImpersonating: true,
    method: 'post',
    path: `${home}/Video`,
    rateLimit: 'upload',
    body: noInput,
    form: page,
    handler: async ({ viewer }, req, res) => {
      // Its own route (not the shared upload page): a member confined by a forced validation may reach only this.
      const { db, site, t } = req.ctx;
      const options = { albumTypeId: 6, allowUploadVideo: true, allowNotJpeg: true } as const;
      const mediaId = await uploadMedia(req, options, { db, profileId: viewer.id, dark: Boolean(site.dark), blurValue: site.blurPictureValue, copyrightTexts: [copyrightText, t('media.copyright.text')] });
      await service.saveValidationVideo(db, viewer.id, mediaId);
      done(req, res, { kind: 'success', key: 'media.validation.videoSent' });
    },
  }),
  definePage({
    ...rule,
    notImpersonating: true,
    method: 'post',
    path: `${home}/Cancel`,
    body: noInput,
    form: page,
    handler: async ({ viewer }, req, res) => {
      await service.cancelValidationVideo(req.ctx.db, viewer.id);
      done(req, res, { kind: 'info', key: 'media.validation.cancelled' });
    },
  }),
  definePage({
    ...rule,
    notImpersonating: true,
    method: 'post',
    path: `${home}/Personal`,
    body: noInput,
    form: page,
    handler: async ({ viewer }, req, res) => {
      await service.requestPersonalValidation(req.ctx.db, viewer.id);
      done(req, res, { kind: 'success', key: 'media.validation.personalRequested' });
    },
  }),
  definePage({
    ...rule,
    notImpersonating: true,
    method: 'post',
    path: `${home}/Identity/:method`,
    params: methodParams,
    body: noInput,
    form: page,
    handler: async ({ params, viewer }, req, res) => res.redirect(303, await beginIdentityCheck(req, viewer.id, params.method)),
  }),
  definePage({
    ...rule,
    path: `${home}/Callback/:method`,
    params: methodParams,
    handler: async ({ params, viewer }, req, res) => {
      const status = await finishIdentityCheck(req, viewer.id, params.method);
      done(req, res, status === 'Valid' ? { kind: 'success', key: 'media.validation.identityValid' } : { kind: 'warning', key: 'media.validation.identityRefused' });
    },
  }),
  // The stand-in identity provider (identity.ts): the page a real provider would show, played on our own server.
  definePage({
    ...rule,
    path: `${home}/StandIn/:method`,
    params: methodParams,
    query: standInQuery,
    handler: ({ params, query }, req, res) => {
      if (!identityProvider(params.method)) throw notFound();
      res.render('media/validation/stand-in', { title: req.ctx.t('media.validation.standIn.title'), method: params.method, state: query.state });
    },
  }),
  definePage({
    ...rule,
    method: 'post',
    path: `${home}/StandIn/:method`,
    params: methodParams,
    body: standInForm,
    handler: ({ params, body }, req, res) => {
      if (!identityProvider(params.method)) throw notFound();
      res.redirect(303, standInAnswerUrl(req.ctx.origin, params.method, body.state, body.answer));
    },
  }),
  definePage({ ...rule, path: `${home}/ConfirmCopyright`, handler: (input, req, res) => showForm(req, res, confirmPage, input, { values: { back: '/Start' } }) }),
  definePage({
    ...rule,
    notImpersonating: true,
    method: 'post',
    path: `${home}/ConfirmCopyright`,
    body: confirmCopyrightForm,
    form: confirmPage,
    handler: async ({ body, viewer }, req, res) => {
      const { hasProfilePicture } = await service.confirmCopyright(req.ctx.db, viewer.id, req.ctx.t('media.copyright.text'));
      if (body.onboarding && !hasProfilePicture) return res.redirect(303, `${home}/FirstPicture?${new URLSearchParams({ back: body.back })}`);
      done(req, res, { kind: 'success', key: 'media.consent.confirmed' }, body.back);
    },
  }),
  definePage({
    ...rule,
    path: `${home}/FirstPicture`,
    query: firstPictureQuery,
    handler: ({ query }, req, res) => res.render('media/validation/first-picture', { title: req.ctx.t('media.consent.onboarding.pictureTitle'), back: query.back }),
  }),
];
