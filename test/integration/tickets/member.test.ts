import { expect } from 'chai';
import { sealTicketId } from '../../../src/modules/tickets/index.ts';
import { testDb } from '../../support/context.ts';
import { memberWithApi } from '../../support/accounts.ts';
import { memberTicket, supportStaff, ticketRow, visitor } from './helpers.ts';

const menuCount = async (member: Awaited<ReturnType<typeof memberWithApi>>) => (await member.get('/api/Notifications/CountsSummary').expect(200)).body.unreadTicketCount as number;

describe('tickets: a member\'s own (/Support/MyTickets, /api/MyTickets)', () => {
  it('asks a visitor to log on: 401 for the member calls, /Support/MyTickets sends to the front page', async () => {
    for (const call of ['Tickets', 'MyTicket?id=1', 'GetMessagesForTicket?id=1']) await visitor().get(`/api/MyTickets/${call}`).expect(401);
    for (const call of ['SetTicketRead', 'RateTicket']) await visitor().post(`/api/MyTickets/${call}`).send({ id: 1, rating: 5 }).expect(401);
    const res = await visitor().get('/Support/MyTickets').expect(302);
    expect(res.headers.location).to.match(/^\/\?u=/);
  });

  it('lists and shows the member\'s tickets; another member\'s is a 404 everywhere', async () => {
    const { owner, id } = await memberTicket(undefined, 'First one');
    await memberTicket(owner, 'Second one');
    const list = (await owner.get('/api/MyTickets/Tickets').expect(200)).body;
    expect(list.map((t: { subject: string }) => t.subject)).to.deep.equal(['Second one', 'First one']);
    expect(list[1]).to.include({ id, status: 'New', conversationState: 'Normal', category: 'Technical', unread: false, rating: null });
    expect((await owner.get('/api/MyTickets/Tickets').query({ take: 1, skip: 1 }).expect(200)).body.map((t: { id: number }) => t.id)).to.deep.equal([id]);
    expect((await owner.get('/api/MyTickets/Tickets').query({ take: 0 }).expect(400)).body.error.field).to.equal('take');
    const one = (await owner.get('/api/MyTickets/MyTicket').query({ id }).expect(200)).body;
    expect(one.messages).to.have.length(1);
    expect(one.messages[0]).to.include({ author: 'Owner', text: 'The upload button does nothing.' });
    expect(one).to.include({ mayReply: true, mayClose: true, mayRate: false });
    expect((await owner.get('/api/MyTickets/GetMessagesForTicket').query({ id }).expect(200)).body).to.have.length(1);
    const page = await owner.get('/Support/MyTickets').expect(200);
    expect(page.text).to.include(`href="/Support/MyTickets/${id}"`);
    expect((await owner.get(`/Support/MyTickets/${id}`).expect(200)).text).to.include('The upload button does nothing.');

    const other = await memberWithApi();
    await other.get(`/Support/MyTickets/${id}`).expect(404);
    await other.get('/api/MyTickets/MyTicket').query({ id }).expect(404);
    await other.get('/api/MyTickets/GetMessagesForTicket').query({ id }).expect(404);
    await other.api('/api/MyTickets/AddMessageToTicket', { id, text: 'sneaky' }).expect(404);
    await other.api('/api/MyTickets/CloseTicket', { id }).expect(404);
    await other.api('/api/MyTickets/SetTicketRead', { id }).expect(404);
    await other.api('/api/MyTickets/RateTicket', { id, rating: 1 }).expect(404);
    await other.get('/Support/MyTickets/987654').expect(404);
    expect((await other.get('/api/MyTickets/Tickets').expect(200)).body).to.deep.equal([]);
    // A member's ticket is not opened by its encrypted id alone either (only a visitor's link is).
    await other.get('/api/MyTickets/EmailTicket').query({ encryptedTicketId: sealTicketId(id) }).expect(404);
  });

  it('counts unread answers in the menu (unreadTicketCount) until the member reads them', async () => {
    const { owner, id } = await memberTicket();
    const staff = await supportStaff();
    expect(await menuCount(owner)).to.equal(0);
    await staff.form(`/Staff/Tickets/${id}/Answer`, { text: 'Try another browser.' }).expect(303);
    expect(await menuCount(owner)).to.equal(1);
    expect((await owner.get('/api/MyTickets/Tickets').expect(200)).body[0].unread).to.equal(true);
    await owner.api('/api/MyTickets/SetTicketRead', { id }).expect(200);
    expect(await menuCount(owner)).to.equal(0);
    await staff.form(`/Staff/Tickets/${id}/Answer`, { text: 'Did it help?' }).expect(303);
    expect(await menuCount(owner)).to.equal(1);
    await owner.get(`/Support/MyTickets/${id}`).expect(200);
    expect(await menuCount(owner), 'reading the page marks it read').to.equal(0);
  });

  it('writes, closes, and a reply to the closed ticket reopens it (Open, Reopened)', async () => {
    const { owner, id } = await memberTicket();
    const added = await owner.api('/api/MyTickets/AddMessageToTicket', { id, text: 'More details here.' }).expect(200);
    expect(added.body).to.include({ id });
    expect((await owner.api('/api/MyTickets/AddMessageToTicket', { id, text: '' }).expect(400)).body.error.field).to.equal('text');
    expect((await owner.api('/api/MyTickets/AddMessageToTicket', { text: 'no ticket' }).expect(400)).body.error.field).to.equal('id');
    await owner.api('/api/MyTickets/CloseTicket', { id }).expect(200);
    expect(await ticketRow(id)).to.include({ status: 'Closed', conversation_state: 'Closed' });
    expect((await owner.api('/api/MyTickets/CloseTicket', { id }).expect(409)).body.error.message).to.equal('This ticket is closed.');
    // The page's reply form (multipart, no pictures) reopens it.
    const token = await owner.csrf(`/Support/MyTickets/${id}`);
    await owner.post(`/Support/MyTickets/${id}?_csrf=${encodeURIComponent(token)}`).field('text', 'It broke again.').expect(303);
    expect(await ticketRow(id)).to.include({ status: 'Open', conversation_state: 'Reopened' });
    const texts = (await testDb()('ticket_messages').where({ ticket_id: id }).orderBy('id')).map((m) => m.text);
    expect(texts).to.deep.equal(['The upload button does nothing.', 'More details here.', 'It broke again.']);
    // The page form: an empty text shows the form again naming the field.
    const empty = await owner.post(`/Support/MyTickets/${id}?_csrf=${encodeURIComponent(token)}`).field('text', '  ').expect(400);
    expect(empty.text).to.include('Write your message.');
    // Close through the page's button.
    await owner.postForm(`/Support/MyTickets/${id}/Close`, {}).expect(303);
    expect((await ticketRow(id)).status).to.equal('Closed');
  });

  it('a pending ticket (support waits for the owner) is open again when the owner writes', async () => {
    const { owner, id } = await memberTicket();
    const staff = await supportStaff();
    await staff.form(`/Staff/Tickets/${id}/Pending`, {}).expect(303);
    expect(await ticketRow(id)).to.include({ status: 'Pending', conversation_state: 'ClosePending' });
    await owner.api('/api/MyTickets/AddMessageToTicket', { id, text: 'Here you go.' }).expect(200);
    expect(await ticketRow(id)).to.include({ status: 'Open', conversation_state: 'Normal', staff_unread: true });
  });
});
