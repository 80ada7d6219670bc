import { registerRateLimit } from '../../platform/http/rate-limit.ts';

declare module '../../platform/http/define.ts' {
  interface RateLimitNames {
    upload: true;
  }
}

// Uploads per IP (pictures, videos, identity documents, and mail's pictures, which are media items too).
registerRateLimit('upload', { points: 120, duration: 3600 });
