import { z } from 'zod';
import type { Request, Response } from 'express';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { rateLimitFor } from '../../../platform/http/rate-limit.ts';
import { email } from '../schemas.ts';
import { confirmEmail, enqueueConfirmationResend } from '../service/email.ts';
import { enterSession } from '../logon-flow.ts';

/** "Check your e-mail": the one answer to a sign-up and to "send it again", whatever the address. */
export function renderCheckEmail(req: Request, res: Response, address: string, resent = false): void {
  res.render('accounts/check-email', { title: req.ctx.t('accounts.checkEmail.title'), email: address, resent, values: {}, errors: {} });
}

/** A confirmation link that has expired: the form to get a new one (also where a refused resend comes back to). */
const resendForm: FormView = { view: 'accounts/confirm-expired', locals: (req) => ({ title: req.ctx.t('accounts.linkExpired.title') }) };

export const confirmEmailPages = [
  /**
   * The link mailed at sign-up (and to an older profile's unconfirmed address). A pending sign-up becomes
   * Active and is logged on here, through the one log-on path; a used link says the address is confirmed.
   */
  definePage({
    path: '/ConfirmEmail',
    access: 'public',
    startsSession: true,
    query: z.object({ q: z.string().max(200).catch('') }),
    handler: async (input, req, res) => {
      const { query, viewer } = input;
      res.set('Referrer-Policy', 'no-referrer');
      const outcome = await confirmEmail(req.ctx.db, query.q);
      if (outcome.kind === 'expired') return showForm(req, res, resendForm, input, { values: {} }, 410);
      if (outcome.kind === 'alreadyConfirmed') return res.render('accounts/email-confirmed', { title: req.ctx.t('accounts.email.alreadyConfirmed'), already: true });
      // Someone else is logged on in this browser: their session stays (a link must never swap it).
      if (viewer) {
        setFlash(req, { kind: 'success', key: 'accounts.email.confirmed' });
        return res.redirect('/Start');
      }
      if (outcome.kind === 'activated') {
        const done = await enterSession(req, outcome.profileId, { rememberMe: false });
        if (done.ok) {
          setFlash(req, { kind: 'success', key: 'accounts.signup.welcome', params: { name: done.profile.name } });
          return res.redirect('/Start');
        }
      }
      res.render('accounts/email-confirmed', { title: req.ctx.t('accounts.email.confirmed'), already: false });
    },
  }),
  /** "Send the e-mail again": the same answer, in the same time, whatever the address (service/email.ts). */
  definePage({
    method: 'post',
    path: '/ConfirmEmail/Resend',
    access: 'public',
    body: z.object({ email }),
    form: resendForm,
    handler: async ({ body }, req, res) => {
      await rateLimitFor('confirmResend', req);
      await rateLimitFor('confirmResendAddress', req, body.email);
      await enqueueConfirmationResend(req.ctx.db, body.email, { origin: req.ctx.origin, siteName: req.ctx.site.name });
      renderCheckEmail(req, res, body.email, true);
    },
  }),
];
