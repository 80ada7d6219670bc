import { registerRateLimit } from '../../platform/http/rate-limit.ts';

declare module '../../platform/http/define.ts' {
  interface RateLimitNames {
    auth: true;
    authAccount: true;
    authAccountIp: true;
    authAccountAll: true;
    signup: true;
    signupFailed: true;
    confirmResend: true;
    confirmResendAddress: true;
    forgot: true;
    forgotAccount: true;
  }
}

// Logging on and what guards it: per IP, per account, per account and IP, and all attempts on an account.
registerRateLimit('auth', { points: 20, duration: 15 * 60 });
registerRateLimit('authAccount', { points: 10, duration: 15 * 60 });
registerRateLimit('authAccountIp', { points: 10, duration: 15 * 60 });
registerRateLimit('authAccountAll', { points: 100, duration: 60 * 60 });
// Sign-up: completed sign-ups per IP (a household shares one address), and a much larger budget for
// submits refused by the rules, so a few typos never lock anyone out (signup-limits.ts).
registerRateLimit('signup', { points: 5, duration: 60 * 60 });
registerRateLimit('signupFailed', { points: 50, duration: 60 * 60 });
// "Send the confirmation e-mail again": per IP, and per address or profile.
registerRateLimit('confirmResend', { points: 10, duration: 60 * 60 });
registerRateLimit('confirmResendAddress', { points: 3, duration: 60 * 60 });
// "Forgot password": per IP, and per account.
registerRateLimit('forgot', { points: 5, duration: 60 * 60 });
registerRateLimit('forgotAccount', { points: 3, duration: 60 * 60 });
