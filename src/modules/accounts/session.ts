import type { Request } from 'express';
import type { SessionData } from 'express-session';
import type { Knex } from 'knex';
import { mayLogOn } from './policy.ts';
import { findViewerRow, toProfile, type ProfileRecord } from './repo.ts';
import { keptPerProfile } from '../../platform/db/kept-rows.ts';
import { forcedConsentMediaColumn } from './service/viewer-flags.ts';
import { toViewer } from './presenter.ts';
import { requiredTermsVersion } from './service/terms.ts';
import { closeImpersonationAudit } from './staff/repo.ts';
import { impersonationHolds } from './staff/service.ts';
import { clearSessionCookie } from '../../platform/http/session.ts';
import { recheckRealtimeSessions } from '../../platform/realtime/index.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      /** The impersonation_audit row of a session in which staff act as the member. */
      impersonationAuditId?: number | null;
      /** Spec §3: staff require the member to confirm the media copyright text again (service/viewer-flags.ts). */
      forcedConsentMedia?: boolean;
    }
  }
}

/**
 * What the session stores about who is logged on; `since` is when the log on happened (for an
 * impersonated session: when the impersonation began).
 */
export type SessionUser = {
  id: number;
  stamp: string;
  impersonatedBy?: number | null;
  impersonationAuditId?: number | null;
  since?: number;
  /**
   * false when no factor was proven in this browser at log on: a single sign-on from the sister site. Such a
   * session is not "recently authenticated" (settings/reauth.ts), so a link from a stale or hijacked session
   * cannot add a passkey or two-factor on the other site without the password.
   */
  proven?: boolean;
};

/** What passport keeps in the session about the log on. */
export const sessionUserOf = (req: Request): SessionUser | undefined => (req.session as { passport?: { user?: SessionUser } }).passport?.user;

/** Staff acting as a member: who, and the audit row that records it. */
export type Impersonation = { staffId: number; auditId: number };

export const rememberMeMs = 30 * 24 * 3600_000;
/** No session lives longer than this, however active (ASVS 7.3.2); "remember me" lasts as long. */
export const absoluteSessionMs = rememberMeMs;

/**
 * The viewer's row, kept between requests until a trigger announces a change to it (kept-rows.ts), so a member's
 * request costs no statement for who they are. Read back through `toProfile` each time: membership ends by the
 * clock too.
 */
const readViewerRow = (db: Knex, id: number) => findViewerRow(db, id, [forcedConsentMediaColumn(db)]);
const viewerRows = keptPerProfile(readViewerRow);

/** `fresh`: read the row from the database, for a check another signal asked for (it may overtake the trigger's). */
async function validViewer(db: Knex, session: SessionUser, fresh = false): Promise<Express.User | null> {
  if (!session.since || Date.now() - session.since > absoluteSessionMs) return null;
  const row = await (fresh ? readViewerRow(db, session.id) : viewerRows.get(db, session.id));
  if (!row) return null;
  const profile = toProfile(row);
  if (!mayLogOn(profile) || profile.securityStamp !== session.stamp) return null;
  const impersonatedBy = session.impersonatedBy ?? null;
  if (impersonatedBy && !(await impersonationHolds(db, impersonatedBy, profile, session.since))) return null;
  const forcedConsentMedia = Boolean(row.forced_consent_media);
  return { ...toViewer(profile, await requiredTermsVersion(db)), forcedConsentMedia, impersonatedBy, impersonationAuditId: session.impersonationAuditId ?? null };
}

/**
 * The viewer for a session, or null when the session is no longer valid (too old, stamp changed, profile
 * shut out; for staff acting as the member also: past its 60 minutes, or the staff member no longer
 * allowed to). An impersonation ended this way is closed in the audit too.
 */
export async function loadViewer(db: Knex, session: SessionUser, fresh = false): Promise<Express.User | null> {
  const viewer = await validViewer(db, session, fresh);
  if (!viewer && session.impersonatedBy && session.impersonationAuditId) {
    await closeImpersonationAudit(db, session.impersonationAuditId, session.impersonatedBy, session.id);
  }
  return viewer;
}

/**
 * Whether the session this request came with is still valid now, as stored (it may have ended since the
 * request began): still there, still this profile's, and loadViewer still accepts it. For a response that
 * outlives its request, the realtime stream.
 */
export async function sessionStillValid(req: Request, profileId: number): Promise<boolean> {
  const stored = await new Promise<SessionData | null>((resolve, reject) => req.sessionStore.get(req.sessionID, (err: unknown, sess) => (err ? reject(err as Error) : resolve(sess ?? null))));
  const user = (stored as { passport?: { user?: SessionUser } } | null)?.passport?.user;
  // Read fresh: the recheck comes through Redis, which may arrive before the database's change notice.
  return user?.id === profileId && (await loadViewer(req.ctx.db, user, true)) !== null;
}

/** Called by passport once, at log on. */
export const serializeSessionUser = (user: Express.User): SessionUser => ({
  id: user.id,
  stamp: user.stamp,
  impersonatedBy: user.impersonatedBy ?? null,
  impersonationAuditId: user.impersonationAuditId ?? null,
  since: Date.now(),
});

/**
 * Starts the session of a profile that `completeLogOn` let in: passport regenerates the session id;
 * "remember me" keeps the cookie for 30 days.
 */
export async function startSession(
  req: Request,
  db: Knex,
  profile: ProfileRecord,
  rememberMe: boolean,
  impersonation: Impersonation | null = null,
  proven = true,
): Promise<Express.User> {
  const replaced = req.ctx.viewer?.id;
  const viewer: Express.User = {
    ...toViewer(profile, await requiredTermsVersion(db)),
    impersonatedBy: impersonation?.staffId ?? null,
    impersonationAuditId: impersonation?.auditId ?? null,
  };
  await new Promise<void>((resolve, reject) => req.login(viewer, (err) => (err ? reject(err) : resolve())));
  if (rememberMe) req.session.cookie.maxAge = rememberMeMs;
  const user = sessionUserOf(req);
  if (!proven && user) user.proven = false;
  req.ctx.viewer = viewer;
  // Logging on again replaces the session id (and ends an impersonation): the old session's streams end.
  if (replaced) await recheckRealtimeSessions([replaced]);
  return viewer;
}

/** Another module's step when a member logs out of this browser (push: forget this browser's subscription). */
export type SessionEndStep = (req: Request, profileId: number) => Promise<void>;
const sessionEndSteps = new Set<SessionEndStep>();

/** Adds a step run when a member logs out of this browser, before the session is gone; returns its undo. */
export function provideSessionEndStep(step: SessionEndStep): () => void {
  sessionEndSteps.add(step);
  return () => void sessionEndSteps.delete(step);
}

/**
 * Another module's step when every other session of a member ended and this browser's goes on (log out
 * everywhere, a new password, two-factor off): run before the session is renewed, it may return what to put
 * back into the renewed one (push: drop the other browsers' subscriptions, keep this browser's).
 */
export type OtherSessionsEndStep = (req: Request, profileId: number) => Promise<(() => void) | void>;
const otherSessionsEndSteps = new Set<OtherSessionsEndStep>();

/** Adds a step run when a member's other sessions end and this one continues; returns its undo. */
export function provideOtherSessionsEndStep(step: OtherSessionsEndStep): () => void {
  otherSessionsEndSteps.add(step);
  return () => void otherSessionsEndSteps.delete(step);
}

/** Runs the provided steps (a failing one is logged, never blocks the change); gives back what puts their data into the renewed session. */
export async function endOtherSessionsSteps(req: Request, profileId: number): Promise<() => void> {
  const restores: (() => void)[] = [];
  for (const step of otherSessionsEndSteps) {
    const restore = await step(req, profileId).catch((err: unknown) => req.log?.warn({ err }, 'an other-sessions end step failed'));
    if (restore) restores.push(restore);
  }
  return () => restores.forEach((restore) => restore());
}

/**
 * Logs out, destroys the session row and expires the cookie; an impersonation ending this way is closed in
 * the audit too. The session's open realtime streams end with it, in whichever process holds them;
 * the provided steps (push: this browser's subscriptions) run first.
 */
export async function endSession(req: Request): Promise<void> {
  const viewer = req.ctx.viewer;
  // What this browser holds for the member (staff acting as them hold nothing); a failing step never keeps anyone logged on.
  if (viewer && !viewer.impersonatedBy) {
    for (const step of sessionEndSteps) await step(req, viewer.id).catch((err: unknown) => req.log?.warn({ err }, 'a log out step failed'));
  }
  if (viewer?.impersonatedBy && viewer.impersonationAuditId) await closeImpersonationAudit(req.ctx.db, viewer.impersonationAuditId, viewer.impersonatedBy, viewer.id);
  await new Promise<void>((resolve) => req.logout({ keepSessionInfo: false }, () => resolve()));
  clearSessionCookie(req);
  await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  req.ctx.viewer = null;
  if (viewer) await recheckRealtimeSessions([viewer.id]);
}
