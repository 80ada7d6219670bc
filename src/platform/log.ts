import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';
import type { RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /** The request id: a sane x-request-id from the proxy, else a new one; echoed as X-Request-Id. */
    id: string;
    log: Logger;
  }
}

/** The process logger; never logs cookies, authorization headers, passwords or tokens. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
  });
}

/**
 * One log line per request when it finishes: id, method, path (never the query, which may hold tokens),
 * status and milliseconds. Nothing else runs per request, and nothing at all below the logger's level.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    req.id = id;
    req.log = logger;
    res.setHeader('X-Request-Id', id);
    const started = performance.now();
    res.once('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const path = req.originalUrl.split('?')[0];
      logger[level]({ reqId: id, method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started) }, 'request');
    });
    next();
  };
}
