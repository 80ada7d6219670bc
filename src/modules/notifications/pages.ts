import { z } from 'zod';
import { definePage } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import * as service from './service.ts';
import { notificationLine } from './presenter.ts';
import { pageQuery, pageSize } from './schemas.ts';

export const pages = [
  /** /Notifications: newest first, unread ones marked, "mark all as read", paging by the last one shown. */
  definePage({
    path: '/Notifications',
    access: 'user',
    query: pageQuery,
    handler: async ({ query, viewer }, req, res) => {
      const before = query.before ? { date: query.before, ...(query.beforeId ? { id: query.beforeId } : {}) } : null;
      const [page, unread] = await Promise.all([service.listNotifications(req.ctx.db, viewer.id, req.ctx.site, 'All', before, pageSize), service.unreadCount(req.ctx.db, viewer.id, req.ctx.site)]);
      const lines = page.items.map((item) => notificationLine(item, req.ctx.t));
      const last = page.items.at(-1)?.row;
      const next = page.hasMore && last ? `/Notifications?before=${encodeURIComponent(last.createdAt.toISOString())}&beforeId=${last.id}` : null;
      res.render('notifications/list', { title: req.ctx.t('notifications.page.title'), lines, unread, next });
    },
  }),
  definePage({
    method: 'post',
    path: '/Notifications/MarkAllRead',
    access: 'user',
    body: z.object({}),
    handler: async ({ viewer }, req, res) => {
      await service.markRead(req.ctx.db, viewer.id, req.ctx.site, null);
      setFlash(req, { kind: 'success', key: 'notifications.page.allRead' });
      res.redirect(303, '/Notifications');
    },
  }),
];
