import type { Request } from 'express';
import { escapeHtml } from './text.ts';

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
