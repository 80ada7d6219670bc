import type { Knex } from 'knex';
import type { Logger } from 'pino';

/** `lastAttempt`: this run is the job's last try, so a handler that records its own state can record a final failure. */
export type JobHandler = (payload: Record<string, unknown>, deps: { db: Knex; logger: Logger; lastAttempt?: boolean }) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** Adds a job; pass the transaction so the job exists only if the change commits. */
export async function enqueueJob(db: Knex, name: string, payload: Record<string, unknown>, runAt?: Date): Promise<void> {
  await db('jobs').insert({ name, payload: JSON.stringify(payload), ...(runAt ? { run_at: runAt } : {}) });
  // Inside a transaction the job becomes visible at commit, so wake the workers then.
  const trx = db as Knex.Transaction;
  if (trx.isTransaction) trx.executionPromise.then(kickWorkers, () => undefined);
  else kickWorkers();
}

const listeners = new Set<() => void>();
/** Wakes the in-process workers so a fresh job runs now rather than at the next poll. */
function kickWorkers(): void {
  for (const wake of listeners) wake();
}

type ClaimedJob = { id: number; name: string; payload: Record<string, unknown>; attempts: number; max_attempts: number };

async function claimJob(db: Knex): Promise<ClaimedJob | null> {
  const result = await db.raw(
    `update jobs set locked_until = now() + interval '5 minutes', attempts = attempts + 1
       where id = (select id from jobs
                    where done_at is null and failed_at is null and run_at <= now()
                      and (locked_until is null or locked_until < now())
                    order by run_at, id limit 1 for update skip locked)
     returning id, name, payload, attempts, max_attempts`,
  );
  const row = (result.rows as ClaimedJob[])[0];
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Runs due jobs one at a time until none is left; a crash mid-job leaves it locked for 5 minutes, then it runs again. */
export async function runDueJobs(db: Knex, handlers: JobHandlers, logger: Logger): Promise<number> {
  let ran = 0;
  for (let job = await claimJob(db); job; job = await claimJob(db)) {
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

/** Polls for due jobs (and wakes on enqueue) until stopped. */
export function startJobWorker(db: Knex, handlers: JobHandlers, logger: Logger, pollMs = 2000): { stop: () => Promise<void>; idle: () => Promise<void> } {
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
          await runDueJobs(db, handlers, logger);
        } while (again && !stopped);
      })
      .catch((err: unknown) => logger.error({ err }, 'job worker error'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs).unref();
      });
  };
  const wake = () => {
    again = true;
    setImmediate(tick);
  };
  listeners.add(wake);
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      listeners.delete(wake);
      await running;
    },
    idle: async () => {
      await running;
      await runDueJobs(db, handlers, logger);
    },
  };
}
