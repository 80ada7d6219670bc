import type { ActionDef, PageDef } from '../../../platform/http/define.ts';
import type { JobHandlers } from '../../../platform/jobs/index.ts';

export const settingsPages: PageDef[] = [];
export const settingsEditProfileActions: Record<string, ActionDef> = {};
export const accountJobs: JobHandlers = {};
