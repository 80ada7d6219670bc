import type { Request, Response } from 'express';
import { definePage } from '../../../platform/http/define.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { formErrors } from '../../../platform/http/validation.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { activationData, disableTwoFactor, enableTwoFactor, twoFactorStatus } from './service.ts';
import { disableInput, enableInput } from './schemas.ts';

/** The section's locals: the same for /Settings and for this page. */
export async function sectionLocals(req: Request): Promise<Record<string, unknown>> {
  const viewer = req.ctx.viewer;
  if (!viewer) return { twoFactor: null, twoFactorErrors: {} };
  const status = await twoFactorStatus(req.ctx.db, viewer.id);
  return { twoFactor: { ...status, impersonating: Boolean(viewer.impersonatedBy) }, twoFactorErrors: {} };
}

/** A 400 naming a field becomes that field's message on the form; anything else goes to the error page. */
function fieldErrorOf(err: unknown, req: Request): Record<string, string> {
  if (err instanceof AppError && err.status === 400 && err.field) return { [err.field]: req.ctx.t(err.messageKey, err.params) };
  throw err;
}

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

/** Off: the QR code, the secret for typing by hand and the form for the first code. */
async function renderSetup(req: Request, res: Response, errors: Record<string, string> = {}, status = 200) {
  const data = await activationData(req, req.ctx.viewer!);
  noStore(res).status(status).render('accounts/two-factor/setup', {
    title: req.ctx.t('twofactor.setup.title'),
    qrCodeDataUrl: data.qrCodeDataUrl,
    secretGroups: data.secretGroups,
    errors,
  });
}

/** On: the section (status, recovery codes left, the form to turn it off). */
async function renderManage(req: Request, res: Response, errors: Record<string, string> = {}, status = 200) {
  noStore(res)
    .status(status)
    .render('accounts/two-factor/manage', { title: req.ctx.t('twofactor.title'), ...(await sectionLocals(req)), twoFactorErrors: errors });
}

/** /Settings/TwoFactor: the no-JavaScript way to turn two-factor on and off, with the same service as the API. */
export const twoFactorSettingsPages = [
  definePage({
    path: '/Settings/TwoFactor',
    access: 'user',
    handler: async (_input, req, res) => {
      const { enabled } = await twoFactorStatus(req.ctx.db, req.ctx.viewer!.id);
      if (enabled || req.ctx.viewer!.impersonatedBy) return renderManage(req, res);
      await renderSetup(req, res);
    },
  }),
  definePage({
    method: 'post',
    path: '/Settings/TwoFactor',
    access: 'user',
    handler: async (_input, req, res) => {
      const parsed = enableInput.safeParse(req.body ?? {});
      if (!parsed.success) return renderSetup(req, res, formErrors(parsed.error, req.ctx.t), 400);
      let recoveryCodes: string[];
      try {
        recoveryCodes = await enableTwoFactor(req, req.ctx.viewer!, parsed.data.code);
      } catch (err) {
        return renderSetup(req, res, fieldErrorOf(err, req), 400);
      }
      noStore(res).render('accounts/two-factor/recovery-codes', { title: req.ctx.t('twofactor.recovery.title'), recoveryCodes });
    },
  }),
  definePage({
    method: 'post',
    path: '/Settings/TwoFactor/Disable',
    access: 'user',
    handler: async (_input, req, res) => {
      const parsed = disableInput.safeParse(req.body ?? {});
      if (!parsed.success) return renderManage(req, res, formErrors(parsed.error, req.ctx.t), 400);
      try {
        await disableTwoFactor(req, req.ctx.viewer!, parsed.data);
      } catch (err) {
        return renderManage(req, res, fieldErrorOf(err, req), 400);
      }
      setFlash(req, { kind: 'success', key: 'twofactor.disabled' });
      res.redirect(303, '/Settings/TwoFactor');
    },
  }),
];
