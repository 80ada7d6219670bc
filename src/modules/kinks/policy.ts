import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { notFound } from '../../platform/http/errors.ts';

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** /Kinks and one's own kinks (no subject). */
    'kinks.use': null;
  }
}

/** Kinks are the dark site's, for a logged-on profile (the pages also declare `site: 'dark'`). */
export const mayUseKinks = (actor: Actor) => actor.profileId !== null && actor.site.dark;

/** Registered from index.ts (`registerPolicies`). `kinks.use` is what the drawer reads to show Kinks. Off the dark site: not there (404). */
export const policies: Policies = {
  'kinks.use': { allows: mayUseKinks, refusal: () => notFound(), examples: { 'own kinks': null } },
};
