import type { Knex } from 'knex';
import { mayEnterDarkSite } from '../../../platform/auth/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

/**
 * "May this actor see this lodge" in SQL (the one home beside policy.ts' `mayViewLodge`, for lists): a lodge of the
 * actor's site (a dark lodge only to a profile the dark site admits), which the actor is not blocked from.
 * Applied to a query over `lodges as l` before paging.
 */
export function whereLodgeVisibleTo(query: Knex.QueryBuilder, actor: Actor): Knex.QueryBuilder {
  query.where('l.dark', actor.site.dark);
  if (actor.site.dark && (actor.profileId === null || !mayEnterDarkSite(actor))) query.whereRaw('false');
  if (actor.profileId !== null) {
    query.whereNotExists(function blocked() {
      this.from('lodge_members as bl').whereRaw('bl.lodge_id = l.id').where('bl.profile_id', actor.profileId).where('bl.role', 'Blacklisted');
    });
  }
  return query;
}
