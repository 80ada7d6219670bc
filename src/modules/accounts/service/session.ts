import type { Request } from 'express';
import type { Knex } from 'knex';
import { mayLogOn } from '../policy.ts';
import { findProfileById, type ProfileRecord } from '../repo.ts';
import { toViewer } from '../presenter.ts';
import { requiredTermsVersion } from './terms.ts';
import { closeImpersonationAudit } from '../staff/repo.ts';

/** What the session stores about who is logged on; `since` is when the log on happened. */
export type SessionUser = { id: number; stamp: string; impersonatedBy?: number | null; since?: number };

export const rememberMeMs = 30 * 24 * 3600_000;
/** No session lives longer than this, however active (ASVS 7.3.2); "remember me" lasts as long. */
export const absoluteSessionMs = rememberMeMs;

/** The viewer for a session, or null when the session is no longer valid (too old, stamp changed, profile shut out). */
export async function loadViewer(db: Knex, session: SessionUser): Promise<Express.User | null> {
  if (!session.since || Date.now() - session.since > absoluteSessionMs) return null;
  const profile = await findProfileById(db, session.id);
  if (!profile || !mayLogOn(profile) || profile.securityStamp !== session.stamp) return null;
  return { ...toViewer(profile, await requiredTermsVersion(db)), impersonatedBy: session.impersonatedBy ?? null };
}

/** Called by passport once, at log on. */
export const serializeSessionUser = (user: Express.User): SessionUser => ({ id: user.id, stamp: user.stamp, impersonatedBy: user.impersonatedBy ?? null, since: Date.now() });

/** Logs a profile on: passport regenerates the session id; "remember me" keeps the cookie for 30 days. */
export async function startSession(req: Request, db: Knex, profile: ProfileRecord, rememberMe: boolean, impersonatedBy: number | null = null): Promise<Express.User> {
  const viewer = { ...toViewer(profile, await requiredTermsVersion(db)), impersonatedBy };
  await new Promise<void>((resolve, reject) => req.login(viewer, (err) => (err ? reject(err) : resolve())));
  if (rememberMe) req.session.cookie.maxAge = rememberMeMs;
  req.ctx.viewer = viewer;
  return viewer;
}

/** Logs out and destroys the session row; an impersonation ending this way is closed in the audit too. */
export async function endSession(req: Request): Promise<void> {
  const viewer = req.ctx.viewer;
  const auditId = req.session?.impersonationAuditId;
  if (viewer?.impersonatedBy && auditId) await closeImpersonationAudit(req.ctx.db, auditId, viewer.impersonatedBy, viewer.id);
  await new Promise<void>((resolve) => req.logout({ keepSessionInfo: false }, () => resolve()));
  await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  req.ctx.viewer = null;
}
