import { z } from 'zod';
import { tabs } from './service.ts';

export const pageSize = 20;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const clientNotificationsInput = z.object({
  tab: z.enum(tabs).default('All'),
  /** The date of the oldest notification shown so far: the next page is older. */
  latestNotificationDate: z.coerce.date().optional(),
  take: z.coerce.number().int().min(1).max(100).default(pageSize),
});

export const setReadInput = z.object({ ids: z.array(id).max(500).optional() });

/** /Notifications?before=<iso>&beforeId=<id>: the page after the last one shown. */
export const pageQuery = z.object({
  before: z.coerce.date().optional().catch(undefined),
  beforeId: id.optional().catch(undefined),
});
