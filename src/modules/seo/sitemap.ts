import { locales, defaultLocale } from '../../platform/i18n/index.ts';
import { escapeHtml } from '../../platform/render/text.ts';

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
