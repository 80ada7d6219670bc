import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../../platform/auth/actor.ts';
import { abilities, authorize, may } from '../../../platform/auth/authorize.ts';
import { isUniqueViolation } from '../../../platform/db/knex.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { findPublicIdentities } from '../../accounts/index.ts';
import { addParticipant, createGroupConversation, openConversation, openMembersConversation, sendToConversation } from '../../mail/index.ts';
import { loadVisibleLodge, lodgeSubjectType } from '../core/index.ts';
import { conversationsShown } from './schemas.ts';
import * as repo from './repo.ts';

type Loaded = Awaited<ReturnType<typeof loadVisibleLodge>>;

const conversationNotFound = () => notFound('lodges.mail.errors.notFound');

/**
 * The Mail tab: a member's own conversation with the admins (if any); for the admins the lodge's conversations,
 * a page at a time (`olderThan`, the last id of the page before; `olderThan` of the result is the next page's).
 */
export async function mailTab(db: Knex, actor: ProfileActor, loaded: Loaded, page: { before: number | null; olderThan: number | null }) {
  const { before } = page;
  authorize(actor, 'lodges.mail', loaded.subject);
  const can = abilities(actor, loaded.subject, ['lodges.manage', 'lodges.participate']);
  const fetched = can['lodges.manage'] ? await repo.listOfLodge(db, loaded.lodge.id, conversationsShown + 1, page.olderThan) : [];
  const conversations = fetched.slice(0, conversationsShown);
  const olderThan = fetched.length > conversationsShown ? conversations.at(-1)!.conversationId : null;
  const names = new Map((await findPublicIdentities(db, conversations.map((c) => c.memberId))).map((p) => [p.id, p.name]));
  const listed = conversations.map((c) => ({ id: c.conversationId, memberName: names.get(c.memberId) ?? '…', createdAt: c.createdAt }));
  const own = can['lodges.participate'] ? await repo.findOfMember(db, loaded.lodge.id, actor.profileId) : null;
  const opened = own ? await openConversation(db, own.conversationId, actor, before) : null;
  return { can, conversations: listed, olderThan, own: opened };
}

/** The lodge conversation `conversationId`, if the actor may open it in this lodge (404 otherwise, never saying why). */
async function admitted(db: Knex, actor: Actor, loaded: Loaded, conversationId: number) {
  const found = await repo.findByConversation(db, conversationId);
  if (!found || found.lodgeId !== loaded.lodge.id) throw conversationNotFound();
  authorize(actor, 'lodges.mailConversation', { ...loaded.subject, ownConversation: found.memberId === actor.profileId });
  return found;
}

/**
 * One conversation as the member who started it or an admin sees it; an admin who has not taken part yet (they
 * became one later) sees that they join it by answering.
 */
export async function openLodgeConversation(db: Knex, actor: ProfileActor, loaded: Loaded, conversationId: number, before: number | null) {
  return openMembersConversation(db, actor, await admitted(db, actor, loaded, conversationId), before);
}

/** A member writes to the admins: into their conversation with them, opened on the first message. */
export async function writeToAdmins(db: Knex, actor: ProfileActor, loaded: Loaded, body: string): Promise<number> {
  authorize(actor, 'lodges.participate', loaded.subject);
  const lodgeId = loaded.lodge.id;
  let found = await repo.findOfMember(db, lodgeId, actor.profileId);
  if (!found) {
    const [me] = await findPublicIdentities(db, [actor.profileId]);
    const admins = await repo.adminIds(db, lodgeId);
    const conversationId = await createGroupConversation(db, { title: `${loaded.lodge.name}: ${me?.name ?? ''}`, ownerType: lodgeSubjectType, ownerId: lodgeId, memberIds: [actor.profileId, ...admins] });
    try {
      await repo.insert(db, { conversationId, lodgeId, memberId: actor.profileId });
    } catch (err) {
      // Two first messages at once: the other one's conversation is the member's (this one stays empty and unseen).
      if (!isUniqueViolation(err)) throw err;
    }
    found = await repo.findOfMember(db, lodgeId, actor.profileId);
  }
  await sendToConversation(db, actor, found!.conversationId, body);
  return found!.conversationId;
}

/** An answer in one conversation (the member, or an admin, who joins it by answering). */
export async function answer(db: Knex, actor: ProfileActor, loaded: Loaded, conversationId: number, body: string): Promise<void> {
  const found = await admitted(db, actor, loaded, conversationId);
  if (found.memberId !== actor.profileId) await addParticipant(db, conversationId, actor.profileId);
  await sendToConversation(db, actor, conversationId, body);
}

/**
 * Mail's question for a lodge's group (`provideGroupAdmission`), on every request: the member who started it while
 * they belong to the lodge, or its admins. Anyone else, a member who left or was removed included, gets a 404.
 */
export async function admitsToConversation(db: Knex, actor: ProfileActor, lodgeId: number, conversationId: number): Promise<boolean> {
  const found = await repo.findByConversation(db, conversationId);
  if (!found || found.lodgeId !== lodgeId) return false;
  const loaded = await loadVisibleLodge(db, actor, lodgeId).catch(() => null);
  return loaded !== null && may(actor, 'lodges.mailConversation', { ...loaded.subject, ownConversation: found.memberId === actor.profileId });
}
