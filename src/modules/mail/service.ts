import type { Knex } from 'knex';
import { ProfileStatus } from '../../platform/auth/access.ts';
import { publish } from '../../platform/events/index.ts';
import { conversationRead, messageSent, requestAccepted } from './events.ts';
import { sendRealtime } from '../../platform/realtime/index.ts';
import { cachedMemberCounts, countsChanged } from '../../platform/member-counts.ts';
import { isUniqueViolation } from '../../platform/db/knex.ts';
import { defaultLocale, type Locale } from '../../platform/i18n/index.ts';
import { findPublicIdentities, publicIdentitiesQuery, toPublicIdentity, type PublicIdentity } from '../accounts/index.ts';
import { isFavourite } from '../lists/index.ts';
import { firstProfilePictureJson, isValidatedProfile, mainPicturesFromJson, type PictureView } from '../media/index.ts';
import { blockProfile, configurationOf, hiddenFor, profileSubject, profileSubjectFrom, type Configuration, type ProfileSight } from '../profiles/index.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import * as repo from './repo.ts';
import { badAttachments, bodyRequired, cannotWrite, conversationNotFound, explicitRefused, notARequest, notInGroup } from './errors.ts';
import type { FirstContactSubject } from './policy.ts';
import { conversationsPageSize, messagesPageSize } from './schemas.ts';
import { presentMessage } from './message-shape.ts';
import { attachmentsOf, picturesToAttach, sentViews, withAttachments, type MessageView, type Pictures } from './attachments.ts';
import { refuseOverNewConversationCap } from './first-contact.ts';
import { refuseUnadmitted } from './group-admission.ts';

/** A conversation in a list: a pair's other profile and avatar, or a group's title; no preview for a request. */
export type ConversationSummary = Omit<repo.ConversationRow, 'title'> & { title: string; other: PublicIdentity | null; avatar: PictureView | null; preview: string | null; previewPictures: number };

const isActive = (p: PublicIdentity | undefined): p is PublicIdentity => Boolean(p && p.status === ProfileStatus.Active && !p.forcedValidation);

/** The first contact as the recipient's "who may write to me" decides it (mail.firstContact), with the one fact it reads. */
async function firstContactSubject(db: Knex, { whoMayWrite }: Configuration, senderId: number, recipientId: number): Promise<FirstContactSubject> {
  return {
    whoMayWrite,
    senderValidated: whoMayWrite === 'Validated' && (await isValidatedProfile(db, senderId)),
    senderFavourite: whoMayWrite === 'Favourites' && (await isFavourite(db, recipientId, senderId)),
  };
}

/** The ids of the profiles hidden for the member (blocked either way). */
const hiddenIds = async (db: Knex, profileId: number) => new Set((await hiddenFor(db, profileId)).map((r: { id: number }) => Number(r.id)));

/** A picture attached twice at once (two tabs): the unique index answers, as the check before did. */
const attachRace = (err: unknown): never => {
  throw isUniqueViolation(err) ? badAttachments() : err;
};

/**
 * Sends a message to a profile: text (may be empty with a picture) and up to four pictures. A first contact (no
 * conversation yet, or one the recipient has not accepted) lands in the recipient's Requests and must pass their
 * who-may-write setting, and explicit pictures are refused when they refuse those from members they have not
 * accepted; a reply to a request accepts it. Self, or neither text nor picture: 400; blocked either way or either
 * side not Active, or refused by a setting: 403; a new conversation past the sender's daily cap
 * (first-contact.ts): 429 saying, in `locale`, when one more is allowed; nothing stored. Publishes
 * `mail.messageSent` (with the recipient's `muted`; and `mail.requestAccepted`) in the same transaction.
 */
export async function sendMessage(db: Knex, actor: ProfileActor, recipientId: number, body: string, pictures: Pictures = {}, locale: Locale = defaultLocale) {
  authorize(actor, 'mail.write', await profileSubject(db, actor, recipientId));
  if (!body && !pictures.attachmentIds?.length) throw bodyRequired();
  const senderId = actor.profileId;
  const [sender] = await findPublicIdentities(db, [senderId]);
  if (!isActive(sender)) throw cannotWrite();
  const existing = await repo.findPairConversation(db, senderId, recipientId);
  const parts = existing ? await repo.findParticipants(db, existing) : [];
  const recipientState = parts.find((p) => p.profileId === recipientId)?.state ?? 'Request';
  const attached = await picturesToAttach(db, senderId, pictures);
  if (recipientState === 'Request') {
    const configuration = await configurationOf(db, recipientId);
    authorize(actor, 'mail.firstContact', await firstContactSubject(db, configuration, senderId, recipientId));
    if (configuration.refuseExplicitFromStrangers && attached.some((a) => a.explicit)) throw explicitRefused();
  }
  const muted = parts.find((p) => p.profileId === recipientId)?.muted ?? false;
  // Only a conversation that does not exist yet counts against the cap (read outside the transaction: PGlite has one connection).
  const capHolder = existing ? null : { member: sender.member, validated: await isValidatedProfile(db, senderId) };
  const sent = await db.transaction(async (trx) => {
    if (capHolder) await refuseOverNewConversationCap(trx, senderId, capHolder, locale);
    const { id: conversationId } = await repo.insertPairConversation(trx, senderId, recipientId);
    await repo.insertParticipants(trx, conversationId, [{ profileId: senderId, state: 'Inbox' }, { profileId: recipientId, state: 'Request' }]);
    if (parts.find((p) => p.profileId === senderId)?.state === 'Request') {
      await repo.setState(trx, conversationId, senderId, 'Inbox');
      await publish(trx, requestAccepted, { conversationId, accepterId: senderId, requesterId: recipientId });
    }
    const message = await repo.insertMessage(trx, conversationId, senderId, body);
    await repo.insertAttachments(trx, message.id, attached);
    await repo.markRead(trx, conversationId, senderId, message.id);
    await publish(trx, messageSent, { conversationId, messageId: message.id, senderId, recipientId, request: recipientState === 'Request', muted });
    return { conversationId, message, request: recipientState === 'Request' };
  }).catch(attachRace);
  await countsChanged(db, [senderId, recipientId]);
  const views = await sentViews(db, sent.message);
  announceMessage(sent.conversationId, views, [recipientId], sent.request);
  return { conversationId: sent.conversationId, messageId: sent.message.id, request: sent.request, message: views.own };
}

/**
 * Mail/Reply: a message in one of the member's conversations (404 when not theirs). In a pair it is `sendMessage`
 * to the other profile, with the same rules; in a group any participant may write (no requests), and the message
 * reaches every participant but those blocked either way with the sender.
 */
export async function sendToConversation(db: Knex, actor: ProfileActor, conversationId: number, body: string, pictures: Pictures = {}) {
  const { other, parts } = await load(db, conversationId, actor);
  if (other) return sendMessage(db, actor, other.id, body, pictures);
  const senderId = actor.profileId;
  if (!body && !pictures.attachmentIds?.length) throw bodyRequired();
  const [sender] = await findPublicIdentities(db, [senderId]);
  if (!isActive(sender)) throw cannotWrite();
  const attached = await picturesToAttach(db, senderId, pictures);
  const hidden = await hiddenIds(db, senderId);
  const recipients = parts.filter((p) => p.profileId !== senderId && !hidden.has(p.profileId));
  const message = await db.transaction(async (trx) => {
    const message = await repo.insertMessage(trx, conversationId, senderId, body);
    await repo.insertAttachments(trx, message.id, attached);
    await repo.markRead(trx, conversationId, senderId, message.id);
    for (const r of recipients) {
      await publish(trx, messageSent, { conversationId, messageId: message.id, senderId, recipientId: r.profileId, request: false, muted: r.muted, group: true });
    }
    return message;
  }).catch(attachRace);
  await countsChanged(db, [senderId, ...recipients.map((r) => r.profileId)]);
  const views = await sentViews(db, message);
  announceMessage(conversationId, views, recipients.map((r) => r.profileId), false);
  return { conversationId, messageId: message.id, request: false, message: views.own };
}

/**
 * Tells the open tabs after commit: the sender's other devices get the message; the recipients get it (explicit
 * pictures hidden), or for a request only that one arrived (no text until accepted).
 */
function announceMessage(conversationId: number, sent: { own: MessageView; theirs: MessageView }, recipientIds: number[], request: boolean): void {
  sendRealtime([sent.own.senderId], 'message', { conversationId, message: presentMessage(sent.own) });
  if (!recipientIds.length) return;
  if (request) sendRealtime(recipientIds, 'request', { conversationId });
  else sendRealtime(recipientIds, 'message', { conversationId, message: presentMessage(sent.theirs) });
}

/** Read receipt for the other participants' open tabs. */
const announceRead = (conversationId: number, readerId: number, otherIds: number[], messageId: number) => {
  if (otherIds.length) sendRealtime(otherIds, 'read', { conversationId, profileId: readerId, messageId });
};

/** The other participants who may see the member (in a pair, the other; in a group, all but those hidden). */
async function othersSeeing(db: Knex, viewerId: number, parts: repo.Participant[]): Promise<number[]> {
  const others = parts.filter((p) => p.profileId !== viewerId).map((p) => p.profileId);
  if (others.length < 2) return others;
  const hidden = await hiddenIds(db, viewerId);
  return others.filter((id) => !hidden.has(id));
}

/**
 * The member's side of a conversation: in a pair also the other profile (404 when not theirs, or the other is
 * blocked either way or not Active); in a group `other` is null.
 */
async function load(db: Knex, conversationId: number, actor: ProfileActor) {
  const conversation = await repo.findConversation(db, conversationId);
  const parts = conversation ? await repo.findParticipants(db, conversationId) : [];
  const me = parts.find((p) => p.profileId === actor.profileId);
  if (!conversation || !me) throw conversationNotFound();
  if (conversation.kind === 'Group') {
    await refuseUnadmitted(db, actor, conversation);
    return { conversation, me, parts, other: null };
  }
  const otherPart = parts.find((p) => p.profileId !== actor.profileId);
  if (!otherPart) throw conversationNotFound();
  authorize(actor, 'mail.open', { participant: true, other: await profileSubject(db, actor, otherPart.profileId) });
  const [other] = await findPublicIdentities(db, [otherPart.profileId]);
  if (!isActive(other)) throw conversationNotFound();
  return { conversation, me, parts, other };
}

/**
 * A conversation as the member sees it: 30 messages before `before` (newest at the bottom) with their pictures.
 * `title` is the other's name (pair) or the group's; `people` those named on the page (not the member). A request
 * shows no text and no pictures until accepted. Reading the newest page marks it read.
 */
export async function openConversation(db: Knex, conversationId: number, actor: ProfileActor, before: number | null) {
  const viewerId = actor.profileId;
  // One statement reads the conversation, its people and the page (issue 32); recording the read is the only other.
  const found = await repo.findOpened(db, viewerId, conversationId, before, messagesPageSize + 1, { identity: publicIdentitiesQuery(db), picture: (column) => firstProfilePictureJson(db, { column }) });
  const me = found?.parts.find((p) => p.profileId === viewerId);
  if (!found || !me) throw conversationNotFound();
  const { conversation, parts } = found;
  if (conversation.kind === 'Group') await refuseUnadmitted(db, actor, { id: conversationId, ownerType: conversation.ownerType, ownerId: conversation.ownerId });
  let other: PublicIdentity | null = null;
  if (conversation.kind === 'Pair') {
    if (!found.other) throw conversationNotFound();
    other = toPublicIdentity(found.other.identity);
    authorize(actor, 'mail.open', { participant: true, other: profileSubjectFrom(actor, other, found.other.blocked) });
    if (!isActive(other)) throw conversationNotFound();
  }
  const avatar = other ? ((await mainPicturesFromJson(db, new Map([[other.id, found.other!.picture]]), actor, { ownersVisible: true })).get(other.id) ?? null) : null;
  const base = { id: conversationId, kind: conversation.kind, state: me.state, title: other ? other.name : (conversation.title ?? ''), muted: me.muted, other, avatar, seenUpTo: seenUpTo(parts, viewerId) };
  if (me.state === 'Request') return { ...base, people: other ? [other] : [], messages: [] as MessageView[], olderBefore: null as number | null };
  const shown = found.messages.slice(0, messagesPageSize);
  const newest = shown[0];
  if (!before && newest && newest.id > me.lastReadMessageId) await recordRead(db, conversationId, viewerId, parts, newest.id);
  const oldest = shown.at(-1);
  const people = other ? [other] : found.people.map(toPublicIdentity);
  const messages = await attachmentsOf(db, shown.reverse(), found.attachments, viewerId);
  return { ...base, people, messages, olderBefore: found.messages.length > messagesPageSize && oldest ? oldest.id : null };
}

/**
 * The newest message id every other participant has read (0: none), for "Seen" under the member's messages. No
 * read state crosses a request: 0 while the member or the other side has not accepted it.
 */
function seenUpTo(parts: readonly repo.Participant[], viewerId: number): number {
  if (parts.some((p) => p.state === 'Request')) return 0;
  const others = parts.filter((p) => p.profileId !== viewerId);
  return others.length ? Math.min(...others.map((p) => p.lastReadMessageId)) : 0;
}

export type OpenConversation = Awaited<ReturnType<typeof openConversation>>;

/** Accepts a request: the conversation moves to the member's inbox (409 when it is not a request). */
export async function acceptRequest(db: Knex, conversationId: number, actor: ProfileActor): Promise<void> {
  const viewerId = actor.profileId;
  const { me, other } = await load(db, conversationId, actor);
  if (me.state !== 'Request' || !other) throw notARequest();
  await db.transaction(async (trx) => {
    await repo.setState(trx, conversationId, viewerId, 'Inbox');
    await publish(trx, requestAccepted, { conversationId, accepterId: viewerId, requesterId: other.id });
  });
  await countsChanged(db, [viewerId]);
  sendRealtime([viewerId], 'counts');
}

/** Delete for me: the history up to now disappears for this member only. */
export async function deleteConversation(db: Knex, conversationId: number, actor: ProfileActor): Promise<void> {
  const viewerId = actor.profileId;
  const { me } = await load(db, conversationId, actor);
  await repo.deleteForMe(db, conversationId, viewerId, me.state === 'Inbox');
  await countsChanged(db, [viewerId]);
}

/** Blocks the other profile (profiles' blacklist) and deletes the conversation for the member. */
export async function blockSender(db: Knex, conversationId: number, actor: ProfileActor): Promise<void> {
  const viewerId = actor.profileId;
  const { me, other } = await load(db, conversationId, actor);
  if (!other) throw notInGroup();
  await repo.deleteForMe(db, conversationId, viewerId, me.state === 'Inbox');
  await blockProfile(db, viewerId, other.id);
}

/** Read up to `messageId`; nothing for a request the member has not accepted (its sender learns nothing of it). */
export async function markRead(db: Knex, conversationId: number, actor: ProfileActor, messageId: number): Promise<void> {
  const viewerId = actor.profileId;
  const { me, parts } = await load(db, conversationId, actor);
  if (me.state === 'Request' || messageId <= me.lastReadMessageId) return;
  await recordRead(db, conversationId, viewerId, parts, messageId);
}

/**
 * Read up to `messageId`: stored with `mail.conversationRead` (notifications marks that conversation's
 * notifications read), then a read receipt to the others' open tabs.
 */
async function recordRead(db: Knex, conversationId: number, readerId: number, parts: Parameters<typeof othersSeeing>[2], messageId: number): Promise<void> {
  await db.transaction(async (trx) => {
    await repo.markRead(trx, conversationId, readerId, messageId);
    await publish(trx, conversationRead, { conversationId, readerId, messageId });
  });
  await countsChanged(db, [readerId]);
  announceRead(conversationId, readerId, await othersSeeing(db, readerId, parts), messageId);
}

/** Mute: the conversation still arrives, but sends the member no notification or push (notifications reads `muted`). */
export async function muteConversation(db: Knex, conversationId: number, actor: ProfileActor, muted: boolean): Promise<void> {
  await load(db, conversationId, actor);
  await repo.setMuted(db, conversationId, actor.profileId, muted);
}

/**
 * A page of the member's conversations in a tab: a pair with the other profile and avatar, a group with its title;
 * the last message's text and number of pictures (none for a request).
 */
export async function listConversations(db: Knex, actor: ProfileActor, state: repo.State, skip: number, take = conversationsPageSize) {
  const sight = actor;
  // The list's own statement reads the other profiles and their pictures too (their visibility is in its SQL).
  const [rows, counts] = await Promise.all([
    repo.findConversations(db, sight, state, skip, take + 1, { identity: publicIdentitiesQuery(db), picture: (column) => firstProfilePictureJson(db, { column }) }),
    countsOf(db, sight),
  ]);
  const page = rows.slice(0, take);
  const others = new Map(page.flatMap((r) => (r.otherIdentity ? [[r.otherId!, toPublicIdentity(r.otherIdentity)] as const] : [])));
  const avatars = await mainPicturesFromJson(db, new Map(page.flatMap((r) => (r.otherId === null ? [] : [[r.otherId, r.otherPicture] as const]))), actor, { ownersVisible: true });
  const items: ConversationSummary[] = page.flatMap((r) => {
    const other = r.otherId === null ? null : (others.get(r.otherId) ?? null);
    if (r.kind === 'Pair' && !other) return [];
    const request = r.state === 'Request';
    return [{
      ...r,
      title: other ? other.name : (r.title ?? ''),
      other,
      avatar: other ? (avatars.get(other.id) ?? null) : null,
      preview: request ? null : (r.lastBody?.slice(0, 140) ?? null),
      previewPictures: request ? 0 : r.lastPictures,
    }];
  });
  return { items, hasMore: rows.length > take, counts };
}

/** Search in one's own accepted mail; each hit with the conversation's other profile. */
export async function searchMail(db: Knex, viewer: ProfileSight, q: string, skip: number, take = messagesPageSize) {
  const rows = await repo.searchMessages(db, viewer, q, skip, take + 1);
  return { items: await withAttachments(db, rows.slice(0, take), viewer.profileId), hasMore: rows.length > take };
}

/**
 * The member's conversation counts (inbox, requests, unread), kept between requests like the menu's (platform
 * member-counts): every writer of messages and conversation states here calls `countsChanged` after its commit.
 */
export const countsOf = (db: Knex, viewer: ProfileSight) =>
  cachedMemberCounts(db, viewer.profileId, { dark: viewer.site.dark, variant: 'mail' }, () => repo.countConversations(db, viewer));
export const conversationWith = repo.findPairConversation;

/** Whether the member has read the conversation up to `messageId`. */
export async function hasRead(db: Knex, conversationId: number, profileId: number, messageId: number): Promise<boolean> {
  const me = (await repo.findParticipants(db, conversationId)).find((p) => p.profileId === profileId);
  return Boolean(me && me.lastReadMessageId >= messageId);
}
