import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { AppError } from '../../platform/http/errors.ts';

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** The whole start page: every section, in the member's own order, and a saved search on it (no subject). */
    'start.allSections': null;
  }
}

/** Spec §5: a profile that is not a paying member keeps only OnlineFavorites on /Start. */
export const mayHaveAllSections = (actor: Actor) => actor.member;

/** Registered from index.ts (`registerPolicies`). */
export const policies: Policies = {
  'start.allSections': {
    allows: mayHaveAllSections,
    refusal: () => new AppError(403, 'membershipRequired', 'common.errors.membershipRequired'),
    examples: { startPage: null },
  },
};
