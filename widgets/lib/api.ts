/** The one client islands use for /api calls: credentials, the CSRF header and the spec's error handling (§8). */
export class ResponseError extends Error {
  constructor(
    readonly response: Response,
    readonly code: string | undefined,
    readonly userMessage: string | undefined,
  ) {
    super('Response returned an error code');
    this.name = 'ResponseError';
  }
}

/** Gives apiPost its CSRF token on pages that carry it only in a form (the log-on form of a visitor). */
export function provideCsrfToken(token: string): void {
  if (!token || document.querySelector('meta[name="csrf-token"]')) return;
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = token;
  document.head.append(meta);
}

function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

/** Window event for a call refused because it is for members (403 membershipRequired): the purchase popup opens on it. */
export const membershipRequiredEvent = 'nordlys:membership-required';

async function call<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`/api/${path}`, { credentials: 'same-origin', ...init });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    if (response.status === 403 && body?.error?.code === 'membershipRequired') window.dispatchEvent(new CustomEvent(membershipRequiredEvent));
    throw new ResponseError(response, body?.error?.code, body?.error?.message);
  }
  return (await response.json()) as T;
}

export function apiGet<T>(path: string, query: Record<string, string | number | boolean> = {}): Promise<T> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return call<T>(qs ? `${path}?${qs}` : path, { method: 'GET', headers: { Accept: 'application/json' } });
}

export function apiPost<T>(path: string, body: unknown = {}): Promise<T> {
  return call<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'x-csrf-token': csrfToken() },
    body: JSON.stringify(body),
  });
}

/** The message to show in the Error dialog: our own error's text, else the generic one. */
export function errorMessage(err: unknown, generic: string): string {
  return err instanceof ResponseError && err.userMessage ? err.userMessage : generic;
}
