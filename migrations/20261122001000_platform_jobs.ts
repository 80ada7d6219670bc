import type { Knex } from 'knex';

/** Durable background work: a row per job, claimed with FOR UPDATE SKIP LOCKED, retried with backoff. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('jobs', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.text('name').notNullable();
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.timestamp('run_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable().defaultTo(8);
    t.timestamp('locked_until', { useTz: true });
    t.timestamp('done_at', { useTz: true });
    t.timestamp('failed_at', { useTz: true });
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw('create index jobs_due on jobs (run_at) where done_at is null and failed_at is null');
}
