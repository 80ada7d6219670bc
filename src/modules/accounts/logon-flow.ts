import type { Request } from 'express';
import { startPasswordAttempt } from './logon-throttle.ts';
import { setFlash } from '../../platform/http/flash.ts';

import { completeLogOn, type CompletedLogOn, type LogonRefusal } from './service/logon.ts';
import { authenticateLocal } from './local-strategy.ts';
import { startSession, type Impersonation } from './session.ts';
import { afterLogonUrl, trustedHosts } from './service/redirects.ts';
import type { ProfileRecord } from './repo.ts';
import { nameKey } from './names.ts';

/**
 * A password log-on that still needs the second factor; kept in the session for 5 minutes. `stamp` is the
 * profile's security stamp at the password step: a password reset, e-mail change or "log out everywhere"
 * since then voids it.
 */
export type PendingLogon = { profileId: number; stamp: string; rememberMe: boolean; u: string | undefined; at: number };
export const pendingLogonMs = 5 * 60_000;

declare module 'express-session' {
  interface SessionData {
    pendingLogon?: PendingLogon;
  }
}

export type LogonOutcome =
  | { kind: 'loggedOn'; redirect: string }
  | { kind: 'twoFactor' }
  | { kind: 'refused'; reason: LogonRefusal };

/** Where a freshly logged-on profile goes: validation when forced (spec §4), else `u` when trusted, else /Start. */
export async function landingAfterLogon(req: Request, profile: Pick<ProfileRecord, 'forcedValidation' | 'status'>, u: string | undefined): Promise<string> {
  if (profile.forcedValidation) return '/ProfileValidation';
  return afterLogonUrl(u, await trustedHosts(req.ctx.db));
}

/**
 * The edge of every way in, once its last factor is proven: `completeLogOn`, then the session, then the
 * "deletion cancelled" notice on the next page. A refusal starts no session and is answered to the caller.
 */
export async function enterSession(
  req: Request,
  who: number | Pick<ProfileRecord, 'id'>,
  opts: { rememberMe: boolean; impersonation?: Impersonation; /** false for single sign-on: no factor proven here (session.ts). */ proven?: boolean },
): Promise<CompletedLogOn> {
  const done = await completeLogOn(req.ctx.db, who, { impersonatedBy: opts.impersonation?.staffId ?? null });
  if (!done.ok) return done;
  await startSession(req, req.ctx.db, done.profile, opts.rememberMe, opts.impersonation ?? null, opts.proven ?? true);
  if (done.deletionCancelled) setFlash(req, { kind: 'info', key: 'accounts.logon.deletionCancelled' });
  return done;
}

/**
 * The password step shared by the log-on form and /api/LogOn/LogOn: the guessing limits of logon-throttle.ts,
 * the credential check, then either a session or a pending second factor.
 */
export async function logOnWithPassword(req: Request, input: { name: string; password: string; rememberMe: boolean; u?: string | undefined }): Promise<LogonOutcome> {
  // The name's key (names.ts), so `Ａnnabel` and `𝓐nnabel` spend the same budget as `Annabel`.
  const accountKey = nameKey(input.name);
  const attempt = await startPasswordAttempt(req, accountKey);
  const check = await authenticateLocal(req);
  if (!check.ok) {
    await attempt.failed();
    return { kind: 'refused', reason: check.reason };
  }
  await attempt.succeeded();
  if (check.profile.totpEnabled) {
    req.session.pendingLogon = { profileId: check.profile.id, stamp: check.profile.securityStamp, rememberMe: input.rememberMe, u: input.u, at: Date.now() };
    return { kind: 'twoFactor' };
  }
  const done = await enterSession(req, check.profile, { rememberMe: input.rememberMe });
  if (!done.ok) return { kind: 'refused', reason: done.reason };
  return { kind: 'loggedOn', redirect: await landingAfterLogon(req, done.profile, input.u) };
}

