import type { Request } from 'express';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { hasRecentAuthentication } from '../settings/reauth.ts';
import { twoFactorStatus } from './service.ts';
import { disableWithPassword, enableFromSession, showActivation } from './setup.ts';
import { disableInput, enableInput } from './schemas.ts';

/** The section's locals: the same for /Settings and for this page. */
export async function sectionLocals(req: Request): Promise<Record<string, unknown>> {
  const viewer = req.ctx.viewer;
  if (!viewer) return { twoFactor: null, twoFactorErrors: {} };
  const status = await twoFactorStatus(req.ctx.db, viewer.id);
  return { twoFactor: { ...status, impersonating: Boolean(viewer.impersonatedBy) }, twoFactorErrors: {} };
}

/** The secret is on these pages: never kept by a cache, also when a form comes back with errors. */
const noStore = (req: Request) => req.res?.set('Cache-Control', 'no-store');

/**
 * Off: the QR code, the secret for typing by hand and the form for the first code; without a recent log on
 * the password prompt comes first (settings/reauth.ts), and no secret is made until it is answered.
 */
const setupForm: FormView<'user'> = {
  view: 'accounts/two-factor/setup',
  locals: async (req, { viewer }) => {
    noStore(req);
    const title = req.ctx.t('accounts.twoFactor.setup.title');
    if (!hasRecentAuthentication(req)) return { title, reauthRequired: true };
    const data = await showActivation(req, viewer.id);
    return { title, reauthRequired: false, qrCodeDataUrl: data.qrCodeDataUrl, otpauthUrl: data.otpauthUrl, secret: data.secret, secretGroups: data.secretGroups };
  },
};

/** On: the section (status, recovery codes left, the form to turn it off). */
const manageForm: FormView = {
  view: 'accounts/two-factor/manage',
  locals: async (req) => {
    noStore(req);
    return { title: req.ctx.t('accounts.twoFactor.title'), ...(await sectionLocals(req)) };
  },
};

/** Credentials change only by the member themselves, never by staff acting as them. */
const rule = { access: 'user', notImpersonating: true } as const;

/** /Settings/TwoFactor: the no-JavaScript way to turn two-factor on and off, with the same service as the API. */
export const twoFactorSettingsPages = [
  definePage({
    path: '/Settings/TwoFactor',
    access: 'user',
    handler: async (input, req, res) => {
      const { enabled } = await twoFactorStatus(req.ctx.db, input.viewer.id);
      return showForm(req, res, enabled || input.viewer.impersonatedBy ? manageForm : setupForm, input);
    },
  }),
  definePage({
    ...rule,
    method: 'post',
    path: '/Settings/TwoFactor',
    body: enableInput,
    form: setupForm,
    handler: async ({ body, viewer }, req, res) => {
      const recoveryCodes = await enableFromSession(req, viewer.id, body.code);
      // Shown once and never stored in clear, so this answer is the page itself rather than a redirect.
      res.set('Cache-Control', 'no-store').render('accounts/two-factor/recovery-codes', { title: req.ctx.t('accounts.twoFactor.recovery.title'), recoveryCodes, profileName: viewer.name });
    },
  }),
  definePage({
    ...rule,
    method: 'post',
    path: '/Settings/TwoFactor/Disable',
    body: disableInput,
    form: manageForm,
    handler: async ({ body, viewer }, req, res) => {
      await disableWithPassword(req, viewer.id, body);
      setFlash(req, { kind: 'success', key: 'accounts.twoFactor.disabled' });
      res.redirect(303, '/Settings/TwoFactor');
    },
  }),
];
