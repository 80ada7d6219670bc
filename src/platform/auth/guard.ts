import { DarkStatusApproved, ProfileStatus, StaffRole, type Access, type SiteRef, type Viewer } from './access.ts';

export type GuardInput = { access: Access; path: string; url: string; viewer: Viewer | null; site: SiteRef };

export type GuardDecision =
  | { allow: true }
  | { allow: false; reason: 'login' | 'dark' | 'terms' | 'validation' | 'membership' | 'staff'; redirect: string };

// Spec §4: paths a confined profile may still reach.
const darkExempt = [/^\/membership(\/|$)/i, /^\/reacceptance\/?$/i, /^\/profilevalidation\/?$/i];
const termsExempt = [/^\/reacceptance\/?$/i, /^\/editprofile\/delete\/?$/i, /^\/api\/editprofile\/(accepttermsofservice|consentprivacydata|deleteprofile)$/i];
const validationExempt = [/^\/profilevalidation\/?$/i, /^\/editprofile\/delete\/?$/i, /^\/api\/profilevalidation\//i, /^\/api\/editprofile\/deleteprofile$/i];

const matches = (path: string, patterns: RegExp[]) => patterns.some((p) => p.test(path));

/** The one guard of spec §4: decides whether a request may reach a route with the given access. */
export function decideAccess({ access, path, url, viewer, site }: GuardInput): GuardDecision {
  if (access === 'public') return { allow: true };
  if (!viewer) return { allow: false, reason: 'login', redirect: loginRedirect(url) };

  if (site.dark && !matches(path, darkExempt) && !(viewer.member && viewer.darkStatus === DarkStatusApproved)) {
    return { allow: false, reason: 'dark', redirect: loginRedirect(url) };
  }
  if (!viewer.termsAccepted && !matches(path, termsExempt)) {
    return { allow: false, reason: 'terms', redirect: '/ReAcceptance' };
  }
  if (viewer.forcedValidation && viewer.status === ProfileStatus.Locked && !matches(path, validationExempt)) {
    return { allow: false, reason: 'validation', redirect: '/ProfileValidation' };
  }
  if (access === 'member' && !viewer.member) {
    return { allow: false, reason: 'membership', redirect: `/Membership?u=${encodeURIComponent(url)}` };
  }
  if (typeof access === 'object' && viewer.staffRole < StaffRole[access.staff]) {
    return { allow: false, reason: 'staff', redirect: '/' };
  }
  return { allow: true };
}

/** `/?u=<original path and query>`; the u value is only ever a local path. */
export function loginRedirect(url: string): string {
  return `/?u=${encodeURIComponent(url)}`;
}
