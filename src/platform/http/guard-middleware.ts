import type { Request } from 'express';
import type { Access } from '../auth/access.ts';
import { decideAccess, type GuardDecision } from '../auth/guard.ts';
import { AppError } from './errors.ts';

/** Runs the spec §4 guard for the current request. */
export function guardRequest(access: Access, req: Request): GuardDecision {
  return decideAccess({ access, path: req.baseUrl + req.path, url: req.originalUrl, viewer: req.ctx.viewer, site: req.ctx.site });
}

const apiRefusals: Record<Exclude<GuardDecision, { allow: true }>['reason'], AppError> = {
  login: new AppError(401, 'unauthorized', 'common.errors.unauthorized'),
  dark: new AppError(403, 'darkApprovalRequired', 'common.errors.darkApprovalRequired'),
  terms: new AppError(403, 'termsNotAccepted', 'common.errors.termsNotAccepted'),
  validation: new AppError(403, 'validationRequired', 'common.errors.validationRequired'),
  membership: new AppError(403, 'membershipRequired', 'common.errors.membershipRequired'),
  staff: new AppError(403, 'forbidden', 'common.errors.forbidden'),
};

/** For API calls a refusal is a 401/403 JSON error rather than a redirect. */
export function assertApiAccess(access: Access, req: Request): void {
  const decision = guardRequest(access, req);
  if (!decision.allow) throw apiRefusals[decision.reason];
}
