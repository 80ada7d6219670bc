import type { Knex } from 'knex';

/**
 * The notifications module's table: one row per thing that happened to a member (written by its event
 * subscribers). `dedupe_key` makes a subscriber that runs twice write one row (and a visitor one per day);
 * the list pages by (profile_id, created_at desc), the unread count uses a partial index.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('notifications', (t) => {
    t.bigIncrements('id');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('action').notNullable();
    t.bigInteger('actor_profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('subject_type').notNullable();
    t.bigInteger('subject_id').notNullable();
    t.text('dedupe_key').notNullable();
    t.boolean('dark').notNullable().defaultTo(false);
    // False when the member wants this kind by e-mail only: kept for the digest, never listed or counted on the site.
    t.boolean('on_site').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('read_at', { useTz: true });
    t.timestamp('emailed_at', { useTz: true });
    t.unique(['profile_id', 'dedupe_key']);
    t.index(['actor_profile_id']);
  });
  await db.raw('create index notifications_list on notifications (profile_id, created_at desc, id desc) where on_site');
  await db.raw('create index notifications_unread on notifications (profile_id) where read_at is null and on_site');
  await db.raw('create index notifications_unemailed on notifications (profile_id) where emailed_at is null');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('notifications');
}
