import { randomBytes, timingSafeEqual } from 'node:crypto';
import { macWithDataKey } from '../../../platform/secrets.ts';
import { callbackQuery, type ProviderMethod } from './schemas.ts';

/** What an identity provider answers about the person who went through its check. */
export type IdentityAnswer = { state: string } & ({ verified: true; subject: string } | { verified: false });

/**
 * A national ID or mobile identity provider, in the shape such providers share (an OpenID-style redirect):
 * `start` says where to send the member, carrying our `state`; the provider sends the member back to our
 * callback with its answer, which `callback` reads and checks (null: not to be trusted, e.g. a forged or stale
 * answer). Who the member is on our side stays in the member's session (`state`), never in the answer.
 */
export interface IdentityProvider {
  readonly method: ProviderMethod;
  /** A name for the records (who decided a validation). */
  readonly label: string;
  start(request: { origin: string; state: string }): string;
  callback(request: { query: unknown }): IdentityAnswer | null;
}

/** How long a provider's answer is good for. */
const answerMaxAgeMs = 10 * 60_000;
const macPurpose = 'identity-stand-in';

const signed = (method: ProviderMethod, a: { state: string; outcome: string; subject: string; issuedAt: number }) =>
  macWithDataKey(macPurpose, [method, a.state, a.outcome, a.subject, String(a.issuedAt)].join('\n'));

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The local stand-in for a provider we have no contract with: its "provider" is a page on our own server
 * (/ProfileValidation/StandIn/<method>) where the member answers approve or refuse, and its answer comes back
 * to the callback signed (HMAC under the data key), so a hand-made or altered callback is refused like a
 * real provider's would be.
 */
export function standInProvider(method: ProviderMethod): IdentityProvider {
  return {
    method,
    label: `${method} (stand-in)`,
    start: ({ origin, state }) => `${origin}/ProfileValidation/StandIn/${method}?${new URLSearchParams({ state })}`,
    callback: ({ query }) => {
      const parsed = callbackQuery.safeParse(query);
      if (!parsed.success) return null;
      const a = parsed.data;
      if (!sameText(a.sig, signed(method, a)) || Math.abs(Date.now() - a.issuedAt) > answerMaxAgeMs) return null;
      return a.outcome === 'verified' ? { state: a.state, verified: true, subject: a.subject } : { state: a.state, verified: false };
    },
  };
}

/** The stand-in provider's side: the callback URL that carries the member's answer, signed. */
export function standInAnswerUrl(origin: string, method: ProviderMethod, state: string, answer: 'approve' | 'refuse'): string {
  const a = { state, outcome: answer === 'approve' ? 'verified' : 'refused', subject: answer === 'approve' ? `stand-in-${randomBytes(8).toString('hex')}` : '', issuedAt: Date.now() };
  return `${origin}/ProfileValidation/Callback/${method}?${new URLSearchParams({ ...a, issuedAt: String(a.issuedAt), sig: signed(method, a) })}`;
}

let standInsAllowed = false;

/** At start-up (boot.ts): the stand-ins answer outside production only, where no real provider is wired. */
export function allowIdentityStandIns(allowed: boolean): void {
  standInsAllowed = allowed;
}

/** The provider for a method, or null when none is available (in production, until a contract exists). */
export function identityProvider(method: ProviderMethod): IdentityProvider | null {
  return standInsAllowed ? standInProvider(method) : null;
}

/** A fresh `state` for one identity check. */
export const newState = () => randomBytes(18).toString('base64url');
