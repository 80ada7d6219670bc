export { defineWebhook, type WebhookDef, type WebhookContext, type VerifiedDelivery } from './define.ts';
export { hmacSha256, hmacSha256Matches, unixSeconds, withinTolerance, defaultToleranceSeconds, type SignatureEncoding, type SignedContent } from './signature.ts';
export { mountWebhooks } from './mount.ts';
