import type { Knex } from 'knex';

/** Mails that go out once per key (platform/mail `queueMailOnce`): the key is claimed in the transaction that queues the mail. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('mails_once', (t) => {
    t.text('key').primary();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('mails_once');
}
