import type { Knex } from 'knex';

/**
 * The members who hide their online status (profiles' configuration `showOnlineStatus` = false), which every online
 * search and "online now" filter leaves out: a partial index, so that list is read from an index, not the table.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`create index profile_configuration_hiding_online on profile_configuration (profile_id) where key = 'showOnlineStatus' and value = 'false'`);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index if exists profile_configuration_hiding_online');
}
