import type { Knex } from 'knex';

/**
 * Lodge debates (issue 33 item 3, spec §2 Lodge/{id}/Debate, §4 debate lock and pin, §7 Lodges Debate): each lodge's
 * debate categories (name, sort), its debate entries (a title and sanitised rich text, locked, pinned, a view count
 * and the comment figures the comments module keeps through the subject's `changed`), the members following an
 * entry (told of its comments) and one view row per viewer and day (the view count counts each once a day).
 * Everything goes with its lodge (cascade); an entry's comments are the comments module's (subject type
 * `lodgeDebateEntry`), forgotten in the transaction that deletes the entry.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('lodge_debate_categories', (t) => {
    t.bigIncrements('id');
    t.bigInteger('lodge_id').notNullable().references('lodges.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.integer('sort').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['lodge_id', 'sort', 'id']);
  });
  await db.raw(`alter table lodge_debate_categories add constraint lodge_debate_categories_name check (char_length(name) between 1 and 60)`);

  await db.schema.createTable('lodge_debate_entries', (t) => {
    t.bigIncrements('id');
    t.bigInteger('lodge_id').notNullable().references('lodges.id').onDelete('CASCADE');
    /** Null: no category (its category was deleted, or the lodge has none). */
    t.bigInteger('category_id').references('lodge_debate_categories.id').onDelete('SET NULL');
    /** Null once the author's account is gone (the entry stays: the lodge's conversation). */
    t.bigInteger('author_id').references('profiles.id').onDelete('SET NULL');
    t.text('title').notNullable();
    /** The sanitised HTML (blogs' sanitiser, run once on write): the only column rendered raw. */
    t.text('body_html').notNullable();
    t.text('body_text').notNullable();
    t.boolean('locked').notNullable().defaultTo(false);
    t.boolean('pinned').notNullable().defaultTo(false);
    t.integer('view_count').notNullable().defaultTo(0);
    t.integer('comment_count').notNullable().defaultTo(0);
    t.timestamp('last_comment_at', { useTz: true });
    /** The latest activity (the last comment, else the writing): the list's order after pinned. */
    t.timestamp('activity_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw(`alter table lodge_debate_entries add constraint lodge_debate_entries_title check (char_length(title) between 1 and 150)`);
  await db.raw(`create index lodge_debate_entries_activity on lodge_debate_entries (lodge_id, pinned desc, activity_at desc, id desc)`);
  await db.raw(`create index lodge_debate_entries_newest on lodge_debate_entries (lodge_id, pinned desc, created_at desc, id desc)`);
  await db.raw(`create index lodge_debate_entries_category on lodge_debate_entries (category_id, pinned desc, activity_at desc, id desc)`);
  await db.raw(`create index lodge_debate_entries_author on lodge_debate_entries (author_id)`);

  await db.schema.createTable('lodge_debate_follows', (t) => {
    t.bigInteger('entry_id').notNullable().references('lodge_debate_entries.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['entry_id', 'profile_id']);
    t.index(['profile_id']);
  });

  /** UpdateDebateEntryView: one row per viewer and day (the count's once a day; the thread's recent readers). */
  await db.schema.createTable('lodge_debate_views', (t) => {
    t.bigInteger('entry_id').notNullable().references('lodge_debate_entries.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.primary(['entry_id', 'profile_id', 'day']);
    t.index(['profile_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['lodge_debate_views', 'lodge_debate_follows', 'lodge_debate_entries', 'lodge_debate_categories']) {
    await db.schema.dropTableIfExists(table);
  }
}
