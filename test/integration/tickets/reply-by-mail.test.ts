import { expect } from 'chai';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { mailbox, testDb, testInbound } from '../../support/context.ts';
import { supportStaff, visitorTicket } from './helpers.ts';

/**
 * Replies by e-mail, the whole way: staff answer, the mail carries the ticket's Reply-To, a real SMTP client
 * answers it to the app's inbound listener, and the reply is on the ticket (or held, or refused at SMTP time).
 */
describe('tickets: a reply by e-mail through the inbound SMTP listener', () => {
  const smtp = () => nodemailer.createTransport({ host: '127.0.0.1', port: testInbound().port, secure: false, ignoreTLS: true, name: 'mx.sender.example' });
  const refusal = async (mail: SendMailOptions) => {
    try {
      await smtp().sendMail(mail);
    } catch (err) {
      return err as { responseCode?: number; message: string };
    }
    throw new Error('the listener took a mail it should refuse');
  };

  /** A confirmed visitor's ticket answered by staff; the Reply-To of the answer's mail. */
  async function answeredTicket(email: string) {
    const { id } = await visitorTicket(email);
    mailbox().clear();
    const staff = await supportStaff();
    await staff.form(`/Staff/Tickets/${id}/Answer`, { text: 'Could you send a screenshot?' }).expect(303);
    const mail = await mailbox().waitFor(email, (m) => m.subject.includes('Charged twice'));
    const replyTo = /^Reply-To: (.+)$/im.exec(mail.raw)?.[1]?.trim();
    return { id, replyTo: replyTo!, staff };
  }
  const messagesOf = async (id: number) => (await testDb()('ticket_messages').where({ ticket_id: id }).orderBy('id')).map((m: { author: string; text: string }) => [m.author, m.text]);

  it('answers a staff reply by e-mail: the new text is on the ticket, the quoted history is not', async () => {
    const { id, replyTo, staff } = await answeredTicket('mailer@example.test');
    await staff.form(`/Staff/Tickets/${id}/Pending`, {}).expect(303);
    expect(replyTo).to.match(new RegExp(`^support\\+[A-Za-z0-9_-]+@${testInbound().domain}$`));
    expect(replyTo.split('@')[0]!.length, 'a local part within 64 characters').to.be.at.most(64);
    await smtp().sendMail({
      from: 'Mia Mailer <Mailer@Example.test>',
      to: replyTo,
      subject: 'Re: Charged twice',
      text: 'Here is what I see: the charge is still there.\n\nSent from my iPhone\n\nOn Mon, 30 Nov 2026 at 10:15, Nordlys Support wrote:\n> Could you send a screenshot?',
    });
    expect((await messagesOf(id)).at(-1)).to.deep.equal(['Owner', 'Here is what I see: the charge is still there.']);
    expect((await testDb()('tickets').where({ id }).first()).status, 'the owner wrote: a pending ticket is open again').to.equal('Open');
  });

  it('holds a reply from another address for staff, and never adds it to the conversation', async () => {
    const { id, replyTo } = await answeredTicket('holder@example.test');
    const before = await messagesOf(id);
    await smtp().sendMail({ from: 'someone@elsewhere.example', to: replyTo, subject: 'Re: Charged twice', text: 'Please send me the password.' });
    expect(await messagesOf(id)).to.deep.equal(before);
    const held = await testDb()('ticket_held_replies').where({ ticket_id: id });
    expect(held.map((h: { sender: string; text: string }) => h.text)).to.deep.equal(['Please send me the password.']);
  });

  it('refuses at SMTP time a 25 MB mail, an altered address, a file that is not a picture and an absence notice; the ticket is unchanged', async () => {
    const { id, replyTo } = await answeredTicket('refused@example.test');
    const before = await messagesOf(id);
    const big = await refusal({ from: 'refused@example.test', to: replyTo, subject: 'Re', text: 'Big', attachments: [{ filename: 'big.bin', content: Buffer.alloc(25 * 1024 * 1024, 1) }] });
    expect(big.responseCode).to.equal(552);
    const [local, domain] = replyTo.split('@') as [string, string];
    const altered = `${local.slice(0, -2)}${local.endsWith('AA') ? 'BB' : 'AA'}@${domain}`;
    expect((await refusal({ from: 'refused@example.test', to: altered, subject: 'Re', text: 'Hello' })).responseCode).to.equal(550);
    const notPicture = await refusal({ from: 'refused@example.test', to: replyTo, subject: 'Re', text: 'Log attached', attachments: [{ filename: 'log.txt', content: 'not a picture' }] });
    expect(notPicture.responseCode).to.equal(550);
    expect(notPicture.message).to.include('answer on the ticket page');
    const absence = await refusal({ from: 'refused@example.test', to: replyTo, subject: 'Out of office', text: 'I am away.', headers: { 'Auto-Submitted': 'auto-replied' } });
    expect(absence.responseCode).to.equal(550);
    expect(await messagesOf(id)).to.deep.equal(before);
    expect(await testDb()('ticket_held_replies').where({ ticket_id: id })).to.deep.equal([]);
  });
});
