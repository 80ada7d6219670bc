import { z } from 'zod';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { logOnForm } from '../schemas.ts';
import { logOnWithPassword } from '../logon-flow.ts';
import { endSession } from '../session.ts';
import { confirmEmail } from '../service/email.ts';
import { accountErrors } from '../errors.ts';

const form: FormView = { view: 'accounts/logon', locals: (req) => ({ title: req.ctx.t('accounts.logon.title') }) };

export const logOnPages = [
  definePage({
    path: '/LogOn',
    access: 'guest',
    query: z.object({ u: z.string().max(2000).optional() }).loose(),
    handler: ({ query }, req, res) => showForm(req, res, form, { values: { u: query.u ?? '' } }),
  }),
  definePage({
    method: 'post',
    path: '/LogOn',
    access: 'guest',
    body: logOnForm,
    form,
    handler: async ({ body }, req, res) => {
      const outcome = await logOnWithPassword(req, body);
      if (outcome.kind === 'refused') throw accountErrors.logonRefused(outcome.reason);
      res.redirect(303, outcome.kind === 'twoFactor' ? '/LogOn/TwoFactor' : outcome.redirect);
    },
  }),
  definePage({
    method: 'post',
    path: '/LogOut',
    access: 'public',
    handler: async (_input, req, res) => {
      await endSession(req);
      res.redirect(303, '/');
    },
  }),
  definePage({
    path: '/ConfirmEmail',
    access: 'public',
    query: z.object({ q: z.string().max(200).catch('') }),
    handler: async ({ query }, req, res) => {
      const confirmed = await confirmEmail(req.ctx.db, query.q);
      if (!confirmed) return res.redirect('/LinkExpired');
      if (req.ctx.viewer) {
        setFlash(req, { kind: 'success', key: 'accounts.email.confirmed' });
        return res.redirect('/Start');
      }
      res.render('accounts/email-confirmed', { title: req.ctx.t('accounts.email.confirmed') });
    },
  }),
];
