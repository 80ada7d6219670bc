import type { Request } from 'express';
import { rateLimitFor, resetRateLimit } from '../../platform/http/rate-limit.ts';

import type { LogonRefusal } from './service/logon.ts';
import { authenticateLocal } from './local-strategy.ts';
import { startSession } from './service/session.ts';
import { afterLogonUrl, trustedHosts } from './service/redirects.ts';
import type { ProfileRecord } from './repo.ts';

/** A password log-on that still needs the second factor; kept in the session for 5 minutes. */
export type PendingLogon = { profileId: number; rememberMe: boolean; u: string | undefined; at: number };
export const pendingLogonMs = 5 * 60_000;

declare module 'express-session' {
  interface SessionData {
    pendingLogon?: PendingLogon;
  }
}

export type LogonOutcome =
  | { kind: 'loggedOn'; redirect: string; deletionCancelled: boolean }
  | { kind: 'twoFactor' }
  | { kind: 'refused'; reason: LogonRefusal };

/** Where a freshly logged-on profile goes: validation when forced (spec §4), else `u` when trusted, else /Start. */
export async function landingAfterLogon(req: Request, profile: Pick<ProfileRecord, 'forcedValidation' | 'status'>, u: string | undefined): Promise<string> {
  if (profile.forcedValidation) return '/ProfileValidation';
  return afterLogonUrl(u, await trustedHosts(req.ctx.db));
}

/**
 * The password step shared by the log-on form and /api/LogOn/LogOn: rate limits per IP and per account,
 * the credential check, then either a session or a pending second factor.
 */
export async function logOnWithPassword(req: Request, input: { name: string; password: string; rememberMe: boolean; u?: string | undefined }): Promise<LogonOutcome> {
  const accountKey = input.name.trim().toLowerCase();
  await rateLimitFor('auth', req);
  await rateLimitFor('authAccount', req, accountKey);
  const check = await authenticateLocal(req);
  if (!check.ok) return { kind: 'refused', reason: check.reason };
  await resetRateLimit('authAccount', req, accountKey);
  if (check.profile.totpEnabled) {
    req.session.pendingLogon = { profileId: check.profile.id, rememberMe: input.rememberMe, u: input.u, at: Date.now() };
    return { kind: 'twoFactor' };
  }
  await startSession(req, req.ctx.db, check.profile, input.rememberMe);
  return { kind: 'loggedOn', redirect: await landingAfterLogon(req, check.profile, input.u), deletionCancelled: check.deletionCancelled };
}

