import type { Knex } from 'knex';

/**
 * The reports module's tables: members' reports of a profile (one open report per reporter and profile; a
 * ChildPictures report is urgent; staff close a report with who, when and a note) and members' feedback on
 * the profile page's new design (a rating 1–5 and an optional comment).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('profile_reports', (t) => {
    t.bigIncrements('id');
    t.bigInteger('reporter_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('reported_id').notNullable().references('profiles.id').onDelete('CASCADE').index();
    t.text('reason').notNullable();
    t.text('text').notNullable().defaultTo('');
    t.boolean('urgent').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('resolved_at', { useTz: true });
    t.text('resolved_by');
    t.text('resolution_note');
    t.index(['reporter_id', 'updated_at']);
  });
  await db.raw('create unique index profile_reports_one_open on profile_reports (reporter_id, reported_id) where resolved_at is null');
  await db.raw('create index profile_reports_open on profile_reports (urgent desc, created_at) where resolved_at is null');
  await db.schema.createTable('profile_page_feedback', (t) => {
    t.bigIncrements('id');
    t.bigInteger('author_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('profile_id').references('profiles.id').onDelete('SET NULL');
    t.smallint('rating').notNullable();
    t.text('comment').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now()).index();
    t.index(['author_id', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('profile_page_feedback');
  await db.schema.dropTable('profile_reports');
}
