import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { deleteAccountNow, memberWithApi } from '../../support/accounts.ts';
import { cameraJpeg } from '../../support/media.ts';
import { mediaStorage } from '../../../src/platform/storage/index.ts';
import { personalDataHolders } from '../../../src/platform/personal-data/index.ts';
import { jobsSettled, supportStaff, ticketRow } from './helpers.ts';

describe('tickets: export and erasure', () => {
  it('exports the member\'s tickets with their conversation, and erasure keeps support\'s side only', async () => {
    const member = await memberWithApi();
    const token = await member.csrf('/Support');
    await member
      .post(`/Support/CreateTicket?_csrf=${encodeURIComponent(token)}`)
      .field('category', 'Account')
      .field('subject', 'My private subject')
      .field('text', 'My private text')
      .attach('file', await cameraJpeg(500, 400), 'me.jpg')
      .expect(303);
    const id = Number((await testDb()('tickets').where({ profile_id: member.profile.id }).first()).id);
    const staff = await supportStaff();
    await staff.form(`/Staff/Tickets/${id}/Answer`, { text: 'Support keeps this answer.' }).expect(303);
    await staff.form(`/Staff/Tickets/${id}/Close`, {}).expect(303);
    await member.api('/api/MyTickets/RateTicket', { id, rating: 5, comment: 'My private comment', mayPublish: true, showName: true }).expect(200);
    const picture = await testDb()('ticket_pictures').where({ ticket_id: id }).first();
    const keys = Object.values(picture.variants as Record<string, string>);
    expect(await mediaStorage().get(keys[0]!)).to.not.equal(null);

    const holder = personalDataHolders().find((h) => h.module === 'tickets')!;
    const exported = await holder.exporter(testDb(), member.profile.id);
    const data = exported.data as { tickets: { subject: string; messages: { author: string; text: string }[] }[] };
    expect(data.tickets[0]!.subject).to.equal('My private subject');
    expect(data.tickets[0]!.messages.map((m) => m.text)).to.deep.equal(['My private text', 'Support keeps this answer.']);
    expect(exported.files).to.have.length(1);

    await deleteAccountNow(member);
    await jobsSettled();
    const row = await ticketRow(id);
    expect(row).to.include({ profile_id: null, email: null, subject: '', rating_comment: null, rating_show_name: false, status: 'Closed', rating: 5 });
    expect(row.erased_at).to.not.equal(null);
    const messages = await testDb()('ticket_messages').where({ ticket_id: id }).orderBy('id');
    expect(messages.map((m) => [m.author, m.text])).to.deep.equal([['Owner', ''], ['Staff', 'Support keeps this answer.']]);
    expect(await testDb()('ticket_pictures').where({ ticket_id: id })).to.have.length(0);
    expect(await mediaStorage().get(keys[0]!), 'the picture\'s files are gone').to.equal(null);
    // Staff still see the ticket, without the member's data.
    const page = (await staff.get(`/Staff/Tickets/${id}`).expect(200)).text;
    expect(page).to.include('Support keeps this answer.');
    expect(page).not.to.include('My private');
  });

  it('keeps a deleted staff member\'s answers without naming them', async () => {
    const member = await memberWithApi();
    const { id } = (await member.api('/api/MyTickets/CreateTicket', { category: 'Other', subject: 'S', text: 'T' }).expect(200)).body;
    const staff = await supportStaff();
    await staff.form(`/Staff/Tickets/${id}/Answer`, { text: 'Staff answer' }).expect(303);
    await deleteAccountNow(staff);
    const answer = await testDb()('ticket_messages').where({ ticket_id: id, author: 'Staff' }).first();
    expect(answer).to.include({ text: 'Staff answer', staff_id: null });
  });
});
