import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { mailActions, topMenuActions } from './api.ts';

/**
 * Mail: conversations between two profiles, message requests (first contact) and search (spec §2 /Mail).
 * Publishes `mail.messageSent` ({ conversationId, messageId, senderId, recipientId, request }) and
 * `mail.requestAccepted` ({ conversationId, accepterId, requesterId }) for notifications.
 */
export const mailModule: AppModule = {
  name: 'mail',
  pages,
  api: [
    { controller: 'Mail', actions: mailActions },
    { controller: 'TopMenu', actions: topMenuActions },
  ],
};

/** The member's inbox, request and unread-conversation counts (for the menus). */
export { countsOf as mailCounts } from './service.ts';
