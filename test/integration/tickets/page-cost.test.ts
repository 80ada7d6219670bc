import { expect } from 'chai';
import request from 'supertest';
import { loggedOnAs, memberWithApi } from '../../support/accounts.ts';
import { countingStatements } from '../../support/statements.ts';
import { cookieOf } from '../../support/sse.ts';
import { supportStaff } from './helpers.ts';

/**
 * A member's ticket pages cost at most two statements after the session (README "What a member's page costs"):
 * /Support/MyTickets one (the list), /Support/MyTickets/{id} one (the ticket with its conversation and pictures in
 * one statement), and one write more when an unread answer is marked read (the menu's kept counts are then
 * counted again once, as after any change of what they count).
 */
describe('tickets: a member\'s ticket pages in two statements', () => {
  const counting = countingStatements('tickets');
  const { statementsOf } = counting;

  it('lists and shows the member\'s tickets within the budget', async () => {
    const member = await memberWithApi();
    const { id } = (await member.api('/api/MyTickets/CreateTicket', { category: 'Other', subject: 'Counted', text: 'One' }).expect(200)).body;
    for (let i = 0; i < 5; i++) await member.api('/api/MyTickets/AddMessageToTicket', { id, text: `Message ${i}` }).expect(200);
    const staff = await supportStaff();
    await staff.form(`/Staff/Tickets/${id}/Answer`, { text: 'An answer' }).expect(303);
    const cookie = cookieOf(await loggedOnAs(member.profile, { app: counting.app }));
    const get = (path: string) => request(counting.app).get(path).set('Cookie', cookie).expect(200);
    const session = () => get(counting.sessionPath(id));
    await session();
    await get('/Support/MyTickets');
    const sessionCost = (await statementsOf(session)).length;

    const list = await statementsOf(() => get('/Support/MyTickets'));
    expect(list, list.join('\n---\n')).to.have.length.of.at.most(2 + sessionCost);
    // Reading an unread answer writes it read (one statement) and changes the member's menu counts, which this
    // very page then counts again for the bell (the kept counts' rule): the ticket's own part is one read, one write.
    const firstRead = await statementsOf(() => get(`/Support/MyTickets/${id}`));
    const own = firstRead.filter((sql) => /"?tickets"?\s|ticket_messages/.test(sql) && !/count\(/.test(sql));
    expect(own, own.join('\n---\n')).to.have.length(2);
    const again = await statementsOf(() => get(`/Support/MyTickets/${id}`));
    expect(again, again.join('\n---\n')).to.have.length.of.at.most(2 + sessionCost);
    expect(again.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql)), 'no write once read').to.deep.equal([]);
  });
});
