import type { Knex } from 'knex';

const locales = `('en-GB','da-DK','nb-NO','sv-SE')`;

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('faq_categories', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.text('key').notNullable().unique();
    t.integer('position').notNullable().defaultTo(0);
  });
  await db.schema.createTable('faq_category_texts', (t) => {
    t.bigInteger('category_id').notNullable().references('faq_categories.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('name').notNullable();
    t.primary(['category_id', 'locale']);
  });
  await db.schema.createTable('faq_entries', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('category_id').notNullable().references('faq_categories.id').index();
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.schema.createTable('faq_entry_texts', (t) => {
    t.bigInteger('entry_id').notNullable().references('faq_entries.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('question').notNullable();
    t.text('answer').notNullable();
    t.primary(['entry_id', 'locale']);
  });
  await db.schema.createTable('legal_pages', (t) => {
    t.text('kind').notNullable();
    t.text('locale').notNullable();
    t.integer('version').notNullable().defaultTo(1);
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['kind', 'locale']);
  });
  await db.schema.createTable('changelog_entries', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.date('day').notNullable().index();
    t.integer('position').notNullable().defaultTo(0);
  });
  await db.schema.createTable('changelog_entry_texts', (t) => {
    t.bigInteger('entry_id').notNullable().references('changelog_entries.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.primary(['entry_id', 'locale']);
  });
  for (const table of ['faq_category_texts', 'faq_entry_texts', 'legal_pages', 'changelog_entry_texts']) {
    await db.raw(`alter table ?? add constraint ?? check (locale in ${locales})`, [table, `${table}_locale`]);
  }
  await db.raw(`alter table legal_pages add constraint legal_kind check (kind in ('Cookies','GeneralTerms','TradeTerms','Privacy','CodeOfConduct'))`);
}
