import type { ErrorRequestHandler, Request, Response } from 'express';
import { toAppError } from './errors.ts';
import { translate, translator, defaultLocale, isLocale, type Locale } from '../i18n/index.ts';
import { assetUrl } from '../render/assets.ts';
import { acceptedLocale, languageCookie } from './request-context.ts';

const isApi = (req: Request) => req.path.startsWith('/api/') || req.path === '/api';

/** The one place errors become responses: JSON for /api, a fragment for htmx, else the full error page. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const error = toAppError(err);
  if (error.status >= 500) req.log?.error({ err, reqId: req.id }, 'request failed');
  if (res.headersSent) return;
  const locale = req.ctx?.locale ?? localeWithoutContext(req);
  const message = translate(locale, error.messageKey, error.params);
  res.status(error.status).set(error.headers);
  if (error.status >= 500) res.set('Cache-Control', 'no-store');
  if (isApi(req)) {
    res.json({ error: { code: error.code, message, ...(error.field ? { field: error.field } : {}) } });
    return;
  }
  const view = req.get('HX-Request') ? 'partials/_error' : 'error';
  const data: Record<string, unknown> = { title: translate(locale, `common.errorTitles.${error.status}`, {}), status: error.status, message };
  // Failed before the site was known (unknown Host, session store or database down): a page that needs neither.
  if (!req.ctx) Object.assign(data, { layout: 'error-layout', locale, t: translator(locale), stylesheet: stylesheetUrl() });
  render(res, view, data, message);
};

/** The language switcher, its cookie, then Accept-Language: what is known without the site or the member. */
function localeWithoutContext(req: Request): Locale {
  const chosen = [req.query?.lang, (req.cookies as Record<string, unknown> | undefined)?.[languageCookie]].find(isLocale);
  return chosen ?? acceptedLocale(req) ?? defaultLocale;
}

function stylesheetUrl(): string {
  try {
    return assetUrl('app.css');
  } catch {
    return '/css/app.css';
  }
}

/** An error page that fails to render still answers, with its status and the plain message. */
function render(res: Response, view: string, data: Record<string, unknown>, fallback: string): void {
  res.render(view, data, (renderErr: Error | null, html: string) => {
    if (renderErr) {
      res.req.log?.error({ err: renderErr, reqId: res.req.id }, 'error page failed to render');
      res.type('text/plain').send(fallback);
      return;
    }
    res.send(html);
  });
}
