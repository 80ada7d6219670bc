import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { jobLanes, onEnqueue, type JobLane } from './enqueue.ts';
import { ensureSchedules, enqueueDueSchedules } from './schedules.ts';
import type { JobHandlers, Schedule } from './types.ts';

export { enqueueJob, jobLanes, type EnqueueOptions, type JobLane } from './enqueue.ts';
export type { JobHandler, JobHandlers, Schedule } from './types.ts';
export { enqueueDueSchedules } from './schedules.ts';
export { jobMaintenanceJobs, jobMaintenanceSchedules, pruneFinishedJobs, pruneJobsJob } from './prune.ts';


type ClaimedJob = { id: number; name: string; payload: Record<string, unknown>; attempts: number; max_attempts: number };

async function claimJob(db: Knex, lane: JobLane | undefined): Promise<ClaimedJob | null> {
  const result = await db.raw(
    `update jobs set locked_until = now() + interval '5 minutes', attempts = attempts + 1
       where id = (select id from jobs
                    where done_at is null and failed_at is null and run_at <= now()
                      and (locked_until is null or locked_until < now()) ${lane ? 'and lane = ?' : ''}
                    order by run_at, id limit 1 for update skip locked)
     returning id, name, payload, attempts, max_attempts`,
    lane ? [lane] : [],
  );
  const row = (result.rows as ClaimedJob[])[0];
  return row ? { ...row, id: Number(row.id) } : null;
}

/**
 * Runs due jobs (of one lane, or of all) one at a time until none is left; a crash mid-job leaves it locked for
 * 5 minutes, then it runs again.
 */
export async function runDueJobs(db: Knex, handlers: JobHandlers, logger: Logger, lane?: JobLane): Promise<number> {
  let ran = 0;
  for (let job = await claimJob(db, lane); job; job = await claimJob(db, lane)) {
    ran++;
    const handler = handlers[job.name];
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      const lastAttempt = job.attempts >= job.max_attempts;
      await withRenewedLock(db, job.id, () => handler(job.payload, { db, logger, lastAttempt }));
      await db('jobs').where({ id: job.id }).update({ done_at: db.fn.now(), locked_until: null, last_error: null });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const failed = job.attempts >= job.max_attempts;
      logger.error({ err, job: job.name, id: job.id, attempts: job.attempts }, failed ? 'job failed for good' : 'job failed, will retry');
      const backoffSeconds = Math.min(2 ** job.attempts * 5, 3600);
      await db('jobs')
        .where({ id: job.id })
        .update({
          last_error: message.slice(0, 2000),
          locked_until: null,
          ...(failed ? { failed_at: db.fn.now() } : { run_at: db.raw(`now() + make_interval(secs => ?)`, [backoffSeconds]) }),
        });
    }
  }
  return ran;
}

/** Keeps a long job's claim (a video transcode) while it runs, renewed each minute; a crashed process stops renewing. */
async function withRenewedLock(db: Knex, id: number, work: () => Promise<void>): Promise<void> {
  let renewing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = db('jobs').where({ id }).update({ locked_until: db.raw(`now() + interval '5 minutes'`) }).catch(() => undefined);
  }, 60_000).unref();
  try {
    await work();
  } finally {
    clearInterval(timer);
    await renewing;
  }
}

export type JobWorker = { stop: () => Promise<void>; idle: () => Promise<void> };

/**
 * Polls for due jobs (and wakes on enqueue) until stopped: one loop per lane, so a long job holds only its own
 * lane. With `schedules`, it also enqueues their due runs (one process per due run, whatever the number).
 */
export function startJobWorker(db: Knex, handlers: JobHandlers, logger: Logger, pollMs = 2000, options: { schedules?: readonly Schedule[] } = {}): JobWorker {
  const schedules = options.schedules ?? [];
  for (const { name, job } of schedules) if (!handlers[job]) throw new Error(`Schedule ${name} names job ${job}, which has no handler`);
  const laneLoops = jobLanes.map((lane) =>
    startLoop(pollMs, logger, async () => {
      await runDueJobs(db, handlers, logger, lane);
    }),
  );
  const ready = schedules.length ? ensureSchedules(db, schedules) : null;
  const scheduleLoop = ready && startLoop(pollMs, logger, async () => {
    await ready;
    await enqueueDueSchedules(db, schedules);
  });
  const loops = scheduleLoop ? [...laneLoops, scheduleLoop] : laneLoops;
  const stopWaking = onEnqueue(() => laneLoops.forEach((loop) => loop.wake()));
  return {
    stop: async () => {
      stopWaking();
      await Promise.all(loops.map((loop) => loop.stop()));
    },
    idle: async () => {
      await Promise.all(loops.map((loop) => loop.running()));
      await runDueJobs(db, handlers, logger);
    },
  };
}

/** Runs `work` now, every `pollMs` after, and again at once when woken while it runs. */
function startLoop(pollMs: number, logger: Logger, work: () => Promise<void>) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  const tick = () => {
    if (stopped) return;
    clearTimeout(timer);
    running = running
      .then(async () => {
        do {
          again = false;
          await work();
        } while (again && !stopped);
      })
      .catch((err: unknown) => logger.error({ err }, 'job worker error'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs).unref();
      });
  };
  tick();
  return {
    wake: () => {
      again = true;
      setImmediate(tick);
    },
    running: () => running,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
