import { expect } from 'chai';
import type { ProfileActor } from '../../src/platform/auth/actor.ts';
import type { EventFields } from '../../src/modules/events/index.ts';
import { memberWithApi } from './accounts.ts';
import { adminOnTestDb } from './admin.ts';
import { testDb } from './context.ts';

export type Member = Awaited<ReturnType<typeof memberWithApi>>;
export const dark = 'dark.localhost';

/** An event's fields, valid unless overridden: a party in June 2030, 10 places. */
export const fields = (over: Partial<EventFields> = {}): EventFields => ({
  title: 'Harbour party',
  description: 'Music, food and a view of the water.',
  place: 'Nyhavn 17, Copenhagen',
  price: '150 kr. at the door',
  startsAt: '2030-06-14T19:00',
  endsAt: '2030-06-14T23:30',
  capacity: 10,
  signUpDeadline: null,
  attendeeVisibility: 'Attendees',
  ...over,
});

/** A logged-on member given the event admin role through the admin CLI (at `host` when given). */
export async function eventAdmin(host?: string): Promise<Member> {
  const m = await memberWithApi({ member: true, ...(host ? { darkStatus: 3 } : {}) }, host);
  const run = await adminOnTestDb('events:admin', 'grant', m.profile.name);
  expect(run.code, run.out).to.equal(0);
  return m;
}

/** Creates an event through the call, as its admin; answers its JSON. */
export async function createEvent(admin: Member, over: Partial<EventFields> = {}) {
  const res = await admin.api('/api/Events/CreateEvent', fields(over));
  expect(res.status, res.text).to.equal(200);
  return res.body as { id: number; path: string; startsAt: string; timeZone: string; icsPath: string };
}

export const actorOf = (profileId: number, dark = false): ProfileActor => ({ profileId, site: { id: dark ? 2 : 1, dark }, status: 3, staffRole: 0, member: true, darkStatus: dark ? 3 : 0, impersonatedBy: null });

/**
 * The tests' reset empties what references profiles; a subject's counter row (signups) references none, so the
 * events' are emptied here: event ids start again at 1 in each test.
 */
export const forgetEventPlaces = () => testDb()('signup_subjects').where({ subject_type: 'events.event' }).delete();
