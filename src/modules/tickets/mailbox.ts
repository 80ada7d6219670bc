import { inboundAddress, registerInboundMailbox } from '../../platform/mail/inbound.ts';
import { receiveTicketReply } from './inbound.ts';
import { sealTicketId } from './link.ts';

/** Replies to a ticket's mail come to `support+<the ticket's encrypted id>@<INBOUND_MAIL_DOMAIN>`. */
const prefix = 'support';

/**
 * The tickets' inbound mailbox: a reply is appended, held for staff or refused at SMTP time (the sender's server
 * then tells its writer). An automatic reply (an absence notice, a bounce) is refused, so two robots never talk.
 */
export function registerTicketMailbox(): void {
  registerInboundMailbox({
    name: 'tickets',
    prefix,
    handle: async (message, token, { db }) => {
      if (message.automatic) return { outcome: 'refused', reason: 'Automatic replies are not added to support tickets' };
      const outcome = await receiveTicketReply(db, { token, from: message.from, text: message.text, attachments: message.attachments });
      return outcome === 'refused' ? { outcome, reason: 'This reply could not be added to a support ticket; please answer on the ticket page' } : { outcome };
    },
  });
}

/** The Reply-To of a ticket's mail. */
export const ticketReplyAddress = (ticketId: number): string => inboundAddress(prefix, sealTicketId(ticketId));
