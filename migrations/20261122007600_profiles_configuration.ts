import type { Knex } from 'knex';

/**
 * A profile's configuration (spec §5: key and value, a value keeps its type) and its notification settings:
 * per kind of notification, the channels it may use (bit flags: 1 on the site, 2 e-mail, 4 push).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('profile_configuration', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('key').notNullable();
    t.text('value').notNullable();
    t.primary(['profile_id', 'key']);
  });
  await db.schema.createTable('notification_settings', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.smallint('channels').notNullable();
    t.primary(['profile_id', 'kind']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('notification_settings');
  await db.schema.dropTable('profile_configuration');
}
