import type { Knex } from 'knex';
import { z } from 'zod';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { enqueueJob, type JobHandler } from '../../../platform/jobs/index.ts';
import type { ProfileRecord } from '../repo.ts';
import { queueMail } from '../../../platform/mail/index.ts';
import { publish } from '../../../platform/events/index.ts';
import { profileDeleted } from '../events.ts';
import { recheckRealtimeSessions } from '../../../platform/realtime/index.ts';
import { eraseEverywhere } from '../../../platform/personal-data/index.ts';
import { lockDeletionState, markDeletionRequested, purgePersonalData } from './repo.ts';
import type { LinkContext } from './service.ts';

/** How long a profile waits as ToBeDeleted; logging on before then cancels the deletion (completeLogOn, service/logon.ts). */
export const deletionGraceMs = 14 * 24 * 3600_000;

export const deleteProfileJobName = 'accounts.deleteProfile';

/**
 * DeleteProfile: marks the profile ToBeDeleted, ends all its sessions, mails a notice and schedules the
 * removal of its personal data after the grace period. Returns when the data will be removed.
 */
export async function requestDeletion(db: Knex, profile: ProfileRecord, ctx: LinkContext, graceMs = deletionGraceMs): Promise<Date> {
  const requestedAt = new Date();
  const deletionDate = new Date(requestedAt.getTime() + graceMs);
  await db.transaction(async (trx) => {
    await markDeletionRequested(trx, profile.id, requestedAt);
    await queueMail(trx, {
      to: profile.email,
      locale: profile.language,
      template: 'accounts.mail.deletionScheduled',
      params: { name: profile.name, siteName: ctx.siteName },
      link: `${ctx.origin}/LogOn`,
    });
    await enqueueJob(trx, deleteProfileJobName, { profileId: profile.id, requestedAt: requestedAt.toISOString() }, deletionDate);
  });
  await recheckRealtimeSessions([profile.id]);
  return deletionDate;
}

const jobPayload = z.object({ profileId: z.number().int().positive(), requestedAt: z.iso.datetime() });

/**
 * The durable job behind DeleteProfile. It acts only if the profile is still ToBeDeleted from the very
 * request that scheduled it: a log on in the meantime cancels (status Active), and a later request has a
 * job of its own with a later date.
 */
export const deleteProfileJob: JobHandler = async (payload, { db, logger }) => {
  const { profileId, requestedAt } = jobPayload.parse(payload);
  await db.transaction(async (trx) => {
    const state = await lockDeletionState(trx, profileId);
    const current = state?.status === ProfileStatus.ToBeDeleted && state.deletionRequestedAt?.getTime() === Date.parse(requestedAt);
    if (!current) {
      logger.info({ profileId }, 'profile deletion skipped: cancelled or superseded');
      return;
    }
    await purgePersonalData(trx, profileId);
    // Every module's eraser (src/modules/*/personal-data.ts), in this transaction.
    await eraseEverywhere(trx, profileId);
    await publish(trx, profileDeleted, { profileId });
    logger.info({ profileId }, 'profile deleted');
  });
};
