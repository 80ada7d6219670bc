import type { Knex } from 'knex';

/**
 * Where a job waits its turn: each lane has its own worker, so a 10-minute transcode (`slow`) never holds up
 * a confirmation mail (`mail`) or the rest (`default`).
 */
export const jobLanes = ['default', 'mail', 'slow'] as const;
export type JobLane = (typeof jobLanes)[number];

export type EnqueueOptions = {
  /** Not before this time. */
  runAt?: Date | undefined;
  /** Idempotency: while a job with this key is pending (not done, not failed), enqueueing it again changes nothing. */
  key?: string | undefined;
  lane?: JobLane | undefined;
};

/** Adds a job; pass the transaction so the job exists only if the change commits. A Date as 4th argument is `runAt`. */
export async function enqueueJob(db: Knex, name: string, payload: Record<string, unknown>, options: Date | EnqueueOptions = {}): Promise<void> {
  const { runAt, key, lane = 'default' } = options instanceof Date ? { runAt: options } : options;
  // One pending job per key, race-safe: the unique partial index jobs_pending_key decides, never a read first.
  await db.raw(
    `insert into jobs (name, payload, run_at, key, lane) values (?, ?, coalesce(?::timestamptz, now()), ?, ?)
       on conflict (key) where key is not null and done_at is null and failed_at is null do nothing`,
    [name, JSON.stringify(payload), runAt ?? null, key ?? null, lane],
  );
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

/** Calls `wake` after every enqueue (at its commit); returns the undo. */
export function onEnqueue(wake: () => void): () => void {
  listeners.add(wake);
  return () => listeners.delete(wake);
}

