import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('landing_pages', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('site_id').notNullable().references('sites.id');
    t.text('path').notNullable();
    t.boolean('on_frontpage').notNullable().defaultTo(false);
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.unique(['site_id', 'path']);
  });
  await db.schema.createTable('landing_page_texts', (t) => {
    t.bigInteger('landing_page_id').notNullable().references('landing_pages.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('title').notNullable();
    t.text('summary').notNullable();
    t.text('body').notNullable();
    t.primary(['landing_page_id', 'locale']);
  });
  await db.raw(`alter table landing_pages add constraint landing_path check (path ~ '^/[a-z0-9][a-z0-9/-]*$')`);
  await db.raw(`alter table landing_page_texts add constraint landing_locale check (locale in ('en-GB','da-DK','nb-NO','sv-SE'))`);
}
