import { featureDisabled, hasStaffRole, mayEnterDarkSite, ProfileStatus, type AccessRule, type GuardSite, type Viewer } from './access.ts';

/** The route's rule, and the request: its URL, its viewer and the site it came to (`at`). */
export type GuardInput = AccessRule & { url: string; viewer: Viewer | null; at: GuardSite };

export type GuardRefusal = 'darkSiteOnly' | 'regularSiteOnly' | 'featureDisabled' | 'login' | 'guest' | 'dark' | 'terms' | 'validation' | 'membership' | 'staff' | 'impersonating';

export type GuardDecision = { allow: true } | { allow: false; reason: GuardRefusal; redirect: string };

const refuse = (reason: GuardRefusal, redirect: string): GuardDecision => ({ allow: false, reason, redirect });

/**
 * The one guard of spec §4: decides whether a request may reach a route with the given access rule.
 * A route names its own exemptions (`exempt`), so this file holds no module's URLs.
 */
export function decideAccess({ access, notImpersonating, exempt = [], site: only, feature, url, viewer, at }: GuardInput): GuardDecision {
  if (only && only !== (at.dark ? 'dark' : 'regular')) return refuse(only === 'dark' ? 'darkSiteOnly' : 'regularSiteOnly', url);
  if (feature && featureDisabled(at, feature)) return refuse('featureDisabled', url);
  if (access === 'public') return { allow: true };
  if (access === 'guest') return viewer ? refuse('guest', '/Start') : { allow: true };
  if (!viewer) return refuse('login', loginRedirect(url));

  if (at.dark && !exempt.includes('dark') && !mayEnterDarkSite(viewer)) {
    return refuse('dark', loginRedirect(url));
  }
  if (!viewer.termsAccepted && !exempt.includes('terms')) return refuse('terms', '/ReAcceptance');
  if (viewer.forcedValidation && viewer.status === ProfileStatus.Locked && !exempt.includes('validation')) {
    return refuse('validation', '/ProfileValidation');
  }
  if (notImpersonating && viewer.impersonatedBy) return refuse('impersonating', '/Start');
  if (access === 'member' && !viewer.member) return refuse('membership', `/Membership?u=${encodeURIComponent(url)}`);
  if (typeof access === 'object' && !hasStaffRole(viewer, access.staff)) return refuse('staff', '/');
  return { allow: true };
}

/** `/?u=<original path and query>`; the u value is only ever a local path. */
export function loginRedirect(url: string): string {
  return `/?u=${encodeURIComponent(url)}`;
}
