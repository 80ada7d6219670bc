import type { Knex } from 'knex';
import type { Actor } from '../../../platform/auth/actor.ts';
import { isBlockedEitherWay } from '../blocks/repo.ts';
import { visibleAmong } from './service.ts';
import { maySeeProfile } from './sight.ts';

/**
 * Another profile as the subject of an action (write to it, tag it, ask it for a relation, favourite it), with the
 * facts the modules' rules read: loaded once, so the profile page's buttons and each action decide alike.
 */
export type ProfileSubject = Readonly<{
  profileId: number;
  /** The actor's own profile. */
  own: boolean;
  /** The actor may see it (profiles' visible-profile rule; a block either way hides it too). */
  visible: boolean;
  blockedEitherWay: boolean;
}>;

/** The profile `profileId` as the subject of the actor's action. */
export async function profileSubject(db: Knex, actor: Actor, profileId: number): Promise<ProfileSubject> {
  const viewerId = actor.profileId ?? 0;
  if (profileId === viewerId) return { profileId, own: true, visible: true, blockedEitherWay: false };
  const [visible, blockedEitherWay] = await Promise.all([visibleAmong(db, [profileId], actor), actor.profileId === null ? false : isBlockedEitherWay(db, viewerId, profileId)]);
  return { profileId, own: false, visible: visible.has(profileId), blockedEitherWay };
}

/**
 * The subject from what a module's own statement read: the profile's identity and whether it is blocked either way
 * (`hiddenFor`'s SQL), decided by the one rule (`maySeeProfile`).
 */
export function profileSubjectFrom(actor: Actor, identity: Parameters<typeof maySeeProfile>[0], blockedEitherWay: boolean): ProfileSubject {
  if (identity.id === actor.profileId) return { profileId: identity.id, own: true, visible: true, blockedEitherWay: false };
  return { profileId: identity.id, own: false, visible: maySeeProfile(identity, blockedEitherWay, actor), blockedEitherWay };
}

/** A profile the page has already found visible to the actor (its profile page). */
export const shownProfileSubject = (actor: Actor, profileId: number): ProfileSubject => ({ profileId, own: profileId === actor.profileId, visible: true, blockedEitherWay: false });

/**
 * Example subjects for a rule about another profile, for a policy's `examples` (the actor matrix decides each for
 * every kind of actor, whose profile id is 100): oneself, another one may see, one blocked either way, one hidden.
 */
export const profileSubjectExamples = {
  own: { profileId: 100, own: true, visible: true, blockedEitherWay: false },
  another: { profileId: 200, own: false, visible: true, blockedEitherWay: false },
  blocked: { profileId: 201, own: false, visible: false, blockedEitherWay: true },
  hidden: { profileId: 202, own: false, visible: false, blockedEitherWay: false },
} as const satisfies Record<string, ProfileSubject>;
