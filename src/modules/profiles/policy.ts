import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { notFound } from '../../platform/http/errors.ts';

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** Give and save the dark site's answers on one's own profile: each person's dominance, who sees the dark answers (no subject). */
    'profiles.darkAnswers': null;
  }
}

/** The dark answers are given on the dark site alone: from the regular site they are neither offered nor changed. */
export const givesDarkAnswers = (actor: Actor) => actor.site.dark;

/** Registered from index.ts (`registerPolicies`); asked with `may` by /EditProfile and UpdateProfile. */
export const policies: Policies = {
  'profiles.darkAnswers': { allows: givesDarkAnswers, refusal: () => notFound(), examples: { 'own profile': null } },
};
