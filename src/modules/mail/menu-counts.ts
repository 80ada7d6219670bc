import { registerMenuCount } from '../../platform/member-counts.ts';
import { countsOf } from './service.ts';

// The menu's mail figures: unread conversations of the inbox and message requests (both from the one kept mail count).
registerMenuCount('unreadMailCount', {
  label: 'notifications.menu.mail',
  link: '/Mail',
  order: 20,
  count: async (db, actor) => (await countsOf(db, actor)).unread,
  alias: 'unreadConversationsCount',
});
registerMenuCount('messageRequestsCount', {
  label: 'notifications.menu.requests',
  link: '/Mail?tab=Requests',
  order: 30,
  count: async (db, actor) => (await countsOf(db, actor)).requests,
});
