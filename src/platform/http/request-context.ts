import type { Request, RequestHandler } from 'express';
import type { Knex } from 'knex';
import { defaultLocale, isLocale, locales, translator, type Locale } from '../i18n/index.ts';
import { consentCookie, consentFrom } from '../consent.ts';
import type { RequestContext, SiteConfig } from './context.ts';
import { badRequest } from './errors.ts';
import { requestSource } from './same-origin.ts';
import { actorOf, type Actor } from '../auth/actor.ts';

export const languageCookie = 'nordlys_lang';

/** The site a Host header value (name and optional port) belongs to, or null when it belongs to none. */
export type SiteResolver = (host: string) => Promise<SiteConfig | null>;

/**
 * Fills req.ctx: the site picked by the Host header, the viewer, the language and the cookie consent.
 * A Host that names no site is a 400 (without ctx), never some default site: links would carry it.
 * Language order: an explicit ?lang= (the switcher, or a link), the cookie the switcher leaves, the
 * member's setting, Accept-Language, the site's language. A GET never writes the member's setting: only
 * the settings form does (a link or an <img> on another site could otherwise change it).
 */
export function requestContext(db: Knex, resolveSite: SiteResolver): RequestHandler {
  return async (req, res, next) => {
    const site = await resolveSite(req.host ?? '');
    if (!site) throw badRequest('common.errors.unknownHost');
    const chosen = req.query.lang;
    // A click on the switcher is a choice to remember; a ?lang= link from a search engine is not.
    if (isLocale(chosen) && requestSource(req) === 'same') res.cookie(languageCookie, chosen, { httpOnly: true, sameSite: 'lax', maxAge: 365 * 24 * 3600 * 1000, path: '/' });
    const locale = pickLocale(req, site, isLocale(chosen) ? chosen : undefined);
    req.ctx = withActor({
      requestId: String(req.id),
      db,
      origin: site.origin,
      site,
      locale,
      t: translator(locale),
      viewer: req.user ?? null,
      consent: consentFrom(req.cookies?.[consentCookie] as string | undefined, true),
    });
    res.locals.ctx = req.ctx;
    res.locals.t = req.ctx.t;
    next();
  };
}

/** Adds `actor`, made from the viewer on first use and kept (roleIn memoises on it) until the viewer changes. */
function withActor(ctx: Omit<RequestContext, 'actor'>): RequestContext {
  let made: { viewer: Express.User | null; actor: Actor } | null = null;
  return Object.defineProperty(ctx, 'actor', {
    enumerable: true,
    get(this: RequestContext) {
      if (!made || made.viewer !== this.viewer) made = { viewer: this.viewer, actor: actorOf(this.viewer, this.site) };
      return made.actor;
    },
  }) as RequestContext;
}

function pickLocale(req: Request, site: SiteConfig, explicit: Locale | undefined): Locale {
  if (explicit) return explicit;
  const cookie = req.cookies?.[languageCookie] as unknown;
  if (isLocale(cookie)) return cookie;
  if (isLocale(req.user?.language)) return req.user.language;
  return acceptedLocale(req) ?? (isLocale(site.language) ? site.language : defaultLocale);
}

/** The language the browser's Accept-Language asks for, when we speak it. */
export function acceptedLocale(req: Request): Locale | undefined {
  if (!req.headers['accept-language']) return undefined;
  const accepted = req.acceptsLanguages([...locales]) || acceptedLanguagePrefix(req);
  return isLocale(accepted) ? accepted : undefined;
}

/** `da`, `nb`/`no` and `sv` without a region still pick their language. */
function acceptedLanguagePrefix(req: Request): Locale | undefined {
  const byPrefix: Record<string, Locale> = { en: 'en-GB', da: 'da-DK', nb: 'nb-NO', no: 'nb-NO', nn: 'nb-NO', sv: 'sv-SE' };
  for (const lang of req.acceptsLanguages()) {
    const hit = byPrefix[lang.toLowerCase().split('-')[0] ?? ''];
    if (hit) return hit;
  }
  return undefined;
}
