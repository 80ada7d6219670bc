import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('sites', (t) => {
    t.bigInteger('id').primary();
    t.text('name').notNullable();
    t.text('system_name').notNullable().unique();
    t.boolean('dark').notNullable().defaultTo(false);
    t.text('machine_name').notNullable();
    t.specificType('hostnames', 'text[]').notNullable().defaultTo('{}');
    t.text('support_phone').notNullable().defaultTo('');
    t.text('support_email').notNullable().defaultTo('');
    t.text('opening_hours').notNullable().defaultTo('');
    t.text('company_address').notNullable().defaultTo('');
    t.text('public_vapid_key');
    t.boolean('disabled_events').notNullable().defaultTo(false);
    t.boolean('disabled_lodges').notNullable().defaultTo(false);
    t.text('language').notNullable().defaultTo('en-GB');
    t.jsonb('gender_colours').notNullable().defaultTo('{}');
    t.text('theme_colour').notNullable().defaultTo('#2b6cb0');
    t.integer('blur_picture_value').notNullable().defaultTo(20);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw(`alter table sites add constraint site_language check (language in ('en-GB','da-DK','nb-NO','sv-SE'))`);
  await db.raw(`alter table sites add constraint site_theme_colour check (theme_colour ~ '^#[0-9a-fA-F]{6}$')`);
}
