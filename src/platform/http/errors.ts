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
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'tooManyRequests', 'common.errors.tooManyRequests', { seconds: retryAfterSeconds }, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
export const unavailable = () => new AppError(503, 'unavailable', 'common.errors.unavailable');

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

function isDependencyDown(e: { code?: string; name?: string; message?: string }): boolean {
  return (
    e?.name === 'KnexTimeoutError' ||
    e?.code === 'ECONNREFUSED' ||
    e?.code === 'ETIMEDOUT' ||
    e?.code === '57014' || // statement_timeout
    e?.name === 'ClientClosedError' ||
    /timeout|connection terminated|The client is closed/i.test(e?.message ?? '')
  );
}
