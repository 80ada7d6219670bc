import type { Knex } from 'knex';
import { enqueueJob } from '../../platform/jobs/index.ts';
import type { Schedule } from '../../platform/jobs/index.ts';
import { deleteFilesJob } from './personal-data.ts';
import * as repo from './repo.ts';

export const sweepUnconfirmedJob = 'tickets.sweepUnconfirmed';
/** How long a visitor's mailed link may wait to be confirmed before the ticket (and the address in it) goes. */
export const unconfirmedDays = 7;

/**
 * A visitor's ticket never confirmed (status None) is forgotten after a week: it never reached staff, and the
 * address it holds was never shown to be its writer's. Its pictures' files go once the deletion commits.
 */
export async function sweepUnconfirmed(_payload: Record<string, unknown>, { db }: { db: Knex }): Promise<void> {
  await db.transaction(async (trx) => {
    const ids = await repo.unconfirmedBefore(trx, new Date(Date.now() - unconfirmedDays * 86_400_000));
    const keys = await repo.deletePictures(trx, await repo.pictureIdsOfTickets(trx, ids));
    await repo.deleteTickets(trx, ids);
    if (keys.length) await enqueueJob(trx, deleteFilesJob, { keys });
  });
}

export const schedules: Schedule[] = [{ name: sweepUnconfirmedJob, every: '1 day', job: sweepUnconfirmedJob }];
