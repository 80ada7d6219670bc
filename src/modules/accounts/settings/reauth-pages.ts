import { z } from 'zod';
import { defineAction, definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { confirmPasswordForm, confirmPasswordQuery } from './schemas.ts';
import { recentAuthenticationMs, verifyCurrentPassword } from './reauth.ts';

const form: FormView = {
  view: 'accounts/settings/confirm-password',
  locals: (req) => ({ title: req.ctx.t('accounts.settings.reauth.title'), minutes: recentAuthenticationMs / 60_000 }),
};

/** The one re-authentication step: the password, then back to the page that asked for it (settings/reauth.ts). */
const rule = { access: 'user', notImpersonating: true, policy: 'access' } as const;

/** /Settings/ConfirmPassword: the password prompt the two-factor setup (and any later sensitive form) sends the member to. */
export const reauthPages = [
  definePage({
    ...rule,
    path: '/Settings/ConfirmPassword',
    query: confirmPasswordQuery,
    handler: (input, req, res) => showForm(req, res, form, input, { values: { u: input.query.u ?? '/Settings' } }),
  }),
  definePage({
    ...rule,
    method: 'post',
    path: '/Settings/ConfirmPassword',
    body: confirmPasswordForm,
    form,
    handler: async ({ body, viewer }, req, res) => {
      await verifyCurrentPassword(req, viewer.id, body.password);
      res.redirect(303, body.u ?? '/Settings');
    },
  }),
];

/** /api/EditProfile/ConfirmPassword: the same step for islands (the PasskeyManager asks when it gets reauthenticationRequired). */
export const reauthActions = {
  ConfirmPassword: defineAction({
    ...rule,
    method: 'POST',
    summary: 'Confirms the current password; for 10 minutes the session may add a passkey or turn two-factor on',
    input: confirmPasswordForm.pick({ password: true }),
    output: z.object({ success: z.literal(true) }),
    handler: async ({ password }, { req, viewer }) => {
      await verifyCurrentPassword(req, viewer.id, password);
      return { success: true as const };
    },
  }),
};
