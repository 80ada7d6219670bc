import type { RequestHandler } from 'express';

export const firstPathCookie = 'nordlys_first';

/** Remembers the first path a visitor arrived on, so sign-up can store it as the profile's referrer. */
export const rememberFirstPath: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' && !req.user && !req.cookies?.[firstPathCookie] && !req.path.startsWith('/api/') && req.accepts('html')) {
    res.cookie(firstPathCookie, req.originalUrl.slice(0, 500), { httpOnly: true, sameSite: 'lax', maxAge: 30 * 24 * 3600_000, path: '/' });
  }
  next();
};
