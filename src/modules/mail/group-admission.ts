import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { createKeyedProvider, createRegistry } from '../../platform/registry.ts';
import { conversationNotFound } from './errors.ts';

/**
 * Whether a participant of a group conversation may still open it, answered by the module that owns the group
 * (lodges: the member still belongs to the lodge), per owner type, on every request: the owner's rule is asked,
 * never copied into mail. A group whose owner type nobody answers for admits its participants.
 */
export type GroupAdmission = (db: Knex, actor: ProfileActor, ownerId: number, conversationId: number) => Promise<boolean>;
/**
 * The same rule in SQL, for the lists, counts and search (so a member who left sees neither the conversation nor
 * its last message's text in the menu): the ids of the owner type's conversations the profile is admitted to.
 * `profileId` is a value of the outer statement (a prepared statement's parameter): use it only as a value.
 */
export type GroupListAdmission = (db: Knex, profileId: number) => Knex.QueryBuilder;

export const groupAdmission = createKeyedProvider<string, GroupAdmission>('who may open a group conversation', async () => true);
const listAdmissions = createRegistry<string, GroupListAdmission>('which group conversations a member lists');

/** Registers the owner type's answer, for one conversation and in SQL (returns its undo, for tests). */
export function provideGroupAdmission(ownerType: string, admits: GroupAdmission, listed: GroupListAdmission): () => void {
  const undos = [groupAdmission.register(ownerType, admits), listAdmissions.register(ownerType, listed)];
  return () => undos.forEach((undo) => undo());
}

/** A 404 for a participant the group's owner no longer admits. */
export async function refuseUnadmitted(db: Knex, actor: ProfileActor, conversation: { id: number; ownerType: string | null; ownerId: number | null }): Promise<void> {
  if (conversation.ownerType === null || conversation.ownerId === null) return;
  if (!(await groupAdmission.for(conversation.ownerType)(db, actor, conversation.ownerId, conversation.id))) throw conversationNotFound();
}

/** Keeps, of the conversations `c`, only those whose owner admits the profile (every group of an owner type that answers). */
export function whereListAdmitted(db: Knex, q: Knex.QueryBuilder, profileId: number): void {
  for (const [ownerType, admitted] of listAdmissions.list()) {
    q.where((w) => w.whereNull('c.owner_type').orWhereNot('c.owner_type', ownerType).orWhereIn('c.id', admitted(db, profileId)));
  }
}
