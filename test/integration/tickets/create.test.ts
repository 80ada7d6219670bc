import { expect } from 'chai';
import pino from 'pino';
import { ticketsModule } from '../../../src/modules/tickets/index.ts';
import { mailbox, testDb } from '../../support/context.ts';
import { buildMember, memberWithApi } from '../../support/accounts.ts';
import { browser } from '../../support/http.ts';
import { cameraJpeg } from '../../support/media.ts';
import { linkPattern, supportStaff, ticketRow, visitor, visitorTicket } from './helpers.ts';

describe('tickets: creating one (/Support#CreateTicket, CreateTicket)', () => {
  it('shows the form on /Support, for a visitor with an e-mail field, for a member without', async () => {
    const page = await visitor().get('/Support').expect(200);
    expect(page.text).to.include('action="/Support/CreateTicket?_csrf=');
    expect(page.text).to.include('name="email"');
    expect(page.text).to.include('href="/Support/Reviews"');
    const member = await memberWithApi();
    const own = await member.get('/Support').expect(200);
    expect(own.text).to.include('enctype="multipart/form-data"');
    expect(own.text).not.to.include('name="email"');
    expect(own.text).to.include('href="/Support/MyTickets"');
  });

  it('takes a member\'s ticket with pictures through the form: the ticket, its message, its pictures, at once for staff', async () => {
    const member = await memberWithApi();
    const token = await member.csrf('/Support');
    const res = await member
      .post(`/Support/CreateTicket?_csrf=${encodeURIComponent(token)}`)
      .field('category', 'Technical')
      .field('subject', 'Broken upload')
      .field('text', 'See the screenshots.')
      .attach('file', await cameraJpeg(800, 600), 'one.jpg')
      .attach('file', await cameraJpeg(640, 480, { seed: 2 }), 'two.jpg')
      .expect(303);
    const row = await testDb()('tickets').where({ profile_id: member.profile.id }).first();
    expect(res.headers.location).to.equal(`/Support/MyTickets/${row.id}`);
    expect(row).to.include({ status: 'New', conversation_state: 'Normal', category: 'Technical', subject: 'Broken upload', email: member.profile.email });
    const pictures = await testDb()('ticket_pictures').where({ ticket_id: row.id });
    expect(pictures).to.have.length(2);
    const page = await member.get(res.headers.location!).expect(200);
    expect(page.text).to.include('See the screenshots.');
    const src = /src="(\/Support\/TicketPicture\/\d+\/[a-f0-9]+\.jpg)"/.exec(page.text)![1]!;
    const file = await member.get(src).expect(200);
    expect(file.headers['content-type']).to.equal('image/jpeg');
    // Nobody else sees them: another member, a visitor.
    const other = await memberWithApi();
    await other.get(src).expect(404);
    await visitor().get(src).expect(404);
    const staff = await supportStaff();
    expect((await staff.get('/Staff/Tickets').expect(200)).text).to.include('Broken upload');
    await staff.get(src).expect(200);
  });

  it('refuses anything but a picture and more than three, showing the form again with what was typed', async () => {
    const member = await memberWithApi();
    const token = await member.csrf('/Support');
    const post = () => member.post(`/Support/CreateTicket?_csrf=${encodeURIComponent(token)}`).field('category', 'Other').field('subject', 'Hello').field('text', 'Typed text');
    const notPicture = await post().attach('file', Buffer.from('%PDF-1.4 not a picture'), 'doc.pdf').expect(415);
    expect(notPicture.text).to.include('Only pictures can be added');
    expect(notPicture.text).to.include('Typed text');
    let many = post();
    for (let i = 0; i < 4; i++) many = many.attach('file', await cameraJpeg(200, 200, { seed: i }), `p${i}.jpg`);
    expect((await many.expect(400)).text).to.include('You can add at most 3 pictures.');
    expect(await testDb()('tickets').count('* as n').first()).to.deep.include({ n: 0 });
  });

  it('names the field of bad input, in the member\'s language (form and call)', async () => {
    const member = await memberWithApi({ language: 'da-DK' });
    const token = await member.csrf('/Support');
    const form = await member.post(`/Support/CreateTicket?_csrf=${encodeURIComponent(token)}`).field('category', 'Nonsense').field('subject', '').field('text', 'x').expect(400);
    expect(form.text).to.include('Vælg, hvad din sag handler om.');
    expect(form.text).to.include('Skriv et emne.');
    const call = await member.api('/api/MyTickets/CreateTicket', { category: 'Other', subject: 'x'.repeat(151), text: 'hi' }).expect(400);
    expect(call.body.error.field).to.equal('subject');
    expect(call.body.error.message).to.equal('Emnet må højst være 150 tegn.');
    const visitorCall = await visitor().post('/api/MyTickets/CreateTicket').send({ category: 'Other', subject: 'Hi', text: 'Hello' }).expect(400);
    expect(visitorCall.body.error.field).to.equal('email');
  });

  it('holds a visitor\'s ticket until the mailed link confirms the address, then staff see it', async () => {
    const staff = await supportStaff();
    const { agent, token, id, mail } = await visitorTicket('guest@example.test', {}, { confirm: false });
    expect(mail.text).to.match(/^https?:\/\/\S+\/Support\/Ticket\?ticketid=/m);
    expect(mail.text).to.include('http://localhost:3000/Support/Ticket?ticketid=');
    expect(await ticketRow(id)).to.include({ status: 'None', profile_id: null });
    await staff.get(`/Staff/Tickets/${id}`).expect(404);
    expect((await staff.get('/Staff/Tickets').expect(200)).text).not.to.include('Charged twice');

    const page = await agent.get(`/Support/Ticket?ticketid=${token}`).expect(200);
    expect(page.text).to.include(`action="/Support/Ticket/Confirm?ticketid=${token}"`);
    expect(page.text).not.to.include('name="text"');
    await agent.post(`/Support/Ticket/Confirm?ticketid=${token}`).expect(303).expect('Location', `/Support/Ticket?ticketid=${token}`);
    const row = await ticketRow(id);
    expect(row.status).to.equal('New');
    expect(row.confirmed_at).to.not.equal(null);
    expect((await staff.get('/Staff/Tickets').expect(200)).text).to.include('Charged twice');
    // Confirming again changes nothing.
    await agent.post(`/Support/Ticket/Confirm?ticketid=${token}`).expect(303);
    expect((await ticketRow(id)).status).to.equal('New');
  });

  it('answers alike whether or not the address has a profile', async () => {
    const member = await buildMember({ email: 'has-profile@example.test' });
    const withProfile = await visitor().post('/Support/CreateTicket').field('category', 'Account').field('email', member.email).field('subject', 'S').field('text', 'T').expect(303);
    const without = await visitor().post('/Support/CreateTicket').field('category', 'Account').field('email', 'nobody@example.test').field('subject', 'S').field('text', 'T').expect(303);
    expect(withProfile.headers.location).to.equal(without.headers.location);
    const [a, b] = [await mailbox().waitFor(member.email), await mailbox().waitFor('nobody@example.test')];
    expect(a.subject).to.equal(b.subject);
    expect(a.text.replace(linkPattern, '')).to.equal(b.text.replace(linkPattern, ''));
    const api1 = await visitor().post('/api/MyTickets/CreateTicket').send({ category: 'Other', subject: 'S', text: 'T', email: member.email }).expect(200);
    const api2 = await visitor().post('/api/MyTickets/CreateTicket').send({ category: 'Other', subject: 'S', text: 'T', email: 'other@example.test' }).expect(200);
    expect(Object.keys(api1.body)).to.deep.equal(Object.keys(api2.body));
    expect((await testDb()('tickets').where({ email: member.email }).first()).profile_id, 'a visitor\'s ticket never joins a profile').to.equal(null);
  });

  it('limits a visitor\'s tickets (5 an hour from one address), not a member\'s', async () => {
    for (let i = 0; i < 5; i++) await visitor().post('/api/MyTickets/CreateTicket').send({ category: 'Other', subject: `S${i}`, text: 'T', email: `v${i}@example.test` }).expect(200);
    const refused = await visitor().post('/api/MyTickets/CreateTicket').send({ category: 'Other', subject: 'S', text: 'T', email: 'v9@example.test' }).expect(429);
    expect(refused.headers['retry-after']).to.match(/^\d+$/);
    await browser().post('/Support/CreateTicket').field('category', 'Other').field('email', 'v10@example.test').field('subject', 'S').field('text', 'T').expect(429);
    const member = await memberWithApi();
    for (let i = 0; i < 6; i++) await member.api('/api/MyTickets/CreateTicket', { category: 'Other', subject: `M${i}`, text: 'T' }).expect(200);
  });
});

describe('tickets: a visitor\'s ticket never confirmed', () => {
  it('is forgotten after a week by the daily sweep (with its pictures); a newer one and confirmed ones stay', async () => {
    const old = await visitorTicket('old@example.test', {}, { confirm: false });
    const recent = await visitorTicket('recent@example.test', {}, { confirm: false });
    const confirmed = await visitorTicket('confirmed@example.test');
    await testDb()('tickets').whereIn('id', [old.id, confirmed.id]).update({ created_at: new Date(Date.now() - 8 * 86_400_000) });
    await ticketsModule.jobs!['tickets.sweepUnconfirmed']!({}, { db: testDb(), logger: pino({ level: 'silent' }) });
    expect(await ticketRow(old.id)).to.equal(undefined);
    await visitor().get(`/Support/Ticket?ticketid=${old.token}`).expect(404);
    expect((await ticketRow(recent.id)).status).to.equal('None');
    expect((await ticketRow(confirmed.id)).status).to.equal('New');
    expect(ticketsModule.schedules?.map((s) => s.job)).to.include('tickets.sweepUnconfirmed');
  });
});
