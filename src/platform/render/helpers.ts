import type { RequestHandler } from 'express';
import { assetUrl } from './assets.ts';
import { island } from './island.ts';
import { renderText } from './text.ts';
import { videoEmbed } from './video-embed.ts';
import { formatDate, formatRelativeTime } from '../i18n/formats.ts';
import { formatCompanyAddress, formatOpeningHours } from '../i18n/site-contact.ts';
import { locales, type Locale } from '../i18n/index.ts';
import { csrfFieldName } from '../http/csrf.ts';
import { takeFlash } from '../http/flash.ts';
import { drawerLinksFor } from '../drawer.ts';
import { may, type PolicyAction } from '../auth/authorize.ts';

const shared = new Map<string, string>();

/**
 * Text that is the same for every visitor of a site and language (the footer's opening hours and address),
 * formatted once a day instead of per request (a day, as the time-zone conversion follows summer time).
 */
function sameForEveryone(name: string, value: string, locale: Locale, format: (value: string, locale: Locale) => string): string {
  const key = `${name}|${locale}|${utcDay()}|${value}`;
  let text = shared.get(key);
  if (text === undefined) {
    if (shared.size > 1000) shared.clear();
    text = format(value, locale);
    shared.set(key, text);
  }
  return text;
}

let today = '';
let todayStarts = 0;
let todayEnds = 0;

/** Today's date in UTC (`2026-11-26`), formatted once a day rather than on every page. */
function utcDay(): string {
  const now = Date.now();
  if (now >= todayEnds || now < todayStarts) {
    today = new Date(now).toISOString().slice(0, 10);
    todayStarts = Math.floor(now / 86_400_000) * 86_400_000;
    todayEnds = todayStarts + 86_400_000;
  }
  return today;
}

/** Helpers every view may use, bound to the request's language. */
export const viewHelpers: RequestHandler = (req, res, next) => {
  const { locale } = req.ctx;
  res.locals.asset = assetUrl;
  // Shared by reference with the layout, which renders after the view: it loads React only if a view used it.
  const uses = { islands: false };
  res.locals.uses = uses;
  res.locals.island = (name: string, props: object) => {
    uses.islands = true;
    return island(name, props);
  };
  res.locals.text = renderText;
  // The drawer's links this viewer sees (the modules registered them, platform/drawer.ts), as the plain value a piece takes.
  res.locals.drawerLinks = () => JSON.stringify(drawerLinksFor(req.ctx.actor, req.ctx.site));
  // A shared partial asks a module's rule by name for the request's actor (`may('media.toldOfQuarantine')`): the
  // platform holds no module's rules, and a view never re-states one.
  res.locals.may = (action: PolicyAction, subject: unknown = null) => may(req.ctx.actor, action, subject as never);
  res.locals.locales = locales;
  res.locals.currentPath = req.path;
  res.locals.formatDate = (d: Date) => formatDate(d, locale);
  res.locals.timeAgo = (d: Date) => formatRelativeTime(d, new Date(), locale);
  res.locals.openingHours = () => sameForEveryone('hours', req.ctx.site.openingHours, locale, formatOpeningHours);
  res.locals.companyAddress = () => sameForEveryone('address', req.ctx.site.companyAddress, locale, formatCompanyAddress);
  res.locals.csrfField = () => {
    const token = (res.locals.csrfToken as () => string)();
    return token ? `<input type="hidden" name="${csrfFieldName}" value="${token}">` : '';
  };
  // Taken only when a page is rendered: an API call or a redirect in between (a tab's counts refresh right after a
  // form's post) must not take the notice meant for the page the post redirects to.
  let flash: ReturnType<typeof takeFlash> | null = null;
  Object.defineProperty(res.locals, 'flash', {
    enumerable: true,
    configurable: true,
    get: () => (flash === null ? (flash = req.method === 'GET' ? takeFlash(req) : undefined) : flash),
    set: (value: ReturnType<typeof takeFlash>) => {
      flash = value;
    },
  });
  res.locals.videoEmbed = (id: string, title: string) => videoEmbed(req, id, title);
  res.locals.currentUrl = req.originalUrl.startsWith('/') && !req.originalUrl.startsWith('//') ? req.originalUrl : '/';
  res.locals.showConsentBanner = !req.ctx.consent.decided && req.method === 'GET' && !req.get('HX-Request');
  // Query-only, so the link stays on this page of this site whatever the path looks like (`//evil.example/x`).
  res.locals.langUrl = (lang: string) => {
    const at = req.originalUrl.indexOf('?');
    const params = new URLSearchParams(at < 0 ? '' : req.originalUrl.slice(at + 1));
    params.set('lang', lang);
    return `?${params.toString()}`;
  };
  next();
};
