import { locales, defaultLocale } from '../../platform/i18n/index.ts';
import { escapeHtml } from '../../platform/render/text.ts';
import type { Knex } from 'knex';
import { createRegistry } from '../../platform/registry.ts';

/**
 * Where the sitemap's paths come from: a module with public pages registers its source from its own index.ts
 * (`registerSitemapSource('blogs', { order: 50, paths: (db, site) => … })`), so seo lists them without importing it.
 * `paths` gives the site's public paths (a dark-site-only page only for `site.dark`, none of the dark site's on the
 * regular one); the sitemap lists the sources by `order`, then seo's own landing pages.
 */
export type SitemapSource = { order: number; paths: (db: Knex, site: { id: number; dark: boolean }) => Promise<readonly string[]> };

const sources = createRegistry<string, SitemapSource>('sitemap sources');

/** Registers a module's sitemap source; returns the undo (tests). */
export const registerSitemapSource = (name: string, source: SitemapSource) => sources.register(name, source);

/** Every registered source's paths for the site, in the sources' order. */
export async function sitemapPaths(db: Knex, site: { id: number; dark: boolean }): Promise<string[]> {
  const ordered = sources.values().sort((a, b) => a.order - b.order);
  return (await Promise.all(ordered.map((s) => s.paths(db, site)))).flat();
}

const withLang = (url: string, lang: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

/** A sitemap whose every URL lists its four language versions (hreflang) and an x-default. */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => {
    const loc = `${origin}${path}`;
    const alternates = locales
      .map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(withLang(loc, l))}"/>`)
      .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(withLang(loc, defaultLocale))}"/>`)
      .join('\n');
    return `  <url>\n    <loc>${escapeHtml(loc)}</loc>\n${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
