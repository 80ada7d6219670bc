import type { Request } from 'express';
import type { JobHandlers } from '../../../platform/jobs/index.ts';
import { formatDate, formatTimeOfDay } from '../../../platform/i18n/formats.ts';
import { dataExportState, expireDataExportJob, expireJobName, prepareDataExportJob, prepareJobName } from './service.ts';

/**
 * "Download my data" (GDPR Art. 15 and 20): /Settings asks, a durable job zips what every module registered
 * (platform/personal-data) and mails a link valid 24 hours; the file is deleted then.
 */
export { dataExportPages } from './pages.ts';
export { eraseDataExports } from './service.ts';

export const dataExportJobs: JobHandlers = { [prepareJobName]: prepareDataExportJob, [expireJobName]: expireDataExportJob };

/** The /Settings section's state: being prepared, ready until a time (with its link), or a button to ask. */
export async function dataExportSection(req: Request, profileId: number) {
  const state = await dataExportState(req.ctx.db, profileId, req.ctx.site.id);
  if (state.state !== 'ready') return state;
  const { locale } = req.ctx;
  return { state: 'ready', link: `/Settings/MyData/${state.id}`, date: formatDate(state.expiresAt, locale), time: formatTimeOfDay(state.expiresAt, locale) };
}
