import type { Knex } from 'knex';
import type { SiteConfig } from '../../../platform/http/context.ts';
import { findProfileById, updateProfile, type ProfileRecord } from '../repo.ts';
import { consumeToken, issueToken } from '../tokens.ts';
import { afterLogonUrl } from '../service/redirects.ts';
import { logonRefusal, type LogonRefusal } from '../policy.ts';

/** The start-up query parameter of spec §2. */
export const ssoParameter = 'SSO';

/**
 * Where a member goes to arrive logged on at `target`: its first hostname, with the scheme and (in development)
 * the port of the current request, `path` on that site and a fresh single-use token valid for 60 seconds.
 * The token is 256 random bits stored only as a hash, bound in its row to the profile, the target site and
 * the expiry; that row, not the link, is what the target site trusts.
 */
export async function mintSsoUrl(db: Knex, profileId: number, target: SiteConfig, current: { protocol: string; host: string | undefined }, path: string): Promise<string> {
  const token = await issueToken(db, profileId, 'sso', { siteId: target.id });
  const port = /:(\d{1,5})$/.exec(current.host ?? '')?.[1];
  const url = new URL(afterLogonUrl(path, new Set(), '/'), `${current.protocol}://${target.hostnames[0]}${port ? `:${port}` : ''}`);
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

export type SsoRedemption = { ok: true; profile: ProfileRecord } | { ok: false; reason: 'invalid' | LogonRefusal };

/**
 * Uses a single sign-on token up on the site it was minted for. A token that is unknown, used, expired or
 * for another site is refused (and is used up all the same); so is a profile that may not log on now.
 */
export async function redeemSsoToken(db: Knex, rawToken: string, siteId: number): Promise<SsoRedemption> {
  const token = await consumeToken(db, 'sso', rawToken);
  if (!token || token.siteId !== siteId) return { ok: false, reason: 'invalid' };
  const profile = await findProfileById(db, token.profileId);
  if (!profile) return { ok: false, reason: 'invalid' };
  const refusal = logonRefusal(profile);
  if (refusal) return { ok: false, reason: refusal };
  await updateProfile(db, profile.id, { loggedOn: true });
  return { ok: true, profile };
}
