import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { invalidField } from '../../../platform/http/errors.ts';

/** How long a challenge may be answered (it is also the browser's timeout), and how many passkeys a profile may hold per site. */
export const challengeTtlMs = 2 * 60_000;
export const maxPasskeysPerHost = 20;

/** The challenge the browser signed, read from clientDataJSON; unreadable data is a 400 on that field. */
export function signedChallenge(clientDataJSON: string, field: string): string {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    if (typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(challenge)) return challenge;
  } catch {
    // fall through: not base64url JSON
  }
  throw invalidField(field);
}
