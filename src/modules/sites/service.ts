import type { Knex } from 'knex';
import type { SiteConfig } from '../../platform/http/context.ts';
import { createCache } from '../../platform/cache.ts';
import { findAllSites, updateSiteColumn, upsertSite } from './repo.ts';
import { siteSettings, type SiteSettingKey } from './schemas.ts';

/** Every request needs its site; the few rows are cached for 30 s (see platform/cache.ts). */
const cache = createCache<SiteConfig[]>(30_000);

function allSites(db: Knex): Promise<SiteConfig[]> {
  return cache.get('all', async () => {
    const sites = await findAllSites(db);
    if (sites.length === 0) throw new Error('No sites configured: run npm run admin -- seed');
    return sites;
  });
}

/** The site whose hostnames include the Host header's name; unknown hosts get the regular site (id 1). */
export async function resolveSite(db: Knex, hostname: string): Promise<SiteConfig> {
  const sites = await allSites(db);
  const host = hostname.toLowerCase();
  return sites.find((s) => s.hostnames.includes(host)) ?? sites.find((s) => s.id === 1) ?? sites[0]!;
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
  const updated = await updateSiteColumn(db, siteId, setting.column, parsed.data);
  if (updated === 0) throw new SiteSettingError(`No site with id ${siteId}`);
  cache.clear();
}

/** Inserts the given sites when they do not exist yet (seeding). */
export async function ensureSites(db: Knex, sites: SiteConfig[]): Promise<void> {
  for (const site of sites) await upsertSite(db, site);
  cache.clear();
}
