import type { Knex } from 'knex';

/**
 * The push module's tables. `push_subscriptions`: one row per browser that agreed to web push, keyed by its
 * endpoint (a browser belongs to the member who stored it last), with the site it subscribed on (its service
 * worker's origin: the dark site's pushes go only there, and carry no names). `push_vapid_keys`: the one key
 * pair generated outside production (production reads it from the environment); the private key is sealed.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('push_subscriptions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('site_id').notNullable().references('sites.id').onDelete('CASCADE');
    t.text('endpoint').notNullable().unique();
    t.text('p256dh').notNullable();
    t.text('auth').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    t.index(['profile_id']);
  });
  await db.raw('alter table push_subscriptions add constraint push_endpoint_length check (char_length(endpoint) <= 1000)');
  await db.schema.createTable('push_vapid_keys', (t) => {
    t.smallint('id').primary();
    t.text('public_key').notNullable();
    t.text('private_key_sealed').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw('alter table push_vapid_keys add constraint push_vapid_keys_single check (id = 1)');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('push_vapid_keys');
  await db.schema.dropTable('push_subscriptions');
}
