import type { Knex } from 'knex';
import { countsChanged } from '../../platform/member-counts.ts';
import { groupOnly } from './errors.ts';
import * as repo from './repo.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findPublicIdentities } from '../accounts/index.ts';
import { openConversation } from './service.ts';

/**
 * Group conversations, opened and kept by another module (lodges, events) through mail's index.ts: that module
 * decides who belongs; mail keeps the messages, each participant's read state, delete point and mute. A group
 * has no request state (everyone joined through the owning module) and no pair.
 */

export type NewGroup = { title: string; ownerType: string; ownerId: number; memberIds: readonly number[] };

const titleOf = (title: string) => title.trim().slice(0, 200) || '…';

/** Opens a group conversation with its first members; returns its id. */
export async function createGroupConversation(db: Knex, group: NewGroup): Promise<number> {
  return db.transaction(async (trx) => {
    const id = await repo.insertGroupConversation(trx, { title: titleOf(group.title), ownerType: group.ownerType, ownerId: group.ownerId });
    const members = [...new Set(group.memberIds)];
    if (members.length) await repo.insertParticipants(trx, id, members.map((profileId) => ({ profileId, state: 'Inbox' as const })));
    return id;
  });
}

async function group(db: Knex, conversationId: number): Promise<repo.Conversation> {
  const conversation = await repo.findConversation(db, conversationId);
  if (!conversation || conversation.kind !== 'Group') throw groupOnly();
  return conversation;
}

/** Adds a member to a group (no change when already in it); they see the messages from now on, not the talk before. */
export async function addParticipant(db: Knex, conversationId: number, profileId: number): Promise<void> {
  await group(db, conversationId);
  await repo.insertGroupParticipant(db, conversationId, profileId);
}

/** Takes a member out of a group (they left, or were removed): the conversation and its pictures are gone for them. */
export async function removeParticipant(db: Knex, conversationId: number, profileId: number): Promise<void> {
  await group(db, conversationId);
  await repo.deleteParticipant(db, conversationId, profileId);
  await countsChanged(db, [profileId]);
}

export async function renameGroupConversation(db: Knex, conversationId: number, title: string): Promise<void> {
  await group(db, conversationId);
  await repo.renameGroupConversation(db, conversationId, titleOf(title));
}

/** The group conversations a module opened for one of its things (a lodge's, an event's), oldest first. */
export const groupConversationsOf = (db: Knex, ownerType: string, ownerId: number) => repo.findGroupConversations(db, ownerType, ownerId);

/**
 * A member's conversation with a group's organisers (lodge admins, event organisers), opened by whoever the owning
 * module admitted: the member who started it, or an organiser. An organiser who has not taken part yet (named one
 * later) gets `joined: false` and joins by answering; the member's own 404 stays a 404.
 */
export async function openMembersConversation(db: Knex, actor: ProfileActor, conversation: { conversationId: number; memberId: number }, before: number | null) {
  const [member] = await findPublicIdentities(db, [conversation.memberId]);
  const memberName = member?.name ?? '…';
  try {
    return { conversation: await openConversation(db, conversation.conversationId, actor, before), memberName, joined: true };
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 404 || conversation.memberId === actor.profileId) throw err;
    return { conversation: null, memberName, joined: false };
  }
}
