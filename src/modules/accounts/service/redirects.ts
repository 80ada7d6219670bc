import type { Knex } from 'knex';
import { listSites } from '../../sites/index.ts';

/** Hosts we send members to after log on: our sites (this one and its sister) and their chat sites. */
export async function trustedHosts(db: Knex): Promise<Set<string>> {
  const sites = await listSites(db);
  return new Set(sites.flatMap((s) => [...s.hostnames, ...s.chatHostnames]).map((h) => h.toLowerCase()));
}

/**
 * Where to go after log on (spec §4): the `u` value when it is a local path or a URL on a sister or chat
 * site, else /Start. Anything else (other hosts, protocol-relative or javascript: URLs) is refused.
 */
export function afterLogonUrl(u: string | undefined, trusted: Set<string>, fallback = '/Start'): string {
  if (!u) return fallback;
  if (isLocalPath(u)) return u;
  try {
    const url = new URL(u);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && trusted.has(url.hostname.toLowerCase())) return url.toString();
  } catch {
    // not a URL: fall through
  }
  return fallback;
}

/** A path on this site (`/Settings?x=1`), never `//host`, a backslash trick or a scheme. */
export const isLocalPath = (u: string): boolean => /^\/(?!\/)[^\s\\]*$/.test(u);
