import type { JobHandlers } from '../../platform/jobs/index.ts';
import { digestJob, sendDigest } from './service.ts';

export const jobs: JobHandlers = {
  [digestJob]: (payload, { db }) => sendDigest(db, payload),
};
