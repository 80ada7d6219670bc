import type { Knex } from 'knex';
import type { JobHandlers, Schedule } from '../jobs/index.ts';

export const sweepDailyActionsJob = 'limits.sweepDailyActions';

/**
 * Drops what the daily caps counted more than 48 hours ago: a member's next act only drops their own old rows
 * (daily.ts), so a member who stops acting would otherwise be remembered for ever.
 */
export async function sweepDailyActions(db: Knex): Promise<number> {
  const swept = await db('daily_actions').where('created_at', '<', db.raw(`now() - interval '48 hours'`)).delete('actor_id');
  return swept.length;
}

export const dailyActionsJobs: JobHandlers = {
  [sweepDailyActionsJob]: async (_payload, { db }) => {
    await sweepDailyActions(db);
  },
};

export const dailyActionsSchedules: Schedule[] = [{ name: sweepDailyActionsJob, every: '1 hour', job: sweepDailyActionsJob }];
