import type { RequestHandler } from 'express';
import { ssoParameter } from './service.ts';

/**
 * Spec §2: a start-up query parameter `SSO` triggers single sign-on, then the member stays on the page
 * they arrived at. Any page request carrying it is sent through /Sso, which asks a visitor to confirm,
 * logs on and comes back.
 */
export const ssoStartup: RequestHandler = (req, res, next) => {
  const token = req.query[ssoParameter];
  if (req.method !== 'GET' || typeof token !== 'string' || req.path.toLowerCase() === '/sso' || req.path.startsWith('/api/')) return next();
  const rest = new URLSearchParams(req.query as Record<string, string>);
  rest.delete(ssoParameter);
  const back = rest.size ? `${req.path}?${rest.toString()}` : req.path;
  res.redirect(`/Sso?${new URLSearchParams({ [ssoParameter]: token, u: back }).toString()}`);
};
