import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { JobLane } from './enqueue.ts';

/** `lastAttempt`: this run is the job's last try, so a handler that records its own state can record a final failure. */
export type JobHandler = (payload: Record<string, unknown>, deps: { db: Knex; logger: Logger; lastAttempt?: boolean }) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

type Unit = 'minute' | 'minutes' | 'hour' | 'hours' | 'day' | 'days';

/**
 * A recurring run of a job (renewals, expiries, digests, sweeps): every `every` (a Postgres interval, counted
 * from the last due time), one process enqueues `job` with `{ dueAt }`, keyed `name@dueAt`. The first run is
 * due when the schedule is first seen. A run missed while no process ran happens once, not once per miss.
 */
export type Schedule = { name: string; every: `${number} ${Unit}`; job: string; lane?: JobLane };
