import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  ErrorReply,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
} from 'redis';

/** An error the member may see: HTTP status, a stable code and the i18n key of its message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** Several fields refused at once (rules that need the database, e.g. name and e-mail both taken); the API names the first. */
export class FieldErrors extends AppError {
  constructor(readonly fields: Record<string, string>, status = 400) {
    const [field, messageKey] = Object.entries(fields)[0] ?? ['body', 'common.errors.badRequest'];
    super(status, 'invalidInput', messageKey, { field }, field);
    this.name = 'FieldErrors';
  }
}

export const badRequest = (messageKey = 'common.errors.badRequest', params?: Record<string, string | number>, field?: string) =>
  new AppError(400, 'badRequest', messageKey, params, field);
export const invalidField = (field: string, messageKey = 'common.errors.invalidField') =>
  new AppError(400, 'invalidInput', messageKey, { field }, field);
export const unauthorized = (messageKey = 'common.errors.unauthorized') => new AppError(401, 'unauthorized', messageKey);
export const forbidden = (messageKey = 'common.errors.forbidden', code = 'forbidden') => new AppError(403, code, messageKey);
export const notFound = (messageKey = 'common.errors.notFound') => new AppError(404, 'notFound', messageKey);
export const methodNotAllowed = (allow: string) =>
  new AppError(405, 'methodNotAllowed', 'common.errors.methodNotAllowed', { allow }, undefined, { Allow: allow });
export const conflict = (messageKey: string, field?: string) => new AppError(409, 'conflict', messageKey, {}, field);
export const payloadTooLarge = () => new AppError(413, 'payloadTooLarge', 'common.errors.payloadTooLarge');
/**
 * 429 with Retry-After; the message says in words when to try again (`wait`: "in 56 minutes", in the
 * visitor's language, formatWaitTime). A budget with its own wording names its message key.
 */
export const tooManyRequests = (retryAfterSeconds: number, wait: string, messageKey = 'common.errors.tooManyRequests') =>
  new AppError(429, 'tooManyRequests', messageKey, { seconds: retryAfterSeconds, wait }, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
/** Seconds a client is asked to wait when a dependency is down; Redis reconnects and pg opens new connections well within it. */
export const unavailableRetryAfterSeconds = 30;
export const unavailable = () =>
  new AppError(503, 'unavailable', 'common.errors.unavailable', {}, undefined, { 'Retry-After': String(unavailableRetryAfterSeconds) });

/** Maps anything thrown to an AppError; unknown errors become a generic 500 (or 503 when a dependency is down). */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as { status?: number; statusCode?: number; type?: string; code?: string; name?: string; message?: string };
  const status = e?.status ?? e?.statusCode;
  if (e?.type === 'entity.parse.failed') return new AppError(400, 'invalidJson', 'common.errors.invalidJson');
  if (e?.type === 'entity.too.large') return payloadTooLarge();
  if (e?.code === 'EBADCSRFTOKEN') return new AppError(403, 'invalidCsrfToken', 'common.errors.csrf');
  if (status && status >= 400 && status < 500) return new AppError(status, 'badRequest', 'common.errors.badRequest');
  if (isDependencyDown(e)) return unavailable();
  return new AppError(500, 'internal', 'common.errors.generic');
}

// Node's codes for a peer that is gone or cannot be reached.
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);
// Postgres: 08xxx connection exception, 57P01-57P03 shutting down / cannot connect now, 57014 statement_timeout, 53300 too many connections.
const postgresDown = /^(08...|57P0[123]|57014|53300)$/;
const redisDown = [ClientClosedError, ClientOfflineError, ConnectionTimeoutError, SocketClosedUnexpectedlyError, SocketTimeoutError, TimeoutError];
// Replies of a Redis that is starting (loading its data), busy or without a primary.
const redisNotReady = /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|CLUSTERDOWN)\b/;
// pg reports a lost or unreachable server with plain Errors, known only by their message (knex puts the SQL before it).
const downMessage = /(timeout expired|Connection terminated|Client has encountered a connection error|Client was closed|Query read timeout|Knex: Timeout acquiring a connection)/i;

/** True when the error (or its cause) says Postgres or Redis is down or too slow, not that our code is wrong. */
export function isDependencyDown(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (networkCodes.has(code) || postgresDown.test(code)) return true;
  if (e.name === 'KnexTimeoutError' || redisDown.some((type) => err instanceof type)) return true;
  if (err instanceof ErrorReply && redisNotReady.test(err.message)) return true;
  if (typeof e.message === 'string' && downMessage.test(e.message)) return true;
  // Node reports a failed connect to several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError.
  const nested = Array.isArray(e.errors) ? e.errors : [];
  return [e.cause, ...nested].some((inner) => isDependencyDown(inner, depth + 1));
}
