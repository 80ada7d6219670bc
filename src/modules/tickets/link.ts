import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { macWithDataKey } from '../../platform/secrets.ts';

/**
 * A ticket's e-mailed link (`/Support/Ticket?ticketid=<token>`) and reply token: the ticket id under AES-256-GCM
 * (authenticated encryption, a key derived from the data key for this purpose alone), base64url of iv | tag |
 * ciphertext. A guessed or altered token fails the tag and is read as no ticket at all.
 */
const key = () => Buffer.from(macWithDataKey('tickets.link', 'aes-256-gcm key'), 'hex');
const aad = Buffer.from('nordlys.ticket');

export function sealTicketId(ticketId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(String(ticketId), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The ticket id inside a token, or null for anything that is not one of ours, unaltered. */
export function openTicketId(token: string): number | null {
  try {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 29 || raw.length > 60) return null;
    const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
    decipher.setAAD(aad);
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return /^\d{1,15}$/.test(text) ? Number(text) : null;
  } catch {
    return null;
  }
}
