import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import * as service from './staff.ts';
import { ticketStatuses, type TicketStatus } from './schemas.ts';

const oneLine = (s: string, max = 80) => {
  const line = s.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** `tickets:list`: the staff queue (every site's), newest activity first (a status filter, or every open one). */
export async function describeTickets(db: Knex, actor: ProfileActor, status: string | undefined, limit = 50): Promise<string> {
  if (status !== undefined && !ticketStatuses.includes(status as TicketStatus)) throw new Error(`Unknown status "${status}". Statuses: ${ticketStatuses.join(', ')}`);
  const { tickets, total } = await service.staffQueue(db, actor, { status: status as TicketStatus | undefined, page: 1 }, limit);
  if (!tickets.length) return status ? `No ${status} tickets.` : 'No tickets.';
  const lines = tickets.map((t) => `  #${t.id} ${t.status}/${t.conversationState} ${t.category}${t.profileId === null ? ' (e-mail)' : ` (profile ${t.profileId})`} on ${t.siteName}: ${oneLine(t.subject)}`);
  return `${total} ticket(s)${status ? ` ${status}` : ''}, newest activity first:\n${lines.join('\n')}`;
}

/** `tickets:answer`: staff answer as on /Staff/Tickets/{id} (the owner is told, a visitor by their link). */
export async function describeAnswer(db: Knex, actor: ProfileActor, id: number, text: string): Promise<string> {
  const trimmed = text.trim();
  if (!trimmed) throw new Error('--text must not be empty.');
  await service.answerTicket(db, actor, id, trimmed);
  return `Ticket #${id} answered; it is Open and its owner has been told.`;
}

/** `tickets:close`, `tickets:reopen`: the same moves as the staff page's buttons. */
export async function describeMove(db: Knex, actor: ProfileActor, id: number, move: 'close' | 'reopen'): Promise<string> {
  await service.staffMove(db, actor, id, move);
  return `Ticket #${id} ${move === 'close' ? 'closed' : 'reopened'}.`;
}
