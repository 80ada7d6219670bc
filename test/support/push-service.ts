import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';

/** What a browser keeps of its push subscription: the ECDH P-256 key pair and the 16-byte auth secret. */
export type BrowserKeys = { ecdh: ECDH; publicKey: Buffer; authSecret: Buffer };

export type ReceivedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A browser's new subscription keys, made the way a browser makes them. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  return { ecdh, publicKey, authSecret: randomBytes(16) };
}

/** The Subscribe call's body for these keys and endpoint (as PushSubscription.toJSON() gives it). */
export const subscriptionOf = (endpoint: string, keys: BrowserKeys) => ({ endpoint, p256DH: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') });

/**
 * A push service on 127.0.0.1: records every push it receives and answers 201, or the status set for a path
 * (410 for an expired subscription).
 */
export class PushService {
  readonly received: ReceivedPush[] = [];
  readonly statusFor = new Map<string, number>();
  private server: Server | null = null;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(this.statusFor.get(path) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  endpoint(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  to(path: string): ReceivedPush[] {
    return this.received.filter((r) => r.path === path);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/**
 * Decrypts an aes128gcm push body (RFC 8188 with the Web Push key derivation of RFC 8291) with the browser's
 * private key and auth secret: written here from the RFCs, not with web-push's own code, so the test checks
 * the encryption rather than trusting it.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('Not the last record of an aes128gcm body');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks a VAPID Authorization header (`vapid t=<JWT>, k=<public key>`, RFC 8292): the ES256 signature under
 * the key it names; returns the key and the JWT's claims.
 */
export function verifyVapid(authorization: string): { publicKey: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`Not a VAPID Authorization header: ${authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('The VAPID signature does not verify');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  return { publicKey, claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) };
}
