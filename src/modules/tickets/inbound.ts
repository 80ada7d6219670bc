import type { Knex } from 'knex';
import { trimReply } from '../../platform/mail/reply-text.ts';
import { openTicketId } from './link.ts';
import { forgetPictureFiles, keysOf, makeTicketPictures } from './pictures.ts';
import * as repo from './repo.ts';
import { maxPictures, textMaxLength } from './schemas.ts';
import { ownerWrote } from './service.ts';

export type InboundReply = { token: string; from: string; text: string; attachments: { filename: string; contentType: string; content: Buffer }[] };

/** The address inside `Name <address>`, lower-cased. */
const addressOf = (from: string) => (/<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();

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
