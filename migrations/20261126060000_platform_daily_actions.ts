import type { Knex } from 'knex';

/**
 * Daily caps on reaching others (platform/limits/daily.ts): one row per counted act (a like, a tag, a guestbook
 * entry, a relation request), kept when the act is undone so that undoing never refills the cap; rows older than
 * a day are dropped as the actor acts again.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('daily_actions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('actor_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('action').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['actor_id', 'action', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('daily_actions');
}
