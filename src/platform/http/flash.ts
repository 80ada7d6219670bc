import type { Request } from 'express';

export type Flash = { kind: 'success' | 'info' | 'warning'; key: string; params?: Record<string, string | number> };

declare module 'express-session' {
  interface SessionData {
    flash?: Flash;
  }
}

/** A one-time notice shown on the next page (after a redirect); needs a session. */
export function setFlash(req: Request, flash: Flash): void {
  req.session.flash = flash;
}

/** Takes the pending notice, if any, so it shows once. */
export function takeFlash(req: Request): Flash | undefined {
  const flash = req.session?.flash;
  if (flash) delete req.session.flash;
  return flash;
}
