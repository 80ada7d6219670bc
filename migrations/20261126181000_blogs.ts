import type { Knex } from 'knex';

/**
 * Blogs (issue 22, spec §2 /Community/Blogs, §3 blog entry, §7 Blogs and BreakingNews).
 *
 * An entry belongs to the site it was written on (`dark`), is Draft or Published, and keeps its sanitised HTML
 * (`body_html`, sanitised once on write: the only column rendered raw) beside its plain text (`body_text`, for
 * excerpts and full-text search in the entry's language, `text_config`). `comment_count` and `last_comment_at` are
 * kept by the blogs module in the transaction of a comment (lists order by them); `last_activity_at` is the later
 * of publishing and the last comment (All's sortByActivity).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('blog_entries', (t) => {
    t.bigIncrements('id');
    t.bigInteger('owner_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.boolean('dark').notNullable().defaultTo(false);
    t.text('state').notNullable().defaultTo('Draft');
    t.text('title').notNullable();
    t.text('slug').notNullable();
    t.text('body_html').notNullable();
    t.text('body_text').notNullable();
    t.text('language').notNullable();
    t.specificType('text_config', 'regconfig').notNullable().defaultTo(db.raw(`'simple'::regconfig`));
    t.integer('read_count').notNullable().defaultTo(0);
    t.integer('comment_count').notNullable().defaultTo(0);
    t.timestamp('last_comment_at', { useTz: true });
    t.timestamp('published_at', { useTz: true });
    t.timestamp('last_activity_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('curated_at', { useTz: true });
    t.bigInteger('curated_by').references('profiles.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['owner_id', 'id']);
  });
  await db.raw(`alter table blog_entries add constraint blog_entries_state check (state in ('Draft', 'Published'))`);
  await db.raw(`alter table blog_entries add constraint blog_entries_title_length check (char_length(title) between 1 and 150)`);
  await db.raw(`create index blog_entries_published on blog_entries (dark, published_at desc, id desc) where state = 'Published'`);
  await db.raw(`create index blog_entries_activity on blog_entries (dark, last_activity_at desc, id desc) where state = 'Published'`);
  await db.raw(`create index blog_entries_curated on blog_entries (dark, curated_at desc, id desc) where curated_at is not null`);
  await db.raw(`create index blog_entries_search on blog_entries using gin (to_tsvector(text_config, title || ' ' || body_text))`);

  /** Spec §3 authors: the owner invites co-authors, each confirms (until then the entry does not name them). */
  await db.schema.createTable('blog_entry_authors', (t) => {
    t.bigInteger('entry_id').notNullable().references('blog_entries.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['entry_id', 'profile_id']);
    t.index(['profile_id']);
  });

  await db.schema.createTable('blog_entry_tags', (t) => {
    t.bigInteger('entry_id').notNullable().references('blog_entries.id').onDelete('CASCADE');
    /** Lower case, trimmed, 1–40 characters. */
    t.text('tag').notNullable();
    t.primary(['entry_id', 'tag']);
    t.index(['tag']);
  });

  /** UpdateBlogEntryReadCount: once per member per day. */
  await db.schema.createTable('blog_entry_reads', (t) => {
    t.bigInteger('entry_id').notNullable().references('blog_entries.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.primary(['entry_id', 'profile_id', 'day']);
    t.index(['entry_id', 'day']);
  });

  /** Follow an entry (its new comments) or an author (their new entries); `read_at` feeds the menu's blog count. */
  await db.schema.createTable('blog_entry_follows', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('entry_id').notNullable().references('blog_entries.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('read_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['profile_id', 'entry_id']);
    t.index(['entry_id']);
  });
  await db.schema.createTable('blog_author_follows', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('author_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('read_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['profile_id', 'author_id']);
    t.index(['author_id']);
  });
  await db.raw(`alter table blog_author_follows add constraint blog_author_follows_not_self check (profile_id <> author_id)`);

  await db.schema.createTable('blog_entry_hides', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('entry_id').notNullable().references('blog_entries.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['profile_id', 'entry_id']);
  });
  await db.schema.createTable('blog_author_hides', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('author_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['profile_id', 'author_id']);
  });
  await db.raw(`alter table blog_author_hides add constraint blog_author_hides_not_self check (profile_id <> author_id)`);

  /**
   * When a member last looked at a list that counts towards the menu's blog counts (MyBlogs, MyComments, Followed,
   * FromFollowedAuthors, Followers, Curated): the Mark…AsRead calls and UpdateFollowersReadDate move it.
   */
  await db.schema.createTable('blog_read_marks', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('list').notNullable();
    t.boolean('dark').notNullable().defaultTo(false);
    t.timestamp('read_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['profile_id', 'dark', 'list']);
  });

  /** Spec §3 breaking news (id, title, text, views), set from the admin CLI; per site; one view per member. */
  await db.schema.createTable('breaking_news', (t) => {
    t.bigIncrements('id');
    t.boolean('dark').notNullable().defaultTo(false);
    t.text('title').notNullable();
    t.text('text').notNullable();
    t.text('link');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('ends_at', { useTz: true });
  });
  await db.schema.createTable('breaking_news_views', (t) => {
    t.bigInteger('news_id').notNullable().references('breaking_news.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['news_id', 'profile_id']);
    t.index(['profile_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['breaking_news_views', 'breaking_news', 'blog_read_marks', 'blog_author_hides', 'blog_entry_hides', 'blog_author_follows', 'blog_entry_follows', 'blog_entry_reads', 'blog_entry_tags', 'blog_entry_authors', 'blog_entries']) {
    await db.schema.dropTable(table);
  }
}
