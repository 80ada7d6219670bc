import type { ActionDef, PageDef } from '../../../platform/http/define.ts';
import type { JobHandlers } from '../../../platform/jobs/index.ts';
import { settingsHomePages } from './pages.ts';
import { accountInformationPages } from './account-pages.ts';
import { deletePages } from './delete-pages.ts';
import { settingsApiActions } from './api.ts';
import { deleteProfileJob, deleteProfileJobName } from './deletion.ts';
import { reauthActions, reauthPages } from './reauth-pages.ts';
import { dataExportJobs } from '../data-export/index.ts';

/**
 * Account settings: /Settings, /EditProfile/AccountInformation (e-mail, name, password), /EditProfile/Delete
 * with its grace period and the durable job that removes the personal data afterwards, and the password
 * prompt (/Settings/ConfirmPassword) that makes a session recent again before a new authenticator is added,
 * and "Download my data" (data-export/).
 */
export const settingsPages: PageDef[] = [...settingsHomePages, ...accountInformationPages, ...deletePages, ...reauthPages];
export const settingsEditProfileActions: Record<string, ActionDef> = { ...settingsApiActions, ...reauthActions };
export const accountJobs: JobHandlers = { [deleteProfileJobName]: deleteProfileJob, ...dataExportJobs };
