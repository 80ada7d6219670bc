import type { Knex } from 'knex';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { countsChangedByWrite } from '../../../platform/member-counts.ts';

/**
 * The lodge admin count (spec §3 lodgeAdmin, lodgeAdminNotificationsCount): what waits for the member as an admin
 * of their lodges on this site: requests to join, and what another area adds (media waiting for approval).
 * Kept per member like the other menu counts; each writer tells the lodge's admins' counts (`adminsChanged`).
 */
type CountPart = (db: Knex, actor: ProfileActor) => Promise<number>;
const parts: CountPart[] = [];

export function addLodgeAdminCount(part: CountPart): () => void {
  parts.push(part);
  return () => void parts.splice(parts.indexOf(part), 1);
}

const openRequests: CountPart = async (db, actor) => {
  const row = await db('lodge_membership_requests as r')
    .join('lodges as l', 'l.id', 'r.lodge_id')
    .join('lodge_members as m', function admin() {
      this.on('m.lodge_id', 'r.lodge_id').andOn('m.profile_id', db.raw('?', [actor.profileId]));
    })
    .where('l.dark', actor.site.dark)
    .whereIn('m.role', ['Owner', 'CoOwner'])
    .whereIn('r.state', ['Created', 'New'])
    .count({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
};

export async function lodgeAdminCount(db: Knex, actor: ProfileActor): Promise<number> {
  const counts = await Promise.all([openRequests, ...parts].map((part) => part(db, actor)));
  return counts.reduce((a, b) => a + b, 0);
}

/** The lodge's admins' (and moderators') kept counts change with this write: told now and again after the commit. */
export async function adminsChanged(trx: Knex, lodgeId: number): Promise<void> {
  const ids = (await trx('lodge_members').where({ lodge_id: lodgeId }).whereIn('role', ['Owner', 'CoOwner', 'Assistant']).pluck('profile_id')).map(Number);
  await countsChangedByWrite(trx, ids);
}
