import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';
import { jobs } from './jobs.ts';
import { notificationSubscribers } from './sources.ts';
import './personal-data.ts';
import './menu-counts.ts';

/**
 * The member's notifications (spec §2, §3, §7): rows written by this module's durable event subscribers,
 * never by the modules that publish; the list, the counts and the e-mail digests. Which events notify, and of
 * what, each module registers for itself (`notifyOn`, sources.ts); the subscribers are read at wiring, when
 * every module's index.ts has run.
 */
export const notificationsModule: AppModule = {
  name: 'notifications',
  pages,
  api: [{ controller: 'Notifications', actions }],
  jobs,
  get subscribers() {
    return notificationSubscribers();
  },
};

/**
 * What a module's event means as a notification, registered by that module from its notifications.ts:
 * `notifyOn(entryWritten, 'guestbookEntry', (e) => ({ profileId: e.profileId, actorId: e.writerId, kind: 'guestbookEntry', … }))`;
 * `notificationsOn(event, name, (e, db) => …)` for anything else (a fan-out with `notifyMany`, marking read).
 */
export { notifyOn, notificationsOn, utcDay } from './sources.ts';
export type { Happening } from './service.ts';
/** The member read a conversation: its message notifications are read too (mail calls it on mail.conversationRead). */
export { markConversationRead } from './service.ts';

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
