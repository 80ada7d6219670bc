import type { Request, Response } from 'express';
import { consentCategories, consentCookie } from '../consent.ts';
import { escapeHtml } from './text.ts';
import { island } from './island.ts';

/** The cookie-consent island, as a banner (until the visitor answers) or as the settings form on the Cookies page. */
export function consentIsland(req: Request, res: Response, mode: 'banner' | 'settings'): string {
  const { t, consent } = req.ctx;
  const categories = Object.fromEntries(
    consentCategories.map((c) => [c, { name: t(`common.consent.${c}.name`), description: t(`common.consent.${c}.description`) }]),
  ) as Record<(typeof consentCategories)[number], { name: string; description: string }>;
  return island('CookieConsent', {
    mode,
    labels: {
      title: t('common.consent.title'),
      text: t('common.consent.text'),
      acceptAll: t('common.consent.acceptAll'),
      onlyNecessary: t('common.consent.onlyNecessary'),
      choose: t('common.consent.choose'),
      save: t('common.consent.save'),
      saved: t('common.consent.saved'),
      categories,
    },
    granted: consentCategories.filter((c) => consent[c]),
    csrfToken: (res.locals.csrfToken as () => string)(),
    returnTo: req.originalUrl.startsWith('/') && !req.originalUrl.startsWith('//') ? req.originalUrl : '/',
    cookieName: consentCookie,
  });
}

/**
 * An embedded external video: an iframe only with marketing consent, otherwise the spec §8 blocked-video
 * message linking to the cookie settings. Nothing from the other service loads before consent.
 */
export function videoEmbed(req: Request, youtubeId: string, title: string): string {
  const { t, consent } = req.ctx;
  if (!/^[\w-]{6,20}$/.test(youtubeId)) return '';
  if (!consent.marketing) {
    return `<div class="video-blocked"><a href="/Support/Cookies#cookie-settings">${escapeHtml(t('common.video.blocked'))}</a></div>`;
  }
  const src = `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  return `<div class="video-frame"><iframe data-consent="marketing" src="${src}" title="${escapeHtml(title)}" loading="lazy" allow="encrypted-media; picture-in-picture" allowfullscreen></iframe></div>`;
}
