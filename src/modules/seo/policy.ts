import { mayEnterDarkSite } from '../../platform/auth/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { notFound } from '../../platform/http/errors.ts';

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** Go past the front page (/) straight to /Start (no subject). */
    'seo.skipFront': null;
  }
}

/**
 * A logged-on profile that may enter this site goes to /Start: anyone on the regular site, on the dark site a member
 * approved for it. A visitor gets the front page; a profile not let into the dark site (yet) its standing there.
 */
export const skipsFront = (actor: Actor) => actor.profileId !== null && (!actor.site.dark || mayEnterDarkSite(actor));

/** Registered from index.ts (`registerPolicies`); asked with `may`, never authorized (the front page is there for everyone). */
export const policies: Policies = {
  'seo.skipFront': { allows: skipsFront, refusal: () => notFound(), examples: { front: null } },
};
