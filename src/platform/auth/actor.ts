import type { SiteRef, Viewer } from './access.ts';

/**
 * Who is asking, as every policy reads it (`authorize(actor, action, subject)`): the one shape of "the viewer"
 * for rules. A visitor is an actor without a profile; the request's site comes with it, so a rule that differs
 * on the dark site needs nothing else.
 */
export type ProfileActor = Readonly<{
  profileId: number;
  site: SiteRef;
  status: number;
  staffRole: number;
  /** A paying member now (accounts' member-now rule, read when the session was loaded). */
  member: boolean;
  darkStatus: number;
  /** The staff profile acting as this member, or null. */
  impersonatedBy: number | null;
}>;

export type VisitorActor = Readonly<{
  profileId: null;
  site: SiteRef;
  status: null;
  staffRole: 0;
  member: false;
  darkStatus: 0;
  impersonatedBy: null;
}>;

export type Actor = ProfileActor | VisitorActor;

/** The actor of a request: its logged-on profile (or none) on its site. */
export function actorOf(viewer: Viewer, site: SiteRef): ProfileActor;
export function actorOf(viewer: Viewer | null, site: SiteRef): Actor;
export function actorOf(viewer: Viewer | null, site: SiteRef): Actor {
  if (!viewer) return { profileId: null, site: { id: site.id, dark: site.dark }, status: null, staffRole: 0, member: false, darkStatus: 0, impersonatedBy: null };
  return {
    profileId: viewer.id,
    site: { id: site.id, dark: site.dark },
    status: viewer.status,
    staffRole: viewer.staffRole,
    member: viewer.member,
    darkStatus: viewer.darkStatus,
    impersonatedBy: viewer.impersonatedBy ?? null,
  };
}

export const isProfileActor = (actor: Actor): actor is ProfileActor => actor.profileId !== null;
