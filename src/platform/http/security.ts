import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';

/**
 * helmet with a strict CSP: scripts only from our own origin (the hashed files in /build; the layout writes
 * no inline script, so no per-request nonce and the headers are the same for every response), no inline
 * styles, no framing of our pages.
 */
export function securityHeaders(secure: boolean): RequestHandler {
  // helmet writes the same headers for every response, so they are worked out once and copied.
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmetFor(secure)({} as Request, recorder as unknown as Response, () => undefined);
  const fixed = [...headers];
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.removeHeader('X-Powered-By');
    next();
  };
}

function helmetFor(secure: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
