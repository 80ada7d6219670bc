import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { type ProfileSubject, profileSubjectExamples } from '../profiles/index.ts';
import { cannotListSelf, profileNotFound } from './errors.ts';

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** Put another profile on one's own lists: a favourite, a private note. */
    'lists.list': ProfileSubject;
    /** Looking at /Visitors marks the visits seen: only the member themselves, never staff acting as them. */
    'lists.markVisitsSeen': null;
    /** See a community module's line (its count) in the top menu's CommunityNotifications. */
    'lists.communityLine': CommunityLineSubject;
  }
}

/** A community notification provider as the rule needs it: whether its things are the dark site's alone. */
export type CommunityLineSubject = Readonly<{ darkOnly: boolean }>;

/** Another profile the actor may see (a block either way hides it too), never their own. */
export const mayList = (_actor: Actor, profile: ProfileSubject) => !profile.own && profile.visible;
/** The member's own look, not staff acting as them (their visits stay new for the member). */
export const marksVisitsSeen = (actor: Actor) => actor.profileId !== null && !actor.impersonatedBy;

/** A dark-site thing (relation requests, dark guestbook entries) is counted and shown on the dark site alone; the rest everywhere. */
export const seesCommunityLine = (actor: Actor, line: CommunityLineSubject) => !line.darkOnly || actor.site.dark;

const profiles = profileSubjectExamples;

/** Registered from index.ts (`registerPolicies`). Oneself: 400 naming the field; a profile the actor may not see: the profiles 404. */
export const policies: Policies = {
  'lists.communityLine': { allows: seesCommunityLine, refusal: () => notFound(), examples: { darkOnly: { darkOnly: true }, everywhere: { darkOnly: false } } },
  'lists.list': { allows: mayList, refusal: (_actor, profile) => (profile.own ? cannotListSelf() : profileNotFound()), examples: profiles },
  'lists.markVisitsSeen': {
    allows: marksVisitsSeen,
    refusal: () => new AppError(403, 'impersonating', 'common.errors.impersonating'),
    examples: { 'my visitors': null },
  },
};
