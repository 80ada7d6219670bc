import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { conversationShape, countsShape, messageShape, openConversationShape, presentConversation, presentMessage } from './presenter.ts';
import { conversationInput, conversationsInput, markReadInput, muteInput, openConversationInput, replyInput, searchInput, sendInput, showAttachmentInput, topMenuInput } from './schemas.ts';
import { showAttachment } from './attachments.ts';
import { conversationPage, conversationsPage } from './island.ts';
import { announceTyping } from './typing.ts';

const success = z.object({ success: z.literal(true) });
const done = { success: true as const };
/** A sent message: where it went, whether it is a request, and the message as the sender sees it. */
const sentShape = z.object({ conversationId: z.number(), messageId: z.number(), request: z.boolean(), message: messageShape });
const presentSent = (sent: Awaited<ReturnType<typeof service.sendMessage>>) => ({ ...sent, message: presentMessage(sent.message) });

/** /api/TopMenu/Conversations (spec §7 "Top menu"): the newest inbox conversations and the counts. */
export const topMenuActions = {
  Conversations: defineAction({
    method: 'POST',
    summary: "The member's newest inbox conversations, the unread count and the number of message requests",
    input: topMenuInput,
    output: z.object({ conversations: z.array(conversationShape), unread: z.number(), requests: z.number() }),
    access: 'user',
    policy: 'access',
    handler: async ({ take }, { db, actor }) => {
      const list = await service.listConversations(db, actor, 'Inbox', 0, take);
      return { conversations: list.items.map(presentConversation), unread: list.counts.unread, requests: list.counts.requests };
    },
  }),
};

/** /api/Mail: sending and the buttons of a conversation. */
export const mailActions = {
  SendMessage: defineAction({
    method: 'POST',
    summary: 'Sends a message (up to 5,000 characters, and up to 4 pictures from UploadTempMedia albumTypeId 7) to a profile; a first contact lands in their Requests',
    input: sendInput,
    output: sentShape,
    access: 'user',
    notImpersonating: true,
    policy: 'mail.write',
    handler: async ({ profileId, body, attachmentIds, explicit }, { db, actor, locale }) => presentSent(await service.sendMessage(db, actor, profileId, body, { attachmentIds, explicit }, locale)),
  }),
  Reply: defineAction({
    method: 'POST',
    summary: 'Sends a message in one of the member\'s conversations, a pair (the rules of SendMessage) or a group',
    input: replyInput,
    output: sentShape,
    access: 'user',
    notImpersonating: true,
    policy: 'mail.open',
    handler: async ({ conversationId, body, attachmentIds, explicit }, { db, actor }) =>
      presentSent(await service.sendToConversation(db, actor, conversationId, body, { attachmentIds, explicit })),
  }),
  ShowAttachment: defineAction({
    method: 'POST',
    summary: 'Shows an explicit picture the member was sent (it stays shown for them); 404 when not theirs to see',
    input: showAttachmentInput,
    output: z.object({ src: z.string(), srcset: z.string() }),
    access: 'user',
    notImpersonating: true,
    policy: 'mail.seeAttachment',
    handler: async ({ attachmentId }, { db, actor }) => {
      const { src, srcset } = await showAttachment(db, attachmentId, actor);
      return { src, srcset };
    },
  }),
  Mute: defineAction({
    method: 'POST', summary: 'Mutes or unmutes a conversation: it still arrives, without notifications or push', input: muteInput, output: success, access: 'user', notImpersonating: true,
    policy: 'mail.open',
    handler: async ({ conversationId, muted }, { db, actor }) => (await service.muteConversation(db, conversationId, actor, muted), done),
  }),
  AcceptRequest: defineAction({
    method: 'POST', summary: 'Accepts a message request: the conversation moves to the inbox', input: conversationInput, output: success, access: 'user', notImpersonating: true,
    policy: 'mail.open',
    handler: async ({ conversationId }, { db, actor }) => (await service.acceptRequest(db, conversationId, actor), done),
  }),
  DeleteConversation: defineAction({
    method: 'POST', summary: 'Deletes a conversation for the member only (its history up to now)', input: conversationInput, output: success, access: 'user', notImpersonating: true,
    policy: 'mail.open',
    handler: async ({ conversationId }, { db, actor }) => (await service.deleteConversation(db, conversationId, actor), done),
  }),
  BlockSender: defineAction({
    method: 'POST', summary: "Blocks the conversation's other profile and deletes the conversation for the member", input: conversationInput, output: success, access: 'user', notImpersonating: true,
    policy: 'mail.open',
    handler: async ({ conversationId }, { db, actor }) => (await service.blockSender(db, conversationId, actor), done),
  }),
  MarkAsRead: defineAction({
    method: 'POST', summary: 'Marks a conversation read up to a message', input: markReadInput, output: success, access: 'user',
    policy: 'mail.open',
    handler: async ({ conversationId, messageId }, { db, actor }) => (await service.markRead(db, conversationId, actor, messageId), done),
  }),
  Search: defineAction({
    method: 'GET',
    summary: "Full-text search in the member's own accepted conversations, newest first",
    input: searchInput,
    output: z.object({ messages: z.array(messageShape), hasMore: z.boolean() }),
    access: 'user',
    policy: 'access',
    handler: async ({ q, skip, take }, { db, actor }) => {
      const found = await service.searchMail(db, actor, q, skip, take);
      return { messages: found.items.map(presentMessage), hasMore: found.hasMore };
    },
  }),
  Conversations: defineAction({
    method: 'GET',
    summary: "A page of the member's conversations in a tab (the /Mail island's infinite list), with the counts",
    input: conversationsInput,
    output: z.object({ conversations: z.array(conversationShape), hasMore: z.boolean(), counts: countsShape }),
    access: 'user',
    policy: 'access',
    handler: ({ tab, skip, take }, { db, actor }) => conversationsPage(db, actor, tab, skip, take),
  }),
  Conversation: defineAction({
    method: 'GET',
    summary: 'A page of a conversation (the newest, or the one before a message id); the newest page marks it read',
    input: openConversationInput,
    output: openConversationShape,
    access: 'user',
    policy: 'mail.open',
    handler: ({ conversationId, before }, { db, actor }) => conversationPage(db, actor, conversationId, before ?? null),
  }),
  Typing: defineAction({
    method: 'POST', summary: 'Tells the other participants the member is typing (ephemeral; at most once per 2 s)', input: conversationInput, output: success, access: 'user', notImpersonating: true,
    policy: 'mail.open',
    handler: async ({ conversationId }, { db, actor }) => (await announceTyping(db, conversationId, actor), done),
  }),
};
