import { expect } from 'chai';
import ICAL from 'ical.js';
import request from 'supertest';
import { z } from 'zod';
import type { Express } from 'express';
import type { ProfileActor } from '../../src/platform/auth/actor.ts';
import { definePage, type AppModule } from '../../src/platform/http/define.ts';
import { quit, signUp, setPlaces } from '../../src/modules/signups/index.ts';
import { blockProfile } from '../../src/modules/profiles/index.ts';
import * as meetups from '../../src/modules/lodges/index.ts';
import type { MeetupFields } from '../../src/modules/lodges/index.ts';
import { buildProfile } from '../support/factories.ts';
import { buildMember, jobsSettled, loggedOnAs, memberWithApi } from '../support/accounts.ts';
import { pauseJobWorker, testAppWith, testApp, testDb, usingPostgres } from '../support/context.ts';
import { cookieOf } from '../support/sse.ts';

/**
 * Issue 33 §4: meetups, sign-up with guests and a waiting list, the calendar's values, the .ics across daylight
 * saving, and the races: 50 sign-ups at once for 10 places, 10 quits at once.
 */
const actorOf = (profileId: number, member = true): ProfileActor => ({ profileId, site: { id: 1, dark: false }, status: 3, staffRole: 0, member, darkStatus: 0, impersonatedBy: null });

async function createLodge(ownerId: number): Promise<number> {
  const [row] = await testDb()('lodges').insert({ name: `Harbour walkers ${Math.random().toString(36).slice(2, 6)}`, category_id: 1, created_by: ownerId, member_count: 1 }).returning('id');
  const id = Number((row as { id: unknown }).id);
  await testDb()('lodge_members').insert({ lodge_id: id, profile_id: ownerId, role: 'Owner', joined_at: testDb().fn.now() });
  return id;
}
const join = (lodgeId: number, profileId: number, role = 'Member') => testDb()('lodge_members').insert({ lodge_id: lodgeId, profile_id: profileId, role, joined_at: testDb().fn.now() });

const fields = (over: Partial<MeetupFields> = {}): MeetupFields => ({
  title: 'Walk along the harbour',
  description: 'We meet at the lighthouse.',
  place: 'Nyhavn 1',
  startsAt: '2030-06-14T19:00',
  endsAt: null,
  capacity: 10,
  signUpDeadline: null,
  ...over,
});

const calendarBase = (lodgeId: number) => `/Community/Lodges/Lodge/${lodgeId}/Calendar`;

describe('lodge meetups: sign-up, waiting list and calendar (issue 33 §4)', () => {
  // The tests' reset empties what references profiles; a subject's counter row references none (its subject is
  // another module's), so it is emptied here: meetup ids start again at 1 in each test.
  beforeEach(() => testDb()('signup_subjects').delete());

  it('answers the calendar values of spec §5 (20yy-mm, a real 20yy-mm-dd) and 404 for anything else', async () => {
    const owner = await buildMember();
    const lodgeId = await createLodge(owner.id);
    const app = testApp();
    for (const ok of ['2026-11', '2027-01', '2099-12', '2026-02-28', '2028-02-29']) await request(app).get(`${calendarBase(lodgeId)}/${ok}`).expect(200);
    for (const bad of ['2026-13', '2026-00', '1999-01', '2100-01', '26-11', '2026-1', '2026-02-30', '2027-02-29', '2026-11-31', 'abc', '2026-11-1']) {
      await request(app).get(`${calendarBase(lodgeId)}/${bad}`).expect(404);
    }
    await request(app).get(calendarBase(lodgeId)).expect(200);
    // The API answers a bad value with a 400 naming the field.
    const res = await request(app).get('/api/Lodges/GetCalendarData').query({ lodgeId, month: '2026-13' }).expect(400);
    expect(JSON.stringify(res.body)).to.contain('month');
    await request(app).get('/api/Lodges/GetCalendarDayData').query({ lodgeId, date: '2026-02-30' }).expect(400);
  });

  it('lets an assistant plan a meetup through the plain form, not a plain member; shows it on its day with its places', async () => {
    const owner = await buildMember();
    const lodgeId = await createLodge(owner.id);
    const assistant = await memberWithApi();
    const plain = await memberWithApi();
    await join(lodgeId, assistant.profile.id, 'Assistant');
    await join(lodgeId, plain.profile.id);
    const form = { title: 'Board games night', description: 'Bring a game', place: 'The library', startsAt: '2031-03-05T19:00', endsAt: '2031-03-05T22:00', capacity: '12', signUpDeadline: '' };
    await plain.form(`${calendarBase(lodgeId)}/Create`, form).expect(403);
    const bad = await assistant.form(`${calendarBase(lodgeId)}/Create`, { ...form, endsAt: '2031-03-05T18:00' }).expect(400);
    expect(bad.text).to.contain('endsAt-error');
    const res = await assistant.form(`${calendarBase(lodgeId)}/Create`, form).expect(303);
    const meetup = await testDb()('lodge_meetups').where({ lodge_id: lodgeId }).first();
    expect(res.headers.location).to.equal(`${calendarBase(lodgeId)}/Meetup/${meetup.id}`);
    const day = await plain.get(`${calendarBase(lodgeId)}/2031-03-05`).expect(200);
    expect(day.text).to.contain('Board games night').and.to.contain('0/12');
    const month = await plain.get(`${calendarBase(lodgeId)}/2031-03`).expect(200);
    expect(month.text).to.contain('data-island="LodgeCalendar"').and.to.contain(`${calendarBase(lodgeId)}/2031-03-05`);
    const page = await plain.get(`${calendarBase(lodgeId)}/Meetup/${meetup.id}`).expect(200);
    expect(page.text).to.contain('0/12').and.to.contain(`/Meetup/${meetup.id}/SignUp`);
    // The edit form shows the stored local times; a larger capacity is saved.
    const edit = await assistant.get(`${calendarBase(lodgeId)}/Meetup/${meetup.id}/Edit`).expect(200);
    expect(edit.text).to.contain('value="2031-03-05T19:00"').and.to.contain('value="Board games night"');
    await plain.get(`${calendarBase(lodgeId)}/Meetup/${meetup.id}/Edit`).expect(403);
    await assistant.form(`${calendarBase(lodgeId)}/Meetup/${meetup.id}/Edit`, { ...form, capacity: '20' }).expect(303);
    expect((await plain.get(`${calendarBase(lodgeId)}/Meetup/${meetup.id}`)).text).to.contain('0/20');
    // Under another lodge's address: not found.
    const other = await createLodge(owner.id);
    await plain.get(`${calendarBase(other)}/Meetup/${meetup.id}`).expect(404);
  });

  it('signs a member up with guests ("3/4"), puts the next on the waiting list, refuses a non-member and after the deadline', async () => {
    const owner = await buildMember();
    const lodgeId = await createLodge(owner.id);
    const meetup = await meetups.createMeetup(testDb(), actorOf(owner.id), lodgeId, fields({ capacity: 4 }), 'Europe/Copenhagen');
    const ann = await memberWithApi();
    const bo = await memberWithApi();
    const stranger = await memberWithApi();
    await join(lodgeId, ann.profile.id);
    await join(lodgeId, bo.profile.id);
    const path = `${calendarBase(lodgeId)}/Meetup/${meetup.id}`;

    await ann.form(`${path}/SignUp`, { guests: '2' }).expect(303);
    let page = await ann.get(path).expect(200);
    expect(page.text).to.contain('3/4');
    await bo.api('/api/Lodges/MeetupSignUp', { meetupId: meetup.id, guests: 1 }).expect(200)
      .expect((r) => expect(r.body).to.include({ state: 'Waiting', taken: 3, capacity: 4, waiting: 1, placesLabel: '3/4' }));
    const refused = await stranger.api('/api/Lodges/MeetupSignUp', { meetupId: meetup.id, guests: 0 }).expect(403);
    expect(refused.body.error.code).to.equal('notALodgeMember');
    const badGuests = await ann.api('/api/Lodges/MeetupSignUp', { meetupId: meetup.id, guests: 6 }).expect(400);
    expect(JSON.stringify(badGuests.body)).to.contain('guests');

    // Ann brings one guest fewer: Bo's party of two now fits and moves up (and is told).
    await ann.api('/api/Lodges/MeetupSignUp', { meetupId: meetup.id, guests: 1 }).expect(200).expect((r) => expect(r.body).to.include({ state: 'Confirmed', taken: 4, waiting: 0 }));
    const boRow = await testDb()('signups').where({ subject_id: meetup.id, profile_id: bo.profile.id }).first();
    expect(boRow.state).to.equal('Confirmed');
    await jobsSettled();
    const told = await testDb()('notifications').where({ profile_id: bo.profile.id, kind: 'lodgeMeetupPromoted' });
    expect(told).to.have.length(1);

    // The deadline passes: no sign-up (the form shows why), quitting still works.
    await testDb()('signup_subjects').where({ subject_type: 'lodges.meetup', subject_id: meetup.id }).update({ deadline: new Date(Date.now() - 60_000) });
    const carl = await memberWithApi();
    await join(lodgeId, carl.profile.id);
    const late = await carl.api('/api/Lodges/MeetupSignUp', { meetupId: meetup.id, guests: 0 }).expect(409);
    expect(late.body.error.code).to.equal('signUpClosed');
    const lateForm = await carl.form(`${path}/SignUp`, { guests: '0' }).expect(409);
    expect(lateForm.text).to.contain('The sign-up deadline has passed.');
    await bo.form(`${path}/Quit`, {}).expect(303);
    page = await ann.get(path).expect(200);
    expect(page.text).to.contain('2/4');

    // Comments through the comments module's plain form: a member writes, a stranger may not.
    const commented = await ann.form(`/Community/Lodges/Meetup/${meetup.id}/Comment`, { text: 'I will bring coffee' }).expect(303);
    expect(commented.headers.location).to.match(new RegExp(`^${path}#comment-\\d+$`));
    expect((await ann.get(path)).text).to.contain('I will bring coffee');
    await stranger.api('/api/Lodges/AddMeetupComment', { meetupId: meetup.id, text: 'Hello' }).expect(403);
    expect((await testDb()('lodge_meetups').where({ id: meetup.id }).first()).comment_count).to.equal(1);
    // The comment is told to the one who planned the meetup and those going; never the writer, nobody else.
    await jobsSettled();
    const toldOfComment = async (id: number) => (await testDb()('notifications').where({ profile_id: id, kind: 'lodgeMeetupComment', subject_id: meetup.id })).length;
    expect(await toldOfComment(owner.id), 'the one who planned it').to.equal(1);
    expect(await toldOfComment(ann.profile.id), 'never the writer').to.equal(0);
    expect(await toldOfComment(carl.profile.id), 'not going').to.equal(0);
  });

  it('tells the lodge of a new meetup, and those signed up of a cancellation; a cancelled meetup takes no sign-up', async () => {
    const owner = await buildMember();
    const lodgeId = await createLodge(owner.id);
    const ann = await memberWithApi();
    await join(lodgeId, ann.profile.id);
    const meetup = await meetups.createMeetup(testDb(), actorOf(owner.id), lodgeId, fields(), 'Europe/Copenhagen');
    await jobsSettled();
    expect(await testDb()('notifications').where({ profile_id: ann.profile.id, kind: 'lodgeMeetupNew', subject_id: meetup.id })).to.have.length(1);
    await ann.api('/api/Lodges/MeetupSignUp', { meetupId: meetup.id, guests: 0 }).expect(200);
    const ownerAgent = await loggedOnAs(owner);
    const token = /name="_csrf" value="([^"]+)"/.exec((await ownerAgent.get(`${calendarBase(lodgeId)}/Meetup/${meetup.id}`)).text)![1];
    await ownerAgent.post('/api/Lodges/DeleteMeetup').set('x-csrf-token', token!).send({ meetupId: meetup.id }).expect(200);
    await jobsSettled();
    const cancelled = await testDb()('notifications').where({ profile_id: ann.profile.id, kind: 'lodgeMeetupChanged', subject_id: meetup.id });
    expect(cancelled.map((n) => n.action)).to.deep.equal(['cancelled']);
    const again = await ann.api('/api/Lodges/MeetupSignUp', { meetupId: meetup.id, guests: 0 }).expect(409);
    expect(again.body.error.code).to.equal('meetupCancelled');
  });

  it('lists who is coming by gender, only profiles the viewer may see (a block hides them), in arrival order', async () => {
    const owner = await buildMember();
    const lodgeId = await createLodge(owner.id);
    const meetup = await meetups.createMeetup(testDb(), actorOf(owner.id), lodgeId, fields({ capacity: 3 }), 'Europe/Copenhagen');
    const viewer = await memberWithApi();
    await join(lodgeId, viewer.profile.id);
    const people = [await buildProfile(), await buildProfile(), await buildProfile(), await buildProfile()];
    const genders = ['Female', 'Male', 'Female', 'Female'];
    for (const [i, p] of people.entries()) {
      await testDb()('profile_persons').insert({ profile_id: p.id, position: 0, birthday: '1990-03-03', gender: genders[i], confirmed_at: testDb().fn.now() });
      await join(lodgeId, p.id);
      await meetups.signUpForMeetup(testDb(), actorOf(p.id), meetup.id, 0);
    }
    await blockProfile(testDb(), people[2]!.id, viewer.profile.id);
    const ids = async (query: Record<string, unknown>) =>
      ((await viewer.get('/api/Lodges/GetMeetupProfiles').query({ meetupId: meetup.id, ...query }).expect(200)).body as { id: number }[]).map((c) => c.id);
    expect(await ids({})).to.deep.equal([people[0]!.id, people[1]!.id]);
    expect(await ids({ gender: 'Female' })).to.deep.equal([people[0]!.id]);
    expect(await ids({ state: 'Waiting' })).to.deep.equal([people[3]!.id]);
    const page = await viewer.get(`${calendarBase(lodgeId)}/Meetup/${meetup.id}/Profiles?gender=Male`).expect(200);
    expect(page.text).to.contain(people[1]!.name).and.not.contain(people[0]!.name);
    await viewer.get(`${calendarBase(lodgeId)}/Meetup/${meetup.id}/Profiles?gender=Robot`).expect(400);
  });

  it('50 sign-ups at once for 10 places (guests mixed in): exactly 10 places taken, the rest waiting in arrival order', async function () {
    this.timeout(60_000);
    const owner = await buildProfile();
    const lodgeId = await createLodge(owner.id);
    const meetup = await meetups.createMeetup(testDb(), actorOf(owner.id), lodgeId, fields({ capacity: 10 }), 'Europe/Copenhagen');
    const people = await Promise.all(Array.from({ length: 50 }, () => buildProfile()));
    for (const p of people) await join(lodgeId, p.id);
    const guestsOf = (i: number) => (i % 6 === 0 ? 2 : i % 7 === 0 ? 1 : 0);
    await Promise.all(people.map((p, i) => meetups.signUpForMeetup(testDb(), actorOf(p.id), meetup.id, guestsOf(i))));

    const rows = await testDb()('signups').where({ subject_type: 'lodges.meetup', subject_id: meetup.id }).orderBy('id');
    expect(rows).to.have.length(50);
    const taken = rows.filter((r) => r.state === 'Confirmed').reduce((n, r) => n + 1 + Number(r.guests), 0);
    expect(taken, rows.map((r) => `${r.id}:${r.guests}:${r.state}`).join(' ')).to.equal(10);
    const counter = await testDb()('signup_subjects').where({ subject_type: 'lodges.meetup', subject_id: meetup.id }).first();
    expect([counter.taken, counter.capacity, counter.waiting]).to.deep.equal([10, 10, rows.filter((r) => r.state === 'Waiting').length]);
    // The outcome is the one a single line would give, in the order the sign-ups got the lock (their ids).
    let left = 10;
    for (const r of rows) {
      const size = 1 + Number(r.guests);
      const expected = size <= left ? 'Confirmed' : 'Waiting';
      if (expected === 'Confirmed') left -= size;
      expect(r.state, `sign-up ${r.id}`).to.equal(expected);
    }
    if (!usingPostgres()) this.skip(); // PGlite has one connection: the race itself is real only on Postgres.
  });

  it('10 quits at once promote exactly 10 from the waiting list, in arrival order, never overbooking', async function () {
    this.timeout(60_000);
    const ref = { subjectType: 'test.quits', subjectId: Math.floor(Math.random() * 1e9) };
    await setPlaces(testDb(), ref, 10, null);
    const people = await Promise.all(Array.from({ length: 30 }, () => buildProfile()));
    for (const p of people) await signUp(testDb(), ref, p.id, 0); // one after the other: 10 places, 20 waiting
    const results = await Promise.all(people.slice(0, 10).map((p) => quit(testDb(), ref, p.id)));
    const promoted = results.flatMap((r) => r.promoted);
    expect(promoted).to.have.length(10);
    expect([...promoted].sort((a, b) => a - b)).to.deep.equal(people.slice(10, 20).map((p) => p.id).sort((a, b) => a - b));
    const counter = await testDb()('signup_subjects').where({ subject_type: ref.subjectType, subject_id: ref.subjectId }).first();
    expect([counter.taken, counter.waiting]).to.deep.equal([10, 10]);
    const waiting = await testDb()('signups').where({ subject_type: ref.subjectType, subject_id: ref.subjectId, state: 'Waiting' }).orderBy('id').pluck('profile_id');
    expect(waiting.map(Number)).to.deep.equal(people.slice(20).map((p) => p.id));
    // A capacity below the places taken is refused; a larger one moves the list up at once.
    let refused: unknown;
    await setPlaces(testDb(), ref, 9, null).catch((e: unknown) => (refused = e));
    expect((refused as { field?: string }).field).to.equal('capacity');
    const grown = await setPlaces(testDb(), ref, 13, null);
    expect(grown.promoted).to.deep.equal(people.slice(20, 23).map((p) => p.id));
    if (!usingPostgres()) this.skip();
  });

  it('gives each meetup an .ics with the right UTC instants on both sides of the October and March changes (Copenhagen, London)', async () => {
    const owner = await buildMember();
    const lodgeId = await createLodge(owner.id);
    const cases = [
      ['Europe/Copenhagen', '2026-10-24T19:00', '2026-10-24T17:00:00.000Z'],
      ['Europe/Copenhagen', '2026-10-25T19:00', '2026-10-25T18:00:00.000Z'],
      ['Europe/Copenhagen', '2027-03-27T19:00', '2027-03-27T18:00:00.000Z'],
      ['Europe/Copenhagen', '2027-03-28T19:00', '2027-03-28T17:00:00.000Z'],
      ['Europe/London', '2026-10-24T19:00', '2026-10-24T18:00:00.000Z'],
      ['Europe/London', '2026-10-25T19:00', '2026-10-25T19:00:00.000Z'],
      ['Europe/London', '2027-03-27T19:00', '2027-03-27T19:00:00.000Z'],
      ['Europe/London', '2027-03-28T19:00', '2027-03-28T18:00:00.000Z'],
    ] as const;
    const ids: number[] = [];
    for (const [zone, local, utc] of cases) {
      const m = await meetups.createMeetup(testDb(), actorOf(owner.id), lodgeId, fields({ startsAt: local, capacity: null }), zone);
      ids.push(m.id);
      const res = await request(testApp()).get(`${calendarBase(lodgeId)}/Meetup/${m.id}.ics`).expect(200).expect('Content-Type', /text\/calendar/);
      const event = new ICAL.Component(ICAL.parse(res.text)).getFirstSubcomponent('vevent')!;
      const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
      expect(start.toJSDate().toISOString(), `${zone} ${local}`).to.equal(utc);
      expect(event.getFirstPropertyValue('summary')).to.equal('Walk along the harbour');
    }
    // The member's feed: every meetup; a wrong token or a member who left gets nothing.
    const ownerAgent = await loggedOnAs(owner);
    const shown = /value="(https?:\/\/[^"]+Calendar\.ics\?p=\d+&amp;t=[0-9a-f]+)"/.exec((await ownerAgent.get(calendarBase(lodgeId)).expect(200)).text)![1]!;
    const feed = new URL(shown.replace(/&amp;/g, '&')).pathname + new URL(shown.replace(/&amp;/g, '&')).search;
    const res = await request(testApp()).get(feed).expect(200);
    const events = new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents('vevent');
    expect(events.map((e) => (e.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).sort()).to.deep.equal(cases.map((c) => c[2]).sort());
    await request(testApp()).get(feed.replace(/t=[0-9a-f]/, 't=0').replace(/t=00/, 't=01')).expect(404);
    // Another profile's id with the owner's token, and the owner's own feed once they no longer belong: nothing.
    const stranger = await buildProfile();
    await request(testApp()).get(feed.replace(`p=${owner.id}`, `p=${stranger.id}`)).expect(404);
    await testDb()('lodge_members').where({ lodge_id: lodgeId, profile_id: owner.id }).update({ role: 'Declined' });
    await request(testApp()).get(feed).expect(404);
  });

  describe('statements', () => {
    const sessionOnly: AppModule = {
      name: 'test-meetups-session-only',
      pages: [definePage({ path: '/Test/MeetupsSessionOnly/:id', access: 'user', params: z.object({ id: z.coerce.number() }), handler: (_input, _req, res) => void res.send('ok') })],
    };
    let app: Express;
    let counted: string[] = [];
    let resumeJobs: () => void;
    const onQuery = (q: { sql: string }) => counted.push(q.sql);
    before(async () => {
      app = testAppWith([sessionOnly]);
      testDb().on('query', onQuery);
    });
    after(() => testDb().removeListener('query', onQuery));
    beforeEach(async () => {
      resumeJobs = await pauseJobWorker();
    });
    afterEach(() => resumeJobs());
    const count = async (run: () => Promise<unknown>) => {
      counted = [];
      await run();
      return counted.length;
    };

    it('a month, a day and a meetup page cost two statements after the session', async () => {
      const owner = await buildMember();
      const lodgeId = await createLodge(owner.id);
      const viewer = await buildMember();
      await join(lodgeId, viewer.id);
      const m = await meetups.createMeetup(testDb(), actorOf(owner.id), lodgeId, fields({ startsAt: '2031-05-10T18:30' }), 'Europe/Copenhagen');
      await meetups.signUpForMeetup(testDb(), actorOf(viewer.id), m.id, 1);
      const cookie = cookieOf(await loggedOnAs(viewer, { app }));
      const get = (path: string) => () => request(app).get(path).set('Cookie', cookie).expect(200);
      await get('/Test/MeetupsSessionOnly/1')();
      const session = await count(get('/Test/MeetupsSessionOnly/1'));
      for (const path of [`${calendarBase(lodgeId)}/2031-05`, `${calendarBase(lodgeId)}/2031-05-10`, `${calendarBase(lodgeId)}/Meetup/${m.id}`]) {
        await get(path)();
        const n = (await count(get(path))) - session;
        expect(n, `${path}: ${counted.join('\n')}`).to.be.at.most(2);
      }
    });
  });
});
