import type { RequestHandler } from 'express';
import { assetUrl } from './assets.ts';
import { island } from './island.ts';
import { renderText } from './text.ts';
import { consentIsland, videoEmbed } from './consent-view.ts';
import { formatDate, formatRelativeTime } from '../i18n/formats.ts';
import { locales } from '../i18n/index.ts';
import { csrfFieldName } from '../http/csrf.ts';
import { takeFlash } from '../http/flash.ts';

/** Helpers every view may use, bound to the request's language. */
export const viewHelpers: RequestHandler = (req, res, next) => {
  const { locale } = req.ctx;
  res.locals.asset = assetUrl;
  res.locals.island = island;
  res.locals.text = renderText;
  res.locals.locales = locales;
  res.locals.currentPath = req.path;
  res.locals.formatDate = (d: Date) => formatDate(d, locale);
  res.locals.timeAgo = (d: Date) => formatRelativeTime(d, new Date(), locale);
  res.locals.csrfField = () => `<input type="hidden" name="${csrfFieldName}" value="${(res.locals.csrfToken as () => string)()}">`;
  res.locals.flash = req.method === 'GET' ? takeFlash(req) : undefined;
  res.locals.consentSettings = () => consentIsland(req, res, 'settings');
  res.locals.videoEmbed = (id: string, title: string) => videoEmbed(req, id, title);
  if (!req.ctx.consent.decided && req.method === 'GET' && !req.get('HX-Request')) {
    Object.defineProperty(res.locals, 'consentBanner', { get: () => consentIsland(req, res, 'banner'), enumerable: true });
  }
  // Query-only, so the link stays on this page of this site whatever the path looks like (`//evil.example/x`).
  res.locals.langUrl = (lang: string) => {
    const at = req.originalUrl.indexOf('?');
    const params = new URLSearchParams(at < 0 ? '' : req.originalUrl.slice(at + 1));
    params.set('lang', lang);
    return `?${params.toString()}`;
  };
  next();
};
