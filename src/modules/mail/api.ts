import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { conversationShape, messageShape, presentConversation, presentMessage } from './presenter.ts';
import { conversationInput, markReadInput, searchInput, sendInput, topMenuInput } from './schemas.ts';

const success = z.object({ success: z.literal(true) });
const done = { success: true as const };

/** /api/TopMenu/Conversations (spec §7 "Top menu"): the newest inbox conversations and the counts. */
export const topMenuActions = {
  Conversations: defineAction({
    method: 'POST',
    summary: "The member's newest inbox conversations, the unread count and the number of message requests",
    input: topMenuInput,
    output: z.object({ conversations: z.array(conversationShape), unread: z.number(), requests: z.number() }),
    access: 'user',
    handler: async ({ take }, { db, viewer, site }) => {
      const list = await service.listConversations(db, viewer, site, 'Inbox', 0, take);
      return { conversations: list.items.map(presentConversation), unread: list.counts.unread, requests: list.counts.requests };
    },
  }),
};

/** /api/Mail: sending and the buttons of a conversation. */
export const mailActions = {
  SendMessage: defineAction({
    method: 'POST',
    summary: 'Sends a message (1–5,000 characters) to a profile; a first contact lands in their Requests',
    input: sendInput,
    output: z.object({ conversationId: z.number(), messageId: z.number(), request: z.boolean() }),
    access: 'user',
    notImpersonating: true,
    handler: ({ profileId, body }, { db, viewer }) => service.sendMessage(db, viewer.id, profileId, body),
  }),
  AcceptRequest: defineAction({
    method: 'POST', summary: 'Accepts a message request: the conversation moves to the inbox', input: conversationInput, output: success, access: 'user', notImpersonating: true,
    handler: async ({ conversationId }, { db, viewer }) => (await service.acceptRequest(db, conversationId, viewer.id), done),
  }),
  DeleteConversation: defineAction({
    method: 'POST', summary: 'Deletes a conversation for the member only (its history up to now)', input: conversationInput, output: success, access: 'user', notImpersonating: true,
    handler: async ({ conversationId }, { db, viewer }) => (await service.deleteConversation(db, conversationId, viewer.id), done),
  }),
  BlockSender: defineAction({
    method: 'POST', summary: "Blocks the conversation's other profile and deletes the conversation for the member", input: conversationInput, output: success, access: 'user', notImpersonating: true,
    handler: async ({ conversationId }, { db, viewer }) => (await service.blockSender(db, conversationId, viewer.id), done),
  }),
  MarkAsRead: defineAction({
    method: 'POST', summary: 'Marks a conversation read up to a message', input: markReadInput, output: success, access: 'user',
    handler: async ({ conversationId, messageId }, { db, viewer }) => (await service.markRead(db, conversationId, viewer.id, messageId), done),
  }),
  Search: defineAction({
    method: 'GET',
    summary: "Full-text search in the member's own accepted conversations, newest first",
    input: searchInput,
    output: z.object({ messages: z.array(messageShape), hasMore: z.boolean() }),
    access: 'user',
    handler: async ({ q, skip, take }, { db, viewer }) => {
      const found = await service.searchMail(db, viewer.id, q, skip, take);
      return { messages: found.items.map(presentMessage), hasMore: found.hasMore };
    },
  }),
};
