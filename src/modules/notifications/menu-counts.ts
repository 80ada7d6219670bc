import { registerMenuCount } from '../../platform/member-counts.ts';
import { unreadCount } from './service.ts';

// The bell's own figure: the site's unread notifications (the bell stops at `atMost`: "99+").
registerMenuCount('newNotificationsCount', {
  label: 'notifications.menu.unread',
  link: '/Notifications',
  order: 10,
  count: (db, actor, atMost) => unreadCount(db, actor.profileId, actor.site, atMost),
});
