import type { Knex } from 'knex';
import type { SiteConfig } from '../../../platform/http/context.ts';
import { findProfileById } from '../repo.ts';
import { consumeToken, issueToken, peekToken } from '../tokens.ts';
import { afterLogonUrl } from '../service/redirects.ts';
import { logonRefusal, type LogonRefusal } from '../policy.ts';

/** The start-up query parameter of spec §2. */
export const ssoParameter = 'SSO';

/**
 * Where a member goes to arrive logged on at `target`: `path` on the target site's canonical origin and a
 * fresh single-use token valid for 60 seconds.
 * The token is 256 random bits stored only as a hash, bound in its row to the profile, the target site and
 * the expiry; that row, not the link, is what the target site trusts.
 */
export async function mintSsoUrl(db: Knex, profileId: number, target: SiteConfig, path: string): Promise<string> {
  const token = await issueToken(db, profileId, 'sso', { siteId: target.id });
  const url = new URL(afterLogonUrl(path, new Set(), '/'), target.origin);
  url.searchParams.set(ssoParameter, token);
  return url.toString();
}

/**
 * Reads the `ssoQuery` of SsoLogOn: the page's path and query (`/Profile/5?SSO=…`), only its query
 * (`?SSO=…`, `SSO=…`) or the bare token. Gives the token and the local path to return to without the
 * parameter (null when no path was sent: the page stays where it is); null when there is no token.
 */
export function parseSsoQuery(ssoQuery: string): { token: string; path: string | null } | null {
  const value = ssoQuery.trim();
  if (/^[\w-]{20,100}$/.test(value)) return { token: value, path: null };
  const isPath = value.startsWith('/');
  let url: URL;
  try {
    url = new URL(isPath ? value : `/?${value.replace(/^\?/, '')}`, 'http://sso.invalid');
  } catch {
    return null;
  }
  const token = url.searchParams.get(ssoParameter);
  if (!token) return null;
  url.searchParams.delete(ssoParameter);
  return { token, path: isPath ? `${url.pathname}${url.search}` : null };
}

export type SsoRefusal = 'invalid' | LogonRefusal;

/**
 * Whose a token is, without using it up: for the "Continue as …?" page a visitor confirms before any
 * session starts. Only the name is answered; the token itself is all the page carries.
 */
export async function ssoTokenHolder(db: Knex, rawToken: string, siteId: number): Promise<{ ok: true; name: string } | { ok: false; reason: SsoRefusal }> {
  const token = await peekToken(db, 'sso', rawToken);
  const profile = token && token.siteId === siteId ? await findProfileById(db, token.profileId) : null;
  if (!profile) return { ok: false, reason: 'invalid' };
  const refusal = logonRefusal(profile);
  return refusal ? { ok: false, reason: refusal } : { ok: true, name: profile.name };
}

export type SsoRedemption =
  /** Nobody was logged on: the caller completes the log on of this profile (completeLogOn) and starts the session. */
  | { kind: 'logOn'; profileId: number }
  /** The browser's profile was already logged on (the token was its own, or another's): nothing changes. */
  | { kind: 'kept'; sameProfile: boolean }
  | { kind: 'refused'; reason: 'invalid' };

/**
 * Uses a single sign-on token up on the site it was minted for. A token that is unknown, used, expired or
 * for another site is refused (and used up all the same). It never replaces the profile logged on in this
 * browser (`loggedOnId`): a link that someone else minted must not swap the member's session for theirs.
 */
export async function redeemSsoToken(db: Knex, rawToken: string, siteId: number, loggedOnId: number | null): Promise<SsoRedemption> {
  const token = await consumeToken(db, 'sso', rawToken);
  if (!token || token.siteId !== siteId) return { kind: 'refused', reason: 'invalid' };
  if (loggedOnId !== null) return { kind: 'kept', sameProfile: loggedOnId === token.profileId };
  return { kind: 'logOn', profileId: token.profileId };
}
