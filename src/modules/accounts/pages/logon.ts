import type { Request, Response } from 'express';
import { z } from 'zod';
import { definePage } from '../../../platform/http/define.ts';
import { formErrors } from '../../../platform/http/validation.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { logOnForm } from '../schemas.ts';
import { logOnWithPassword } from '../logon-flow.ts';
import { logonRefusalError } from '../policy.ts';
import { endSession } from '../service/session.ts';
import { confirmEmail } from '../service/email.ts';

function renderLogOn(req: Request, res: Response, values: Record<string, unknown>, error: string | null, status = 200) {
  res.status(status).render('accounts/logon', { title: req.ctx.t('accounts.logon.title'), values, error });
}

export const logOnPages = [
  definePage({
    path: '/LogOn',
    access: 'public',
    query: z.object({ u: z.string().max(2000).optional() }).loose(),
    handler: ({ query }, req, res) => {
      if (req.ctx.viewer) return res.redirect('/Start');
      renderLogOn(req, res, { u: query.u ?? '' }, null);
    },
  }),
  definePage({
    method: 'post',
    path: '/LogOn',
    access: 'public',
    handler: async (_input, req, res) => {
      const values = { name: (req.body as Record<string, string>)?.name ?? '', u: (req.body as Record<string, string>)?.u ?? '' };
      const parsed = logOnForm.safeParse(req.body ?? {});
      if (!parsed.success) return renderLogOn(req, res, values, Object.values(formErrors(parsed.error, req.ctx.t))[0]!, 400);
      const outcome = await logOnWithPassword(req, parsed.data);
      if (outcome.kind === 'refused') {
        const refusal = logonRefusalError(outcome.reason);
        return renderLogOn(req, res, values, req.ctx.t(refusal.messageKey), refusal.status);
      }
      if (outcome.kind === 'twoFactor') return res.redirect(303, '/LogOn/TwoFactor');
      if (outcome.deletionCancelled) setFlash(req, { kind: 'info', key: 'accounts.logon.deletionCancelled' });
      res.redirect(303, outcome.redirect);
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
