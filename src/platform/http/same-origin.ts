import type { Request } from 'express';

/**
 * Where a request came from, by the headers browsers set themselves (Sec-Fetch-Site, else Origin, else
 * Referer): 'same' for our own pages, 'other' for another site (or a typed address, a bookmark), and
 * 'unknown' when the client sent none of them (not a browser, or a very old one).
 */
export function requestSource(req: Request): 'same' | 'other' | 'unknown' {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' ? 'same' : 'other';
  const from = req.get('origin') ?? req.get('referer');
  if (!from) return 'unknown';
  try {
    return new URL(from).host === req.get('host') ? 'same' : 'other';
  } catch {
    return 'other';
  }
}

/** Forms that need no CSRF token (the same for every visitor, so pages can be cached): refused from another site. */
export const originCheckedPaths: readonly string[] = ['/Consent'];
