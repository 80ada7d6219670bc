import type { RequestHandler } from 'express';
import { badRequest } from './errors.ts';

/**
 * Only a path (or an absolute URL, which Express reduces to one) names a resource here. `OPTIONS *` and
 * other asterisk targets would otherwise slip past the session (its cookie path is `/`) and fail as a 500.
 */
export const requirePathTarget: RequestHandler = (req, _res, next) => {
  next(req.path.startsWith('/') ? undefined : badRequest());
};
