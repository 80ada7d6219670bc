import { registerRateLimit } from '../../platform/http/rate-limit.ts';

declare module '../../platform/http/define.ts' {
  interface RateLimitNames {
    payment: true;
  }
}

// Orders made (each sends the member to a provider): far above any real purchase, far below card testing.
registerRateLimit('payment', { points: 20, duration: 60 * 60 });
