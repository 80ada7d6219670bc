import { expect } from 'chai';
import { adminOnTestDb } from '../../support/admin.ts';
import { mailbox, testDb } from '../../support/context.ts';
import { memberWithApi } from '../../support/accounts.ts';
import { memberTicket, supportStaff, ticketRow, visitor, visitorTicket } from './helpers.ts';

describe('tickets: support staff (/Staff/Tickets, admin CLI)', () => {
  it('is for StaffRole Support and up: a visitor and a member are sent away', async () => {
    const { id } = await memberTicket();
    await visitor().get('/Staff/Tickets').expect(302);
    const member = await memberWithApi();
    await member.get('/Staff/Tickets').expect(302);
    await member.get(`/Staff/Tickets/${id}`).expect(302);
    await member.form(`/Staff/Tickets/${id}/Close`, {}).expect(302);
    const moderator = await memberWithApi({ staffRole: 35 });
    await moderator.get('/Staff/Tickets').expect(302);
    const developer = await memberWithApi({ staffRole: 50 });
    await developer.get('/Staff/Tickets').expect(200);
    expect((await ticketRow(id)).status).to.equal('New');
  });

  it('lists the queue filtered by status and category, a page at a time', async () => {
    const { owner } = await memberTicket(undefined, 'Technical one');
    await owner.api('/api/MyTickets/CreateTicket', { category: 'Payment', subject: 'Payment one', text: 'x' }).expect(200);
    for (let i = 0; i < 26; i++) await owner.api('/api/MyTickets/CreateTicket', { category: 'Other', subject: `Other ${i}`, text: 'x' }).expect(200);
    const staff = await supportStaff();
    const all = (await staff.get('/Staff/Tickets').expect(200)).text;
    expect(all).to.include('28 tickets');
    expect(all).to.include('href="/Staff/Tickets?page=2"');
    const second = (await staff.get('/Staff/Tickets?page=2').expect(200)).text;
    expect((second.match(/href="\/Staff\/Tickets\/\d+"/g) ?? []).length).to.equal(3);
    const payment = (await staff.get('/Staff/Tickets?category=Payment').expect(200)).text;
    expect(payment).to.include('Payment one');
    expect(payment).not.to.include('Technical one');
    const closed = (await staff.get('/Staff/Tickets?status=Closed').expect(200)).text;
    expect(closed).to.include('0 tickets');
    // A filter value that is none of ours is ignored, not an error.
    await staff.get('/Staff/Tickets?status=Bogus&page=x').expect(200);
  });

  it('answers (a canned answer in the ticket\'s language prefills it), sets Pending, forwards, closes and reopens', async () => {
    const { owner, id } = await memberTicket(await memberWithApi({ language: 'sv-SE' }));
    const staff = await supportStaff();
    const page = (await staff.get(`/Staff/Tickets/${id}?canned=moreInfo`).expect(200)).text;
    expect(page).to.include('Tack för ditt ärende. För att kunna hjälpa dig behöver vi lite mer information');
    expect((await staff.form(`/Staff/Tickets/${id}/Answer`, { text: '' }).expect(400)).text).to.include('Write your message.');

    mailbox().clear();
    await staff.form(`/Staff/Tickets/${id}/Answer`, { text: 'Vi tittar på det.' }).expect(303);
    expect(await ticketRow(id)).to.include({ status: 'Open', conversation_state: 'Normal', owner_unread: true });
    const mail = await mailbox().waitFor(owner.profile.email);
    expect(mail.subject).to.equal('Support har svarat: Cannot upload');
    expect(mail.text).to.include(`/Support/MyTickets/${id}`);
    const messages = await testDb()('ticket_messages').where({ ticket_id: id }).orderBy('id');
    expect(messages.at(-1)).to.include({ author: 'Staff', staff_id: staff.profile.id, text: 'Vi tittar på det.' });

    await staff.form(`/Staff/Tickets/${id}/Pending`, {}).expect(303);
    expect(await ticketRow(id)).to.include({ status: 'Pending', conversation_state: 'ClosePending' });
    expect((await staff.form(`/Staff/Tickets/${id}/Forward`, { to: '' }).expect(400)).text).to.include('Say who the ticket goes to');
    await staff.form(`/Staff/Tickets/${id}/Forward`, { to: 'Payments team' }).expect(303);
    expect(await ticketRow(id)).to.include({ status: 'Forwarded', forwarded_to: 'Payments team' });
    await staff.form(`/Staff/Tickets/${id}/Close`, {}).expect(303);
    expect(await ticketRow(id)).to.include({ status: 'Closed', conversation_state: 'Closed' });
    // Refused moves: answer, Pending or close a closed ticket; reopen an open one.
    await staff.form(`/Staff/Tickets/${id}/Answer`, { text: 'late' }).expect(409);
    await staff.form(`/Staff/Tickets/${id}/Pending`, {}).expect(409);
    await staff.form(`/Staff/Tickets/${id}/Close`, {}).expect(409);
    await staff.form(`/Staff/Tickets/${id}/Reopen`, {}).expect(303);
    expect(await ticketRow(id)).to.include({ status: 'Open', conversation_state: 'Reopened' });
    await staff.form(`/Staff/Tickets/${id}/Reopen`, {}).expect(409);
    await staff.form(`/Staff/Tickets/${id}/Delete`, {}).expect(303);
    expect((await ticketRow(id)).status).to.equal('Deleted');
    await owner.get(`/Support/MyTickets/${id}`).expect(404);
    await staff.get(`/Staff/Tickets/987654`).expect(404);
  });

  it('answers a visitor\'s ticket by e-mail with the link', async () => {
    const { id } = await visitorTicket('mailme@example.test');
    mailbox().clear();
    const staff = await supportStaff();
    await staff.form(`/Staff/Tickets/${id}/Answer`, { text: 'Refunded.' }).expect(303);
    const mail = await mailbox().waitFor('mailme@example.test');
    expect(mail.text).to.match(/http:\/\/localhost:3000\/Support\/Ticket\?ticketid=[A-Za-z0-9_-]+/);
  });

  it('works every site\'s tickets from one queue; an answer\'s mail leads to the ticket\'s own site', async () => {
    const darkMember = await memberWithApi({ darkStatus: 3, member: true }, 'dark.localhost');
    const { id } = (await darkMember.api('/api/MyTickets/CreateTicket', { category: 'Other', subject: 'From the dark site', text: 'Hello' }).expect(200)).body;
    const staff = await supportStaff();
    const queue = (await staff.get('/Staff/Tickets').expect(200)).text;
    expect(queue).to.include('From the dark site');
    mailbox().clear();
    await staff.form(`/Staff/Tickets/${id}/Answer`, { text: 'Answered.' }).expect(303);
    const mail = await mailbox().waitFor(darkMember.profile.email);
    expect(mail.text).to.include(`http://dark.localhost:3000/Support/MyTickets/${id}`);
    expect((await darkMember.get(`/Support/MyTickets/${id}`).expect(200)).text).to.include('Answered.');
  });

  it('works from the admin CLI with the same rules: list, answer, close, reopen', async () => {
    const { id } = await memberTicket(undefined, 'From the console');
    const staff = await supportStaff();
    const member = await memberWithApi();
    const list = await adminOnTestDb('tickets:list', '--by', staff.profile.name);
    expect(list.code, list.out).to.equal(0);
    expect(list.out).to.include(`#${id} New/Normal Technical (profile`);
    expect(list.out).to.include('From the console');
    const refused = await adminOnTestDb('tickets:list', '--by', member.profile.name);
    expect(refused.code).to.equal(1);
    expect((await adminOnTestDb('tickets:list', '--by', staff.profile.name, '--status', 'Bogus')).out).to.include('Unknown status "Bogus"');
    const answered = await adminOnTestDb('tickets:answer', String(id), '--by', staff.profile.name, '--text', 'Answered from the console.');
    expect(answered.code, answered.out).to.equal(0);
    expect(await ticketRow(id)).to.include({ status: 'Open', owner_unread: true });
    expect((await adminOnTestDb('tickets:close', String(id), '--by', staff.profile.name)).code).to.equal(0);
    expect(await ticketRow(id)).to.include({ status: 'Closed', conversation_state: 'Closed' });
    const again = await adminOnTestDb('tickets:close', String(id), '--by', staff.profile.name);
    expect(again.code).to.equal(1);
    expect((await adminOnTestDb('tickets:reopen', String(id), '--by', staff.profile.name)).code).to.equal(0);
    expect(await ticketRow(id)).to.include({ status: 'Open', conversation_state: 'Reopened' });
    expect((await adminOnTestDb('tickets:list', '--by', staff.profile.name, '--status', 'Open')).out).to.include(`#${id} Open/Reopened`);
  });
});
