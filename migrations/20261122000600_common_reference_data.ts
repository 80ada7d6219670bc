import type { Knex } from 'knex';

const locales = `('en-GB','da-DK','nb-NO','sv-SE')`;

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('countries', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.text('code').notNullable().unique();
    t.jsonb('names').notNullable();
    t.integer('position').notNullable().defaultTo(0);
  });
  await db.schema.createTable('country_areas', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('country_id').notNullable().references('countries.id').index();
    t.text('name').notNullable();
    t.smallint('nesting_level').notNullable();
    t.integer('position').notNullable().defaultTo(0);
  });
  await db.raw('alter table country_areas add constraint area_nesting_level check (nesting_level between 1 and 3)');
  await db.schema.createTable('glossary_entries', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('site_id').notNullable().references('sites.id');
    t.text('locale').notNullable();
    t.text('term').notNullable();
    t.text('definition').notNullable();
    t.index(['site_id', 'locale']);
  });
  await db.schema.createTable('news_ticker_texts', (t) => {
    t.bigInteger('site_id').notNullable().references('sites.id');
    t.text('locale').notNullable();
    t.text('text').notNullable();
    t.primary(['site_id', 'locale']);
  });
  await db.schema.createTable('content_tokens', (t) => {
    t.text('key').notNullable();
    t.text('locale').notNullable();
    t.text('value').notNullable();
    t.primary(['key', 'locale']);
  });
  for (const table of ['glossary_entries', 'news_ticker_texts', 'content_tokens']) {
    await db.raw(`alter table ?? add constraint ?? check (locale in ${locales})`, [table, `${table}_locale`]);
  }
}
