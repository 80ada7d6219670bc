import type { Knex } from 'knex';

/**
 * Jobs for money and mail: an idempotency key (one pending job per key, race-safe through a unique partial
 * index), a lane per job so a long transcode never holds up a mail, and recurring schedules whose next run is
 * claimed by exactly one process.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('jobs', (t) => {
    t.text('key');
    t.text('lane').notNullable().defaultTo('default');
  });
  await db.raw('create unique index jobs_pending_key on jobs (key) where key is not null and done_at is null and failed_at is null');
  await db.raw('drop index jobs_due');
  await db.raw('create index jobs_due on jobs (lane, run_at) where done_at is null and failed_at is null');
  await db.raw(`update jobs set lane = 'mail' where name = 'mail.send'`);
  await db.raw(`update jobs set lane = 'slow' where name in ('media.transcodeVideo', 'accounts.prepareDataExport')`);
  await db.schema.createTable('job_schedules', (t) => {
    t.text('name').primary();
    t.timestamp('next_run_at', { useTz: true }).notNullable();
  });
  await db.raw('create index daily_actions_created_at on daily_actions (created_at)');
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index daily_actions_created_at');
  await db.schema.dropTable('job_schedules');
  await db.raw('drop index jobs_due');
  await db.raw('drop index jobs_pending_key');
  await db.schema.alterTable('jobs', (t) => {
    t.dropColumn('key');
    t.dropColumn('lane');
  });
  await db.raw('create index jobs_due on jobs (run_at) where done_at is null and failed_at is null');
}
