import { expect } from 'chai';
import { createEvent, signUpForEvent } from '../../../src/modules/events/index.ts';
import { buildProfile } from '../../support/factories.ts';
import { adminOnTestDb } from '../../support/admin.ts';
import { jobsSettled } from '../../support/accounts.ts';
import { testDb, usingPostgres } from '../../support/context.ts';
import { actorOf, fields, forgetEventPlaces } from '../../support/events.ts';

/**
 * Issue 34: 30 sign-ups at once for an event with 10 places: exactly 10 get a place, 20 wait, in the order they got
 * the event's lock (the signups module's rules, the same as lodge meetups'). Real only on Postgres
 * (TEST_DATABASE_URL): PGlite has one connection, so there the same calls run one after the other.
 */
describe('events: 30 simultaneous sign-ups for 10 places (issue 34)', () => {
  beforeEach(forgetEventPlaces);
  afterEach(jobsSettled);

  it('confirms exactly 10, puts the other 20 on the waiting list, and never overbooks', async function () {
    this.timeout(60_000);
    const admin = await buildProfile({ member: true });
    expect((await adminOnTestDb('events:admin', 'grant', admin.name)).code).to.equal(0);
    const event = await createEvent(testDb(), actorOf(admin.id), fields({ capacity: 10 }), 'Europe/Copenhagen');
    const people = await Promise.all(Array.from({ length: 30 }, () => buildProfile({ member: true })));
    const results = await Promise.allSettled(people.map((p) => signUpForEvent(testDb(), actorOf(p.id), event.id, 0)));
    expect(results.filter((r) => r.status === 'rejected'), 'no sign-up failed').to.have.length(0);

    const rows = await testDb()('signups').where({ subject_type: 'events.event', subject_id: event.id }).orderBy('id');
    expect(rows).to.have.length(30);
    expect(rows.filter((r) => r.state === 'Confirmed')).to.have.length(10);
    expect(rows.filter((r) => r.state === 'Waiting')).to.have.length(20);
    // The first ten to get the lock (the lowest ids) have the places.
    expect(rows.slice(0, 10).every((r) => r.state === 'Confirmed')).to.equal(true);
    const counter = await testDb()('signup_subjects').where({ subject_type: 'events.event', subject_id: event.id }).first();
    expect([counter.taken, counter.capacity, counter.waiting]).to.deep.equal([10, 10, 20]);
    if (!usingPostgres()) this.skip(); // the race itself is real only on Postgres
  });
});
