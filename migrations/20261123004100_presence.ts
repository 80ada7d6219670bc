import type { Knex } from 'knex';

/**
 * The presence module's table. `profile_presence`: a member's last visit, written at most every 5 minutes from
 * the heartbeat, so "last visit" survives restarts (who is online now lives in Redis or in the process).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('profile_presence', (t) => {
    t.bigInteger('profile_id').primary().references('profiles.id').onDelete('CASCADE');
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('profile_presence');
}
