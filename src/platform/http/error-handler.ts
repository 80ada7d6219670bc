import type { ErrorRequestHandler, Request } from 'express';
import { toAppError } from './errors.ts';
import { translate, defaultLocale } from '../i18n/index.ts';

const isApi = (req: Request) => req.path.startsWith('/api/') || req.path === '/api';

/** The one place errors become responses: JSON for /api, a fragment for htmx, else the full error page. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const error = toAppError(err);
  if (error.status >= 500) req.log?.error({ err }, 'request failed');
  if (res.headersSent) return;
  const locale = req.ctx?.locale ?? defaultLocale;
  const message = translate(locale, error.messageKey, error.params);
  res.status(error.status).set(error.headers);
  if (isApi(req)) {
    res.json({ error: { code: error.code, message, ...(error.field ? { field: error.field } : {}) } });
    return;
  }
  if (!req.ctx) {
    res.type('text/plain').send(message);
    return;
  }
  const view = req.get('HX-Request') ? 'partials/_error' : 'error';
  res.render(view, { title: translate(locale, `common.errorTitles.${error.status}`, {}), status: error.status, message });
};
