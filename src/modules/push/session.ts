import type { Request } from 'express';
import { deleteSubscriptions, deleteSubscriptionsExcept } from './repo.ts';

declare module 'express-session' {
  interface SessionData {
    /** The push endpoints this browser stored for the member in this session: forgotten when they log out. */
    pushEndpoints?: string[];
  }
}

/** A browser holds a few subscriptions at most (one per site's service worker); more is not a browser. */
const endpointsKept = 4;

/** Remembers in the session the endpoint the browser just stored, so log out can forget it (`forgetSessionEndpoints`). */
export function rememberSessionEndpoint(req: Request, endpoint: string): void {
  const kept = (req.session.pushEndpoints ?? []).filter((e) => e !== endpoint);
  req.session.pushEndpoints = [...kept, endpoint].slice(-endpointsKept);
}

/**
 * Log out (accounts' session end step): the member's subscriptions this browser stored in the session are deleted,
 * so the next person at a shared computer never gets the previous member's pushes, even when the browser could
 * not unsubscribe itself. Other members' rows for the same endpoint stay.
 */
export async function forgetSessionEndpoints(req: Request, profileId: number): Promise<void> {
  const endpoints = req.session.pushEndpoints ?? [];
  if (endpoints.length) await deleteSubscriptions(req.ctx.db, profileId, endpoints);
}

/**
 * Log out everywhere, a new password, two-factor off (accounts' other-sessions end step): the browsers of the
 * ended sessions get no more pushes for the member; this browser keeps its subscriptions, and the renewed
 * session remembers them for its own log out.
 */
export async function keepOnlySessionEndpoints(req: Request, profileId: number): Promise<() => void> {
  const endpoints = req.session.pushEndpoints ?? [];
  await deleteSubscriptionsExcept(req.ctx.db, profileId, endpoints);
  return () => {
    if (endpoints.length) req.session.pushEndpoints = endpoints;
  };
}
