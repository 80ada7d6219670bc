import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../platform/auth/actor.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { queueMail } from '../../platform/mail/index.ts';
import { ticketReplyAddress } from './mailbox.ts';
import { countsChanged } from '../../platform/member-counts.ts';
import { listSites } from '../sites/index.ts';
import { moveNotAllowed, ticketNotFound } from './errors.ts';
import { forgetPictureFiles } from './pictures.ts';
import * as repo from './repo.ts';
import type { ConversationState, TicketStatus } from './schemas.ts';
import { move, myTicketLink, ownerWrote, ticketLink } from './service.ts';

// Support staff's side (/Staff/Tickets and the admin CLI): the queue, the answer, the moves and held e-mail replies.

/** Staff's moves on a ticket, each through both machines. */
export const staffMoves = {
  pending: { status: 'Pending', conversation: 'ClosePending' },
  close: { status: 'Closed', conversation: 'Closed' },
  reopen: { status: 'Open', conversation: 'Reopened' },
  forward: { status: 'Forwarded', conversation: null },
  delete: { status: 'Deleted', conversation: null },
} as const satisfies Record<string, { status: TicketStatus; conversation: ConversationState | null }>;
export type StaffMove = keyof typeof staffMoves;

/** Each site's name and origin by id: staff work every site's tickets, and a mail's link leads to the ticket's site. */
async function sitesById(db: Knex) {
  return new Map((await listSites(db)).map((site) => [site.id, { name: site.name, dark: site.dark, origin: site.origin }]));
}

async function loadForStaff(db: Knex, actor: Actor, id: number) {
  authorize(actor, 'tickets.staff', null);
  const ticket = await repo.findTicket(db, id);
  if (!ticket || ticket.status === 'None') throw ticketNotFound();
  return ticket;
}

export async function staffQueue(db: Knex, actor: Actor, f: { status?: TicketStatus | undefined; category?: repo.Ticket['category'] | undefined; page: number }, pageSize: number) {
  authorize(actor, 'tickets.staff', null);
  const [{ tickets, total }, sites] = await Promise.all([repo.staffQueue(db, f, pageSize, (f.page - 1) * pageSize), sitesById(db)]);
  return { tickets: tickets.map((t) => ({ ...t, siteName: sites.get(t.siteId)?.name ?? '' })), total, page: f.page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** /Staff/Tickets/{id}: the ticket, its conversation and the e-mail replies held for a decision; staff have now read it. */
export async function staffTicket(db: Knex, actor: Actor, id: number) {
  const ticket = await loadForStaff(db, actor, id);
  const [messages, held, sites] = await Promise.all([repo.messagesOf(db, id), repo.heldRepliesOf(db, id), sitesById(db)]);
  if (ticket.staffUnread) await repo.setFlags(db, id, { staff_unread: false });
  return { ticket: { ...ticket, siteName: sites.get(ticket.siteId)?.name ?? '' }, messages, held };
}

/** Tells the owner of an answer: a visitor by their ticket's link, a member by mail too (and the menu count). */
async function tellOwner(trx: Knex, ticket: repo.Ticket, origin: string): Promise<void> {
  if (!ticket.email) return;
  const link = ticket.profileId === null ? ticketLink(origin, ticket.id) : myTicketLink(origin, ticket.id);
  await queueMail(trx, { to: ticket.email, locale: ticket.locale, template: 'tickets.mail.answered', params: { subject: ticket.subject }, link, replyTo: ticketReplyAddress(ticket.id) });
}

/** Staff answer: the message, the ticket Open (a pending one's conversation Normal again), the owner told (the link leads to the ticket's site). */
export async function answerTicket(db: Knex, actor: ProfileActor, id: number, text: string): Promise<number> {
  const ticket = await loadForStaff(db, actor, id);
  const origin = (await sitesById(db)).get(ticket.siteId)?.origin;
  if (!origin) throw new Error(`tickets: ticket ${id} names site ${ticket.siteId}, which is not set up`);
  if (ticket.status === 'Closed' || ticket.status === 'Deleted') throw moveNotAllowed();
  const messageId = await db.transaction(async (trx) => {
    const made = await repo.insertMessage(trx, { ticketId: id, author: 'Staff', staffId: actor.profileId, text });
    await move(trx, ticket, 'Open', ticket.conversationState === 'ClosePending' ? 'Normal' : null);
    await repo.setFlags(trx, id, { owner_unread: true, staff_unread: false });
    await tellOwner(trx, ticket, origin);
    return made;
  });
  if (ticket.profileId !== null) await countsChanged(db, [ticket.profileId]);
  return messageId;
}

/** Staff set Pending, close, reopen, forward (to someone named) or delete a ticket. */
export async function staffMove(db: Knex, actor: Actor, id: number, what: StaffMove, forwardTo?: string): Promise<void> {
  const ticket = await loadForStaff(db, actor, id);
  const { status, conversation } = staffMoves[what];
  if (ticket.status === status) throw moveNotAllowed();
  await db.transaction(async (trx) => {
    await move(trx, ticket, status, conversation);
    if (what === 'forward') await repo.setFlags(trx, id, { forwarded_to: forwardTo ?? null });
    if (what === 'close' || what === 'reopen') await repo.setFlags(trx, id, { owner_unread: true });
  });
  if (ticket.profileId !== null) await countsChanged(db, [ticket.profileId]);
}

/** A held e-mail reply accepted (appended as the owner's message, with its pictures) or discarded (with its files). */
export async function decideHeldReply(db: Knex, actor: Actor, ticketId: number, heldId: number, accept: boolean): Promise<void> {
  const ticket = await loadForStaff(db, actor, ticketId);
  const held = await repo.findHeldReply(db, ticketId, heldId);
  if (!held) throw ticketNotFound();
  const unused = await db.transaction(async (trx) => {
    const pictureIds = await repo.heldPictureIds(trx, heldId);
    if (!accept) {
      const keys = await repo.deletePictures(trx, pictureIds);
      await repo.deleteHeldReply(trx, heldId);
      return keys;
    }
    const messageId = await repo.insertMessage(trx, { ticketId, author: 'Owner', staffId: null, text: held.text });
    await repo.movePicturesToMessage(trx, pictureIds, messageId);
    await repo.deleteHeldReply(trx, heldId);
    await ownerWrote(trx, ticket);
    return [];
  });
  await forgetPictureFiles(unused);
}
