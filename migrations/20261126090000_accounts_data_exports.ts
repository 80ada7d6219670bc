import type { Knex } from 'knex';

/**
 * "Download my data" (GDPR Art. 15 and 20): one row per archive asked for. At most one is being prepared per
 * member (the partial unique index), a ready one is fetched until `expires_at` and its file deleted then.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('data_exports', (t) => {
    t.bigIncrements('id');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('site_id').notNullable().references('sites.id');
    t.text('status').notNullable().defaultTo('Preparing');
    t.text('storage_key');
    t.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('ready_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
    t.index(['profile_id']);
  });
  await db.raw(`create unique index data_exports_one_preparing on data_exports (profile_id) where status = 'Preparing'`);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('data_exports');
}
