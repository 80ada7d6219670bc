import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../platform/auth/actor.ts';
import { abilities, authorize } from '../../platform/auth/authorize.ts';
import { queueMail } from '../../platform/mail/index.ts';
import { countsChanged } from '../../platform/member-counts.ts';
import { getProfile } from '../accounts/index.ts';
import { emailRequired, moveNotAllowed, ticketNotFound } from './errors.ts';
import { openTicketId, sealTicketId } from './link.ts';
import type { TicketSubject } from './policy.ts';
import { forgetPictureFiles, keysOf } from './pictures.ts';
import * as repo from './repo.ts';
import type { ConversationState, CreateTicketInput, RateInput, TicketStatus } from './schemas.ts';
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
export const myTicketLink = (origin: string, ticketId: number) => `${origin}/Support/MyTickets/${ticketId}`;

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
export async function move(trx: Knex, t: Pick<repo.Ticket, 'id' | 'status' | 'conversationState'>, status: TicketStatus | null, conversation: ConversationState | null): Promise<void> {
  const statusMoves = status !== null && status !== t.status;
  const conversationMoves = conversation !== null && conversation !== t.conversationState;
  if (statusMoves && !ticketStatusMachine.canTransition(t.status, status)) throw moveNotAllowed();
  if (conversationMoves && !conversationStateMachine.canTransition(t.conversationState, conversation)) throw moveNotAllowed();
  if (statusMoves) await ticketStatusMachine.transition(trx, t.id, t.status, status, { updated_at: trx.fn.now() });
  if (conversationMoves) await conversationStateMachine.transition(trx, t.id, t.conversationState, conversation);
}

/** What an owner's message does: a closed ticket reopens (Reopened), a pending one is open again (Normal). */
export async function ownerWrote(trx: Knex, t: repo.Ticket): Promise<void> {
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
