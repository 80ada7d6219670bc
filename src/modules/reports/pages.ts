import { definePage, type FormView } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { showForm } from '../../platform/http/pages.ts';
import * as service from './service.ts';
import { feedbackCommentMaxLength, feedbackForm, profileParams, reportForm, reportReasons, reportTextMaxLength } from './schemas.ts';

/** The report form of one profile: 404 unless the reporter may see it, 400 for one's own. */
const reportFormView: FormView<'user', { id: number }> = {
  view: 'reports/report',
  locals: async (req, { params, actor }) => {
    const { profile } = await service.getReportForm(req.ctx.db, actor, params.id);
    return { title: req.ctx.t('reports.report.title', { name: profile.name }), profile: { id: profile.id, name: profile.name }, reasons: reportReasons, maxLength: reportTextMaxLength };
  },
};

/** The feedback form on its own, shown again with its errors when a submit from the profile page fails. */
const feedbackFormView: FormView<'user'> = {
  view: 'reports/feedback',
  locals: (req, { values }) => {
    const { returnTo, profileId } = feedbackForm.shape;
    return {
      title: req.ctx.t('reports.feedback.title'),
      returnTo: returnTo.parse(values.returnTo),
      profileId: profileId.safeParse(values.profileId).data ?? null,
      maxLength: feedbackCommentMaxLength,
    };
  },
};

export const pages = [
  definePage({
    path: '/Report/Profile/:id',
    access: 'user',
    notImpersonating: true,
    params: profileParams,
    handler: async (input, req, res) => {
      const { open } = await service.getReportForm(req.ctx.db, input.actor, input.params.id);
      await showForm(req, res, reportFormView, input, { values: open ? { reason: open.reason, text: open.text } : {} });
    },
  }),
  definePage({
    method: 'post',
    path: '/Report/Profile/:id',
    access: 'user',
    notImpersonating: true,
    params: profileParams,
    body: reportForm,
    form: reportFormView,
    handler: async ({ params, body, actor }, req, res) => {
      const { profile, updated } = await service.reportProfile(req.ctx.db, actor, params.id, body, req.ctx.locale);
      setFlash(req, { kind: 'success', key: updated ? 'reports.report.updated' : 'reports.report.thanks', params: { name: profile.name } });
      res.redirect(303, `/Profile/${profile.id}`);
    },
  }),
  definePage({
    path: '/ProfileFeedback',
    access: 'user',
    handler: (input, req, res) => showForm(req, res, feedbackFormView, input),
  }),
  definePage({
    method: 'post',
    path: '/ProfileFeedback',
    access: 'user',
    notImpersonating: true,
    body: feedbackForm,
    form: feedbackFormView,
    handler: async ({ body, viewer }, req, res) => {
      await service.addProfilePageFeedback(req.ctx.db, viewer.id, body, req.ctx.locale);
      setFlash(req, { kind: 'success', key: 'reports.feedback.thanks' });
      res.redirect(303, body.returnTo);
    },
  }),
];
