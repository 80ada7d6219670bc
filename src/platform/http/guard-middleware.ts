import type { Request } from 'express';
import type { AccessRule } from '../auth/access.ts';
import { decideAccess, type GuardDecision, type GuardRefusal } from '../auth/guard.ts';
import { AppError, notFound } from './errors.ts';

/** Runs the spec §4 guard for the current request. */
export function guardRequest(rule: AccessRule, req: Request): GuardDecision {
  return decideAccess({ ...rule, url: req.originalUrl, viewer: req.ctx.viewer, at: req.ctx.site });
}

const refusals: Record<GuardRefusal, () => AppError> = {
  darkSiteOnly: () => notFound('common.errors.darkSiteOnly'),
  regularSiteOnly: () => notFound(),
  featureDisabled: () => notFound(),
  login: () => new AppError(401, 'unauthorized', 'common.errors.unauthorized'),
  guest: () => new AppError(403, 'alreadyLoggedOn', 'common.errors.alreadyLoggedOn'),
  dark: () => new AppError(403, 'darkApprovalRequired', 'common.errors.darkApprovalRequired'),
  terms: () => new AppError(403, 'termsNotAccepted', 'common.errors.termsNotAccepted'),
  validation: () => new AppError(403, 'validationRequired', 'common.errors.validationRequired'),
  membership: () => new AppError(403, 'membershipRequired', 'common.errors.membershipRequired'),
  staff: () => new AppError(403, 'forbidden', 'common.errors.forbidden'),
  impersonating: () => new AppError(403, 'impersonating', 'common.errors.impersonating'),
};

/** The error an API caller (or a page, for refusals that have no page to go to) gets for a refusal. */
export const refusalError = (reason: GuardRefusal): AppError => refusals[reason]();

/** For API calls a refusal is a 401/403 JSON error rather than a redirect. */
export function assertApiAccess(rule: AccessRule, req: Request): void {
  const decision = guardRequest(rule, req);
  if (!decision.allow) throw refusalError(decision.reason);
}
