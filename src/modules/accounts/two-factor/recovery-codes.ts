import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../passwords.ts';

/** Ten codes, each usable once when the phone is lost. */
export const recoveryCodeCount = 10;

/** Crockford's base32: no i, l, o or u, so a code read aloud or copied by hand is hard to get wrong. */
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';

/** A code like `7k2m-q9xd-4hrt`: 12 characters of 5 random bits each (60 bits from the CSPRNG). */
export function newRecoveryCode(): string {
  const chars = [...randomBytes(12)].map((b) => alphabet[b & 31]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** How a typed code is compared: case, spaces and dashes ignored, o/i/l read as 0/1/1; null when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const value = input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return /^[0-9a-hjkmnp-tv-z]{12}$/.test(value) ? value : null;
}

/**
 * Codes with less than 112 bits of entropy are stored as salted password hashes (ASVS 5.0 6.5.2), so a
 * leaked table does not give them away; 60-bit codes stay short enough to type.
 */
export function hashRecoveryCodes(codes: string[]): Promise<string[]> {
  return Promise.all(codes.map((code) => hashPassword(normalizeRecoveryCode(code)!)));
}

/** The id of the stored code the input matches, or null. Checks them all, so timing does not tell which one. */
export async function matchRecoveryCode(stored: { id: number; hash: string }[], input: string): Promise<number | null> {
  const code = normalizeRecoveryCode(input);
  if (!code) return null;
  const results = await Promise.all(stored.map((s) => verifyPassword(s.hash, code)));
  const index = results.indexOf(true);
  return index === -1 ? null : stored[index]!.id;
}
