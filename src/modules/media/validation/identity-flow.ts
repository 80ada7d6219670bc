import type { Request } from 'express';
import { identityProvider, newState } from './identity.ts';
import { validationErrors } from './errors.ts';
import { checkIdentityStart, completeIdentityCheck } from './service.ts';
import type { ProviderMethod, ValidationStatus } from './schemas.ts';

/** The identity check under way in this browser: which provider, and the `state` its answer must carry back. */
type PendingIdentityCheck = { method: ProviderMethod; state: string; at: number };

declare module 'express-session' {
  interface SessionData {
    identityCheck?: PendingIdentityCheck;
  }
}

const pendingMaxAgeMs = 15 * 60_000;

/** Starts a national ID or mobile identity check: remembers its `state` in the session, returns where to send the member. */
export async function beginIdentityCheck(req: Request, profileId: number, method: ProviderMethod): Promise<string> {
  const provider = identityProvider(method);
  if (!provider) throw validationErrors.unavailable();
  await checkIdentityStart(req.ctx.db, profileId);
  const state = newState();
  req.session.identityCheck = { method, state, at: Date.now() };
  return provider.start({ origin: req.ctx.origin, state });
}

/**
 * The provider's callback: the answer must be the provider's (its signature), fresh, and for the check this
 * browser started (`state`, used once); only then does it decide the member's validation.
 */
export async function finishIdentityCheck(req: Request, profileId: number, method: ProviderMethod): Promise<ValidationStatus> {
  const provider = identityProvider(method);
  if (!provider) throw validationErrors.unavailable();
  const pending = req.session.identityCheck;
  const answer = provider.callback({ query: req.query });
  if (!answer || !pending || pending.method !== method || pending.state !== answer.state || Date.now() - pending.at > pendingMaxAgeMs) {
    throw validationErrors.badAnswer();
  }
  delete req.session.identityCheck;
  return completeIdentityCheck(req.ctx.db, profileId, provider, answer);
}
