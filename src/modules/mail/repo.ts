import type { Knex } from 'knex';
import { visibleProfileIds } from '../accounts/index.ts';
import { hiddenFor } from '../profiles/index.ts';

export type State = 'Inbox' | 'Request';
export type Participant = { conversationId: number; profileId: number; state: State; lastReadMessageId: number; deletedBeforeMessageId: number };
export type MessageRow = { id: number; conversationId: number; senderId: number; body: string; createdAt: Date };
export type ConversationRow = { id: number; otherId: number; state: State; lastMessageId: number; unread: boolean; lastMessageAt: Date };

const toParticipant = (r: Record<string, unknown>): Participant => ({
  conversationId: Number(r.conversation_id),
  profileId: Number(r.profile_id),
  state: r.state as State,
  lastReadMessageId: Number(r.last_read_message_id ?? 0),
  deletedBeforeMessageId: Number(r.deleted_before_message_id ?? 0),
});
const toMessage = (r: Record<string, unknown>): MessageRow => ({
  id: Number(r.id),
  conversationId: Number(r.conversation_id),
  senderId: Number(r.sender_id),
  body: String(r.body),
  createdAt: new Date(r.created_at as string),
});

export async function findPairConversation(db: Knex, a: number, b: number): Promise<number | null> {
  const row = await db('conversations').where({ profile_low: Math.min(a, b), profile_high: Math.max(a, b) }).first('id');
  return row ? Number(row.id) : null;
}

/** Creates the pair's conversation, or finds the one a concurrent first message just created. */
export async function insertPairConversation(trx: Knex, a: number, b: number): Promise<{ id: number; created: boolean }> {
  const [row] = await trx('conversations').insert({ profile_low: Math.min(a, b), profile_high: Math.max(a, b) }).onConflict(['profile_low', 'profile_high']).ignore().returning('id');
  if (row) return { id: Number(row.id), created: true };
  return { id: (await findPairConversation(trx, a, b)) as number, created: false };
}

export async function insertParticipants(trx: Knex, conversationId: number, rows: { profileId: number; state: State }[]): Promise<void> {
  await trx('conversation_participants').insert(rows.map((r) => ({ conversation_id: conversationId, profile_id: r.profileId, state: r.state }))).onConflict(['conversation_id', 'profile_id']).ignore();
}

export async function findParticipants(db: Knex, conversationId: number): Promise<Participant[]> {
  return (await db('conversation_participants').where({ conversation_id: conversationId })).map(toParticipant);
}

export async function setState(db: Knex, conversationId: number, profileId: number, state: State): Promise<void> {
  await db('conversation_participants').where({ conversation_id: conversationId, profile_id: profileId }).update({ state });
}

export async function insertMessage(trx: Knex, conversationId: number, senderId: number, body: string): Promise<MessageRow> {
  const [row] = await trx('messages').insert({ conversation_id: conversationId, sender_id: senderId, body }).returning('*');
  await trx('conversations').where({ id: conversationId }).update({ last_message_at: row.created_at });
  return toMessage(row);
}

/** Read up to `messageId` (never backwards). */
export async function markRead(db: Knex, conversationId: number, profileId: number, messageId: number): Promise<void> {
  await db('conversation_participants')
    .where({ conversation_id: conversationId, profile_id: profileId })
    .update({ last_read_message_id: db.raw('greatest(coalesce(last_read_message_id, 0), ?)', [messageId]) });
}

/** Delete for me: everything up to the conversation's newest message is hidden for this member only. */
export async function deleteForMe(db: Knex, conversationId: number, profileId: number): Promise<void> {
  const newest = db('messages').where({ conversation_id: conversationId }).max('id');
  await db('conversation_participants').where({ conversation_id: conversationId, profile_id: profileId }).update({ deleted_before_message_id: newest, last_read_message_id: newest });
}

/** A page of messages after the member's delete point and before `before`, newest first. */
export async function findMessages(db: Knex, conversationId: number, after: number, before: number | null, take: number): Promise<MessageRow[]> {
  const q = db('messages').where({ conversation_id: conversationId }).where('id', '>', after).orderBy('id', 'desc').limit(take);
  if (before) q.where('id', '<', before);
  return (await q).map(toMessage);
}

export async function findMessagesByIds(db: Knex, ids: number[]): Promise<MessageRow[]> {
  return ids.length ? (await db('messages').whereIn('id', ids)).map(toMessage) : [];
}

/** The member's two-person conversations in a tab with a message after their delete point, with someone visible and not blocked. */
function conversationsOf(db: Knex, profileId: number, state: State | null) {
  const q = db('conversation_participants as me')
    .join('conversation_participants as other', function () {
      this.on('other.conversation_id', 'me.conversation_id').andOn('other.profile_id', '<>', 'me.profile_id');
    })
    .join('conversations as c', 'c.id', 'me.conversation_id')
    .where('me.profile_id', profileId)
    .whereNotNull('c.profile_low')
    .whereNotIn('other.profile_id', hiddenFor(db, profileId))
    .whereIn('other.profile_id', visibleProfileIds(db))
    .whereExists((s) => s.from('messages as m').whereRaw('m.conversation_id = me.conversation_id and m.id > coalesce(me.deleted_before_message_id, 0)'));
  if (state) q.where('me.state', state);
  return q;
}

export async function findConversations(db: Knex, profileId: number, state: State, skip: number, take: number): Promise<ConversationRow[]> {
  const rows = await conversationsOf(db, profileId, state)
    .select('c.id', 'c.last_message_at', 'me.state', 'other.profile_id as other_id')
    .select(db.raw('(select max(m.id) from messages m where m.conversation_id = c.id) as last_message_id'))
    .select(db.raw(`exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id <> me.profile_id
      and m.id > greatest(coalesce(me.last_read_message_id, 0), coalesce(me.deleted_before_message_id, 0))) as unread`))
    .orderBy([{ column: 'c.last_message_at', order: 'desc' }, { column: 'c.id', order: 'desc' }])
    .offset(skip)
    .limit(take);
  return rows.map((r) => ({ id: Number(r.id), otherId: Number(r.other_id), state: r.state, lastMessageId: Number(r.last_message_id), unread: Boolean(r.unread), lastMessageAt: new Date(r.last_message_at) }));
}

export async function countConversations(db: Knex, profileId: number): Promise<{ inbox: number; requests: number; unread: number }> {
  const rows = await conversationsOf(db, profileId, null).select('me.state')
    .select(db.raw(`count(*) filter (where me.state = 'Inbox' and exists (select 1 from messages m where m.conversation_id = me.conversation_id and m.sender_id <> me.profile_id
      and m.id > greatest(coalesce(me.last_read_message_id, 0), coalesce(me.deleted_before_message_id, 0)))) as unread`))
    .count('* as n').groupBy('me.state');
  const by = new Map(rows.map((r) => [String(r.state), r]));
  return { inbox: Number(by.get('Inbox')?.n ?? 0), requests: Number(by.get('Request')?.n ?? 0), unread: Number(by.get('Inbox')?.unread ?? 0) };
}

/** Full-text search in the member's accepted conversations, after their delete point, newest first. */
export async function searchMessages(db: Knex, profileId: number, text: string, skip: number, take: number): Promise<MessageRow[]> {
  const rows = await db('messages as m')
    .join('conversation_participants as me', function () {
      this.on('me.conversation_id', 'm.conversation_id').andOnVal('me.profile_id', profileId);
    })
    .whereIn('me.conversation_id', conversationsOf(db, profileId, 'Inbox').select('me.conversation_id'))
    .whereRaw('m.id > coalesce(me.deleted_before_message_id, 0)')
    .whereRaw(`m.search @@ websearch_to_tsquery('simple', ?)`, [text])
    .select('m.*')
    .orderBy('m.id', 'desc')
    .offset(skip)
    .limit(take);
  return rows.map(toMessage);
}
