import type { Knex } from 'knex';
import { enqueueJob, type JobHandlers } from '../../platform/jobs/index.ts';
import { findProfileForCli } from '../accounts/index.ts';
import { deleteStoredFilesIfUnused } from './files/service.ts';
import * as repo from './repo.ts';

/** Removes stored files after the change that let go of them committed (the admin CLI has no storage of its own). */
export const deleteFilesJob = 'media.deleteFiles';

/** Deletes a media item's row and, once that commits, its stored files (those no other item shares). */
export async function removeMediaItem(trx: Knex, media: repo.MediaRow): Promise<void> {
  await repo.deleteMediaRow(trx, media.id);
  const keys = [...Object.values(media.variants), ...(media.sourceKey ? [media.sourceKey] : [])];
  if (keys.length) await enqueueJob(trx, deleteFilesJob, { mediaId: media.id, keys });
}

export const moderationJobs: JobHandlers = {
  [deleteFilesJob]: async (payload, { db }) => {
    await deleteStoredFilesIfUnused(db, (payload.keys as string[]) ?? []);
  },
};

async function mediaOrFail(db: Knex, mediaId: number): Promise<repo.MediaRow> {
  const media = await repo.findMedia(db, mediaId);
  if (!media) throw new Error(`No media with id ${mediaId}`);
  return media;
}

/**
 * `media:block`: staff remove a picture (or video) for good. A picture's difference hash is kept in
 * media_blocked_hashes, so the same picture, re-encoded or resized, is refused when uploaded again.
 */
export async function describeBlock(db: Knex, mediaId: number, reason: string): Promise<string> {
  const why = reason.trim().slice(0, 1000);
  if (!why) throw new Error('Give a reason');
  return db.transaction(async (trx) => {
    const media = await mediaOrFail(trx, mediaId);
    if (media.phash) await repo.insertBlockedHash(trx, media.phash, media.id, why);
    await removeMediaItem(trx, media);
    const kept = media.phash ? ' Its hash is kept: the same picture cannot be uploaded again.' : '';
    return `${media.type} ${media.id} of profile ${media.profileId} removed.${kept}`;
  });
}

/** `media:explicit`: staff mark a media item explicit (blurred for those who have not opted in) or not. */
export async function describeExplicit(db: Knex, mediaId: number, explicit: boolean): Promise<string> {
  const media = await mediaOrFail(db, mediaId);
  await repo.updateMedia(db, media.id, { explicit });
  return `${media.type} ${media.id} is ${explicit ? 'now marked explicit' : 'no longer marked explicit'}.`;
}

/**
 * `media:require-consent`: forced consent media (spec §3, §8). The profile's media are hidden from others until
 * the member confirms the copyright text again (the banner and the onboarding dialog ask).
 */
export async function describeRequireConsent(db: Knex, nameOrEmail: string): Promise<string> {
  const profile = await findProfileForCli(db, nameOrEmail);
  await repo.requireConsent(db, profile.id);
  return `The media of "${profile.name}" are hidden until the member confirms the copyright text again.`;
}
