import type { Request, Response } from 'express';
import { definePage } from '../../../platform/http/define.ts';
import { formErrors } from '../../../platform/http/validation.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { rateLimitFor, resetRateLimit } from '../../../platform/http/rate-limit.ts';
import { landingAfterLogon, pendingLogonMs, type PendingLogon } from '../logon-flow.ts';
import { findProfileById } from '../repo.ts';
import { startSession } from '../service/session.ts';
import { mayLogOn } from '../policy.ts';
import { countUnusedRecoveryCodes } from './repo.ts';
import { logOnCodeForm } from './schemas.ts';
import { verifySecondFactor } from './service.ts';

declare module 'express-session' {
  interface SessionData {
    /** Wrong codes given for the pending log-on that started at `at`. */
    twoFactorFailures?: { at: number; count: number };
  }
}

/** Wrong codes allowed for one password log-on before it has to start over (the account limit still applies). */
const maxFailures = 5;

function freshPendingLogon(req: Request): PendingLogon | null {
  const pending = req.session?.pendingLogon;
  return pending && Date.now() - pending.at <= pendingLogonMs ? pending : null;
}

function dropPendingLogon(req: Request): void {
  delete req.session.pendingLogon;
  delete req.session.twoFactorFailures;
}

function render(req: Request, res: Response, view: { error?: string | null; recovery?: boolean }, status = 200) {
  res
    .status(status)
    .render('accounts/two-factor/logon', { title: req.ctx.t('twofactor.logon.title'), error: view.error ?? null, recovery: view.recovery ?? false });
}

/** Back to the password form: the pending log-on is gone (expired, too many wrong codes, profile shut out). */
function restart(req: Request, res: Response, key: string) {
  dropPendingLogon(req);
  setFlash(req, { kind: 'warning', key });
  res.redirect(303, '/LogOn');
}

/** The second step of the log on, reached only after the password step left a pending log-on. */
export const twoFactorLogOnPages = [
  definePage({
    path: '/LogOn/TwoFactor',
    access: 'public',
    handler: (_input, req, res) => {
      if (!freshPendingLogon(req)) return res.redirect('/LogOn');
      res.set('Cache-Control', 'no-store');
      render(req, res, {});
    },
  }),
  definePage({
    method: 'post',
    path: '/LogOn/TwoFactor',
    access: 'public',
    handler: async (_input, req, res) => {
      const pending = freshPendingLogon(req);
      if (!pending) return restart(req, res, 'twofactor.logon.expired');
      const parsed = logOnCodeForm.safeParse(req.body ?? {});
      if (!parsed.success) return render(req, res, { error: Object.values(formErrors(parsed.error, req.ctx.t))[0]! }, 400);
      const { code, recovery } = parsed.data;
      await rateLimitFor('authAccount', req, `totp:${pending.profileId}`);
      const profile = await findProfileById(req.ctx.db, pending.profileId);
      // Shut out or changed since the password step (locked, two-factor turned off): start over.
      if (!profile?.totpEnabled || !mayLogOn(profile)) {
        return restart(req, res, 'twofactor.logon.expired');
      }
      const kind = await verifySecondFactor(req.ctx.db, profile.id, code);
      if (!kind) {
        const failures = req.session.twoFactorFailures?.at === pending.at ? req.session.twoFactorFailures.count + 1 : 1;
        if (failures >= maxFailures) return restart(req, res, 'twofactor.logon.tooManyFailures');
        req.session.twoFactorFailures = { at: pending.at, count: failures };
        return render(req, res, { error: req.ctx.t(recovery ? 'twofactor.logon.recoveryCodeInvalid' : 'twofactor.logon.codeInvalid'), recovery }, 401);
      }
      dropPendingLogon(req);
      await resetRateLimit('authAccount', req, `totp:${profile.id}`);
      await startSession(req, req.ctx.db, profile, pending.rememberMe);
      if (kind === 'recovery') {
        setFlash(req, { kind: 'warning', key: 'twofactor.logon.recoveryCodeUsed', params: { count: await countUnusedRecoveryCodes(req.ctx.db, profile.id) } });
      }
      res.redirect(303, await landingAfterLogon(req, profile, pending.u));
    },
  }),
];
