import type { Knex } from 'knex';

/**
 * The kinks module's tables: the catalogue (a stable key, the popular flag, a name per language), the catalogue
 * kinks a profile has, and a profile's custom kinks (its own words; `text_key` is the lower-cased text, unique
 * per profile so a custom kink is never there twice in different case).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('kinks', (t) => {
    t.increments('id');
    t.string('key', 60).notNullable().unique();
    t.boolean('popular').notNullable().defaultTo(false);
    t.integer('sort_order').notNullable().defaultTo(0);
  });
  await db.schema.createTable('kink_names', (t) => {
    t.integer('kink_id').notNullable().references('kinks.id').onDelete('CASCADE');
    t.string('locale', 5).notNullable();
    t.string('name', 60).notNullable();
    t.primary(['kink_id', 'locale']);
  });
  await db.schema.createTable('profile_kinks', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.integer('kink_id').notNullable().references('kinks.id').onDelete('CASCADE').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['profile_id', 'kink_id']);
  });
  await db.schema.createTable('profile_custom_kinks', (t) => {
    t.increments('id');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.string('text', 40).notNullable();
    t.string('text_key', 40).notNullable().index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.unique(['profile_id', 'text_key']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('profile_custom_kinks');
  await db.schema.dropTable('profile_kinks');
  await db.schema.dropTable('kink_names');
  await db.schema.dropTable('kinks');
}
