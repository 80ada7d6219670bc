import CookieConsent from './CookieConsent/index.tsx';

/** Every island, for server-side rendering; the browser loads them lazily through client.ts. */
export const serverWidgets = { CookieConsent };
