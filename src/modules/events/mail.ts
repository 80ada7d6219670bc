import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { abilities, authorize, may } from '../../platform/auth/authorize.ts';
import { isUniqueViolation } from '../../platform/db/knex.ts';
import { countsChanged } from '../../platform/member-counts.ts';
import { findPublicIdentities } from '../accounts/index.ts';
import { addParticipant, createGroupConversation, openConversation, openMembersConversation, sendToConversation } from '../mail/index.ts';
import { conversationNotFound } from './errors.ts';
import * as repo from './repo.ts';
import { loadEvent, type LoadedEvent } from './service.ts';

/** How many of an event's conversations its organisers see listed. */
const conversationsShown = 100;

/**
 * Event/{id}/Mail: a member's own conversation with the organisers (if any); for the organisers (its organiser, the
 * event admins, staff) every conversation of the event, those waiting for an answer first.
 */
export async function mailTab(db: Knex, actor: ProfileActor, loaded: LoadedEvent, before: number | null) {
  authorize(actor, 'events.mail', loaded.subject);
  const can = abilities(actor, loaded.subject, ['events.manage']);
  const conversations = can['events.manage'] ? await repo.conversationsOfEvent(db, loaded.event.id, conversationsShown) : [];
  const names = new Map((await findPublicIdentities(db, conversations.map((c) => c.memberId))).map((p) => [p.id, p.name]));
  const listed = conversations.map((c) => ({ id: c.conversationId, memberName: names.get(c.memberId) ?? '…', awaiting: c.awaitingAnswer, createdAt: c.createdAt }));
  const own = await repo.conversationOfMember(db, loaded.event.id, actor.profileId);
  const opened = own ? await openConversation(db, own.conversationId, actor, before) : null;
  return { can, conversations: listed, own: opened, ownId: own?.conversationId ?? null };
}

/** The event conversation `conversationId`, if the actor may open it (404 otherwise, never saying why). */
async function admitted(db: Knex, actor: ProfileActor, loaded: LoadedEvent, conversationId: number) {
  const found = await repo.findConversation(db, conversationId);
  if (!found || found.eventId !== loaded.event.id) throw conversationNotFound();
  authorize(actor, 'events.mailConversation', { ...loaded.subject, ownConversation: found.memberId === actor.profileId });
  return found;
}

/** One conversation as its member or an organiser sees it; an organiser who has not taken part yet joins it by answering. */
export async function openEventConversation(db: Knex, actor: ProfileActor, loaded: LoadedEvent, conversationId: number, before: number | null) {
  return openMembersConversation(db, actor, await admitted(db, actor, loaded, conversationId), before);
}

/** After a message through these pages: waiting for an answer or answered, and the organisers' counts told. */
async function afterMessage(db: Knex, eventId: number, conversationId: number, senderId: number, messageId: number) {
  await repo.markAwaiting(db, conversationId, senderId, messageId);
  await countsChanged(db, await repo.managerIds(db, eventId));
}

/** A member signed up writes to the organisers: into their conversation with them, opened on the first message. */
export async function writeToOrganisers(db: Knex, actor: ProfileActor, loaded: LoadedEvent, body: string): Promise<number> {
  authorize(actor, 'events.mail', loaded.subject);
  const { event } = loaded;
  let found = await repo.conversationOfMember(db, event.id, actor.profileId);
  if (!found) {
    const [me] = await findPublicIdentities(db, [actor.profileId]);
    // Its organiser; an event whose organiser is gone reaches the event admins.
    const organisers = event.createdBy !== null ? [event.createdBy] : await repo.adminIds(db);
    const conversationId = await createGroupConversation(db, { title: `${event.title}: ${me?.name ?? ''}`, ownerType: repo.eventOwnerType, ownerId: event.id, memberIds: [actor.profileId, ...organisers] });
    try {
      await repo.insertConversation(db, { conversationId, eventId: event.id, memberId: actor.profileId });
    } catch (err) {
      // Two first messages at once: the other one's conversation is the member's (this one stays empty and unseen).
      if (!isUniqueViolation(err)) throw err;
    }
    found = await repo.conversationOfMember(db, event.id, actor.profileId);
  }
  const sent = await sendToConversation(db, actor, found!.conversationId, body);
  await afterMessage(db, event.id, found!.conversationId, actor.profileId, sent.messageId);
  return found!.conversationId;
}

/** An answer in one conversation (the member, or an organiser, who joins it by answering). */
export async function answer(db: Knex, actor: ProfileActor, loaded: LoadedEvent, conversationId: number, body: string): Promise<void> {
  const found = await admitted(db, actor, loaded, conversationId);
  if (found.memberId !== actor.profileId) await addParticipant(db, conversationId, actor.profileId);
  const sent = await sendToConversation(db, actor, conversationId, body);
  await afterMessage(db, loaded.event.id, conversationId, actor.profileId, sent.messageId);
}

/** Mail's question for an event's group (`provideGroupAdmission`), on every request: its member, or the organisers. */
export async function admitsToConversation(db: Knex, actor: ProfileActor, eventId: number, conversationId: number): Promise<boolean> {
  const found = await repo.findConversation(db, conversationId);
  if (!found || found.eventId !== eventId) return false;
  const loaded = await loadEvent(db, actor, eventId).catch(() => null);
  return loaded !== null && may(actor, 'events.mailConversation', { ...loaded.subject, ownConversation: found.memberId === actor.profileId });
}

/** A message written through /Mail itself (mail's `messageSent`): the conversation waits for an answer or is answered. */
export async function messageWritten(db: Knex, conversationId: number, senderId: number, messageId: number): Promise<void> {
  const found = await repo.findConversation(db, conversationId);
  if (found) await afterMessage(db, found.eventId, conversationId, senderId, messageId);
}
