import type { Knex } from 'knex';
import type { SiteConfig } from '../../platform/http/context.ts';
import { createCache } from '../../platform/cache.ts';
import { findAllSites, updateSiteColumn, upsertSite } from './repo.ts';
import { siteSettings, type SiteSettingKey } from './schemas.ts';

/** Every request needs its site; the few rows are cached for 30 s (see platform/cache.ts). */
const cache = createCache<SiteConfig[]>(30_000);

type VapidKeyProvider = (db: Knex) => Promise<string | null>;
let vapidKeyOf: VapidKeyProvider | null = null;

/** The push module gives its public key at start-up: the `publicVapidKey` of a site whose row names none. */
export function provideVapidKey(provider: VapidKeyProvider): void {
  vapidKeyOf = provider;
  cache.clear();
}

function allSites(db: Knex): Promise<SiteConfig[]> {
  return cache.get('all', async () => {
    const sites = await findAllSites(db);
    if (sites.length === 0) throw new Error('No sites configured: run npm run admin -- seed');
    // Without a key the push prompt stays hidden; that is no reason to refuse every page.
    const key = vapidKeyOf && sites.some((s) => !s.publicVapidKey) ? await vapidKeyOf(db).catch(() => null) : null;
    return key ? sites.map((s) => (s.publicVapidKey ? s : { ...s, publicVapidKey: key })) : sites;
  });
}

/** A Host header value: a name and an optional port, nothing else (`localhost:3000@evil.example` is not one). */
const hostHeader = /^([a-z0-9.-]+)(?::\d{1,5})?$/;

/**
 * The site whose hostnames include the name in the Host header (`host`, port allowed); null for a malformed
 * or unknown host, which is refused rather than served as some site.
 */
export async function resolveSite(db: Knex, host: string): Promise<SiteConfig | null> {
  const name = hostHeader.exec(host.toLowerCase())?.[1];
  if (!name) return null;
  const sites = await allSites(db);
  return sites.find((s) => s.hostnames.includes(name)) ?? null;
}

export async function listSites(db: Knex): Promise<SiteConfig[]> {
  return allSites(db);
}

export class SiteSettingError extends Error {}

/** Changes one configuration field of a site after validating key and value. */
export async function setSiteSetting(db: Knex, siteId: number, key: string, value: string): Promise<void> {
  const setting = siteSettings[key as SiteSettingKey];
  if (!setting) throw new SiteSettingError(`Unknown key "${key}". Keys: ${Object.keys(siteSettings).join(', ')}`);
  const parsed = setting.parse.safeParse(value);
  if (!parsed.success) throw new SiteSettingError(`Invalid value for ${key}: ${parsed.error.issues[0]?.message}`);
  const site = (await allSites(db)).find((s) => s.id === siteId);
  const changed = site && ({ ...site, [key]: parsed.data } as SiteConfig);
  const mismatch = changed && originOutsideHostnames(changed.origin, changed.hostnames);
  if (mismatch) throw new SiteSettingError(mismatch);
  const updated = await updateSiteColumn(db, siteId, setting.column, parsed.data);
  if (updated === 0) throw new SiteSettingError(`No site with id ${siteId}`);
  cache.clear();
}

/** Links must lead to a host the site answers on, so the origin's host is one of its hostnames. */
function originOutsideHostnames(origin: string, hostnames: string[]): string | null {
  const host = new URL(origin).hostname;
  return hostnames.includes(host) ? null : `The origin's host "${host}" must be one of the site's hostnames (${hostnames.join(', ')})`;
}

/** Inserts the given sites when they do not exist yet (seeding). */
export async function ensureSites(db: Knex, sites: SiteConfig[]): Promise<void> {
  for (const site of sites) await upsertSite(db, site);
  cache.clear();
}

/** An origin as seeded for a developer's machine: plain http on `localhost` or a name under it, any port. */
const isLocalDevOrigin = (url: URL) => url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname.endsWith('.localhost'));

/**
 * The embedded default on another PORT: sites whose origin is still a seeded localhost one follow the port the
 * server listens on, so mail links, passkeys and single sign-on lead back to it. An origin set to anything
 * else is left alone. Returns the origins it changed.
 */
export async function followLocalPort(db: Knex, port: number): Promise<{ siteId: number; origin: string }[]> {
  const moved: { siteId: number; origin: string }[] = [];
  for (const site of await findAllSites(db)) {
    const url = new URL(site.origin);
    if (!isLocalDevOrigin(url) || url.port === String(port)) continue;
    url.port = String(port);
    await updateSiteColumn(db, site.id, 'origin', url.origin);
    moved.push({ siteId: site.id, origin: url.origin });
  }
  if (moved.length) cache.clear();
  return moved;
}
