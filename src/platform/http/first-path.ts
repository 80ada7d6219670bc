import type { Request, RequestHandler, Response } from 'express';
import { consentCookie, consentFrom, type Consent } from '../consent.ts';
import { hasControlCharacter } from './validation.ts';

export const firstPathCookie = 'nordlys_first';

/** The referrer cookie counts visits' origins: only with the visitor's statistics or marketing consent. */
const allowsReferrer = (consent: Consent) => consent.statistics || consent.marketing;

function setFirstPath(res: Response, path: string): void {
  res.cookie(firstPathCookie, path.slice(0, 500), { httpOnly: true, sameSite: 'lax', maxAge: 30 * 24 * 3600_000, path: '/' });
}

/**
 * Remembers the first path a visitor arrived on (a landing page, an advert's link), so sign-up can store it
 * as the profile's referrer.
 */
export const rememberFirstPath: RequestHandler = (req, res, next) => {
  const cookies = req.cookies as Record<string, string | undefined> | undefined;
  if (
    req.method === 'GET' &&
    !req.user &&
    !cookies?.[firstPathCookie] &&
    allowsReferrer(consentFrom(cookies?.[consentCookie], true)) &&
    !req.path.startsWith('/api/') &&
    req.accepts('html')
  ) {
    setFirstPath(res, req.originalUrl);
  }
  next();
};

/** The first path, to store as a new profile's referrer: null without the cookie, or when a hand-made one holds a control character. */
export function firstPathOf(req: Request): string | null {
  const path = (req.cookies as Record<string, string | undefined> | undefined)?.[firstPathCookie];
  return path && !hasControlCharacter(path) ? path.slice(0, 500) : null;
}

/** When the visitor's answer to the banner allows it, the page they answered on is where they arrived. */
export function rememberFirstPathOnConsent(res: Response, consent: Consent, path: string): void {
  const cookies = res.req.cookies as Record<string, string | undefined> | undefined;
  if (allowsReferrer(consent) && !cookies?.[firstPathCookie] && !res.req.user) setFirstPath(res, path);
}
