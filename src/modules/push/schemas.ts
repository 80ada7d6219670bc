import { z } from 'zod';
import { allowsLoopbackEndpoints } from './setup.ts';

/**
 * The push services of today's browsers (Chrome, Edge, Firefox, Safari and their relatives): our job POSTs to
 * the endpoint a member sends, so any other host (an address inside our network) is refused.
 */
const pushServiceHosts = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

const isPushServiceHost = (host: string) => pushServiceHosts.some((known) => host === known || host.endsWith(`.${known}`));

/** An endpoint we may send to: https on a known push service (tests: also a push service on 127.0.0.1). */
export function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowsLoopbackEndpoints() && url.hostname === '127.0.0.1') return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === 'https:' && url.port === '' && isPushServiceHost(url.hostname);
}

/** URL-safe base64 (as PushSubscription.toJSON() gives it, padding allowed) decoding to `bytes` bytes. */
const base64Url = (bytes: number, check: (raw: Buffer) => boolean = () => true) =>
  z
    .string()
    .max(200, 'push.errors.keys')
    .refine((s) => /^[A-Za-z0-9_-]+={0,2}$/.test(s), 'push.errors.keys')
    .transform((s) => s.replace(/=+$/, ''))
    .refine((s) => {
      const raw = Buffer.from(s, 'base64url');
      return raw.length === bytes && check(raw);
    }, 'push.errors.keys');

/** Spec §3 Push subscription: the browser's PushSubscription (p256DH: an uncompressed P-256 point; auth: 16 bytes). */
export const subscribeInput = z.object({
  endpoint: z.string().max(1000, 'push.errors.endpoint').refine(isPushEndpoint, 'push.errors.endpoint'),
  p256DH: base64Url(65, (raw) => raw[0] === 4),
  auth: base64Url(16),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

export const unsubscribeInput = z.object({ endpoint: z.string().max(1000, 'push.errors.endpoint') });
