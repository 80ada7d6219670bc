import type { Knex } from 'knex';
import { enqueueJob } from './enqueue.ts';
import type { Schedule } from './types.ts';

/** Makes each schedule known, its first run due now; a schedule already known keeps its next run. */
export async function ensureSchedules(db: Knex, schedules: readonly Schedule[]): Promise<void> {
  const names = schedules.map((s) => s.name);
  if (new Set(names).size !== names.length) throw new Error(`Two schedules share a name: ${names.join(', ')}`);
  await db('job_schedules')
    .insert(names.map((name) => ({ name, next_run_at: db.fn.now() })))
    .onConflict('name')
    .ignore();
}

/**
 * Enqueues the due run of every due schedule. Exactly one process does each: the run is claimed by moving
 * `next_run_at` on (the row locked, `skip locked` for the others), and the job is keyed `name@dueAt` besides.
 */
export async function enqueueDueSchedules(db: Knex, schedules: readonly Schedule[]): Promise<number> {
  const due: { name: string }[] = await db('job_schedules')
    .whereIn('name', schedules.map((s) => s.name))
    .where('next_run_at', '<=', db.fn.now())
    .select('name');
  let enqueued = 0;
  for (const schedule of schedules.filter((s) => due.some((d) => d.name === s.name))) {
    if (await claimRun(db, schedule)) enqueued++;
  }
  return enqueued;
}

async function claimRun(db: Knex, { name, every, job, lane }: Schedule): Promise<boolean> {
  return db.transaction(async (trx) => {
    const result = await trx.raw(
      `with due as (select name, next_run_at from job_schedules where name = ? and next_run_at <= now() for update skip locked)
       update job_schedules s
          set next_run_at = case when due.next_run_at + ?::interval > now() then due.next_run_at + ?::interval else now() + ?::interval end
         from due where s.name = due.name
       returning due.next_run_at as due_at`,
      [name, every, every, every],
    );
    const row = (result.rows as { due_at: Date | string }[])[0];
    if (!row) return false;
    const dueAt = new Date(row.due_at).toISOString();
    await enqueueJob(trx, job, { dueAt }, { key: `${name}@${dueAt}`, lane });
    return true;
  });
}
