import { definePage } from '../../../platform/http/define.ts';
import { formErrors } from '../../../platform/http/validation.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { rateLimitFor } from '../../../platform/http/rate-limit.ts';
import { forgotPasswordForm, resetPasswordForm, tokenQuery } from '../schemas.ts';
import { requestPasswordReset, resetPassword, resetPasswordData } from '../service/password-reset.ts';

export const passwordPages = [
  definePage({
    path: '/ForgotPassword',
    access: 'public',
    handler: (_input, req, res) => res.render('accounts/forgot-password', { title: req.ctx.t('accounts.forgot.title'), sent: false, errors: {}, values: {} }),
  }),
  definePage({
    method: 'post',
    path: '/ForgotPassword',
    access: 'public',
    handler: async (_input, req, res) => {
      const title = req.ctx.t('accounts.forgot.title');
      const parsed = forgotPasswordForm.safeParse(req.body ?? {});
      if (!parsed.success) {
        return res.status(400).render('accounts/forgot-password', { title, sent: false, errors: formErrors(parsed.error, req.ctx.t), values: {} });
      }
      await rateLimitFor('forgot', req);
      await rateLimitFor('forgotAccount', req, parsed.data.nameOrEmail.toLowerCase());
      await requestPasswordReset(req.ctx.db, parsed.data.nameOrEmail, { origin: req.ctx.origin, siteName: req.ctx.site.name });
      res.render('accounts/forgot-password', { title, sent: true, errors: {}, values: {} });
    },
  }),
  definePage({
    path: '/ResetPassword',
    access: 'public',
    query: tokenQuery,
    handler: async ({ query }, req, res) => {
      if (!query.q) return res.redirect('/Start');
      const data = await resetPasswordData(req.ctx.db, query.q);
      if (!data.valid) return res.redirect('/LinkExpired');
      res.set('Referrer-Policy', 'no-referrer');
      res.render('accounts/reset-password', { title: req.ctx.t('accounts.reset.title'), q: query.q, name: data.name, errors: {}, hideTopMenu: true });
    },
  }),
  definePage({
    method: 'post',
    path: '/ResetPassword',
    access: 'public',
    handler: async (_input, req, res) => {
      const title = req.ctx.t('accounts.reset.title');
      const body = (req.body ?? {}) as Record<string, string>;
      const parsed = resetPasswordForm.safeParse(body);
      if (!parsed.success) {
        return res.status(400).render('accounts/reset-password', { title, q: body.q ?? '', name: null, errors: formErrors(parsed.error, req.ctx.t), hideTopMenu: true });
      }
      const result = await resetPassword(req.ctx.db, parsed.data.q, parsed.data.password);
      if (!result.ok && result.reason === 'expired') return res.redirect(303, '/LinkExpired');
      if (!result.ok) {
        return res.status(400).render('accounts/reset-password', { title, q: parsed.data.q, name: null, errors: { password: req.ctx.t(result.key) }, hideTopMenu: true });
      }
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
