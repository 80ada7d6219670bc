import { randomBytes } from 'node:crypto';
import helmet from 'helmet';
import type { RequestHandler, Response } from 'express';

/** A fresh CSP nonce per response, for the few <script> tags the layout writes. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString('base64');
  next();
};

const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.nonce as string}'`;

/** helmet with a strict CSP: scripts only from us with a nonce, no inline styles, no framing of our pages. */
export function securityHeaders(secure: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource, "'strict-dynamic'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    strictTransportSecurity: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
