import type { Knex } from 'knex';
import { ProfileStatus } from '../../platform/auth/access.ts';
import { publish } from '../../platform/events/index.ts';
import { sendRealtime } from '../../platform/realtime/index.ts';
import { findPublicIdentities, type PublicIdentity } from '../accounts/index.ts';
import { isFavourite } from '../lists/index.ts';
import { isValidatedProfile, mainPictures, type PictureView } from '../media/index.ts';
import { blockProfile, configurationOf, isBlockedEitherWay } from '../profiles/index.ts';
import * as repo from './repo.ts';
import { cannotWrite, cannotWriteSelf, conversationNotFound, notARequest, refusedBySetting } from './errors.ts';
import { conversationsPageSize, messagesPageSize } from './schemas.ts';
import { presentMessage } from './presenter.ts';

type Viewer = { id: number; staffRole: number };
type Site = Parameters<typeof mainPictures>[3];
export type ConversationSummary = repo.ConversationRow & { other: PublicIdentity; avatar: PictureView | null; preview: string | null };

const isActive = (p: PublicIdentity | undefined): p is PublicIdentity => Boolean(p && p.status === ProfileStatus.Active && !p.forcedValidation);

/** Whether the recipient's "who may write to me" setting lets the sender open a conversation. */
async function allowedBySetting(db: Knex, sender: PublicIdentity, recipientId: number): Promise<string | null> {
  const { whoMayWrite } = await configurationOf(db, recipientId);
  if (whoMayWrite === 'Members' && !sender.member) return whoMayWrite;
  if (whoMayWrite === 'Validated' && !(await isValidatedProfile(db, sender.id))) return whoMayWrite;
  if (whoMayWrite === 'Favourites' && !(await isFavourite(db, recipientId, sender.id))) return whoMayWrite;
  return null;
}

/**
 * Sends a message to a profile. A first contact (no conversation yet, or one the recipient has not accepted)
 * lands in the recipient's Requests and must pass their who-may-write setting; a reply to a request accepts it.
 * Self: 400; blocked either way or either side not Active, or refused by the setting: 403; nothing stored.
 * Publishes `mail.messageSent` (and `mail.requestAccepted`) in the same transaction.
 */
export async function sendMessage(db: Knex, senderId: number, recipientId: number, body: string) {
  if (senderId === recipientId) throw cannotWriteSelf();
  const ids = new Map((await findPublicIdentities(db, [senderId, recipientId])).map((p) => [p.id, p]));
  const sender = ids.get(senderId);
  if (!isActive(sender) || !isActive(ids.get(recipientId)) || (await isBlockedEitherWay(db, senderId, recipientId))) throw cannotWrite();
  const existing = await repo.findPairConversation(db, senderId, recipientId);
  const parts = existing ? await repo.findParticipants(db, existing) : [];
  const recipientState = parts.find((p) => p.profileId === recipientId)?.state ?? 'Request';
  if (recipientState === 'Request') {
    const refused = await allowedBySetting(db, sender, recipientId);
    if (refused) throw refusedBySetting(refused);
  }
  const sent = await db.transaction(async (trx) => {
    const { id: conversationId } = await repo.insertPairConversation(trx, senderId, recipientId);
    await repo.insertParticipants(trx, conversationId, [{ profileId: senderId, state: 'Inbox' }, { profileId: recipientId, state: 'Request' }]);
    if (parts.find((p) => p.profileId === senderId)?.state === 'Request') {
      await repo.setState(trx, conversationId, senderId, 'Inbox');
      await publish(trx, 'mail.requestAccepted', { conversationId, accepterId: senderId, requesterId: recipientId });
    }
    const message = await repo.insertMessage(trx, conversationId, senderId, body);
    await repo.markRead(trx, conversationId, senderId, message.id);
    await publish(trx, 'mail.messageSent', { conversationId, messageId: message.id, senderId, recipientId, request: recipientState === 'Request' });
    return { conversationId, message, request: recipientState === 'Request' };
  });
  announceMessage(sent.conversationId, sent.message, recipientId, sent.request);
  return { conversationId: sent.conversationId, messageId: sent.message.id, request: sent.request };
}

/**
 * Tells the open tabs after commit: the sender's other devices get the message; the recipient gets it, or
 * for a request only that one arrived (no text until accepted).
 */
function announceMessage(conversationId: number, message: repo.MessageRow, recipientId: number, request: boolean): void {
  const data = { conversationId, message: presentMessage(message) };
  sendRealtime([message.senderId], 'message', data);
  if (request) sendRealtime([recipientId], 'request', { conversationId });
  else sendRealtime([recipientId], 'message', data);
}

/** Read receipt for the other participant's open tabs. */
const announceRead = (conversationId: number, readerId: number, otherId: number, messageId: number) =>
  sendRealtime([otherId], 'read', { conversationId, profileId: readerId, messageId });

/** The member's side of a two-person conversation and the other profile; 404 when not theirs or the other is hidden. */
async function load(db: Knex, conversationId: number, viewerId: number) {
  const parts = await repo.findParticipants(db, conversationId);
  const me = parts.find((p) => p.profileId === viewerId);
  const otherPart = parts.find((p) => p.profileId !== viewerId);
  if (!me || !otherPart || (await isBlockedEitherWay(db, viewerId, otherPart.profileId))) throw conversationNotFound();
  const [other] = await findPublicIdentities(db, [otherPart.profileId]);
  if (!isActive(other)) throw conversationNotFound();
  return { me, other };
}

/**
 * A conversation as the member sees it: 30 messages before `before` (newest at the bottom). A request shows no
 * text until accepted. Reading the newest page marks it read.
 */
export async function openConversation(db: Knex, conversationId: number, viewer: Viewer, site: Site, before: number | null) {
  const { me, other } = await load(db, conversationId, viewer.id);
  const avatar = (await mainPictures(db, [other.id], viewer, site)).get(other.id) ?? null;
  if (me.state === 'Request') return { id: conversationId, state: me.state, other, avatar, messages: [] as repo.MessageRow[], olderBefore: null as number | null };
  const rows = await repo.findMessages(db, conversationId, me.deletedBeforeMessageId, before, messagesPageSize + 1);
  const shown = rows.slice(0, messagesPageSize);
  const newest = shown[0];
  if (!before && newest && newest.id > me.lastReadMessageId) {
    await repo.markRead(db, conversationId, viewer.id, newest.id);
    announceRead(conversationId, viewer.id, other.id, newest.id);
  }
  const oldest = shown.at(-1);
  return { id: conversationId, state: me.state, other, avatar, messages: shown.reverse(), olderBefore: rows.length > messagesPageSize && oldest ? oldest.id : null };
}

/** Accepts a request: the conversation moves to the member's inbox (409 when it is not a request). */
export async function acceptRequest(db: Knex, conversationId: number, viewerId: number): Promise<void> {
  const { me, other } = await load(db, conversationId, viewerId);
  if (me.state !== 'Request') throw notARequest();
  await db.transaction(async (trx) => {
    await repo.setState(trx, conversationId, viewerId, 'Inbox');
    await publish(trx, 'mail.requestAccepted', { conversationId, accepterId: viewerId, requesterId: other.id });
  });
  sendRealtime([viewerId], 'counts');
}

/** Delete for me: the history up to now disappears for this member only. */
export async function deleteConversation(db: Knex, conversationId: number, viewerId: number): Promise<void> {
  await load(db, conversationId, viewerId);
  await repo.deleteForMe(db, conversationId, viewerId);
}

/** Blocks the other profile (profiles' blacklist) and deletes the conversation for the member. */
export async function blockSender(db: Knex, conversationId: number, viewerId: number): Promise<void> {
  const { other } = await load(db, conversationId, viewerId);
  await repo.deleteForMe(db, conversationId, viewerId);
  await blockProfile(db, viewerId, other.id);
}

export async function markRead(db: Knex, conversationId: number, viewerId: number, messageId: number): Promise<void> {
  const { me, other } = await load(db, conversationId, viewerId);
  if (messageId <= me.lastReadMessageId) return;
  await repo.markRead(db, conversationId, viewerId, messageId);
  announceRead(conversationId, viewerId, other.id, messageId);
}

/** A page of the member's conversations in a tab with the other profile, avatar, and a preview (none for a request). */
export async function listConversations(db: Knex, viewer: Viewer, site: Site, state: repo.State, skip: number, take = conversationsPageSize) {
  const rows = await repo.findConversations(db, viewer.id, state, skip, take + 1);
  const page = rows.slice(0, take);
  const others = new Map((await findPublicIdentities(db, page.map((r) => r.otherId))).map((p) => [p.id, p]));
  const avatars = await mainPictures(db, page.map((r) => r.otherId), viewer, site);
  const last = new Map((await repo.findMessagesByIds(db, page.map((r) => r.lastMessageId))).map((m) => [m.id, m]));
  const items: ConversationSummary[] = page.flatMap((r) => {
    const other = others.get(r.otherId);
    if (!other) return [];
    return [{ ...r, other, avatar: avatars.get(r.otherId) ?? null, preview: r.state === 'Request' ? null : (last.get(r.lastMessageId)?.body.slice(0, 140) ?? null) }];
  });
  return { items, hasMore: rows.length > take, counts: await repo.countConversations(db, viewer.id) };
}

/** Search in one's own accepted mail; each hit with the conversation's other profile. */
export async function searchMail(db: Knex, viewerId: number, q: string, skip: number, take = messagesPageSize) {
  const rows = await repo.searchMessages(db, viewerId, q, skip, take + 1);
  return { items: rows.slice(0, take), hasMore: rows.length > take };
}

export const countsOf = repo.countConversations;
export const conversationWith = repo.findPairConversation;
