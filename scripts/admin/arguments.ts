import { InvalidArgumentError } from 'commander';
import type { Knex } from 'knex';

/** How a command reaches the database: the work's text is what the command prints. */
export type WithDb = (work: (db: Knex) => Promise<string>) => Promise<void>;

/** An id or a count: a whole number from 1. */
export const positiveInt = (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('must be a whole number');
  return Number(value);
};

/** A day (2026-12-01, midnight UTC) or a time (2026-12-01T12:00Z). */
export const moment = (value: string) => {
  if (!/^20\d\d-\d\d-\d\d([T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new InvalidArgumentError('must be a date like 2026-12-01 or a time like 2026-12-01T12:00Z');
  }
  return new Date(/T|\s/.test(value) && !/Z|[+-]\d\d:?\d\d$/.test(value) ? `${value}Z` : value);
};
