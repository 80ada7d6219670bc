import type { Knex } from 'knex';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { visibleProfileIds } from '../accounts/index.ts';
import { hiddenFor, type ProfileSight } from '../profiles/index.ts';
import { whereListAdmitted } from './group-admission.ts';

export type State = 'Inbox' | 'Request';
export type Kind = 'Pair' | 'Group';
export type Participant = { conversationId: number; profileId: number; state: State; lastReadMessageId: number; deletedBeforeMessageId: number; muted: boolean };
export type MessageRow = { id: number; conversationId: number; senderId: number; body: string; createdAt: Date };
/** A conversation in the member's list: `otherId` for a pair, `title` for a group. */
export type ConversationRow = { id: number; kind: Kind; title: string | null; otherId: number | null; state: State; muted: boolean; lastMessageId: number; unread: boolean; lastMessageAt: Date };
/** A conversation itself: a pair (two profiles) or a group (a title and the module that owns it). */
export type Conversation = { id: number; kind: Kind; title: string | null; ownerType: string | null; ownerId: number | null };

const toParticipant = (r: Record<string, unknown>): Participant => ({
  conversationId: Number(r.conversation_id),
  profileId: Number(r.profile_id),
  state: r.state as State,
  lastReadMessageId: Number(r.last_read_message_id ?? 0),
  deletedBeforeMessageId: Number(r.deleted_before_message_id ?? 0),
  muted: Boolean(r.muted),
});
const toMessage = (r: Record<string, unknown>): MessageRow => ({
  id: Number(r.id),
  conversationId: Number(r.conversation_id),
  senderId: Number(r.sender_id),
  body: String(r.body),
  createdAt: new Date(r.created_at as string),
});

export async function findConversation(db: Knex, id: number): Promise<Conversation | null> {
  const r = await db('conversations').where({ id }).first('id', 'profile_low', 'title', 'owner_type', 'owner_id');
  if (!r) return null;
  return { id: Number(r.id), kind: r.profile_low === null ? 'Group' : 'Pair', title: r.title ?? null, ownerType: r.owner_type ?? null, ownerId: r.owner_id === null ? null : Number(r.owner_id) };
}

export async function insertGroupConversation(trx: Knex, g: { title: string; ownerType: string; ownerId: number }): Promise<number> {
  const [row] = await trx('conversations').insert({ title: g.title, owner_type: g.ownerType, owner_id: g.ownerId }).returning('id');
  return Number(row.id);
}

export async function findGroupConversations(db: Knex, ownerType: string, ownerId: number): Promise<number[]> {
  return (await db('conversations').whereNull('profile_low').where({ owner_type: ownerType, owner_id: ownerId }).orderBy('id').select('id')).map((r: { id: number }) => Number(r.id));
}

export async function renameGroupConversation(db: Knex, id: number, title: string): Promise<void> {
  await db('conversations').where({ id }).whereNull('profile_low').update({ title });
}

/** A group's new participant, who sees the messages from now on (not the talk before they joined). */
export async function insertGroupParticipant(db: Knex, conversationId: number, profileId: number): Promise<void> {
  const newest = db('messages').where({ conversation_id: conversationId }).max('id');
  await db('conversation_participants')
    .insert({ conversation_id: conversationId, profile_id: profileId, state: 'Inbox', deleted_before_message_id: newest, last_read_message_id: newest })
    .onConflict(['conversation_id', 'profile_id'])
    .ignore();
}

export async function deleteParticipant(db: Knex, conversationId: number, profileId: number): Promise<void> {
  await db('conversation_participants').where({ conversation_id: conversationId, profile_id: profileId }).delete();
}

export async function setMuted(db: Knex, conversationId: number, profileId: number, muted: boolean): Promise<void> {
  await db('conversation_participants').where({ conversation_id: conversationId, profile_id: profileId }).update({ muted });
}

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

/** Serialises a sender's first messages (first-contact.ts); the first key names this lock, nothing else takes it. */
export async function lockFirstContacts(trx: Knex, senderId: number): Promise<void> {
  await trx.raw(`select pg_advisory_xact_lock(hashtext('mail_first_contacts'), (? % 2147483647)::int)`, [senderId]);
}

/**
 * The pair conversations the member started since `since` (the first message is theirs) and when the oldest was
 * made: read through the member's participant rows (their index), the first message by the conversation index.
 */
export async function conversationsStartedSince(db: Knex, profileId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const row = await db('conversation_participants as me')
    .join('conversations as c', 'c.id', 'me.conversation_id')
    .where('me.profile_id', profileId)
    .whereNotNull('c.profile_low')
    .where('c.created_at', '>', since)
    .whereRaw('(select m.sender_id from messages m where m.conversation_id = c.id order by m.id limit 1) = ?', [profileId])
    .count('* as n')
    .min('c.created_at as oldest')
    .first();
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest as string) : null };
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

/**
 * Delete for me: everything up to the conversation's newest message is hidden for this member only, and read
 * (`markRead`) unless it is a request they have not accepted: that leaves no read state for its sender to see
 * (the delete point alone keeps it from counting as unread).
 */
export async function deleteForMe(db: Knex, conversationId: number, profileId: number, markRead = true): Promise<void> {
  const newest = db('messages').where({ conversation_id: conversationId }).max('id');
  await db('conversation_participants').where({ conversation_id: conversationId, profile_id: profileId }).update(markRead ? { deleted_before_message_id: newest, last_read_message_id: newest } : { deleted_before_message_id: newest });
}

/** A page of messages after the member's delete point and before `before`, newest first, none from a profile hidden for them. */
export async function findMessages(db: Knex, conversationId: number, viewerId: number, after: number, before: number | null, take: number): Promise<MessageRow[]> {
  const q = db('messages').where({ conversation_id: conversationId }).where('id', '>', after).whereNotIn('sender_id', hiddenFor(db, viewerId)).orderBy('id', 'desc').limit(take);
  if (before) q.where('id', '<', before);
  return (await q).map(toMessage);
}

export async function findMessagesByIds(db: Knex, ids: number[]): Promise<MessageRow[]> {
  return ids.length ? (await db('messages').whereIn('id', ids)).map(toMessage) : [];
}

/**
 * The member's conversations in a tab with a message after their delete point that they may see: a pair with
 * someone visible on the member's site and not blocked either way (on the dark site, a pair with someone who may
 * not be there is not shown); a group (messages of profiles hidden for the member left out).
 */
function conversationsOf(db: Knex, viewer: ProfileSight, state: State | null) {
  const profileId = viewer.profileId;
  const q = db('conversation_participants as me')
    .join('conversations as c', 'c.id', 'me.conversation_id')
    .leftJoin('conversation_participants as other', function () {
      this.on('other.conversation_id', 'me.conversation_id').andOn('other.profile_id', '<>', 'me.profile_id').andOnNotNull('c.profile_low');
    })
    .where('me.profile_id', profileId)
    .where((w) => w.whereNull('c.profile_low').orWhere((pair) => pair.whereNotIn('other.profile_id', hiddenFor(db, profileId)).whereIn('other.profile_id', visibleProfileIds(db, viewer.site))))
    .whereExists((s) =>
      s.from('messages as m').whereRaw('m.conversation_id = me.conversation_id and m.id > coalesce(me.deleted_before_message_id, 0)').whereNotIn('m.sender_id', hiddenFor(db, profileId)),
    );
  if (state) q.where('me.state', state);
  // A group whose owner no longer admits the member (a lodge they left) is not theirs to list.
  whereListAdmitted(db, q, profileId);
  return q;
}

/** SQL of "a message the member has not read" in the conversation of `me` (not their own, not from a hidden profile). */
const unreadSql = (db: Knex, profileId: number) =>
  db.raw(
    `exists (select 1 from messages m where m.conversation_id = me.conversation_id and m.sender_id <> me.profile_id and m.sender_id not in ?
      and m.id > greatest(coalesce(me.last_read_message_id, 0), coalesce(me.deleted_before_message_id, 0)))`,
    [hiddenFor(db, profileId)],
  );

/** A row of the conversation list with what the list shows of it, read in the same statement. */
export type ConversationListRow = ConversationRow & {
  /** The last message's text (null when none is left) and how many pictures it carries. */
  lastBody: string | null;
  lastPictures: number;
  /** The pair's other profile as accounts' identity query gives it (read back with its `toPublicIdentity`). */
  otherIdentity: Record<string, unknown> | null;
  /** The other profile's main picture, as media's column gives it. */
  otherPicture: unknown;
};

type ConversationParts = { identity: Knex.QueryBuilder; picture: (idColumn: string) => Knex.Raw };
type ConversationSqlRow = {
  id: number; title: string | null; profile_low: number | null; other_id: number | null; state: State; muted: boolean; last_message_id: number;
  unread: boolean; last_message_at: string | Date; last_body: string | null; last_pictures: string | number | null; other_identity: unknown; other_picture: unknown;
};

/** The list's statement, compiled once per site kind and page size (the member, state and offset are its values). */
const conversationList = preparedQuery<ConversationSqlRow, ConversationParts & { dark: boolean; take: number }>('mail.conversations', (db, p, parts) => {
  const profileId = p(0);
  const page = conversationsOf(db, { profileId, site: { dark: parts.dark } } as ProfileSight, p<State>(1))
    .select('c.id', 'c.last_message_at', 'c.title', 'c.profile_low', 'me.state', 'me.muted', 'other.profile_id as other_id')
    .select(db.raw('(select max(m.id) from messages m where m.conversation_id = c.id and m.sender_id not in ?) as last_message_id', [hiddenFor(db, profileId)]))
    .select(db.raw('? as unread', [unreadSql(db, profileId)]))
    .orderBy([{ column: 'c.last_message_at', order: 'desc' }, { column: 'c.id', order: 'desc' }])
    .offset(db.raw('?', [p<string>(2)]) as unknown as number)
    .limit(parts.take);
  return db
    .from(page.as('x'))
    .select('x.*')
    .select(db.raw('(select lm.body from messages lm where lm.id = x.last_message_id) as last_body'))
    .select(db.raw('(select count(*) from message_attachments la where la.message_id = x.last_message_id) as last_pictures'))
    .select(db.raw('(select row_to_json(i) from (?) i) as other_identity', [parts.identity.clone().whereRaw('id = x.other_id')]))
    .select(db.raw('? as other_picture', [parts.picture('x.other_id')]))
    .orderBy([{ column: 'x.last_message_at', order: 'desc' }, { column: 'x.id', order: 'desc' }]);
});

/**
 * A page of the member's conversations in a state, each with its last message's text and picture count, the other
 * profile's identity (`identity`: accounts' query) and main picture (`picture`: media's column, given the outer
 * column holding the profile id): one round trip for the whole list, a prepared statement.
 */
export async function findConversations(db: Knex, viewer: ProfileSight, state: State, skip: number, take: number, other: ConversationParts): Promise<ConversationListRow[]> {
  const dark = viewer.site.dark;
  const rows = await conversationList(db, [viewer.profileId, state, skip], { ...other, dark, take }, `${dark}:${take}`);
  const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : ((value as Record<string, unknown> | null) ?? null));
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.profile_low === null ? 'Group' : 'Pair',
    title: r.title ?? null,
    otherId: r.other_id === null ? null : Number(r.other_id),
    state: r.state,
    muted: Boolean(r.muted),
    lastMessageId: Number(r.last_message_id),
    unread: Boolean(r.unread),
    lastMessageAt: new Date(r.last_message_at),
    lastBody: r.last_body ?? null,
    lastPictures: Number(r.last_pictures ?? 0),
    otherIdentity: r.other_id === null ? null : json(r.other_identity),
    otherPicture: r.other_picture ?? null,
  }));
}

export async function countConversations(db: Knex, viewer: ProfileSight): Promise<{ inbox: number; requests: number; unread: number }> {
  const rows = await conversationsOf(db, viewer, null).select('me.state')
    .select(db.raw(`count(*) filter (where me.state = 'Inbox' and ?) as unread`, [unreadSql(db, viewer.profileId)]))
    .count('* as n').groupBy('me.state');
  const by = new Map(rows.map((r) => [String(r.state), r]));
  return { inbox: Number(by.get('Inbox')?.n ?? 0), requests: Number(by.get('Request')?.n ?? 0), unread: Number(by.get('Inbox')?.unread ?? 0) };
}

/** Full-text search in the member's accepted conversations, after their delete point, newest first. */
export async function searchMessages(db: Knex, viewer: ProfileSight, text: string, skip: number, take: number): Promise<MessageRow[]> {
  const profileId = viewer.profileId;
  const rows = await db('messages as m')
    .join('conversation_participants as me', function () {
      this.on('me.conversation_id', 'm.conversation_id').andOnVal('me.profile_id', profileId);
    })
    // As an array, so the planner combines the conversation index with the GIN index (a BitmapAnd) instead of
    // reading every message of every conversation: 20–40 ms rather than 100–190 ms at 100,000 messages.
    .whereRaw('m.conversation_id = any(array(?))', [conversationsOf(db, viewer, 'Inbox').select('me.conversation_id')])
    .whereRaw('m.id > coalesce(me.deleted_before_message_id, 0)')
    .whereNotIn('m.sender_id', hiddenFor(db, profileId))
    .whereRaw(`m.search @@ websearch_to_tsquery('simple', ?)`, [text])
    .select('m.*')
    .orderBy('m.id', 'desc')
    .offset(skip)
    .limit(take);
  return rows.map(toMessage);
}

// ---- attachments (pictures: media items; who tapped to see an explicit one)

export type NewAttachment = { mediaId: number; explicit: boolean; width: number; height: number };
export type AttachmentRow = NewAttachment & { id: number; messageId: number; conversationId: number; senderId: number; shown: boolean };

export async function insertAttachments(trx: Knex, messageId: number, items: readonly NewAttachment[]): Promise<void> {
  if (!items.length) return;
  await trx('message_attachments').insert(items.map((a, position) => ({ message_id: messageId, media_id: a.mediaId, explicit: a.explicit, width: a.width, height: a.height, position })));
}

/** Which of these media items are attached to a message already. */
export async function findAttachedMedia(db: Knex, mediaIds: readonly number[]): Promise<number[]> {
  if (!mediaIds.length) return [];
  return (await db('message_attachments').whereIn('media_id', mediaIds as number[]).select('media_id')).map((r: { media_id: number }) => Number(r.media_id));
}

const attachments = (db: Knex, viewerId: number) =>
  db('message_attachments as a')
    .join('messages as m', 'm.id', 'a.message_id')
    .select('a.*', 'm.conversation_id', 'm.sender_id')
    .select(db.raw('exists (select 1 from message_attachment_shown s where s.attachment_id = a.id and s.profile_id = ?) as shown', [viewerId]));

const toAttachment = (r: Record<string, unknown>): AttachmentRow => ({
  id: Number(r.id),
  messageId: Number(r.message_id),
  conversationId: Number(r.conversation_id),
  senderId: Number(r.sender_id),
  mediaId: Number(r.media_id),
  explicit: Boolean(r.explicit),
  width: Number(r.width),
  height: Number(r.height),
  shown: Boolean(r.shown),
});

/** The attachments of these messages in their order, each with whether `viewerId` has tapped to see it. */
export async function findAttachments(db: Knex, messageIds: readonly number[], viewerId: number): Promise<AttachmentRow[]> {
  if (!messageIds.length) return [];
  return (await attachments(db, viewerId).whereIn('a.message_id', messageIds as number[]).orderBy([{ column: 'a.message_id' }, { column: 'a.position' }])).map(toAttachment);
}

export async function findAttachment(db: Knex, by: { id: number } | { mediaId: number }, viewerId: number): Promise<AttachmentRow | null> {
  const row = await attachments(db, viewerId).where('id' in by ? { 'a.id': by.id } : { 'a.media_id': by.mediaId }).first();
  return row ? toAttachment(row) : null;
}

export async function markShown(db: Knex, attachmentId: number, profileId: number): Promise<void> {
  await db('message_attachment_shown').insert({ attachment_id: attachmentId, profile_id: profileId }).onConflict(['attachment_id', 'profile_id']).ignore();
}

/** What the open conversation's statement reads: the conversation, its participants, a pair's other side, a page of messages. */
export type OpenedRows = {
  conversation: Conversation;
  parts: Participant[];
  other: { identity: Record<string, unknown>; picture: unknown; blocked: boolean } | null;
  /** Newest first, one more than the page when there are older ones. */
  messages: MessageRow[];
  attachments: AttachmentRow[];
  /** A group's participants and the page's senders as identities (not the member, nor profiles hidden for them). */
  people: Record<string, unknown>[];
};
type OpenedParts = { identity: Knex.QueryBuilder; picture: (idColumn: string) => Knex.Raw; take: number; before: boolean };

/**
 * One statement for the open conversation page (issue 32): nothing when `viewerId` takes no part in it. The
 * messages are those after the member's delete point, before `before` when paging back, without the senders
 * hidden for the member (profiles' `hiddenFor`, the one home of that rule).
 */
const openedQuery = preparedQuery<Record<string, unknown>, OpenedParts>('mail.opened', (db, p, parts) => {
  const viewerId = p(0);
  const page = db('messages as m')
    .whereRaw('m.conversation_id = c.id and m.id > coalesce(me.deleted_before_message_id, 0)')
    .whereNotIn('m.sender_id', hiddenFor(db, viewerId))
    .orderBy('m.id', 'desc')
    .limit(parts.take)
    .select('m.id', 'm.conversation_id', 'm.sender_id', 'm.body', 'm.created_at');
  if (parts.before) page.where('m.id', '<', p(2));
  const files = attachments(db, viewerId).whereRaw('a.message_id in (select pm.id from page pm)').orderBy([{ column: 'a.message_id' }, { column: 'a.position' }]);
  const people = parts.identity.clone().whereRaw('id <> me.profile_id and id in (select cp.profile_id from conversation_participants cp where cp.conversation_id = c.id union select pm.sender_id from page pm)').whereNotIn('id', hiddenFor(db, viewerId));
  const bindings: Knex.RawBinding[] = [parts.identity.clone().whereRaw('id = other.profile_id'), parts.picture('other.profile_id'), hiddenFor(db, viewerId), viewerId, page, files, people, p(1)];
  return db.raw(
    `select c.id, c.profile_low, c.title, c.owner_type, c.owner_id,
       (select json_agg(row_to_json(cp)) from conversation_participants cp where cp.conversation_id = c.id) as parts,
       case when other.profile_id is null then null else (select row_to_json(i) from (?) i) end as other_identity,
       case when other.profile_id is null then null else ? end as other_picture,
       other.profile_id in ? as other_blocked,
       pages.messages, pages.attachments, pages.people
     from conversations c
     join conversation_participants me on me.conversation_id = c.id and me.profile_id = ?
     left join conversation_participants other on other.conversation_id = c.id and other.profile_id <> me.profile_id and c.profile_low is not null
     cross join lateral (
       with page as (?)
       select (select coalesce(json_agg(row_to_json(pm) order by pm.id desc), '[]') from page pm) as messages,
              (select coalesce(json_agg(row_to_json(f)), '[]') from (?) f) as attachments,
              (select coalesce(json_agg(row_to_json(i)), '[]') from (?) i) as people
     ) pages
     where c.id = ?`,
    bindings,
  );
});

export async function findOpened(db: Knex, viewerId: number, conversationId: number, before: number | null, take: number, parts: Omit<OpenedParts, 'take' | 'before'>): Promise<OpenedRows | null> {
  const shape = { ...parts, take, before: before !== null };
  const [r] = await openedQuery(db, [viewerId, conversationId, before], shape, `${take}:${shape.before}`);
  if (!r) return null;
  const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
  return {
    conversation: { id: Number(r.id), kind: r.profile_low === null ? 'Group' : 'Pair', title: (r.title as string | null) ?? null, ownerType: (r.owner_type as string | null) ?? null, ownerId: r.owner_id == null ? null : Number(r.owner_id) },
    parts: json<Record<string, unknown>[]>(r.parts).map(toParticipant),
    other: r.other_identity == null ? null : { identity: json<Record<string, unknown>>(r.other_identity), picture: r.other_picture ?? null, blocked: Boolean(r.other_blocked) },
    messages: json<Record<string, unknown>[]>(r.messages).map(toMessage),
    attachments: json<Record<string, unknown>[]>(r.attachments).map(toAttachment),
    people: json<Record<string, unknown>[]>(r.people),
  };
}
