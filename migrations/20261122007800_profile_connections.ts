import type { Knex } from 'knex';

/**
 * The connections module's table: a relation between two profiles with a role, as the asker (`requester_id`)
 * describes it; pending until the other (`target_id`) accepts. One row per pair, whichever side asked.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('profile_connections', (t) => {
    t.increments('id');
    t.bigInteger('requester_id').notNullable().references('profiles.id').onDelete('CASCADE').index();
    t.bigInteger('target_id').notNullable().references('profiles.id').onDelete('CASCADE').index();
    t.string('role', 20).notNullable();
    t.timestamp('accepted_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw('create unique index profile_connections_pair on profile_connections (least(requester_id, target_id), greatest(requester_id, target_id))');
  await db.raw('alter table profile_connections add constraint profile_connections_not_self check (requester_id <> target_id)');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('profile_connections');
}
