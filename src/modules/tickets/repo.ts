import type { Knex } from 'knex';
import type { ConversationState, TicketCategory, TicketStatus } from './schemas.ts';

export type Ticket = {
  id: number;
  siteId: number;
  profileId: number | null;
  email: string | null;
  locale: string;
  category: TicketCategory;
  subject: string;
  status: TicketStatus;
  conversationState: ConversationState;
  forwardedTo: string | null;
  ownerUnread: boolean;
  staffUnread: boolean;
  rating: number | null;
  ratingComment: string | null;
  ratingPublish: boolean;
  ratingShowName: boolean;
  confirmedAt: Date | null;
  erasedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type TicketPicture = { id: number; width: number; height: number; variants: Record<string, string> };
export type TicketMessage = { id: number; author: 'Owner' | 'Staff'; text: string; createdAt: Date; pictures: TicketPicture[] };
export type HeldReply = { id: number; fromAddress: string; text: string; createdAt: Date; pictures: TicketPicture[] };
export type NewPicture = { width: number; height: number; variants: Record<string, string> };

type Row = Record<string, unknown>;
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

export function toTicket(r: Row): Ticket {
  return {
    id: Number(r.id),
    siteId: Number(r.site_id),
    profileId: r.profile_id === null ? null : Number(r.profile_id),
    email: (r.email as string | null) ?? null,
    locale: r.locale as string,
    category: r.category as TicketCategory,
    subject: r.subject as string,
    status: r.status as TicketStatus,
    conversationState: r.conversation_state as ConversationState,
    forwardedTo: (r.forwarded_to as string | null) ?? null,
    ownerUnread: Boolean(r.owner_unread),
    staffUnread: Boolean(r.staff_unread),
    rating: r.rating === null ? null : Number(r.rating),
    ratingComment: (r.rating_comment as string | null) ?? null,
    ratingPublish: Boolean(r.rating_publish),
    ratingShowName: Boolean(r.rating_show_name),
    confirmedAt: date(r.confirmed_at),
    erasedAt: date(r.erased_at),
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
  };
}

const picturesOf = (p: unknown): TicketPicture[] =>
  ((p as Row[] | null) ?? []).map((x) => ({ id: Number(x.id), width: Number(x.width), height: Number(x.height), variants: x.variants as Record<string, string> }));

/** The pictures of a message or a held reply, as a column of its statement. */
const picturesJson = (db: Knex, column: 'message_id' | 'held_reply_id', outer: string) =>
  db.raw(`coalesce((select json_agg(json_build_object('id', p.id, 'width', p.width, 'height', p.height, 'variants', p.variants) order by p.id) from ticket_pictures p where p.${column} = ??), '[]'::json) as pictures`, [outer]);

export async function insertTicket(trx: Knex, t: { siteId: number; profileId: number | null; email: string | null; locale: string; category: TicketCategory; subject: string; status: 'None' | 'New'; confirmed: boolean }): Promise<number> {
  const [row] = await trx('tickets')
    .insert({ site_id: t.siteId, profile_id: t.profileId, email: t.email, locale: t.locale, category: t.category, subject: t.subject, status: t.status, confirmed_at: t.confirmed ? trx.fn.now() : null })
    .returning('id');
  return Number(row.id);
}

export async function findTicket(db: Knex, id: number): Promise<Ticket | null> {
  const row = await db('tickets').where({ id }).first();
  return row ? toTicket(row) : null;
}

export async function insertMessage(trx: Knex, m: { ticketId: number; author: 'Owner' | 'Staff'; staffId: number | null; text: string }): Promise<number> {
  const [row] = await trx('ticket_messages').insert({ ticket_id: m.ticketId, author: m.author, staff_id: m.staffId, text: m.text }).returning('id');
  return Number(row.id);
}

export async function insertPictures(trx: Knex, ticketId: number, owner: { messageId: number } | { heldReplyId: number }, pictures: readonly NewPicture[]): Promise<void> {
  if (!pictures.length) return;
  const ref = 'messageId' in owner ? { message_id: owner.messageId } : { held_reply_id: owner.heldReplyId };
  await trx('ticket_pictures').insert(pictures.map((p) => ({ ticket_id: ticketId, ...ref, width: p.width, height: p.height, variants: JSON.stringify(p.variants) })));
}

/** The conversation, oldest first, each message with its pictures (one statement). */
export async function messagesOf(db: Knex, ticketId: number): Promise<TicketMessage[]> {
  const rows = await db('ticket_messages as m').where('m.ticket_id', ticketId).orderBy('m.id').select('m.id', 'm.author', 'm.text', 'm.created_at', picturesJson(db, 'message_id', 'm.id'));
  return rows.map((r) => ({ id: Number(r.id), author: r.author, text: r.text, createdAt: new Date(r.created_at), pictures: picturesOf(r.pictures) }));
}

/** A ticket with its conversation in one statement (a member's page costs two statements after the session). */
export async function ticketWithMessages(db: Knex, id: number): Promise<{ ticket: Ticket; messages: TicketMessage[] } | null> {
  const row = await db('tickets as t')
    .where('t.id', id)
    .first(
      't.*',
      db.raw(
        `coalesce((select json_agg(json_build_object('id', m.id, 'author', m.author, 'text', m.text, 'created_at', m.created_at,
          'pictures', coalesce((select json_agg(json_build_object('id', p.id, 'width', p.width, 'height', p.height, 'variants', p.variants) order by p.id) from ticket_pictures p where p.message_id = m.id), '[]'::json)) order by m.id)
          from ticket_messages m where m.ticket_id = t.id), '[]'::json) as messages`,
      ),
    );
  if (!row) return null;
  const messages = (row.messages as Row[]).map((m) => ({ id: Number(m.id), author: m.author as 'Owner' | 'Staff', text: m.text as string, createdAt: new Date(m.created_at as string), pictures: picturesOf(m.pictures) }));
  return { ticket: toTicket(row), messages };
}

/** A member's tickets, newest first (`open`: only those not closed; deleted ones never). */
export async function ownTickets(db: Knex, profileId: number, { take, skip, open }: { take: number; skip: number; open?: boolean | undefined }): Promise<Ticket[]> {
  const q = db('tickets').where({ profile_id: profileId }).whereNot('status', 'Deleted');
  if (open === true) q.whereNot('status', 'Closed');
  if (open === false) q.where('status', 'Closed');
  return (await q.orderBy('id', 'desc').limit(take).offset(skip)).map(toTicket);
}

export async function unreadCount(db: Knex, profileId: number): Promise<number> {
  const [row] = await db('tickets').where({ profile_id: profileId, owner_unread: true }).whereNot('status', 'Deleted').count('id as n');
  return Number(row?.n ?? 0);
}

/** Columns that are not states: who has not read the latest message, whom it was forwarded to. */
export async function setFlags(db: Knex, id: number, flags: { owner_unread?: boolean; staff_unread?: boolean; forwarded_to?: string | null }): Promise<boolean> {
  return (await db('tickets').where({ id }).update({ ...flags, updated_at: db.fn.now() })) > 0;
}

export async function confirmTicket(trx: Knex, id: number): Promise<void> {
  await trx('tickets').where({ id }).whereNull('confirmed_at').update({ confirmed_at: trx.fn.now() });
}

/** The staff queue: every site's confirmed tickets, filtered, newest activity first, a page at a time. */
export async function staffQueue(db: Knex, f: { status?: TicketStatus | undefined; category?: TicketCategory | undefined }, take: number, skip: number) {
  const q = db('tickets').whereNot('status', 'None');
  if (f.status) q.where('status', f.status);
  else q.whereNot('status', 'Deleted');
  if (f.category) q.where('category', f.category);
  const [rows, [count]] = await Promise.all([q.clone().orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(take).offset(skip), q.clone().count('id as n')]);
  return { tickets: rows.map(toTicket), total: Number(count?.n ?? 0) };
}

export async function heldRepliesOf(db: Knex, ticketId: number): Promise<HeldReply[]> {
  const rows = await db('ticket_held_replies as h').where('h.ticket_id', ticketId).orderBy('h.id').select('h.*', picturesJson(db, 'held_reply_id', 'h.id'));
  return rows.map((r) => ({ id: Number(r.id), fromAddress: r.from_address, text: r.text, createdAt: new Date(r.created_at), pictures: picturesOf(r.pictures) }));
}

export async function insertHeldReply(trx: Knex, ticketId: number, fromAddress: string, text: string): Promise<number> {
  const [row] = await trx('ticket_held_replies').insert({ ticket_id: ticketId, from_address: fromAddress, text }).returning('id');
  return Number(row.id);
}

export async function findHeldReply(db: Knex, ticketId: number, heldId: number): Promise<{ id: number; fromAddress: string; text: string } | null> {
  const row = await db('ticket_held_replies').where({ id: heldId, ticket_id: ticketId }).first();
  return row ? { id: Number(row.id), fromAddress: row.from_address, text: row.text } : null;
}

/** Removes a held reply (its pictures' rows go with it, unless moved first); false when it was already gone. */
export async function deleteHeldReply(trx: Knex, heldId: number): Promise<boolean> {
  return (await trx('ticket_held_replies').where({ id: heldId }).delete()) > 0;
}

export async function heldPictureIds(trx: Knex, heldId: number): Promise<number[]> {
  return (await trx('ticket_pictures').where({ held_reply_id: heldId }).pluck('id')).map(Number);
}

/** Moves pictures of an accepted held reply onto its message. */
export async function movePicturesToMessage(trx: Knex, pictureIds: readonly number[], messageId: number): Promise<void> {
  if (pictureIds.length) await trx('ticket_pictures').whereIn('id', pictureIds).update({ message_id: messageId, held_reply_id: null });
}

export async function findPicture(db: Knex, id: number): Promise<(TicketPicture & { ticketId: number; held: boolean }) | null> {
  const row = await db('ticket_pictures').where({ id }).first();
  return row ? { id: Number(row.id), ticketId: Number(row.ticket_id), width: row.width, height: row.height, variants: row.variants, held: row.held_reply_id !== null } : null;
}

/** Deletes picture rows, answering the stored keys no remaining ticket picture uses (the caller removes those files). */
export async function deletePictures(trx: Knex, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const gone = await trx('ticket_pictures').whereIn('id', ids).delete().returning('variants');
  const keys = [...new Set(gone.flatMap((r) => Object.values(r.variants as Record<string, string>)))];
  if (!keys.length) return [];
  const used = new Set(
    (await trx.raw(`select distinct v.value as key from ticket_pictures p, jsonb_each_text(p.variants) v where v.value = any(?)`, [keys])).rows.map((r: Row) => r.key as string),
  );
  return keys.filter((k) => !used.has(k));
}

/** The owner's rating, once, only after closing: one conditional statement, so a double click rates once. */
export async function rateTicket(db: Knex, id: number, r: { rating: number; comment: string | null; publish: boolean; showName: boolean }): Promise<boolean> {
  const n = await db('tickets')
    .where({ id, status: 'Closed' })
    .whereNull('rating')
    .update({ rating: r.rating, rating_comment: r.comment, rating_publish: r.publish, rating_show_name: r.showName, rated_at: db.fn.now() });
  return n > 0;
}

export async function ratingSummary(db: Knex): Promise<{ average: number | null; count: number }> {
  const [row] = await db('tickets').whereNotNull('rating').select(db.raw('avg(rating)::float as average'), db.raw('count(*)::int as count'));
  return { average: row?.average === null || row?.average === undefined ? null : Number(row.average), count: Number(row?.count ?? 0) };
}

/** The newest rated tickets whose writers allowed their comment to be published. */
export async function publishedReviews(db: Knex, limit: number): Promise<{ rating: number; comment: string; ratedAt: Date; profileId: number | null }[]> {
  const rows = await db('tickets')
    .whereNotNull('rating')
    .where('rating_publish', true)
    .whereNotNull('rating_comment')
    .orderBy('rated_at', 'desc')
    .limit(limit)
    .select('rating', 'rating_comment', 'rated_at', db.raw('case when rating_show_name then profile_id end as profile_id'));
  return rows.map((r) => ({ rating: Number(r.rating), comment: r.rating_comment, ratedAt: new Date(r.rated_at), profileId: r.profile_id === null ? null : Number(r.profile_id) }));
}

// ---- personal data

export async function ticketsOfProfile(db: Knex, profileId: number): Promise<Ticket[]> {
  return (await db('tickets').where({ profile_id: profileId }).orderBy('id')).map(toTicket);
}

export async function ownerPictureIds(trx: Knex, ticketIds: readonly number[]): Promise<number[]> {
  if (!ticketIds.length) return [];
  return (
    await trx('ticket_pictures as p')
      .leftJoin('ticket_messages as m', 'm.id', 'p.message_id')
      .whereIn('p.ticket_id', ticketIds)
      .where((q) => q.where('m.author', 'Owner').orWhereNotNull('p.held_reply_id'))
      .pluck('p.id')
  ).map(Number);
}

/** The member's side of their tickets blanked: their texts, address, subject, comment; the staff side stays. */
export async function blankOwnerSide(trx: Knex, ticketIds: readonly number[]): Promise<void> {
  if (!ticketIds.length) return;
  await trx('ticket_messages').whereIn('ticket_id', ticketIds).where('author', 'Owner').update({ text: '' });
  await trx('ticket_held_replies').whereIn('ticket_id', ticketIds).delete();
  await trx('tickets')
    .whereIn('id', ticketIds)
    .update({ profile_id: null, email: null, subject: '', rating_comment: null, rating_publish: false, rating_show_name: false, owner_unread: false, erased_at: trx.fn.now() });
}

export async function staffMessagesBy(trx: Knex, staffId: number): Promise<void> {
  await trx('ticket_messages').where({ staff_id: staffId }).update({ staff_id: null });
}

/** Visitors' tickets whose address was never confirmed, made before `before`. */
export async function unconfirmedBefore(db: Knex, before: Date): Promise<number[]> {
  return (await db('tickets').where({ status: 'None' }).whereNull('profile_id').where('created_at', '<', before).pluck('id')).map(Number);
}

export async function pictureIdsOfTickets(db: Knex, ticketIds: readonly number[]): Promise<number[]> {
  if (!ticketIds.length) return [];
  return (await db('ticket_pictures').whereIn('ticket_id', ticketIds).pluck('id')).map(Number);
}

/** Deletes tickets with their messages (never confirmed: nobody but the writer's address ever saw them). */
export async function deleteTickets(trx: Knex, ids: readonly number[]): Promise<void> {
  if (ids.length) await trx('tickets').whereIn('id', ids).delete();
}
