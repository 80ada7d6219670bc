import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../platform/auth/actor.ts';
import { abilities, authorize } from '../../platform/auth/authorize.ts';
import { queueMail } from '../../platform/mail/index.ts';
import { countsChanged } from '../../platform/member-counts.ts';
import { getProfile } from '../accounts/index.ts';
import { listSites } from '../sites/index.ts';
import { emailRequired, moveNotAllowed, ticketNotFound } from './errors.ts';
import { openTicketId, sealTicketId } from './link.ts';
import type { TicketSubject } from './policy.ts';
import { forgetPictureFiles, keysOf, makeTicketPictures } from './pictures.ts';
import * as repo from './repo.ts';
import { maxPictures, textMaxLength, type ConversationState, type CreateTicketInput, type RateInput, type TicketStatus } from './schemas.ts';
import { conversationStateMachine, ticketStatusMachine } from './states.ts';

/** A ticket named by its id (a member's pages and calls) or by its e-mailed link's encrypted id. */
export type TicketRef = { id: number } | { token: string };
/** Where links in mails lead (the site's configured origin) and the ticket's site. */
export type Scope = { siteId: number; origin: string; locale: string };

export const subjectOf = (t: repo.Ticket, viaLink: boolean): TicketSubject => ({
  ownerId: t.profileId,
  viaLink,
  status: t.status,
  conversationState: t.conversationState,
  rated: t.rating !== null,
});

export const ticketLink = (origin: string, ticketId: number) => `${origin}/Support/Ticket?ticketid=${sealTicketId(ticketId)}`;
const myTicketLink = (origin: string, ticketId: number) => `${origin}/Support/MyTickets/${ticketId}`;

function idOf(ref: TicketRef): number {
  const id = 'id' in ref ? ref.id : openTicketId(ref.token);
  if (id === null) throw ticketNotFound();
  return id;
}

/** Loads a ticket as the actor names it and checks `tickets.read`: anyone else's, or a bad link, is a 404. */
export async function loadTicket(db: Knex, actor: Actor, ref: TicketRef) {
  const ticket = await repo.findTicket(db, idOf(ref));
  if (!ticket) throw ticketNotFound();
  const subject = subjectOf(ticket, 'token' in ref);
  authorize(actor, 'tickets.read', subject);
  return { ticket, subject };
}

/** Moves a ticket's status and conversation state through their machines (a move they lack: 409, nothing written). */
async function move(trx: Knex, t: Pick<repo.Ticket, 'id' | 'status' | 'conversationState'>, status: TicketStatus | null, conversation: ConversationState | null): Promise<void> {
  const statusMoves = status !== null && status !== t.status;
  const conversationMoves = conversation !== null && conversation !== t.conversationState;
  if (statusMoves && !ticketStatusMachine.canTransition(t.status, status)) throw moveNotAllowed();
  if (conversationMoves && !conversationStateMachine.canTransition(t.conversationState, conversation)) throw moveNotAllowed();
  if (statusMoves) await ticketStatusMachine.transition(trx, t.id, t.status, status, { updated_at: trx.fn.now() });
  if (conversationMoves) await conversationStateMachine.transition(trx, t.id, t.conversationState, conversation);
}

/** What an owner's message does: a closed ticket reopens (Reopened), a pending one is open again (Normal). */
async function ownerWrote(trx: Knex, t: repo.Ticket): Promise<void> {
  if (t.status === 'Closed') await move(trx, t, 'Open', 'Reopened');
  else if (t.status === 'Pending') await move(trx, t, 'Open', t.conversationState === 'ClosePending' ? 'Normal' : null);
  await repo.setFlags(trx, t.id, { staff_unread: true });
}

/**
 * CreateTicket and the create form: a member's ticket goes to staff at once; a visitor's waits (status None) until
 * they open the e-mailed link and confirm. The answer is the same whether or not the address has a profile.
 */
export async function createTicket(db: Knex, actor: Actor, input: CreateTicketInput, pictures: repo.NewPicture[], scope: Scope) {
  const profile = actor.profileId === null ? null : await getProfile(db, actor.profileId);
  const email = profile ? profile.email : input.email;
  if (!email) throw emailRequired();
  try {
    return await db.transaction(async (trx) => {
      const id = await repo.insertTicket(trx, {
        siteId: scope.siteId,
        profileId: profile?.id ?? null,
        email,
        locale: profile?.language ?? scope.locale,
        category: input.category,
        subject: input.subject,
        status: profile ? 'New' : 'None',
        confirmed: profile !== null,
      });
      const messageId = await repo.insertMessage(trx, { ticketId: id, author: 'Owner', staffId: null, text: input.text });
      await repo.insertPictures(trx, id, { messageId }, pictures);
      if (!profile) {
        await queueMail(trx, { to: email, locale: scope.locale, template: 'tickets.mail.confirm', params: { subject: input.subject }, link: ticketLink(scope.origin, id) });
      }
      return { id, member: profile !== null };
    });
  } catch (err) {
    await forgetPictureFiles(keysOf(pictures));
    throw err;
  }
}

/** The e-mailed link opened and confirmed: a visitor's ticket goes to staff (None → New). */
export async function confirmTicket(db: Knex, actor: Actor, token: string): Promise<number> {
  const { ticket, subject } = await loadTicket(db, actor, { token });
  authorize(actor, 'tickets.reply', { ...subject, status: ticket.status === 'None' ? 'New' : ticket.status });
  if (ticket.status !== 'None') return ticket.id;
  await db.transaction(async (trx) => {
    await move(trx, ticket, 'New', null);
    await repo.confirmTicket(trx, ticket.id);
  });
  return ticket.id;
}

/** A ticket with its conversation for its owner or staff, and what the actor may do; the owner has now read it. */
export async function openTicket(db: Knex, actor: Actor, ref: TicketRef) {
  const found = await repo.ticketWithMessages(db, idOf(ref));
  if (!found) throw ticketNotFound();
  const subject = subjectOf(found.ticket, 'token' in ref);
  authorize(actor, 'tickets.read', subject);
  const can = abilities(actor, subject, ['tickets.reply', 'tickets.close', 'tickets.rate']);
  const ownerReads = subject.ownerId === null ? subject.viaLink : actor.profileId === subject.ownerId;
  if (ownerReads && found.ticket.ownerUnread) {
    await repo.setFlags(db, found.ticket.id, { owner_unread: false });
    if (found.ticket.profileId !== null) await countsChanged(db, [found.ticket.profileId]);
  }
  return { ...found, can, token: 'token' in ref ? ref.token : null };
}

/** Tickets: the member's own, newest first. */
export async function ownTickets(db: Knex, actor: ProfileActor, page: { take: number; skip: number; open?: boolean | undefined }) {
  return repo.ownTickets(db, actor.profileId, page);
}

/** SetTicketRead: the owner marks the latest answer read (the menu's unreadTicketCount). */
export async function setTicketRead(db: Knex, actor: ProfileActor, id: number): Promise<void> {
  const { ticket } = await loadTicket(db, actor, { id });
  if (ticket.profileId !== actor.profileId) throw ticketNotFound();
  await repo.setFlags(db, id, { owner_unread: false });
  await countsChanged(db, [actor.profileId]);
}

/** AddMessageToTicket and the reply forms: the owner writes; a reply to a closed ticket reopens it. */
export async function addMessage(db: Knex, actor: Actor, ref: TicketRef, text: string, pictures: repo.NewPicture[]): Promise<{ ticketId: number; messageId: number }> {
  try {
    const { ticket, subject } = await loadTicket(db, actor, ref);
    authorize(actor, 'tickets.reply', subject);
    return await db.transaction(async (trx) => {
      const messageId = await repo.insertMessage(trx, { ticketId: ticket.id, author: 'Owner', staffId: null, text });
      await repo.insertPictures(trx, ticket.id, { messageId }, pictures);
      await ownerWrote(trx, ticket);
      return { ticketId: ticket.id, messageId };
    });
  } catch (err) {
    await forgetPictureFiles(keysOf(pictures));
    throw err;
  }
}

/** CloseTicket: the owner or staff close it (status and conversation Closed). */
export async function closeTicket(db: Knex, actor: Actor, ref: TicketRef): Promise<number> {
  const { ticket, subject } = await loadTicket(db, actor, ref);
  authorize(actor, 'tickets.close', subject);
  const byStaff = ticket.profileId !== actor.profileId && !(ticket.profileId === null && subject.viaLink);
  await db.transaction(async (trx) => {
    await move(trx, ticket, 'Closed', 'Closed');
    if (byStaff) await repo.setFlags(trx, ticket.id, { owner_unread: true });
  });
  if (byStaff && ticket.profileId !== null) await countsChanged(db, [ticket.profileId]);
  return ticket.id;
}

/** RateTicket, RateEmailTicket and the rating form: once, after closing, 1–5 with an optional comment. */
export async function rateTicket(db: Knex, actor: Actor, ref: TicketRef, input: RateInput): Promise<number> {
  const { ticket, subject } = await loadTicket(db, actor, ref);
  authorize(actor, 'tickets.rate', subject);
  const rated = await repo.rateTicket(db, ticket.id, { rating: input.rating, comment: input.comment ?? null, publish: input.mayPublish, showName: input.showName && ticket.profileId !== null });
  if (!rated) authorize(actor, 'tickets.rate', { ...subject, rated: true });
  return ticket.id;
}

/** SEO TicketsRating and the trust-rating page: the average, the count and the comments allowed to be shown. */
export async function ticketsRating(db: Knex) {
  return repo.ratingSummary(db);
}

// ---- staff

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
  await queueMail(trx, { to: ticket.email, locale: ticket.locale, template: 'tickets.mail.answered', params: { subject: ticket.subject }, link });
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

// ---- e-mail replies

export type InboundReply = { token: string; from: string; text: string; attachments: { filename: string; contentType: string; content: Buffer }[] };

/** The address inside `Name <address>`, lower-cased. */
const addressOf = (from: string) => (/<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();

/** The reply without the quoted history (`> …`, "On … wrote:") and the signature (after "-- "). */
export function trimReply(text: string): string {
  const kept: string[] = [];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (/^-- ?$/.test(line) || /^On .+wrote:\s*$/i.test(line) || /^-{2,}\s*Original Message\s*-{2,}/i.test(line) || /^(Den|På|On) .{4,}(skrev|wrote)/i.test(line)) break;
    if (line.startsWith('>')) continue;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

/**
 * An e-mail reply to a ticket (the inbound mailbox hands it over): appended as the owner's message when the sender
 * is the ticket's address, else held for staff to accept or discard; refused when the token names no open ticket,
 * when an attachment is not a picture or when nothing is left once quotes and signature are trimmed.
 */
export async function receiveTicketReply(db: Knex, reply: InboundReply): Promise<'appended' | 'held' | 'refused'> {
  const id = openTicketId(reply.token);
  const ticket = id === null ? null : await repo.findTicket(db, id);
  if (!ticket || ticket.status === 'None' || ticket.status === 'Deleted' || ticket.erasedAt) return 'refused';
  const text = trimReply(reply.text).slice(0, textMaxLength);
  if (reply.attachments.length > maxPictures) return 'refused';
  let pictures: repo.NewPicture[];
  try {
    pictures = await makeTicketPictures(reply.attachments.map((a) => a.content));
  } catch {
    return 'refused';
  }
  if (!text && !pictures.length) return 'refused';
  const matches = ticket.email !== null && addressOf(reply.from) === ticket.email.toLowerCase();
  try {
    await db.transaction(async (trx) => {
      if (matches) {
        const messageId = await repo.insertMessage(trx, { ticketId: ticket.id, author: 'Owner', staffId: null, text });
        await repo.insertPictures(trx, ticket.id, { messageId }, pictures);
        await ownerWrote(trx, ticket);
      } else {
        const heldId = await repo.insertHeldReply(trx, ticket.id, addressOf(reply.from).slice(0, 254), text);
        await repo.insertPictures(trx, ticket.id, { heldReplyId: heldId }, pictures);
        await repo.setFlags(trx, ticket.id, { staff_unread: true });
      }
    });
  } catch (err) {
    await forgetPictureFiles(keysOf(pictures));
    throw err;
  }
  return matches ? 'appended' : 'held';
}

/** A picture of a ticket the actor may read (a held reply's only for staff). */
export async function loadPicture(db: Knex, actor: Actor, pictureId: number, token: string | undefined) {
  const picture = await repo.findPicture(db, pictureId);
  if (!picture) throw ticketNotFound();
  const ref: TicketRef = token ? { token } : { id: picture.ticketId };
  const { ticket } = await loadTicket(db, actor, ref);
  if (ticket.id !== picture.ticketId) throw ticketNotFound();
  if (picture.held) authorize(actor, 'tickets.staff', null);
  return picture;
}
