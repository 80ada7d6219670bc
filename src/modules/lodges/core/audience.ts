import type { Knex } from 'knex';
import { belongingRoles } from '../roles.ts';

/** What a member may be told about in a lodge (lodge_notification_settings' columns). */
export type LodgeTopic = 'debates' | 'meetups' | 'media';
const defaults: Record<LodgeTopic, boolean> = { debates: true, meetups: true, media: false };

/**
 * The lodge's members who want to hear of `topic`: their setting for this lodge, else their default, else the
 * site's default (debates and meetups on, media off). A query of profile ids, for a notification's fan-out.
 */
export function lodgeAudience(db: Knex, lodgeId: number, topic: LodgeTopic): Knex.QueryBuilder {
  return db('lodge_members as m')
    .where('m.lodge_id', lodgeId)
    .whereIn('m.role', belongingRoles)
    .whereRaw(
      `coalesce(
        (select s.${topic} from lodge_notification_settings s where s.profile_id = m.profile_id and s.lodge_id = m.lodge_id),
        (select d.${topic} from lodge_notification_settings d where d.profile_id = m.profile_id and d.lodge_id is null),
        ${defaults[topic]})`,
    )
    .select('m.profile_id');
}
