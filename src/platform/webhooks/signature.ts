import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureEncoding = 'hex' | 'base64';

/** What a provider signs: one text or body, or several parts it joins with a dot (`${timestamp}.${rawBody}`). */
export type SignedContent = string | Buffer | readonly (string | Buffer)[];

function contentBytes(content: SignedContent): Buffer {
  if (typeof content === 'string') return Buffer.from(content, 'utf8');
  if (Buffer.isBuffer(content)) return content;
  const parts = content.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : part));
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [Buffer.from('.'), part])));
}

/** The HMAC-SHA256 of the content under the provider's shared secret (the raw body's bytes as they came). */
export function hmacSha256(secret: string | Buffer, content: SignedContent, encoding: SignatureEncoding = 'hex'): string {
  return createHmac('sha256', secret).update(contentBytes(content)).digest(encoding);
}

/**
 * Whether `signature` (as sent, hex or base64) is the HMAC-SHA256 of the content, compared in constant time.
 * A signature of the wrong length or not in the encoding is simply no match.
 */
export function hmacSha256Matches(secret: string | Buffer, content: SignedContent, signature: string, encoding: SignatureEncoding = 'hex'): boolean {
  const expected = createHmac('sha256', secret).update(contentBytes(content)).digest();
  const wellFormed = encoding === 'hex' ? /^[0-9a-f]{64}$/i : /^[A-Za-z0-9+/]{43}=?$/;
  if (!wellFormed.test(signature)) return false;
  const given = Buffer.from(signature, encoding);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Default leeway between a provider's signing time and ours, either way (a replayed old delivery, a skewed clock). */
export const defaultToleranceSeconds = 5 * 60;

/** Whether a signing time is neither older nor further ahead than the tolerance. */
export function withinTolerance(signedAt: Date, now: Date, toleranceSeconds = defaultToleranceSeconds): boolean {
  const skew = Math.abs(now.getTime() - signedAt.getTime());
  return Number.isFinite(skew) && skew <= toleranceSeconds * 1000;
}

/** A Unix timestamp in seconds as a header carries it, or null when it is not one. */
export function unixSeconds(value: string | string[] | undefined): Date | null {
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? new Date(Number(value) * 1000) : null;
}
