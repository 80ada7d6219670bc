import type { Request, RequestHandler } from 'express';
import type { Knex } from 'knex';
import { defaultLocale, isLocale, locales, translator, type Locale } from '../i18n/index.ts';
import { consentCookie, consentFrom } from '../consent.ts';
import type { SiteConfig } from './context.ts';

export const languageCookie = 'nordlys_lang';

export type SiteResolver = (host: string) => Promise<SiteConfig>;

/**
 * Fills req.ctx: the site picked by the Host header, the viewer, the language and the cookie consent.
 * Language order: an explicit ?lang= (the switcher, remembered in a cookie), the member's setting,
 * the cookie, Accept-Language, the site's language.
 */
export function requestContext(
  db: Knex,
  resolveSite: SiteResolver,
  saveMemberLanguage: (db: Knex, profileId: number, locale: Locale) => Promise<void>,
): RequestHandler {
  return async (req, res, next) => {
    const site = await resolveSite(req.hostname ?? '');
    const chosen = req.query.lang;
    if (isLocale(chosen)) {
      res.cookie(languageCookie, chosen, { httpOnly: true, sameSite: 'lax', maxAge: 365 * 24 * 3600 * 1000, path: '/' });
      if (req.user && req.user.language !== chosen) {
        await saveMemberLanguage(db, req.user.id, chosen);
        req.user.language = chosen;
      }
    }
    const locale = pickLocale(req, site, isLocale(chosen) ? chosen : undefined);
    req.ctx = {
      requestId: String(req.id),
      db,
      origin: `${req.protocol}://${req.get('host')}`,
      site,
      locale,
      t: translator(locale),
      viewer: req.user ?? null,
      nonce: res.locals.nonce as string,
      consent: consentFrom(req.cookies?.[consentCookie] as string | undefined, true),
    };
    res.locals.ctx = req.ctx;
    res.locals.t = req.ctx.t;
    next();
  };
}

function pickLocale(req: Request, site: SiteConfig, explicit: Locale | undefined): Locale {
  if (explicit) return explicit;
  if (isLocale(req.user?.language)) return req.user.language;
  const cookie = req.cookies?.[languageCookie] as unknown;
  if (isLocale(cookie)) return cookie;
  if (req.headers['accept-language']) {
    const accepted = req.acceptsLanguages([...locales]) || acceptedLanguagePrefix(req);
    if (isLocale(accepted)) return accepted;
  }
  return isLocale(site.language) ? site.language : defaultLocale;
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
