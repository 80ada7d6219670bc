import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';
import { jobs, subscribers } from './jobs.ts';
import './personal-data.ts';

/**
 * The member's notifications (spec §2, §3, §7): rows written by this module's durable event subscribers,
 * never by the modules that publish; the list, the counts and the e-mail digests.
 */
export const notificationsModule: AppModule = {
  name: 'notifications',
  pages,
  api: [{ controller: 'Notifications', actions }],
  jobs,
  subscribers,
};

/**
 * One happening for many recipients (another module's fan-out, e.g. tags' "a profile you tagged is online") under
 * this module's rules: settings, blocks either way, never to the actor, dedupe key, push and digest.
 */
export { notifyMany } from './service.ts';
/**
 * One happening for one recipient under the same rules; a notice about the member's own account (a ban, a renewal)
 * has the member as its actor and says `aboutOwnAccount: true`.
 */
export { notify } from './service.ts';
/** The unread count (one indexed query), for a top bar or another module's page. */
export { unreadCount } from './service.ts';
/** Middleware (after the request context): the bell's unread count for the layout of a logged-on member's page. */
export { notificationBadge } from './badge.ts';
