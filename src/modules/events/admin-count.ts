import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import * as repo from './repo.ts';

/**
 * The event admin count (spec §3 eventAdmin, eventAdminNotificationsCount): what waits for the member as an event's
 * organiser or an event admin on this site: attendees' conversations waiting for an answer, and what another part
 * adds (`addEventAdminCount`, the pattern of lodges' `addLodgeAdminCount`). Kept per member like the other menu
 * counts; each writer tells the organisers' counts (mail.ts `afterMessage`).
 */
type CountPart = (db: Knex, actor: ProfileActor) => Promise<number>;
const parts: CountPart[] = [];

export function addEventAdminCount(part: CountPart): () => void {
  parts.push(part);
  return () => void parts.splice(parts.indexOf(part), 1);
}

export async function eventAdminCount(db: Knex, actor: ProfileActor): Promise<number> {
  const counts = await Promise.all([repo.awaitingCount, ...parts].map((part) => part(db, actor)));
  return counts.reduce((a, b) => a + b, 0);
}

/** eventAdmin: 1 for a profile holding the event admin role, else 0. */
export const eventAdminFlag = async (db: Knex, actor: ProfileActor): Promise<number> => ((await repo.isEventAdmin(db, actor.profileId)) ? 1 : 0);
