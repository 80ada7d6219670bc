import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { type ProfileSubject, profileSubjectExamples } from '../profiles/index.ts';
import { cannotTagSelf, membersOnly, notAsStaff, profileNotFound } from './errors.ts';

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** /Tags and the member's lists (no subject). */
    'tags.use': null;
    'tags.tag': ProfileSubject;
  }
}

/** Spec §5/§6: tags are a members' feature. The guard admits logged-on profiles to /Tags; this decides what they get. */
export const isMember = (actor: Actor) => actor.member;

/** "A profile you tagged is online" goes to taggers who are members now: a lapsed member's tags stay, silent. */
export const toldOfTaggedOnline = (tagger: { member: boolean }) => tagger.member;

/** Tag another profile the member may see, as themselves (never staff acting as them). */
export const mayTag = (actor: Actor, profile: ProfileSubject) => isMember(actor) && !actor.impersonatedBy && !profile.own && profile.visible;

const profiles = profileSubjectExamples;

/** Registered from index.ts (`registerPolicies`). `tags.use` is also what the drawer reads to show Tags. */
export const policies: Policies = {
  'tags.use': { allows: isMember, refusal: () => membersOnly(), examples: { 'own tags': null } },
  'tags.tag': {
    allows: mayTag,
    refusal: (actor, profile) => (!isMember(actor) ? membersOnly() : actor.impersonatedBy ? notAsStaff() : profile.own ? cannotTagSelf() : profileNotFound()),
    examples: profiles,
  },
};
