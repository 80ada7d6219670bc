import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const totpOptions = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** How many steps either side of now a code may come from (clock drift between phone and server). */
const driftSteps = 1;

/** A new 160-bit secret from the CSPRNG, in base32 (RFC 4226 recommends 160 bits). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans; the label is "<site>:<profile name>". */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return new TOTP({ ...totpOptions, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();
}

/** The URI as a PNG data URL, drawn here on the server (nothing leaves for a QR service). */
export function qrCodeDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/** The secret in groups of four, easier to type into an app by hand. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export const isTotpCode = (value: string) => /^\d{6}$/.test(value);

/**
 * The time step a code belongs to, or null when it matches none within the allowed drift. The caller still
 * has to make sure the step was not used before (codes are accepted once).
 */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!isTotpCode(code)) return null;
  const delta = TOTP.validate({ ...totpOptions, secret: Secret.fromBase32(secret), token: code, timestamp: now, window: driftSteps });
  return delta === null ? null : TOTP.counter({ period: totpOptions.period, timestamp: now }) + delta;
}
