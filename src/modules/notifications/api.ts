import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import { menuCountsSummary } from '../../platform/member-counts.ts';
import * as service from './service.ts';
import { presentNotificationWithText } from './presenter.ts';
import { clientNotificationsInput, setReadInput } from './schemas.ts';

const notification = z.object({
  id: z.number(),
  kind: z.string(),
  action: z.string(),
  actor: z.object({ id: z.number(), name: z.string() }),
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** The sentence in the member's language ("Anna wrote in your guestbook"), as /Notifications shows it. */
  text: z.string(),
});

/** /api/Notifications (spec §7). */
export const actions = {
  ClientNotifications: defineAction({
    method: 'GET',
    summary: "The member's notifications on this site, newest first, older than latestNotificationDate (paging by date)",
    input: clientNotificationsInput,
    output: z.object({ notifications: z.array(notification), hasMore: z.boolean() }),
    access: 'user',
    policy: 'access',
    handler: async ({ tab, latestNotificationDate, take }, { db, viewer, site, t }) => {
      const page = await service.listNotifications(db, viewer.id, site, tab, latestNotificationDate ? { date: latestNotificationDate } : null, take);
      return { notifications: page.items.map((item) => presentNotificationWithText(item, t)), hasMore: page.hasMore };
    },
  }),
  SetNotificationsAsRead: defineAction({
    method: 'POST',
    summary: 'Marks the given notifications read, or all of them without ids',
    input: setReadInput,
    output: z.object({ marked: z.number() }),
    access: 'user',
    policy: 'access',
    handler: async ({ ids }, { db, viewer, site }) => ({ marked: await service.markRead(db, viewer.id, site, ids ?? null) }),
  }),
  CountsSummary: defineAction({
    method: 'GET',
    summary:
      'Every count of the top menu in one call, each by its name (the modules register them): unread notifications (newNotificationsCount) and mail (unreadMailCount, also as its earlier name unreadConversationsCount), message requests (messageRequestsCount), new visits (newVisitsCount), online favourites (onlineFavoritesCount)',
    input: z.object({}),
    output: z.record(z.string(), z.number()),
    access: 'user',
    policy: 'access',
    handler: (_input, { db, actor }) => menuCountsSummary(db, actor),
  }),
};
