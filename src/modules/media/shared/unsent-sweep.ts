import type { Knex } from 'knex';
import { enqueueJob, type JobHandlers } from '../../../platform/jobs/index.ts';
import { removeMediaItem } from '../moderation.ts';
import { isSharedPicture } from './sight.ts';
import * as repo from '../repo.ts';

/**
 * A picture uploaded to be sent (UploadTempMedia albumTypeId 7, the mail forms) that is never sent is deleted a day
 * later: each upload schedules its own check, so no periodic scan is needed. The module that sends pictures says
 * which are in use (`provideSharedUse`), as media cannot import it.
 */
export const sweepUnsentJob = 'media.sweepUnsentPicture';
export const unsentPictureKeptMs = 24 * 60 * 60 * 1000;

export type SharedUse = (db: Knex, mediaId: number) => Promise<boolean>;
const uses: SharedUse[] = [];

export function provideSharedUse(use: SharedUse): void {
  uses.push(use);
}

/** Called in the upload's transaction, so the check exists exactly when the picture does. */
export const scheduleUnsentSweep = (trx: Knex, mediaId: number) => enqueueJob(trx, sweepUnsentJob, { mediaId }, new Date(Date.now() + unsentPictureKeptMs));

export async function sweepUnsentPicture(db: Knex, mediaId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const media = await repo.findMedia(trx, mediaId);
    if (!media || !isSharedPicture(media)) return false;
    for (const inUse of uses) if (await inUse(trx, mediaId)) return false;
    await removeMediaItem(trx, media);
    return true;
  });
}

export const unsentSweepJobs: JobHandlers = {
  [sweepUnsentJob]: async (payload, { db }) => {
    await sweepUnsentPicture(db, Number(payload.mediaId));
  },
};
