import { expect } from 'chai';
import ICAL from 'ical.js';
import request from 'supertest';
import { StaffRole } from '../../../src/platform/auth/access.ts';
import { buildMember, jobsSettled, loggedOnAs, memberWithApi } from '../../support/accounts.ts';
import { adminOnTestDb } from '../../support/admin.ts';
import { mailbox, testDb } from '../../support/context.ts';
import { createEvent, eventAdmin, fields, forgetEventPlaces } from '../../support/events.ts';
import { cookieOf } from '../../support/sse.ts';
import { countingStatements } from '../../support/statements.ts';

/** Issue 34 "Events": creating, the pages and calls, sign-up with guests and a waiting list, attendees, comments, cancelling, the .ics. */
describe('events: pages and calls (issue 34)', () => {
  beforeEach(forgetEventPlaces);
  afterEach(jobsSettled);

  const utcOf = (zone: string, london: string, copenhagen: string) => (zone === 'Europe/London' ? london : copenhagen);

  it('lets event admins and staff create an event (form and call), refuses everyone else, and shows place, map, time, price and places', async () => {
    const plain = await memberWithApi({ member: true });
    await plain.get('/Community/Events/Create').expect(403);
    await plain.form('/Community/Events/Create', { ...fields(), capacity: '10', endsAt: '', signUpDeadline: '' }).expect(403);
    const refused = await plain.api('/api/Events/CreateEvent', fields()).expect(403);
    expect(refused.body.error.code).to.equal('notAnEventAdmin');

    const admin = await eventAdmin();
    await admin.get('/Community/Events/Create').expect(200);
    const bad = await admin.form('/Community/Events/Create', { ...fields(), capacity: '10', endsAt: '2030-06-14T18:00', signUpDeadline: '' }).expect(400);
    expect(bad.text).to.contain('endsAt-error');
    const noTitle = await admin.api('/api/Events/CreateEvent', { ...fields(), title: '' }).expect(400);
    expect(JSON.stringify(noTitle.body)).to.contain('title');
    const res = await admin.form('/Community/Events/Create', { ...fields(), capacity: '10', signUpDeadline: '' }).expect(303);
    const row = await testDb()('events').first();
    expect(res.headers.location).to.equal(`/Community/Events/Event/${row.id}/Harbour-party`);
    expect(row).to.include({ created_by: admin.profile.id, dark: false, price: '150 kr. at the door', attendee_visibility: 'Attendees' });

    const page = await plain.get(String(res.headers.location)).expect(200);
    expect(page.text).to.contain('Harbour party').and.to.contain('150 kr. at the door').and.to.contain('0/10');
    expect(page.text).to.contain('https://www.openstreetmap.org/search?query=Nyhavn%2017%2C%20Copenhagen');
    const startsAt = utcOf(row.time_zone, '2030-06-14T18:00:00.000Z', '2030-06-14T17:00:00.000Z');
    expect(new Date(row.starts_at).toISOString()).to.equal(startsAt);
    expect(page.text).to.contain(`datetime="${startsAt}"`).and.to.contain('19:00');
    expect(page.text, 'a plain member sees no organiser buttons').to.not.contain('/Edit"');
    // Any name, or none, opens it (the id decides).
    await plain.get(`/Community/Events/Event/${row.id}`).expect(200);
    await plain.get(`/Community/Events/Event/${row.id}/whatever-name`).expect(200);
    await plain.get('/Community/Events/Event/999999').expect(404);
    await plain.get('/Community/Events/Event/abc').expect(404);
    const api = (await plain.get('/api/Events/GetEvent').query({ eventId: row.id }).expect(200)).body;
    expect(api).to.include({ title: 'Harbour party', startsLocal: '2030-06-14T19:00', placesLabel: '0/10', viewerRole: null });

    const staff = await memberWithApi({ staffRole: StaffRole.Support });
    await createEvent(staff, { title: 'Staff picnic' });
    expect((await adminOnTestDb('events:admin', 'revoke', admin.profile.name)).code).to.equal(0);
    await admin.api('/api/Events/CreateEvent', fields()).expect(403);
  });

  it('lists Upcoming soonest first, paged by key, and MyEvents with what the member signed up for or organises', async () => {
    const admin = await eventAdmin();
    const later = await createEvent(admin, { title: 'Autumn ball', startsAt: '2031-10-01T20:00', endsAt: null });
    const soon = await createEvent(admin, { title: 'Spring walk', startsAt: '2030-03-01T10:00', endsAt: null });
    const middle = await createEvent(admin, { title: 'Summer barbecue', startsAt: '2030-07-01T17:00', endsAt: null });
    const past = await createEvent(admin, { title: 'Old party', startsAt: '2020-01-01T20:00', endsAt: null });
    const member = await memberWithApi({ member: true });

    const first = (await member.get('/api/Events/GetUpcomingEvents').query({ take: 2 }).expect(200)).body;
    expect(first.items.map((e: { id: number }) => e.id)).to.deep.equal([soon.id, middle.id]);
    const second = (await member.get('/api/Events/GetUpcomingEvents').query({ take: 2, after: first.next }).expect(200)).body;
    expect(second.items.map((e: { id: number }) => e.id)).to.deep.equal([later.id]);
    expect(second.next).to.equal(null);
    const back = (await member.get('/api/Events/GetUpcomingEvents').query({ take: 2, before: second.prev }).expect(200)).body;
    expect(back.items.map((e: { id: number }) => e.id)).to.deep.equal([soon.id, middle.id]);
    const forged = await member.get('/api/Events/GetUpcomingEvents').query({ after: 'bm90LWEta2V5' }).expect(400);
    expect(JSON.stringify(forged.body)).to.contain('after');
    expect(JSON.stringify(first)).to.not.contain('Old party');

    const html = (await member.get('/Community/Events/Upcoming').expect(200)).text;
    expect(html.indexOf('Spring walk')).to.be.lessThan(html.indexOf('Summer barbecue'));
    expect(html.indexOf('Summer barbecue')).to.be.lessThan(html.indexOf('Autumn ball'));
    expect(html).to.not.contain('Old party');
    await member.get('/Community/Events').expect(200);
    await member.get('/Community/Events/Upcoming').query({ after: '!!' }).expect(400);

    expect((await member.get('/Community/Events/MyEvents').expect(200)).text).to.contain('You have not signed up for any events yet.');
    await member.api('/api/Events/SignUpForEvent', { eventId: middle.id }).expect(200);
    const mine = (await member.get('/api/Events/GetMyEvents').expect(200)).body;
    expect(mine.items.map((e: { id: number; viewerState: string }) => [e.id, e.viewerState])).to.deep.equal([[middle.id, 'Confirmed']]);
    const organised = (await admin.get('/api/Events/GetMyEvents').expect(200)).body;
    expect(organised.items.map((e: { id: number }) => e.id)).to.deep.equal([soon.id, middle.id, later.id]);
    expect((await member.get('/Community/Events/MyEvents').expect(200)).text).to.contain('Summer barbecue');
    expect(past.id).to.be.a('number');
  });

  it('signs up with guests (form and call), keeps a waiting list, and tells whoever moves up', async () => {
    const admin = await eventAdmin();
    const event = await createEvent(admin, { capacity: 2 });
    const ann = await memberWithApi({ member: true });
    const bo = await memberWithApi({ member: true });

    const badGuests = await ann.api('/api/Events/SignUpForEvent', { eventId: event.id, guests: 9 }).expect(400);
    expect(JSON.stringify(badGuests.body)).to.contain('guests');
    await ann.form(`/Community/Events/Event/${event.id}/SignUp`, { guests: '1' }).expect(303);
    expect((await ann.get(`/Community/Events/Event/${event.id}`).expect(200)).text).to.contain('You are signed up with 1 guest(s).').and.to.contain('2/2');
    const waiting = (await bo.api('/api/Events/SignUpForEvent', { eventId: event.id, guests: 0 }).expect(200)).body;
    expect(waiting).to.include({ state: 'Waiting', taken: 2, waiting: 1, placesLabel: '2/2' });
    expect((await bo.get(`/Community/Events/Event/${event.id}`).expect(200)).text).to.contain('You are on the waiting list');

    await ann.form(`/Community/Events/Event/${event.id}/Quit`, {}).expect(303);
    await jobsSettled();
    const told = await testDb()('notifications').where({ profile_id: bo.profile.id, kind: 'eventPromoted', subject_id: event.id });
    expect(told.map((n) => n.action)).to.deep.equal(['promoted']);
    expect((await bo.get('/api/Events/GetEvent').query({ eventId: event.id }).expect(200)).body).to.include({ viewerState: 'Confirmed', taken: 1, waiting: 0 });
    const quit = await ann.api('/api/Events/QuitEvent', { eventId: event.id }).expect(409);
    expect(quit.body.error.code).to.equal('notSignedUp');

    const over = await createEvent(admin, { title: 'Last year', startsAt: '2020-05-01T19:00', endsAt: null });
    expect((await ann.api('/api/Events/SignUpForEvent', { eventId: over.id }).expect(409)).body.error.code).to.equal('eventOver');
    const closed = await createEvent(admin, { title: 'Closed list', startsAt: '2030-05-01T19:00', endsAt: null });
    await testDb()('signup_subjects').where({ subject_type: 'events.event', subject_id: closed.id }).update({ deadline: new Date('2020-01-01') });
    expect((await ann.api('/api/Events/SignUpForEvent', { eventId: closed.id }).expect(409)).body.error.code).to.equal('signUpClosed');
  });

  it('shows the attendee list as the event chose: everyone, those signed up, or only the organisers', async () => {
    const admin = await eventAdmin();
    const coming = await memberWithApi({ member: true });
    const stranger = await memberWithApi({ member: true });
    const cases = [
      { attendeeVisibility: 'Everyone', stranger: 200, coming: 200 },
      { attendeeVisibility: 'Attendees', stranger: 403, coming: 200 },
      { attendeeVisibility: 'Organisers', stranger: 403, coming: 403 },
    ] as const;
    for (const c of cases) {
      const event = await createEvent(admin, { title: `Party for ${c.attendeeVisibility}`, attendeeVisibility: c.attendeeVisibility });
      await coming.api('/api/Events/SignUpForEvent', { eventId: event.id }).expect(200);
      await stranger.get('/api/Events/GetEventAttendees').query({ eventId: event.id }).expect(c.stranger);
      const seen = await coming.get('/api/Events/GetEventAttendees').query({ eventId: event.id }).expect(c.coming);
      if (c.coming === 200) expect(seen.body.map((p: { id: number }) => p.id)).to.deep.equal([coming.profile.id]);
      const byAdmin = (await admin.get('/api/Events/GetEventAttendees').query({ eventId: event.id }).expect(200)).body;
      expect(byAdmin.map((p: { id: number }) => p.id), 'the organisers always see it').to.deep.equal([coming.profile.id]);
      await stranger.get(`/Community/Events/Event/${event.id}/Attendees`).expect(c.stranger);
      const page = await coming.get(`/Community/Events/Event/${event.id}`).expect(200);
      expect(page.text.includes('/Attendees"'), `the link for ${c.attendeeVisibility}`).to.equal(c.coming === 200);
    }
  });

  it('takes comments through the comments module, on the page and by call', async () => {
    const admin = await eventAdmin();
    const event = await createEvent(admin);
    const member = await memberWithApi({ member: true });
    const added = await member.api('/api/Events/AddEventComment', { eventId: event.id, text: 'Can I bring my dog?' }).expect(200);
    expect(added.body.text).to.equal('Can I bring my dog?');
    await member.form(`/Community/Events/Event/${event.id}/Comment`, { text: 'And a friend?' }).expect(303);
    const listed = (await admin.get('/api/Events/GetEventComments').query({ eventId: event.id }).expect(200)).body;
    expect(JSON.stringify(listed)).to.contain('Can I bring my dog?').and.to.contain('And a friend?');
    expect((await admin.get(`/Community/Events/Event/${event.id}`).expect(200)).text).to.contain('Can I bring my dog?');
    expect((await testDb()('events').where({ id: event.id }).first()).comment_count).to.equal(2);
    await jobsSettled();
    const told = await testDb()('notifications').where({ profile_id: admin.profile.id, kind: 'eventComment', subject_id: event.id });
    expect(told.map((n) => n.action), 'the organiser is told of each comment').to.deep.equal(['commented', 'commented']);
    await member.api('/api/Events/AddEventComment', { eventId: event.id, text: '' }).expect(400);
  });

  it('edits: a larger capacity moves the waiting list up, those signed up are told; only its organisers may', async () => {
    const admin = await eventAdmin();
    const event = await createEvent(admin, { capacity: 1 });
    const ann = await memberWithApi({ member: true });
    const bo = await memberWithApi({ member: true });
    await ann.api('/api/Events/SignUpForEvent', { eventId: event.id }).expect(200);
    await bo.api('/api/Events/SignUpForEvent', { eventId: event.id }).expect(200);
    await ann.get(`/Community/Events/Event/${event.id}/Edit`).expect(403);
    expect((await ann.api('/api/Events/EditEvent', { eventId: event.id, ...fields({ capacity: 5 }) }).expect(403)).body.error.code).to.equal('notAnEventAdmin');
    await admin.get(`/Community/Events/Event/${event.id}/Edit`).expect(200);
    const low = await admin.api('/api/Events/EditEvent', { eventId: event.id, ...fields({ capacity: 0 as never }) }).expect(400);
    expect(JSON.stringify(low.body)).to.contain('capacity');
    const edited = (await admin.api('/api/Events/EditEvent', { eventId: event.id, ...fields({ capacity: 5, place: 'Havnegade 3' }) }).expect(200)).body;
    expect(edited).to.include({ capacity: 5, taken: 2, waiting: 0, place: 'Havnegade 3' });
    await jobsSettled();
    expect(await testDb()('notifications').where({ profile_id: bo.profile.id, kind: 'eventPromoted' })).to.have.length(1);
    expect((await testDb()('notifications').where({ profile_id: ann.profile.id, kind: 'eventChanged' })).map((n) => n.action)).to.deep.equal(['changed']);
    // Another event admin manages it too.
    const other = await eventAdmin();
    await other.form(`/Community/Events/Event/${event.id}/Edit`, { ...fields({ title: 'Harbour party II' }), capacity: '5', endsAt: '', signUpDeadline: '' }).expect(303);
    expect((await testDb()('events').where({ id: event.id }).first()).title).to.equal('Harbour party II');
  });

  it('cancels: everyone signed up or waiting is told by notification and e-mail; the event stays, marked, and leaves Upcoming', async () => {
    const admin = await eventAdmin();
    const event = await createEvent(admin, { capacity: 1 });
    const ann = await memberWithApi({ member: true });
    const bo = await memberWithApi({ member: true });
    await ann.api('/api/Events/SignUpForEvent', { eventId: event.id }).expect(200);
    await bo.api('/api/Events/SignUpForEvent', { eventId: event.id }).expect(200);
    await ann.form(`/Community/Events/Event/${event.id}/Cancel`, {}).expect(403);
    await admin.form(`/Community/Events/Event/${event.id}/Cancel`, {}).expect(303);
    await jobsSettled();
    for (const m of [ann, bo]) {
      const told = await testDb()('notifications').where({ profile_id: m.profile.id, kind: 'eventChanged', subject_id: event.id });
      expect(told.map((n) => n.action)).to.deep.equal(['cancelled']);
      const mail = await mailbox().waitFor(m.profile.email, (x) => x.subject === 'Cancelled: Harbour party');
      expect(mail.text).to.contain(`/Community/Events/Event/${event.id}/Harbour-party`).and.to.contain('has been cancelled');
    }
    expect((await ann.get(`/Community/Events/Event/${event.id}`).expect(200)).text).to.contain('This event has been cancelled.');
    expect(JSON.stringify((await ann.get('/api/Events/GetUpcomingEvents').expect(200)).body)).to.not.contain('Harbour party');
    expect(JSON.stringify((await ann.get('/api/Events/GetMyEvents').expect(200)).body)).to.contain('"cancelled":true');
    expect((await admin.api('/api/Events/CancelEvent', { eventId: event.id }).expect(409)).body.error.code).to.equal('eventCancelled');
    expect((await bo.api('/api/Events/SignUpForEvent', { eventId: event.id, guests: 1 }).expect(409)).body.error.code).to.equal('eventCancelled');
    // Each was mailed once.
    await jobsSettled();
    for (const m of [ann, bo]) expect(mailbox().messages.filter((x) => x.to.includes(m.profile.email) && x.subject === 'Cancelled: Harbour party')).to.have.length(1);
  });

  it('gives an .ics of the event: its instants in UTC, its zone named, a cancellation marked', async () => {
    const admin = await eventAdmin();
    const event = await createEvent(admin, { startsAt: '2030-04-06T19:00', endsAt: '2030-04-06T23:00' });
    const member = await memberWithApi({ member: true });
    const res = await member.get(`/Community/Events/Event/${event.id}.ics`).expect(200);
    expect(res.headers['content-type']).to.match(/^text\/calendar/);
    const cal = new ICAL.Component(ICAL.parse(res.text));
    expect(cal.getFirstPropertyValue('x-wr-timezone')).to.equal(event.timeZone);
    const vevent = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    expect(vevent.summary).to.equal('Harbour party');
    expect(vevent.location).to.equal('Nyhavn 17, Copenhagen');
    // 6 April 2030 is after the change to summer time in both zones: 19:00 is 18:00Z in London, 17:00Z in Copenhagen.
    expect(vevent.startDate.toJSDate().toISOString()).to.equal(event.timeZone === 'Europe/London' ? '2030-04-06T18:00:00.000Z' : '2030-04-06T17:00:00.000Z');
    expect(vevent.endDate.toJSDate().getTime() - vevent.startDate.toJSDate().getTime()).to.equal(4 * 3_600_000);
    await admin.api('/api/Events/CancelEvent', { eventId: event.id }).expect(200);
    expect((await member.get(`/Community/Events/Event/${event.id}.ics`).expect(200)).text).to.contain('STATUS:CANCELLED');
    await member.get('/Community/Events/Event/999999.ics').expect(404);
  });

  describe('what a member page costs', () => {
    const counting = countingStatements('events');
    it('the event page and Upcoming run at most two statements after the session', async () => {
      const admin = await eventAdmin();
      const event = await createEvent(admin);
      const viewer = await buildMember({ member: true, language: 'en-GB' });
      const cookie = cookieOf(await loggedOnAs(viewer, { app: counting.app }));
      const session = () => request(counting.app).get(counting.sessionPath(event.id)).set('Cookie', cookie).expect(200);
      await session();
      const sessionCost = (await counting.statementsOf(session)).length;
      for (const path of [`/Community/Events/Event/${event.id}/Harbour-party`, '/Community/Events/Upcoming']) {
        const open = () => request(counting.app).get(path).set('Cookie', cookie).expect(200);
        await open();
        const statements = await counting.statementsOf(open);
        expect(statements, `${path}:\n${statements.join('\n---\n')}`).to.have.length.of.at.most(2 + sessionCost);
      }
    });
  });
});
