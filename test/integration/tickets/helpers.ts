import request from 'supertest';
import { mailbox, testApp, testDb } from '../../support/context.ts';
import { jobsSettled, memberWithApi } from '../../support/accounts.ts';
import { browser } from '../../support/http.ts';

export const linkPattern = /\/Support\/Ticket\?ticketid=([A-Za-z0-9_-]+)/;

/** A visitor's ticket through the create form; answers the link's token from the mail (confirmed unless told not to). */
export async function visitorTicket(email = 'visitor@example.test', fields: Record<string, string> = {}, { confirm = true } = {}) {
  const agent = browser();
  const res = await agent
    .post('/Support/CreateTicket')
    .field('category', 'Payment')
    .field('email', email)
    .field('subject', fields.subject ?? 'Charged twice')
    .field('text', fields.text ?? 'My card was charged twice for one month.')
    .expect(303);
  if (res.headers.location !== '/Support/TicketCreated') throw new Error(`unexpected ${res.headers.location}`);
  const mail = await mailbox().waitFor(email, (m) => linkPattern.test(m.text));
  const token = linkPattern.exec(mail.text)![1]!;
  const id = Number((await testDb()('tickets').where({ email: email.toLowerCase() }).orderBy('id', 'desc').first('id')).id);
  if (confirm) await agent.post(`/Support/Ticket/Confirm?ticketid=${token}`).expect(303);
  return { agent, token, id, mail };
}

/** A member's ticket through CreateTicket. */
export async function memberTicket(member?: Awaited<ReturnType<typeof memberWithApi>>, subject = 'Cannot upload') {
  const owner = member ?? (await memberWithApi());
  const res = await owner.api('/api/MyTickets/CreateTicket', { category: 'Technical', subject, text: 'The upload button does nothing.' }).expect(200);
  return { owner, id: res.body.id as number };
}

/** A support staff member with their API and forms. */
export const supportStaff = () => memberWithApi({ staffRole: 40 });

export const ticketRow = async (id: number) => testDb()('tickets').where({ id }).first();
export const visitor = () => request(testApp());
export { jobsSettled };
