import { expect } from 'chai';
import { openTicketId, receiveTicketReply, sealTicketId } from '../../../src/modules/tickets/index.ts';
import { mailbox, testDb } from '../../support/context.ts';
import { cameraJpeg } from '../../support/media.ts';
import { linkPattern, memberTicket, supportStaff, ticketRow, visitor, visitorTicket } from './helpers.ts';

/** The token with one character changed (still base64url). */
const altered = (token: string, at: number) => token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);

describe('tickets: e-mail tickets (/Support/Ticket?ticketid=, EmailTicket, receiveTicketReply)', () => {
  it('seals the id with authenticated encryption: each link differs, a forged or altered one is no ticket', async () => {
    const a = sealTicketId(42);
    expect(a).to.match(/^[A-Za-z0-9_-]+$/);
    expect(sealTicketId(42)).to.not.equal(a);
    expect(openTicketId(a)).to.equal(42);
    for (let i = 0; i < a.length; i += 3) expect(openTicketId(altered(a, i)), `altered at ${i}`).to.equal(null);
    expect(openTicketId(Buffer.from('42').toString('base64url'))).to.equal(null);
    expect(openTicketId('')).to.equal(null);
  });

  it('lets the link\'s holder read and answer; a forged or altered id is a 404 on the page and the calls', async () => {
    const { agent, token, id } = await visitorTicket();
    const page = await agent.get(`/Support/Ticket?ticketid=${token}`).expect(200);
    expect(page.text).to.include('My card was charged twice for one month.');
    expect(page.headers['cache-control'] ?? '').to.not.match(/public/);
    const shown = (await visitor().get('/api/MyTickets/EmailTicket').query({ encryptedTicketId: token }).expect(200)).body;
    expect(shown).to.include({ id, subject: 'Charged twice', status: 'New', mayReply: true, mayClose: true, mayRate: false });

    for (const bad of [altered(token, 5), altered(token, token.length - 2), sealTicketId(id + 1), 'abc', Buffer.from(String(id)).toString('base64url')]) {
      await visitor().get('/Support/Ticket').query({ ticketid: bad }).expect(404);
      await visitor().get('/api/MyTickets/EmailTicket').query({ encryptedTicketId: bad }).expect(404);
      await visitor().post('/api/MyTickets/AddMessageToTicket').send({ encryptedTicketId: bad, text: 'x' }).expect(404);
      await visitor().post('/api/MyTickets/CloseTicket').send({ encryptedTicketId: bad }).expect(404);
      await visitor().post('/api/MyTickets/RateEmailTicket').send({ encryptedTicketId: bad, rating: 5 }).expect(404);
    }
    await visitor().get('/Support/Ticket').query({ ticketid: 'not/base64' }).expect(400);
    // A member's ticket never opens by an encrypted id.
    const { id: memberTicketId } = await memberTicket();
    await visitor().get('/Support/Ticket').query({ ticketid: sealTicketId(memberTicketId) }).expect(404);

    // Answer on the page (multipart, with a picture) and by the call.
    await agent.post(`/Support/Ticket?ticketid=${token}`).field('text', 'It happened again today.').attach('file', await cameraJpeg(300, 200), 'receipt.jpg').expect(303);
    await visitor().post('/api/MyTickets/AddMessageToTicket').send({ encryptedTicketId: token, text: 'And once more.' }).expect(200);
    const thread = (await visitor().get('/api/MyTickets/EmailTicket').query({ encryptedTicketId: token }).expect(200)).body.messages;
    expect(thread.map((m: { text: string }) => m.text)).to.deep.equal(['My card was charged twice for one month.', 'It happened again today.', 'And once more.']);
    const src = thread[1].pictures[0].src as string;
    expect(src).to.include(`ticketid=${token}`);
    await visitor().get(src).expect(200);
    await visitor().get(src.replace(token, altered(token, 4))).expect(404);
    await visitor().get(src.split('?')[0]!).expect(404);
  });

  it('limits a link holder\'s messages to 30 an hour from one address (the page and the call together), not a member\'s', async () => {
    const { agent, token } = await visitorTicket('chatty@example.test');
    for (let i = 0; i < 29; i++) await visitor().post('/api/MyTickets/AddMessageToTicket').send({ encryptedTicketId: token, text: `Message ${i}` }).expect(200);
    await agent.post(`/Support/Ticket?ticketid=${token}`).field('text', 'The thirtieth').expect(303);
    const refused = await visitor().post('/api/MyTickets/AddMessageToTicket').send({ encryptedTicketId: token, text: 'One too many' }).expect(429);
    expect(refused.headers['retry-after']).to.match(/^\d+$/);
    await agent.post(`/Support/Ticket?ticketid=${token}`).field('text', 'One too many').expect(429);
    const { owner, id } = await memberTicket();
    for (let i = 0; i < 31; i++) await owner.api('/api/MyTickets/AddMessageToTicket', { id, text: `Member ${i}` }).expect(200);
  });

  it('mails the visitor the link when staff answer, and the link shows the answer', async () => {
    const { token, id } = await visitorTicket('reader@example.test');
    mailbox().clear();
    const staff = await supportStaff();
    await staff.form(`/Staff/Tickets/${id}/Answer`, { text: 'We refunded the second charge.' }).expect(303);
    const mail = await mailbox().waitFor('reader@example.test', (m) => m.subject.includes('Charged twice'));
    const mailed = linkPattern.exec(mail.text)![1]!;
    expect(openTicketId(mailed)).to.equal(id);
    const page = await visitor().get(`/Support/Ticket?ticketid=${mailed}`).expect(200);
    expect(page.text).to.include('We refunded the second charge.');
    expect(openTicketId(token)).to.equal(id);
  });

  describe('receiveTicketReply (the inbound mailbox\'s service)', () => {
    it('appends a reply from the ticket\'s address, trimmed of quotes and signature, with its pictures', async () => {
      const { token, id } = await visitorTicket('Replier@Example.test');
      const staff = await supportStaff();
      await staff.form(`/Staff/Tickets/${id}/Pending`, {}).expect(303);
      const text = 'Thanks, that worked!\n\n-- \nReplier\n\nOn Mon, 30 Nov 2026, Support wrote:\n> old text';
      const result = await receiveTicketReply(testDb(), { token, from: 'A Replier <replier@example.test>', text, attachments: [{ filename: 'a.jpg', contentType: 'image/jpeg', content: await cameraJpeg(400, 300) }] });
      expect(result).to.equal('appended');
      const last = await testDb()('ticket_messages').where({ ticket_id: id }).orderBy('id', 'desc').first();
      expect(last).to.include({ author: 'Owner', text: 'Thanks, that worked!' });
      expect(await testDb()('ticket_pictures').where({ message_id: last.id })).to.have.length(1);
      expect(await ticketRow(id)).to.include({ status: 'Open', conversation_state: 'Normal' });
    });

    it('appends a member\'s reply from their address; holds one from another sender for staff, who accept or discard it', async () => {
      const { owner, id } = await memberTicket();
      const token = sealTicketId(id);
      expect(await receiveTicketReply(testDb(), { token, from: owner.profile.email, text: 'From my mail', attachments: [] })).to.equal('appended');
      expect(await receiveTicketReply(testDb(), { token, from: 'spoof@evil.example', text: 'Send me the password', attachments: [] })).to.equal('held');
      expect(await receiveTicketReply(testDb(), { token, from: 'colleague@example.test', text: 'Forwarded by a colleague', attachments: [{ filename: 'p.png', contentType: 'image/png', content: await cameraJpeg(100, 100) }] })).to.equal('held');
      const texts = async () => (await testDb()('ticket_messages').where({ ticket_id: id }).orderBy('id')).map((m) => m.text);
      expect(await texts()).to.deep.equal(['The upload button does nothing.', 'From my mail']);
      expect((await owner.get('/api/MyTickets/MyTicket').query({ id }).expect(200)).body.messages).to.have.length(2);

      const staff = await supportStaff();
      const page = (await staff.get(`/Staff/Tickets/${id}`).expect(200)).text;
      expect(page).to.include('spoof@evil.example');
      expect(page).to.include('Send me the password');
      const held = await testDb()('ticket_held_replies').where({ ticket_id: id }).orderBy('id');
      await staff.form(`/Staff/Tickets/${id}/Held/${held[0].id}/Discard`, {}).expect(303);
      await staff.form(`/Staff/Tickets/${id}/Held/${held[1].id}/Accept`, {}).expect(303);
      await staff.form(`/Staff/Tickets/${id}/Held/${held[1].id}/Accept`, {}).expect(404);
      expect(await texts()).to.deep.equal(['The upload button does nothing.', 'From my mail', 'Forwarded by a colleague']);
      expect(await testDb()('ticket_held_replies').where({ ticket_id: id })).to.have.length(0);
      const accepted = await testDb()('ticket_messages').where({ ticket_id: id }).orderBy('id', 'desc').first();
      expect(await testDb()('ticket_pictures').where({ message_id: accepted.id })).to.have.length(1);
      // Members never see held replies, and a non-staff member cannot decide them.
      await owner.postForm(`/Staff/Tickets/${id}/Held/1/Accept`, {}).expect(302);
    });

    it('refuses a bad token, an attachment that is not a picture, an empty reply and a closed-off ticket', async () => {
      const { token, id } = await visitorTicket('r@example.test');
      const from = 'r@example.test';
      expect(await receiveTicketReply(testDb(), { token: altered(token, 3), from, text: 'hi', attachments: [] })).to.equal('refused');
      expect(await receiveTicketReply(testDb(), { token: 'nonsense', from, text: 'hi', attachments: [] })).to.equal('refused');
      expect(await receiveTicketReply(testDb(), { token, from, text: 'see pdf', attachments: [{ filename: 'x.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 hello') }] })).to.equal('refused');
      expect(await receiveTicketReply(testDb(), { token, from, text: 'svg', attachments: [{ filename: 'x.jpg', contentType: 'image/jpeg', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }] })).to.equal('refused');
      expect(await receiveTicketReply(testDb(), { token, from, text: '> only a quote', attachments: [] })).to.equal('refused');
      const { token: unconfirmed } = await visitorTicket('u@example.test', {}, { confirm: false });
      expect(await receiveTicketReply(testDb(), { token: unconfirmed, from: 'u@example.test', text: 'hi', attachments: [] })).to.equal('refused');
      expect(await testDb()('ticket_messages').where({ ticket_id: id })).to.have.length(1);
      expect(await testDb()('ticket_held_replies')).to.have.length(0);
    });
  });
});
