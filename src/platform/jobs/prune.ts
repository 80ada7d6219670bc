import type { Knex } from 'knex';
import type { JobHandlers, Schedule } from './types.ts';

export const pruneJobsJob = 'jobs.prune';
const batch = 1000;

/** Forgets finished jobs: done ones after 7 days, failed ones after 30 (kept longer to find out why). Small batches, short locks. */
export async function pruneFinishedJobs(db: Knex): Promise<number> {
  let pruned = 0;
  for (;;) {
    // Counted from the ids returned: the embedded database's driver answers a bare delete without a row count.
    const deleted = (
      await db('jobs')
        .whereIn(
          'id',
          db('jobs')
            .where((q) => q.where('done_at', '<', db.raw(`now() - interval '7 days'`)).orWhere('failed_at', '<', db.raw(`now() - interval '30 days'`)))
            .select('id')
            .limit(batch),
        )
        .delete('id')
    ).length;
    pruned += deleted;
    if (deleted < batch) return pruned;
  }
}

export const jobMaintenanceJobs: JobHandlers = {
  [pruneJobsJob]: async (_payload, { db }) => {
    await pruneFinishedJobs(db);
  },
};

export const jobMaintenanceSchedules: Schedule[] = [{ name: pruneJobsJob, every: '1 hour', job: pruneJobsJob }];
