import type { Request, Response } from 'express';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { rateLimitFor, resetRateLimit } from '../../../platform/http/rate-limit.ts';
import { enterSession, landingAfterLogon, pendingLogonMs, type PendingLogon } from '../logon-flow.ts';
import { findProfileById } from '../repo.ts';
import { mayLogOn } from '../policy.ts';
import { twoFactorErrors } from '../errors.ts';
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

/** The code form and the recovery-code form; the recovery form (its hidden `step`) stays open when it was the one sent. */
const form: FormView = {
  view: 'accounts/two-factor/logon',
  locals: (req, { values }) => ({ title: req.ctx.t('accounts.twoFactor.logon.title'), recovery: values.step === 'recovery' }),
};

function freshPendingLogon(req: Request): PendingLogon | null {
  const pending = req.session?.pendingLogon;
  return pending && Date.now() - pending.at <= pendingLogonMs ? pending : null;
}

function dropPendingLogon(req: Request): void {
  delete req.session.pendingLogon;
  delete req.session.twoFactorFailures;
}

/** Back to the password form: the pending log-on is gone (expired, voided, too many wrong codes, profile shut out). */
function restart(req: Request, res: Response, key: string) {
  dropPendingLogon(req);
  setFlash(req, { kind: 'warning', key });
  res.redirect(303, '/LogOn');
}

/** One more wrong code for this pending log-on; true when that was one too many. */
function countFailure(req: Request, pending: PendingLogon): boolean {
  const failures = req.session.twoFactorFailures?.at === pending.at ? req.session.twoFactorFailures.count + 1 : 1;
  req.session.twoFactorFailures = { at: pending.at, count: failures };
  return failures >= maxFailures;
}

/** The second step of the log on, reached only after the password step left a pending log-on. */
export const twoFactorLogOnPages = [
  definePage({
    path: '/LogOn/TwoFactor',
    access: 'guest',
    handler: (input, req, res) => {
      if (!freshPendingLogon(req)) return res.redirect('/LogOn');
      res.set('Cache-Control', 'no-store');
      return showForm(req, res, form, input);
    },
  }),
  definePage({
    method: 'post',
    path: '/LogOn/TwoFactor',
    access: 'guest',
    body: logOnCodeForm,
    form,
    handler: async ({ body: { code, recovery } }, req, res) => {
      const pending = freshPendingLogon(req);
      if (!pending) return restart(req, res, 'accounts.twoFactor.logon.expired');
      await rateLimitFor('authAccount', req, `totp:${pending.profileId}`);
      const profile = await findProfileById(req.ctx.db, pending.profileId);
      // Changed since the password step (shut out, two-factor turned off, password reset, e-mail changed, logged out everywhere): start over.
      if (!profile?.totpEnabled || !mayLogOn(profile) || profile.securityStamp !== pending.stamp) return restart(req, res, 'accounts.twoFactor.logon.expired');
      const kind = await verifySecondFactor(req.ctx.db, profile.id, code);
      if (!kind) {
        if (countFailure(req, pending)) return restart(req, res, 'accounts.twoFactor.logon.tooManyFailures');
        throw recovery ? twoFactorErrors.recoveryCodeInvalid() : twoFactorErrors.codeInvalid();
      }
      dropPendingLogon(req);
      await resetRateLimit('authAccount', req, `totp:${profile.id}`);
      const done = await enterSession(req, profile.id, { rememberMe: pending.rememberMe });
      if (!done.ok) return restart(req, res, 'accounts.twoFactor.logon.expired');
      // One notice per page: a cancelled deletion says more than the count of recovery codes left.
      if (kind === 'recovery' && !done.deletionCancelled) {
        setFlash(req, { kind: 'warning', key: 'accounts.twoFactor.logon.recoveryCodeUsed', params: { count: await countUnusedRecoveryCodes(req.ctx.db, profile.id) } });
      }
      res.redirect(303, await landingAfterLogon(req, done.profile, pending.u));
    },
  }),
];
