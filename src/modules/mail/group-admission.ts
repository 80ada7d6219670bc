import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { createKeyedProvider } from '../../platform/registry.ts';
import { conversationNotFound } from './errors.ts';

/**
 * Whether a participant of a group conversation may still open it, answered by the module that owns the group
 * (lodges: the member still belongs to the lodge), per owner type, on every request: the owner's rule is asked,
 * never copied into mail. A group whose owner type nobody answers for admits its participants.
 */
export type GroupAdmission = (db: Knex, actor: ProfileActor, ownerId: number, conversationId: number) => Promise<boolean>;

export const groupAdmission = createKeyedProvider<string, GroupAdmission>('who may open a group conversation', async () => true);

/** Registers the owner type's answer (returns its undo, for tests). */
export const provideGroupAdmission = (ownerType: string, admits: GroupAdmission) => groupAdmission.register(ownerType, admits);

/** A 404 for a participant the group's owner no longer admits. */
export async function refuseUnadmitted(db: Knex, actor: ProfileActor, conversation: { id: number; ownerType: string | null; ownerId: number | null }): Promise<void> {
  if (conversation.ownerType === null || conversation.ownerId === null) return;
  if (!(await groupAdmission.for(conversation.ownerType)(db, actor, conversation.ownerId, conversation.id))) throw conversationNotFound();
}
