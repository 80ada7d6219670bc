import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { z } from 'zod';
import { AppError } from '../../../platform/http/errors.ts';
import { isUniqueViolation } from '../../../platform/db/knex.ts';
import { formatDate, formatTimeOfDay } from '../../../platform/i18n/formats.ts';
import { isLocale, defaultLocale } from '../../../platform/i18n/index.ts';
import { enqueueJob, type JobHandler } from '../../../platform/jobs/index.ts';
import { queueMail } from '../../../platform/mail/index.ts';
import { mediaStorage } from '../../../platform/storage/index.ts';
import { findProfileById } from '../repo.ts';
import { writeArchive } from './archive.ts';
import * as repo from './repo.ts';

/** How long a ready archive may be fetched; its file is deleted then. */
export const dataExportLifetimeMs = 24 * 3600_000;
export const prepareJobName = 'accounts.prepareDataExport';
export const expireJobName = 'accounts.expireDataExport';

export const dataExportPending = () => new AppError(409, 'dataExportPending', 'accounts.dataExport.errors.pending');

/** Where the request came from: the mail's link and site name are that site's, never the other site's. */
export type ExportSite = { siteId: number; origin: string; siteName: string };

/**
 * "Download my data": starts the durable job that builds the member's archive. One at a time per member
 * (the partial unique index): asking again while one is being prepared is a 409 that says so.
 */
export async function requestDataExport(db: Knex, profileId: number, site: ExportSite): Promise<void> {
  try {
    await db.transaction(async (trx) => {
      const exportId = await repo.insertDataExport(trx, profileId, site.siteId);
      // A large archive takes minutes: the slow lane, so it never holds up a mail or a webhook.
      await enqueueJob(trx, prepareJobName, { exportId, origin: site.origin, siteName: site.siteName }, { lane: 'slow', key: `dataExport:${exportId}` });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw dataExportPending();
    throw err;
  }
}

/** What /Settings shows: being prepared, ready until a time (with its link), or nothing (ask). */
export type DataExportState = { state: 'none' } | { state: 'preparing' } | { state: 'ready'; id: number; expiresAt: Date };

export async function dataExportState(db: Knex, profileId: number, siteId: number, now = new Date()): Promise<DataExportState> {
  const latest = await repo.latestDataExport(db, profileId, siteId);
  if (latest?.status === 'Preparing') return { state: 'preparing' };
  if (latest?.status === 'Ready' && latest.expiresAt && latest.expiresAt > now) return { state: 'ready', id: latest.id, expiresAt: latest.expiresAt };
  return { state: 'none' };
}

/** The archive a fetch may have: null (404) unless it is the member's own, asked on this site. */
export async function ownDataExport(db: Knex, id: number, profileId: number, siteId: number, now = new Date()) {
  const found = await repo.findDataExport(db, id);
  if (!found || found.profileId !== profileId || found.siteId !== siteId || found.status === 'Preparing' || found.status === 'Failed') return null;
  const expired = found.status !== 'Ready' || !found.storageKey || !found.expiresAt || found.expiresAt <= now;
  return { expired, storageKey: found.storageKey, requestedAt: found.requestedAt };
}

const preparePayload = z.object({ exportId: z.number().int().positive(), origin: z.string(), siteName: z.string() });

/**
 * Builds the archive, stores it, mails the link (valid 24 hours) and schedules the file's deletion. Safe to run
 * twice: an archive no longer being prepared is left alone. On its last failed try the row says Failed, so the
 * member may ask again.
 */
export const prepareDataExportJob: JobHandler = async (payload, { db, logger, lastAttempt }) => {
  const { exportId, origin, siteName } = preparePayload.parse(payload);
  const found = await repo.findDataExport(db, exportId);
  const profile = found?.status === 'Preparing' ? await findProfileById(db, found.profileId) : null;
  if (!found || !profile) return;
  const dir = await mkdtemp(path.join(tmpdir(), 'nordlys-archive-'));
  try {
    const file = path.join(dir, 'archive.zip');
    await writeArchive(db, profile.id, file);
    const storageKey = `exports/${randomUUID()}.zip`;
    await mediaStorage().put(storageKey, { path: file }, 'application/zip');
    const expiresAt = new Date(Date.now() + dataExportLifetimeMs);
    const locale = isLocale(profile.language) ? profile.language : defaultLocale;
    await db.transaction(async (trx) => {
      await repo.markReady(trx, exportId, storageKey, expiresAt);
      await enqueueJob(trx, expireJobName, { exportId, storageKey }, expiresAt);
      await queueMail(trx, {
        to: profile.email,
        locale,
        template: 'accounts.mail.dataExportReady',
        params: { name: profile.name, siteName, date: formatDate(expiresAt, locale), time: formatTimeOfDay(expiresAt, locale) },
        link: `${origin}/Settings/MyData/${exportId}`,
      });
    });
    logger.info({ exportId }, 'data export ready');
  } catch (err) {
    if (lastAttempt) await repo.markFailed(db, exportId);
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const expirePayload = z.object({ exportId: z.number().int().positive(), storageKey: z.string() });

/** 24 hours on: the archive's file goes and its link shows the expired page. */
export const expireDataExportJob: JobHandler = async (payload, { db }) => {
  const { exportId, storageKey } = expirePayload.parse(payload);
  await mediaStorage().delete([storageKey]);
  await repo.markExpired(db, exportId);
};

/** Account deletion: the member's archives go, their files once the deletion commits. */
export async function eraseDataExports(trx: Knex.Transaction, profileId: number): Promise<void> {
  for (const { id, storageKey } of await repo.deleteDataExports(trx, profileId)) await enqueueJob(trx, expireJobName, { exportId: id, storageKey });
}
