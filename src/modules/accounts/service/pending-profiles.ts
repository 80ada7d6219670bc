import type { Knex } from 'knex';
import { z } from 'zod';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { enqueueJob, type JobHandler } from '../../../platform/jobs/index.ts';
import { deleteProfileRow, lockProfileStatus } from '../repo.ts';
import { latestTokenExpiry, tokenLifetimesMs } from '../tokens.ts';

export const pendingProfileExpiryJobName = 'accounts.expirePendingProfile';

/** Called in the sign-up's transaction: the profile goes if nobody confirms it while its link lives. */
export async function scheduleExpiry(trx: Knex, profileId: number): Promise<void> {
  await enqueueJob(trx, pendingProfileExpiryJobName, { profileId }, new Date(Date.now() + tokenLifetimesMs.confirmEmail));
}

/**
 * A sign-up nobody confirmed frees its name and address once its last confirmation link has expired (a
 * link sent again moves the date on). It never logged on, so the row and its persons and links are all
 * there is; a profile confirmed in the meantime is left alone.
 */
export const pendingProfileExpiryJob: JobHandler = async (payload, { db }) => {
  const { profileId } = z.object({ profileId: z.number().int().positive() }).parse(payload);
  await db.transaction(async (trx) => {
    if ((await lockProfileStatus(trx, profileId)) !== ProfileStatus.None) return;
    const lastLink = await latestTokenExpiry(trx, profileId, 'confirmEmail');
    if (lastLink && lastLink.getTime() > Date.now()) return enqueueJob(trx, pendingProfileExpiryJobName, { profileId }, lastLink);
    await deleteProfileRow(trx, profileId);
  });
};
