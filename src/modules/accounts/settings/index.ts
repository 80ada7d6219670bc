import type { ActionDef, PageDef } from '../../../platform/http/define.ts';
import type { JobHandlers } from '../../../platform/jobs/index.ts';
import { settingsHomePages } from './pages.ts';
import { accountInformationPages } from './account-pages.ts';
import { deletePages } from './delete-pages.ts';
import { settingsApiActions } from './api.ts';
import { deleteProfileJob, deleteProfileJobName } from './deletion.ts';

/**
 * Account settings: /Settings, /EditProfile/AccountInformation (e-mail, name, password), /EditProfile/Delete
 * with its grace period and the durable job that removes the personal data afterwards.
 */
export const settingsPages: PageDef[] = [...settingsHomePages, ...accountInformationPages, ...deletePages];
export const settingsEditProfileActions: Record<string, ActionDef> = settingsApiActions;
export const accountJobs: JobHandlers = { [deleteProfileJobName]: deleteProfileJob };
