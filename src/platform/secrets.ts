import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for the few secrets we must be able to read back (TOTP seeds): AES-256-GCM with the
 * key from DATA_ENCRYPTION_KEY. Stored as `v1:<base64 of iv | tag | ciphertext>`.
 */
let key: Buffer | null = null;

export function useDataKey(hexKey: string): void {
  key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)');
}

function dataKey(): Buffer {
  if (!key) throw new Error('The data encryption key is not set (useDataKey at start-up)');
  return key;
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', dataKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function openSecret(sealed: string): string {
  if (!sealed.startsWith('v1:')) throw new Error('Unknown secret format');
  const raw = Buffer.from(sealed.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', dataKey(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * An HMAC-SHA256 (hex) of `message` under a key derived from the data key for one `purpose`, so that a value
 * signed for one use is never accepted by another (e.g. the identity check's callback, validation codes).
 */
export function macWithDataKey(purpose: string, message: string): string {
  const subkey = createHmac('sha256', dataKey()).update(`nordlys.mac.${purpose}`).digest();
  return createHmac('sha256', subkey).update(message).digest('hex');
}
