import type { Knex } from 'knex';

/**
 * Calls from outside providers (platform/webhooks): one row per event handled, written in the same transaction
 * as the event's effect, so a delivery of an event already handled finds its row and changes nothing.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('webhook_inbox', (t) => {
    t.bigIncrements('id');
    t.text('provider').notNullable();
    t.text('event_id').notNullable();
    t.text('event_type').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.jsonb('payload').notNullable();
    t.unique(['provider', 'event_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('webhook_inbox');
}
