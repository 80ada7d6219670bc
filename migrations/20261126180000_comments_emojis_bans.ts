import type { Knex } from 'knex';

/**
 * Comments (issue 22): one table for every subject that carries comments (a blog entry now; lodge debate
 * entries, meetups and events later), keyed by subject type and id, one layer of replies (`parent_id` is a
 * top-level comment of the same subject). A deleted member's comments stay with `author_id` null ("deleted
 * profile"); a comment deleted while it has replies stays as a placeholder (`removed_at`), so the thread reads on.
 *
 * The emojis a member used last (spec §7 Emojis, at most 21 kept), and staff bans (spec §3 Ban: banType Blogs or
 * CreateLodges) with a reason and an end.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('comments', (t) => {
    t.bigIncrements('id');
    t.text('subject_type').notNullable();
    t.bigInteger('subject_id').notNullable();
    t.bigInteger('parent_id').references('comments.id').onDelete('CASCADE');
    t.bigInteger('author_id').references('profiles.id').onDelete('SET NULL');
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('edited_at', { useTz: true });
    /** Set when a comment with replies is deleted: its text is blanked, the replies stay under it. */
    t.timestamp('removed_at', { useTz: true });
    t.index(['subject_type', 'subject_id', 'parent_id', 'id']);
    t.index(['author_id', 'created_at']);
    t.index(['parent_id', 'id']);
  });
  await db.raw(`alter table comments add constraint comments_text_length check (char_length(text) <= 4000)`);

  await db.schema.createTable('emoji_uses', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('shortname').notNullable();
    t.timestamp('used_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['profile_id', 'shortname']);
    t.index(['profile_id', 'used_at']);
  });

  await db.schema.createTable('profile_bans', (t) => {
    t.bigIncrements('id');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    /** Spec §3 Ban: 'Blogs' or 'CreateLodges'. */
    t.text('ban_type').notNullable();
    t.text('reason').notNullable();
    /** Null: until staff lift it. */
    t.timestamp('ends_at', { useTz: true });
    t.bigInteger('set_by').references('profiles.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('lifted_at', { useTz: true });
    t.index(['profile_id', 'ban_type']);
  });
  await db.raw(`alter table profile_bans add constraint profile_bans_type check (ban_type in ('Blogs', 'CreateLodges'))`);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('profile_bans');
  await db.schema.dropTable('emoji_uses');
  await db.schema.dropTable('comments');
}
