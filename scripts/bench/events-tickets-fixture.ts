import type { Knex } from 'knex';
import type { ProfileActor } from '../../src/platform/auth/actor.ts';
import { createEvent, signUpForEvent } from '../../src/modules/events/index.ts';
import { answerTicket, createTicket } from '../../src/modules/tickets/index.ts';

const events = 60;
const signedUp = 25;
const tickets = 20;

/**
 * The events and tickets of bench:member, made through the modules' own services (the lists read what they
 * write): 60 upcoming events on the regular site by one event admin, the bench member signed up for 25 of them
 * (Upcoming shows 30, MyEvents 25; the first event's page is `eventPath`), and 20 tickets of the bench member, each
 * answered by a support staff member (the newest one's page is `ticketPath`).
 */
export async function seedEventsAndTickets(db: Knex, memberId: number, profiles: { first: number }, site: { id: number; origin: string }): Promise<{ eventPath: string; ticketPath: string }> {
  const actor = (profileId: number, staffRole = 0): ProfileActor => ({ profileId, site: { id: site.id, dark: false }, status: 1, staffRole, member: true, darkStatus: 0, impersonatedBy: null });
  const organiser = profiles.first + 1;
  await db('event_admins').insert({ profile_id: organiser }).onConflict('profile_id').ignore();
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  let eventPath = '';
  for (let i = 1; i <= events; i++) {
    const event = await createEvent(
      db,
      actor(organiser),
      { title: `Harbour evening number ${i}`, description: 'Music, food and a walk by the water. '.repeat(5).trim(), place: 'The old harbour, Aarhus', price: '100 kr. at the door', startsAt: `${day(i)}T19:00`, endsAt: `${day(i)}T23:00`, capacity: 80, signUpDeadline: null, attendeeVisibility: 'Everyone' },
      'Europe/Copenhagen',
    );
    if (i <= signedUp) await signUpForEvent(db, actor(memberId), event.id, i % 3);
    if (i === 1) eventPath = `/Community/Events/Event/${event.id}`;
  }
  const staff = profiles.first + 2;
  await db('profiles').where({ id: staff }).update({ staff_role: 40 });
  let ticketPath = '';
  for (let i = 1; i <= tickets; i++) {
    const made = await createTicket(db, actor(memberId), { category: 'Technical', subject: `The upload button, try ${i}`, text: 'Nothing happens when I press it on my phone. '.repeat(3).trim() }, [], { siteId: site.id, origin: site.origin, locale: 'en-GB' });
    await answerTicket(db, actor(staff, 40), made.id, 'Thank you: please try again now, we fixed it this morning.');
    ticketPath = `/Support/MyTickets/${made.id}`;
  }
  return { eventPath, ticketPath };
}
