import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { hasStaffRole } from '../../platform/auth/access.ts';
import { alreadyRated, notClosedYet, notConfirmed, notStaff, ticketClosed, ticketNotFound } from './errors.ts';
import type { ConversationState, TicketStatus } from './schemas.ts';

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    'tickets.read': TicketSubject;
    'tickets.reply': TicketSubject;
    'tickets.close': TicketSubject;
    'tickets.rate': TicketSubject;
    'tickets.staff': null;
  }
}

/**
 * A loaded ticket as its rules read it: its owner (a member, or null for a visitor's), whether the request came
 * with the ticket's valid encrypted link, its states and whether it was rated.
 */
export type TicketSubject = Readonly<{
  ownerId: number | null;
  viaLink: boolean;
  status: TicketStatus;
  conversationState: ConversationState;
  rated: boolean;
}>;

/** Support staff and up work the tickets (spec §3's StaffRole Support). */
export const isSupportStaff = (actor: Actor) => hasStaffRole(actor, 'Support');

/**
 * The ticket's owner: the member who wrote it, or, for a visitor's ticket, whoever holds its e-mailed link (the
 * encrypted id proves the link came from the mail). A member's ticket is never opened by its link alone.
 */
export const ownsTicket = (actor: Actor, t: TicketSubject) => (t.ownerId === null ? t.viaLink : actor.profileId === t.ownerId);

const live = (t: TicketSubject) => t.status !== 'Deleted';

/** Reads the conversation: the owner, or support staff once a visitor's address is confirmed. */
export const mayRead = (actor: Actor, t: TicketSubject) => live(t) && (ownsTicket(actor, t) || (isSupportStaff(actor) && t.status !== 'None'));
/** Writes in it: the owner (a reply to a closed ticket reopens it) once the address is confirmed. Staff answer through `tickets.staff`. */
export const mayReply = (actor: Actor, t: TicketSubject) => live(t) && ownsTicket(actor, t) && t.status !== 'None';
/** Closes it: the owner or staff, while it is not closed. */
export const mayClose = (actor: Actor, t: TicketSubject) => mayRead(actor, t) && t.status !== 'Closed' && t.status !== 'None';
/** Rates it: the owner, once, after it is closed. */
export const mayRate = (actor: Actor, t: TicketSubject) => live(t) && ownsTicket(actor, t) && t.status === 'Closed' && !t.rated;

const hidden = (actor: Actor, t: TicketSubject) => !mayRead(actor, t);
const example = (over: Partial<TicketSubject>): TicketSubject => ({ ownerId: 1, viaLink: false, status: 'Open', conversationState: 'Normal', rated: false, ...over });
const examples = {
  own: example({}),
  another: example({ ownerId: 999_999 }),
  visitorsByLink: example({ ownerId: null, viaLink: true }),
  visitorsWithoutLink: example({ ownerId: null }),
  closed: example({ status: 'Closed', conversationState: 'Closed' }),
  rated: example({ status: 'Closed', conversationState: 'Closed', rated: true }),
  unconfirmed: example({ ownerId: null, viaLink: true, status: 'None' }),
};

/** Registered from index.ts (`registerPolicies`). Another's ticket, or a bad link, is a 404 that never says which. */
export const policies: Policies = {
  'tickets.read': { allows: mayRead, refusal: () => ticketNotFound(), examples },
  'tickets.reply': { allows: mayReply, refusal: (a, t) => (hidden(a, t) || !ownsTicket(a, t) ? ticketNotFound() : notConfirmed()), examples },
  'tickets.close': { allows: mayClose, refusal: (a, t) => (hidden(a, t) ? ticketNotFound() : t.status === 'None' ? notConfirmed() : ticketClosed()), examples },
  'tickets.rate': {
    allows: mayRate,
    refusal: (a, t) => (!live(t) || !ownsTicket(a, t) ? ticketNotFound() : t.rated ? alreadyRated() : notClosedYet()),
    examples,
  },
  'tickets.staff': { allows: (a) => isSupportStaff(a), refusal: () => notStaff(), examples: { queue: null } },
};
