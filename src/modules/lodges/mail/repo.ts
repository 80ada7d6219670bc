import type { Knex } from 'knex';
import { belongingRoles, isAdminRole, lodgeRoles } from '../roles.ts';

export type LodgeConversation = { conversationId: number; lodgeId: number; memberId: number; createdAt: Date };
type Row = Record<string, unknown>;
const toRow = (r: Row): LodgeConversation => ({ conversationId: Number(r.conversation_id), lodgeId: Number(r.lodge_id), memberId: Number(r.member_id), createdAt: new Date(r.created_at as string) });

export async function findByConversation(db: Knex, conversationId: number): Promise<LodgeConversation | null> {
  const r = (await db('lodge_conversations').where({ conversation_id: conversationId }).first()) as Row | undefined;
  return r ? toRow(r) : null;
}

export async function findOfMember(db: Knex, lodgeId: number, memberId: number): Promise<LodgeConversation | null> {
  const r = (await db('lodge_conversations').where({ lodge_id: lodgeId, member_id: memberId }).first()) as Row | undefined;
  return r ? toRow(r) : null;
}

/** The lodge's conversations, the newest first, those older than `olderThan` (a conversation id) when given. */
export async function listOfLodge(db: Knex, lodgeId: number, take: number, olderThan: number | null): Promise<LodgeConversation[]> {
  const query = db('lodge_conversations').where({ lodge_id: lodgeId });
  if (olderThan !== null) query.where('conversation_id', '<', olderThan);
  return ((await query.orderBy('conversation_id', 'desc').limit(take)) as Row[]).map(toRow);
}

export const insert = (db: Knex, c: { conversationId: number; lodgeId: number; memberId: number }) =>
  db('lodge_conversations').insert({ conversation_id: c.conversationId, lodge_id: c.lodgeId, member_id: c.memberId });

/** The lodge's admins (owner and co-owners), whom a member's conversation reaches. */
export async function adminIds(db: Knex, lodgeId: number): Promise<number[]> {
  return (await db('lodge_members').where({ lodge_id: lodgeId }).whereIn('role', lodgeRoles.filter(isAdminRole)).select('profile_id')).map((r: Row) => Number(r.profile_id));
}

/**
 * The ids of the lodge conversations a profile is admitted to, in SQL (mail's lists, counts and search): their own
 * while they belong to the lodge, and every one of a lodge they are an admin of. `profileId` is a value of mail's
 * statement.
 */
export const admittedConversationIds = (db: Knex, profileId: number) =>
  db('lodge_conversations as lc')
    .join('lodge_members as lm', 'lm.lodge_id', 'lc.lodge_id')
    .where('lm.profile_id', profileId)
    .where((w) => w.where((own) => own.whereRaw('lc.member_id = lm.profile_id').whereIn('lm.role', belongingRoles)).orWhereIn('lm.role', lodgeRoles.filter(isAdminRole)))
    .select('lc.conversation_id');
