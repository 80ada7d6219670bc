import type { Knex } from 'knex';

/**
 * The start module's table: one row per member who changed their start page (spec §3 start-page configuration).
 * `sort_options` is the member's section order as saved ([{ id }], section ids and `Search:<id>`); the §5 rules
 * are applied when it is read, so a section that becomes (un)available needs no rewrite. No row: the defaults.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('start_page_settings', (t) => {
    t.bigInteger('profile_id').primary().references('profiles.id').onDelete('CASCADE');
    t.jsonb('sort_options').notNullable().defaultTo(db.raw(`'[]'::jsonb`));
    t.text('search_options');
    t.boolean('condensed_profile_view').notNullable().defaultTo(false);
    t.boolean('customize_start').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('start_page_settings');
}
