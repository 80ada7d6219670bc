import type { AppModule } from '../../platform/http/define.ts';
import { registerDrawerLinks, loggedOn } from '../../platform/drawer.ts';
import { registerMembersOnlyFeature } from '../../platform/members-only.ts';
import { pages } from './pages.ts';
import { mailActions, topMenuActions } from './api.ts';
import { provideSharedSight, provideSharedUse } from '../media/index.ts';
import { attachmentSight } from './attachments.ts';
import { findAttachedMedia } from './repo.ts';
import './personal-data.ts';
import './notifications.ts';
import './menu-counts.ts';
import { registerPolicies } from '../../platform/auth/authorize.ts';
import { policies } from './policy.ts';

// Who may write to a profile and act in a conversation (policy.ts), decided through authorize.
registerPolicies(policies);
import { registerNotificationKind } from '../profiles/index.ts';
// Its notifications (notifications writes them from mail's events); a message request never shows its text.
registerNotificationKind('newMessage', {
  label: 'profiles.notifications.kinds.newMessage',
  sentences: { sent: 'notifications.sentence.newMessage.sent' },
  link: (n) => `/Mail/${n.subjectId}`,
  defaults: ['site', 'email', 'push'],
  site: 'regular',
});
registerNotificationKind('messageRequest', {
  label: 'profiles.notifications.kinds.messageRequest',
  sentences: { sent: 'notifications.sentence.messageRequest.sent', accepted: 'notifications.sentence.messageRequest.accepted' },
  link: (n) => `/Mail/${n.subjectId}`,
  defaults: ['site', 'email', 'push'],
  site: 'regular',
});

/**
 * Mail: conversations between two profiles and groups, message requests (first contact), pictures, and search
 * (spec §2 /Mail). Publishes `mail.messageSent` ({ conversationId, messageId, senderId, recipientId, request,
 * muted, group? }: one per recipient) and `mail.requestAccepted` ({ conversationId, accepterId, requesterId }).
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
/** Whether the member has read the conversation up to the message (a notification about it is then moot). */
export { hasRead } from './service.ts';

// A message's pictures are media items without an album: its conversation's participants may see them.
provideSharedSight(attachmentSight);
// A picture uploaded for a message stays only once a message carries it.
provideSharedUse(async (db, mediaId) => (await findAttachedMedia(db, [mediaId])).length > 0);

/**
 * Group conversations for the modules that own them (lodges, events): `createGroupConversation(db, { title,
 * ownerType, ownerId, memberIds })` → id, `addParticipant` / `removeParticipant(db, conversationId, profileId)`,
 * `renameGroupConversation`, `groupConversationsOf(db, ownerType, ownerId)`, `openMembersConversation` (a member's
 * conversation with the organisers, as the member or an organiser opens it), and `sendToConversation(db,
 * senderId, conversationId, body, { attachmentIds?, explicit? })` (for a pair the rules of a message to a profile), and
 * `sendMessage(db, actor, recipientId, body)` (the demo and bench fixtures write with it).
 */
export { createGroupConversation, addParticipant, removeParticipant, renameGroupConversation, groupConversationsOf, openMembersConversation, type NewGroup } from './groups.ts';
export { sendToConversation, sendMessage, openConversation, type OpenConversation } from './service.ts';
/** The owner of a group answers, per request, whether a participant may still open it (lodges: still a member). */
export { provideGroupAdmission, type GroupAdmission } from './group-admission.ts';
export type { Pictures } from './attachments.ts';
/** Domain events (platform/events): a message reached a recipient; a request was accepted; a conversation was read. */
export { messageSent, requestAccepted, conversationRead } from './events.ts';

// A members-only feature (payments' membership pages list it): Writing to members-only profiles, and more new conversations a day.
registerMembersOnlyFeature('mail', { label: 'payments.membership.features.mail', link: '/Mail', offersOneDay: true, paths: ['/Mail/New'], order: 20 });

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  mail: { label: 'mail.title', href: '/Mail', order: 30, icon: 'notes', shownTo: loggedOn },
});
