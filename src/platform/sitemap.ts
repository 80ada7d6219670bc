import type { GuardSite } from './auth/access.ts';
import type { Knex } from 'knex';
import { createRegistry } from './registry.ts';

/**
 * Where /sitemap.xml's paths come from: a module with public pages registers its source from its own index.ts
 * (`registerSitemapSource('blogs', { order: 50, paths: (db, site) => … })`). The registry sits in the platform so
 * that seo, which draws the sitemap, stays above the modules it lists and imports none of them.
 * `paths` gives the site's public paths (a dark-site-only page only for `site.dark`, none of the dark site's on the
 * regular one); the sitemap lists the sources by `order`, then seo's own landing pages.
 */
export type SitemapSource = { order: number; paths: (db: Knex, site: GuardSite) => Promise<readonly string[]> };

const sources = createRegistry<string, SitemapSource>('sitemap sources');

/** Registers a module's sitemap source; returns the undo (tests). */
export const registerSitemapSource = (name: string, source: SitemapSource) => sources.register(name, source);

/** Every registered source's paths for the site, in the sources' order. */
export async function sitemapPaths(db: Knex, site: GuardSite): Promise<string[]> {
  const ordered = sources.values().sort((a, b) => a.order - b.order);
  return (await Promise.all(ordered.map((s) => s.paths(db, site)))).flat();
}
