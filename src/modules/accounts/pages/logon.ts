import { z } from 'zod';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { logOnForm } from '../schemas.ts';
import { logOnWithPassword } from '../logon-flow.ts';
import { endSession } from '../session.ts';
import { accountErrors } from '../errors.ts';
import { logOnReturn } from '../presenter.ts';

/** The log-on page; after a deep link (`u`, from the guard) it says why the log on comes first. */
const form: FormView = {
  view: 'accounts/logon',
  locals: (req, { values }) => {
    const u = values.u;
    return { title: req.ctx.t('accounts.logon.title'), returnNotice: logOnReturn(typeof u === 'string' ? u : undefined, req.ctx.t)?.notice ?? null };
  },
};

export const logOnPages = [
  definePage({
    path: '/LogOn',
    access: 'guest',
    query: z.object({ u: z.string().max(2000).optional() }).loose(),
    handler: (input, req, res) => showForm(req, res, form, input, { values: { u: input.query.u ?? '' } }),
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
];
