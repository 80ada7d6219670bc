import { doubleCsrf } from 'csrf-csrf';
import type { RequestHandler, Request } from 'express';
import { AppError } from './errors.ts';
import { originCheckedPaths, requestSource } from './same-origin.ts';

export const csrfFieldName = '_csrf';

/**
 * The only state-changing paths that need no token. The keep-alive check changes nothing, and must answer
 * "false" (not 403) once the session has ended. The OpenAPI document and the contract test read this list.
 */
export const csrfExemptPaths: readonly string[] = ['/api/LogOn/CheckStamp'];

/**
 * A multipart form's body is read by its handler, after this check (an upload streams to disk), so a form that
 * uploads without JavaScript carries its token in its action's query string. Only there: an ordinary link or
 * form never needs a token in its URL.
 */
function multipartFormToken(req: Request): string | undefined {
  const token = req.is('multipart/form-data') ? req.query[csrfFieldName] : undefined;
  return typeof token === 'string' ? token : undefined;
}

/**
 * CSRF protection on every state-changing request, forms and API alike.
 * - A logged-on profile's requests carry a token bound to its session (signed double-submit cookie).
 * - A visitor's (log on, sign-up, forgot password, the cookie choice) are checked by where the browser says
 *   they come from (Fetch Metadata, else Origin/Referer: platform/http/same-origin.ts): another site is
 *   refused. A visitor's token could only prove the same thing, and leaving it out keeps the pages of every
 *   visitor alike (cacheable) and sets no cookie before the visitor has answered the cookie banner.
 */
export function createCsrf(secret: string, secure: boolean) {
  const cookieName = secure ? '__Host-nordlys.csrf' : 'nordlys.csrf';
  const { doubleCsrfProtection, generateCsrfToken } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => (req.user ? req.sessionID : 'anonymous'),
    cookieName,
    cookieOptions: { sameSite: 'lax', path: '/', secure, httpOnly: true },
    skipCsrfProtection: (req) =>
      csrfExemptPaths.includes(req.path) || ((!req.user || originCheckedPaths.includes(req.path)) && requestSource(req) !== 'other'),
    getCsrfTokenFromRequest: (req) =>
      (req.headers['x-csrf-token'] as string | undefined) ?? (req.body as Record<string, string> | undefined)?.[csrfFieldName] ?? multipartFormToken(req),
  });
  const protect: RequestHandler = (req, res, next) => {
    doubleCsrfProtection(req, res, (err?: unknown) => next(err ? new AppError(403, 'invalidCsrfToken', 'common.errors.csrf') : undefined));
  };
  /**
   * Lazily issues a logged-on profile's token (and its cookie) only for pages that render a form; one token
   * per response. A visitor gets none ('').
   */
  const tokenFor = (req: Request, res: Parameters<typeof generateCsrfToken>[1]) => {
    let token: string | undefined;
    return () => (token ??= req.user ? reusedOrNewToken(req, res) : '');
  };
  /** The token of the cookie the browser sent, while it is valid for this session (no Set-Cookie), else a new one. */
  const reusedOrNewToken = (req: Request, res: Parameters<typeof generateCsrfToken>[1]) => {
    let cookie: Parameters<typeof res.cookie> | null = null;
    const token = generateCsrfToken(req, { cookie: (...args: Parameters<typeof res.cookie>) => void (cookie = args) } as unknown as typeof res);
    const sent = (req.cookies as Record<string, string | undefined>)[cookieName];
    if (cookie && sent !== token) res.cookie(...(cookie as Parameters<typeof res.cookie>));
    return token;
  };
  return { protect, tokenFor };
}
