import type { Request, Response } from 'express';
import { definePage } from '../../../platform/http/define.ts';
import { formErrors } from '../../../platform/http/validation.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { rateLimitFor } from '../../../platform/http/rate-limit.ts';
import { forgotPasswordForm, resetPasswordForm, tokenQuery } from '../schemas.ts';
import { requestPasswordReset, resetPassword, resetPasswordData } from '../service/password-reset.ts';

function renderForgot(req: Request, res: Response, state: { sent?: boolean; errors?: Record<string, string> }, status = 200) {
  res.status(status).render('accounts/forgot-password', { title: req.ctx.t('accounts.forgot.title'), sent: false, errors: {}, ...state });
}

/** The reset form; the top menu is hidden (spec §2). */
function renderReset(req: Request, res: Response, state: { q: string; name?: string | null; errors?: Record<string, string> }, status = 200) {
  res.status(status).render('accounts/reset-password', { title: req.ctx.t('accounts.reset.title'), name: null, errors: {}, hideTopMenu: true, ...state });
}

export const passwordPages = [
  definePage({
    path: '/ForgotPassword',
    access: 'public',
    handler: (_input, req, res) => renderForgot(req, res, {}),
  }),
  definePage({
    method: 'post',
    path: '/ForgotPassword',
    access: 'public',
    handler: async (_input, req, res) => {
      const parsed = forgotPasswordForm.safeParse(req.body ?? {});
      if (!parsed.success) return renderForgot(req, res, { errors: formErrors(parsed.error, req.ctx.t) }, 400);
      await rateLimitFor('forgot', req);
      await rateLimitFor('forgotAccount', req, parsed.data.nameOrEmail.toLowerCase());
      await requestPasswordReset(req.ctx.db, parsed.data.nameOrEmail, { origin: req.ctx.origin, siteName: req.ctx.site.name });
      renderForgot(req, res, { sent: true });
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
      renderReset(req, res, { q: query.q, name: data.name });
    },
  }),
  definePage({
    method: 'post',
    path: '/ResetPassword',
    access: 'public',
    handler: async (_input, req, res) => {
      const body = (req.body ?? {}) as Record<string, string>;
      const parsed = resetPasswordForm.safeParse(body);
      if (!parsed.success) return renderReset(req, res, { q: body.q ?? '', errors: formErrors(parsed.error, req.ctx.t) }, 400);
      const result = await resetPassword(req.ctx.db, parsed.data.q, parsed.data.password);
      if (!result.ok && result.reason === 'expired') return res.redirect(303, '/LinkExpired');
      if (!result.ok) return renderReset(req, res, { q: parsed.data.q, errors: { password: req.ctx.t(result.key) } }, 400);
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
