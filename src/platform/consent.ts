/** Cookie-consent categories of spec §9. */
export const consentCategories = ['marketing', 'necessary', 'preferences', 'statistics'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export type Consent = Record<ConsentCategory, boolean> & { decided: boolean };

export const consentCookie = 'nordlys_consent';
export const consentMaxAgeMs = 365 * 24 * 3600 * 1000;

/**
 * Spec §9: on a page without a site and without a consent service every category is granted;
 * otherwise only `necessary` is allowed until the visitor has answered.
 * The cookie holds the granted categories, comma separated, e.g. `necessary,statistics`.
 */
export function consentFrom(cookieValue: string | undefined, hasSite: boolean, hasConsentService = true): Consent {
  if (!hasSite && !hasConsentService) return { marketing: true, necessary: true, preferences: true, statistics: true, decided: true };
  const granted = new Set((cookieValue ?? '').split(',').map((s) => s.trim()));
  const decided = cookieValue !== undefined && cookieValue !== '';
  return {
    necessary: true,
    marketing: decided && granted.has('marketing'),
    preferences: decided && granted.has('preferences'),
    statistics: decided && granted.has('statistics'),
    decided,
  };
}

/** The cookie value for a set of chosen categories; `necessary` is always included. */
export function consentCookieValue(chosen: Iterable<string>): string {
  const set = new Set<string>(['necessary']);
  for (const c of chosen) if ((consentCategories as readonly string[]).includes(c)) set.add(c);
  return consentCategories.filter((c) => set.has(c)).join(',');
}
