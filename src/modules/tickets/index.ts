import { registerPolicies } from '../../platform/auth/authorize.ts';
import type { AppModule } from '../../platform/http/define.ts';
import { registerRateLimit } from '../../platform/http/rate-limit.ts';
import { registerMenuCount } from '../../platform/member-counts.ts';
import { registerSitemapSource } from '../../platform/sitemap.ts';
import { actions, seoActions } from './api.ts';
import { pages } from './pages.ts';
import { schedules, sweepUnconfirmed, sweepUnconfirmedJob } from './jobs.ts';
import { deleteFilesJob, deleteTicketFiles } from './personal-data.ts';
import { policies } from './policy.ts';
import { unreadCount } from './repo.ts';
import { staffPages } from './staff-pages.ts';
import { registerTicketMailbox } from './mailbox.ts';

declare module '../../platform/http/define.ts' {
  interface RateLimitNames {
    ticketCreate: true;
    ticketReply: true;
  }
}

// Who may read, answer, close and rate a ticket, and who works the queue (policy.ts), decided through authorize.
registerPolicies(policies);
// A visitor's tickets, per address the request comes from: a handful an hour (members are not limited).
registerRateLimit('ticketCreate', { points: 5, duration: 3600 });
// A link holder's messages, per address: far more than a conversation needs, too few to flood the staff queue.
registerRateLimit('ticketReply', { points: 30, duration: 3600 });

// The public trust-rating page, on both sites, for search engines.
registerSitemapSource('tickets', { order: 11, paths: async () => ['/Support/Reviews'] });

// E-mail replies to a ticket's mail (the platform's inbound listener, where the jobs run).
registerTicketMailbox();

// unreadTicketCount (spec §3): the member's tickets with an answer they have not read.
registerMenuCount('unreadTicketCount', {
  label: 'tickets.menu.unread',
  link: '/Support/MyTickets',
  order: 90,
  count: (db, actor) => unreadCount(db, actor.profileId),
});

/**
 * Support tickets (issue 34): a member's or a visitor's request for help, its conversation with support staff,
 * the e-mailed link of a visitor's ticket, e-mail replies, the staff queue and the public trust rating. See CONTEXT.md.
 */
export const ticketsModule: AppModule = {
  name: 'tickets',
  pages: [...pages, ...staffPages],
  api: [
    { controller: 'MyTickets', actions },
    { controller: 'SEO', actions: seoActions },
  ],
  jobs: { [deleteFilesJob]: deleteTicketFiles, [sweepUnconfirmedJob]: sweepUnconfirmed },
  schedules,
};

/** What support's /Support page needs to show the create form at #CreateTicket (views/tickets/_create-form.ejs). */
export { createFormLocals } from './pages.ts';
/**
 * The service behind the inbound mailbox (mailbox.ts) for e-mail replies: `receiveTicketReply(db, { token, from, text, attachments })` →
 * 'appended' | 'held' | 'refused' (token: the ticket's encrypted id, as in its link and reply address).
 */
export { receiveTicketReply, type InboundReply } from './inbound.ts';
/** The Reply-To of a ticket's mail: `support+<encrypted id>@<INBOUND_MAIL_DOMAIN>`. */
export { ticketReplyAddress } from './mailbox.ts';
/** The same services the pages use, for the admin CLI and tests. */
export { createTicket, addMessage, closeTicket, rateTicket, confirmTicket, ticketLink } from './service.ts';
export { answerTicket, staffMove, type StaffMove } from './staff.ts';
export { describeTickets, describeAnswer, describeMove } from './cli.ts';
/** The encrypted ticket id of a link and reply address (AES-256-GCM, base64url), and reading one back. */
export { sealTicketId, openTicketId } from './link.ts';
/** Spec §4's two machines, with only their allowed moves. */
export { ticketStatusMachine, conversationStateMachine } from './states.ts';
export { ticketStatuses, conversationStates, ticketCategories, type TicketStatus, type ConversationState, type TicketCategory } from './schemas.ts';
