import type { Knex } from 'knex';

/**
 * The guestbook module's table: entries other members write on a profile (dark site, spec §2). An entry goes
 * with either profile; the writer index serves the per-writer rate limit.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('guestbook_entries', (t) => {
    t.bigIncrements('id');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('writer_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['profile_id', 'created_at', 'id']);
    t.index(['writer_id', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('guestbook_entries');
}
