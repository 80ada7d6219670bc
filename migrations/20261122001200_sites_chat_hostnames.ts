import type { Knex } from 'knex';

/** Hosts of the chat site a member may be sent to after log on (spec §4: a chat-site URL in u is followed). */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('sites', (t) => {
    t.specificType('chat_hostnames', 'text[]').notNullable().defaultTo('{}');
  });
}
