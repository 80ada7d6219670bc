import type { Request } from 'express';

/** The WebAuthn relying party of a request: the site's host, so each variant (regular, dark) has its own passkeys. */
export type RelyingParty = { rpId: string; rpName: string; origin: string };

/** From the site's canonical origin, never the Host header: a passkey is made for, and checked against, that origin. */
export function relyingParty(req: Request): RelyingParty {
  const { site } = req.ctx;
  return { rpId: new URL(site.origin).hostname, rpName: site.name, origin: site.origin };
}

const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(Chrome|Chromium|CriOS)\//, 'Chrome'], // also HeadlessChrome
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

/** "Passkey on Chrome": the name a new passkey gets when the member gives none. */
export function defaultPasskeyName(userAgent: string | undefined, t: (key: string, params?: Record<string, string>) => string): string {
  const browser = browsers.find(([pattern]) => pattern.test(userAgent ?? ''))?.[1];
  return browser ? t('accounts.passkeys.defaultName', { browser }) : t('accounts.passkeys.defaultNameUnknown');
}
