import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { rateLimitFor } from '../../../platform/http/rate-limit.ts';
import { forgotPasswordForm, resetPasswordForm, tokenQuery } from '../schemas.ts';
import { nameKey } from '../names.ts';
import { enqueuePasswordReset, resetPassword, resetPasswordData } from '../service/password-reset.ts';

const forgotForm: FormView = { view: 'accounts/forgot-password', locals: (req) => ({ title: req.ctx.t('accounts.forgot.title'), sent: false }) };

/** The reset form, for the link in `q` (from the link on the first showing, from the form after an error); the top menu is hidden (spec §2). */
const resetForm: FormView = {
  view: 'accounts/reset-password',
  locals: async (req, { values }) => {
    const q = values.q;
    const name = typeof q === 'string' && q ? (await resetPasswordData(req.ctx.db, q)).name : null;
    return { title: req.ctx.t('accounts.reset.title'), name, hideTopMenu: true };
  },
};

export const passwordPages = [
  definePage({
    path: '/ForgotPassword',
    access: 'public',
    handler: (input, req, res) => showForm(req, res, forgotForm, input),
  }),
  /** Only enqueues the job that looks the profile up: the answer is the same, in time too, for any name (service/password-reset.ts). */
  definePage({
    method: 'post',
    path: '/ForgotPassword',
    access: 'public',
    body: forgotPasswordForm,
    form: forgotForm,
    handler: async ({ body }, req, res) => {
      await rateLimitFor('forgot', req);
      await rateLimitFor('forgotAccount', req, nameKey(body.nameOrEmail));
      await enqueuePasswordReset(req.ctx.db, body.nameOrEmail, { origin: req.ctx.origin, siteName: req.ctx.site.name });
      res.redirect(303, '/ForgotPassword/Sent');
    },
  }),
  definePage({
    path: '/ForgotPassword/Sent',
    access: 'public',
    handler: (_input, req, res) => res.render('accounts/forgot-password', { title: req.ctx.t('accounts.forgot.title'), sent: true, values: {}, errors: {} }),
  }),
  definePage({
    path: '/ResetPassword',
    access: 'public',
    query: tokenQuery,
    handler: async (input, req, res) => {
      const { query } = input;
      if (!query.q) return res.redirect('/Start');
      if (!(await resetPasswordData(req.ctx.db, query.q)).valid) return res.redirect('/LinkExpired');
      res.set('Referrer-Policy', 'no-referrer');
      return showForm(req, res, resetForm, input, { values: { q: query.q } });
    },
  }),
  definePage({
    method: 'post',
    path: '/ResetPassword',
    access: 'public',
    body: resetPasswordForm,
    form: resetForm,
    handler: async ({ body }, req, res) => {
      if ((await resetPassword(req.ctx.db, body.q, body.password)) === 'expired') return res.redirect(303, '/LinkExpired');
      setFlash(req, { kind: 'success', key: 'accounts.reset.done' });
      res.redirect(303, '/LogOn');
    },
  }),
];

export const linkExpiredPage = definePage({
  path: '/LinkExpired',
  access: 'public',
  handler: (_input, req, res) => res.render('accounts/link-expired', { title: req.ctx.t('accounts.linkExpired.title') }),
});
