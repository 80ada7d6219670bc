import CookieConsent from './CookieConsent/index.tsx';
import PasskeyLogon from './PasskeyLogon/index.tsx';
import PasskeyManager from './PasskeyManager/index.tsx';

/** Every island, for server-side rendering; the browser loads them lazily through client.ts. */
export const serverWidgets = { CookieConsent, PasskeyLogon, PasskeyManager };
