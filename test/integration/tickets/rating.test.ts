import { expect } from 'chai';
import { memberWithApi } from '../../support/accounts.ts';
import { memberTicket, supportStaff, ticketRow, visitor, visitorTicket } from './helpers.ts';

describe('tickets: rating (RateTicket, RateEmailTicket, SEO TicketsRating, /Support/Reviews)', () => {
  it('lets the owner rate once, only after closing, 1 to 5', async () => {
    const { owner, id } = await memberTicket();
    expect((await owner.api('/api/MyTickets/RateTicket', { id, rating: 5 }).expect(409)).body.error.message).to.equal('A ticket can be rated once it is closed.');
    await owner.api('/api/MyTickets/CloseTicket', { id }).expect(200);
    expect((await owner.api('/api/MyTickets/RateTicket', { id, rating: 6 }).expect(400)).body.error.field).to.equal('rating');
    expect((await owner.api('/api/MyTickets/RateTicket', { id, rating: 0 }).expect(400)).body.error.field).to.equal('rating');
    expect((await owner.api('/api/MyTickets/RateTicket', { id, rating: 4, comment: 'x'.repeat(1001) }).expect(400)).body.error.field).to.equal('comment');
    const staff = await supportStaff();
    await staff.api('/api/MyTickets/RateTicket', { id, rating: 1 }).expect(404);
    await owner.api('/api/MyTickets/RateTicket', { id, rating: 4, comment: 'Quick and kind.', mayPublish: true, showName: true }).expect(200);
    expect(await ticketRow(id)).to.include({ rating: 4, rating_comment: 'Quick and kind.', rating_publish: true, rating_show_name: true });
    expect((await owner.api('/api/MyTickets/RateTicket', { id, rating: 1 }).expect(409)).body.error.message).to.equal('You have already rated this ticket.');
    expect((await ticketRow(id)).rating).to.equal(4);
    expect((await owner.get(`/Support/MyTickets/${id}`).expect(200)).text).to.include('You rated this ticket 4 of 5.');
  });

  it('rates through the page\'s form, and an e-mail ticket by its link (RateEmailTicket, never with a name)', async () => {
    const { owner, id } = await memberTicket();
    await owner.postForm(`/Support/MyTickets/${id}/Close`, {}).expect(303);
    expect((await owner.get(`/Support/MyTickets/${id}`).expect(200)).text).to.include(`action="/Support/MyTickets/${id}/Rate#rate"`);
    const bad = await owner.postForm(`/Support/MyTickets/${id}/Rate`, { comment: 'no stars' }).expect(400);
    expect(bad.text).to.include('Choose a rating from 1 to 5.');
    expect(bad.text).to.include('no stars');
    await owner.postForm(`/Support/MyTickets/${id}/Rate`, { rating: '3', comment: 'Fine.' }).expect(303);
    expect(await ticketRow(id)).to.include({ rating: 3, rating_publish: false });

    const { token, id: emailId } = await visitorTicket('rater@example.test');
    await visitor().post('/api/MyTickets/CloseTicket').send({ encryptedTicketId: token }).expect(200);
    await visitor().post('/api/MyTickets/RateEmailTicket').send({ encryptedTicketId: token, rating: 5, comment: 'Sorted in an hour!', mayPublish: true }).expect(200);
    await visitor().post('/api/MyTickets/RateEmailTicket').send({ encryptedTicketId: token, rating: 1 }).expect(409);
    expect(await ticketRow(emailId)).to.include({ rating: 5, rating_show_name: false });
    // The page form of a visitor's link.
    const second = await visitorTicket('rater2@example.test');
    await second.agent.post(`/Support/Ticket/Close?ticketid=${second.token}`).expect(303);
    await second.agent.post(`/Support/Ticket/Rate?ticketid=${second.token}`).type('form').send({ rating: '2' }).expect(303);
    expect((await ticketRow(second.id)).rating).to.equal(2);
  });

  it('publishes the average, the count and the comments their writers allowed, names only where allowed', async () => {
    expect((await visitor().get('/api/SEO/TicketsRating').expect(200)).body).to.deep.equal({ average: null, count: 0 });
    const named = await memberWithApi({ name: 'HappyNamed' });
    const anonymous = await memberWithApi({ name: 'QuietMember' });
    const rate = async (owner: Awaited<ReturnType<typeof memberWithApi>>, rating: number, comment: string, mayPublish: boolean, showName: boolean) => {
      const { id } = await memberTicket(owner);
      await owner.api('/api/MyTickets/CloseTicket', { id }).expect(200);
      await owner.api('/api/MyTickets/RateTicket', { id, rating, comment, mayPublish, showName }).expect(200);
    };
    await rate(named, 5, 'Named praise', true, true);
    await rate(anonymous, 4, 'Anonymous praise', true, false);
    await rate(anonymous, 2, 'Private grumble', false, false);
    expect((await visitor().get('/api/SEO/TicketsRating').expect(200)).body).to.deep.equal({ average: 3.7, count: 3 });
    const page = (await visitor().get('/Support/Reviews').expect(200)).text;
    expect(page).to.include('Average 3.7 of 5, from 3 ratings');
    expect(page).to.include('Named praise');
    expect(page).to.include('HappyNamed');
    expect(page).to.include('Anonymous praise');
    expect(page).not.to.include('QuietMember');
    expect(page).not.to.include('Private grumble');
    const danish = (await visitor().get('/Support/Reviews?lang=da-DK').expect(200)).text;
    expect(danish).to.include('Gennemsnit 3,7 af 5');
  });
});
