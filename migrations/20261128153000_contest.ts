import type { Knex } from 'knex';

/**
 * The photo contest (issue 34, "Contest (site 1 only)").
 * - `contests`: one contest, set up from the admin CLI: its theme (en-GB and the translations given, by language),
 *   when entries and voting open (`opens_at`), when entries close (`entries_close_at`, at the latest when voting
 *   does) and when voting closes (`closes_at`, the deadline); results are shown for 14 days after it. A cancelled
 *   contest (`cancelled_at`) is shown nowhere.
 * - `contest_entries`: a member's picture (media's own row) in a contest, one per member and contest (unique), with
 *   its vote count kept in the transaction of every vote.
 * - `contest_votes`: one vote per member and entry (the primary key: two votes at once, one row).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('contests', (t) => {
    t.bigIncrements('id');
    t.jsonb('theme').notNullable();
    t.timestamp('opens_at', { useTz: true }).notNullable();
    t.timestamp('entries_close_at', { useTz: true }).notNullable();
    t.timestamp('closes_at', { useTz: true }).notNullable();
    t.timestamp('cancelled_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['opens_at']);
  });
  await db.raw(`alter table contests add constraint contests_dates check (opens_at < entries_close_at and entries_close_at <= closes_at)`);
  await db.raw(`alter table contests add constraint contests_theme check (jsonb_typeof(theme) = 'object' and theme->>'en-GB' is not null)`);

  await db.schema.createTable('contest_entries', (t) => {
    t.bigIncrements('id');
    t.bigInteger('contest_id').notNullable().references('contests.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('media_id').notNullable().references('media.id').onDelete('CASCADE');
    t.integer('vote_count').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.unique(['contest_id', 'profile_id']);
    t.index(['profile_id']);
    t.index(['media_id']);
  });
  await db.raw(`alter table contest_entries add constraint contest_entries_votes check (vote_count >= 0)`);
  await db.raw(`create index contest_entries_newest on contest_entries (contest_id, id desc)`);
  await db.raw(`create index contest_entries_ranked on contest_entries (contest_id, vote_count desc, id)`);

  await db.schema.createTable('contest_votes', (t) => {
    t.bigInteger('entry_id').notNullable().references('contest_entries.id').onDelete('CASCADE');
    t.bigInteger('voter_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['entry_id', 'voter_id']);
    t.index(['voter_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['contest_votes', 'contest_entries', 'contests']) await db.schema.dropTableIfExists(table);
}
