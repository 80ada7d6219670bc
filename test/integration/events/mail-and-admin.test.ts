import { expect } from 'chai';
import { deleteAccountNow, jobsSettled, memberWithApi } from '../../support/accounts.ts';
import { adminOnTestDb } from '../../support/admin.ts';
import { personalDataHolders } from '../../../src/platform/personal-data/index.ts';
import { testDb } from '../../support/context.ts';
import { createEvent, eventAdmin, forgetEventPlaces, type Member } from '../../support/events.ts';

/** Issue 34 "Events": Event/{id}/Mail (mail's group conversations), the event admin count, the admin CLI, personal data. */
describe('events: mail to the organisers, the admin count, the CLI and personal data (issue 34)', () => {
  beforeEach(forgetEventPlaces);
  afterEach(jobsSettled);

  const counts = async (m: Member) => (await m.get('/api/Notifications/CountsSummary').expect(200)).body as Record<string, number>;

  it('lets those signed up write to the organisers, who see it waiting in their count and answer it; nobody else reads it', async () => {
    const admin = await eventAdmin();
    const event = await createEvent(admin);
    const ann = await memberWithApi({ member: true });
    const bo = await memberWithApi({ member: true });
    const base = `/Community/Events/Event/${event.id}/Mail`;

    expect(await counts(admin)).to.deep.include({ eventAdmin: 1, eventAdminNotificationsCount: 0 });
    expect(await counts(ann)).to.deep.include({ eventAdmin: 0, eventAdminNotificationsCount: 0 });
    await ann.get(base).expect(403);
    expect((await ann.api('/api/Events/WriteToEventOrganisers', { eventId: event.id, body: 'Hello' }).expect(403)).body.error.code).to.equal('notSignedUpForEvent');

    await ann.api('/api/Events/SignUpForEvent', { eventId: event.id }).expect(200);
    await bo.api('/api/Events/SignUpForEvent', { eventId: event.id }).expect(200);
    expect((await ann.get(`/Community/Events/Event/${event.id}`).expect(200)).text).to.contain(`href="${base}"`);
    await ann.get(base).expect(200);
    const empty = await ann.form(base, { body: '   ' }).expect(400);
    expect(empty.text).to.contain('body-error');
    const sent = await ann.form(base, { body: 'Is there a cloakroom?' }).expect(303);
    const location = String(sent.headers.location);
    const conversationId = Number(/\/Mail\/(\d+)$/.exec(location)![1]);
    expect((await ann.get(location).expect(200)).text).to.contain('Is there a cloakroom?');

    expect(await counts(admin)).to.deep.include({ eventAdminNotificationsCount: 1 });
    const list = (await admin.get(base).expect(200)).text;
    expect(list).to.contain(`${base}/${conversationId}`).and.to.contain('Waiting for an answer');
    await bo.get(`${base}/${conversationId}`).expect(404);
    await bo.form(`${base}/${conversationId}`, { body: 'Let me in' }).expect(404);

    await admin.form(`${base}/${conversationId}`, { body: 'Yes, by the door.' }).expect(303);
    expect(await counts(admin)).to.deep.include({ eventAdminNotificationsCount: 0 });
    expect((await ann.get(`${base}/${conversationId}`).expect(200)).text).to.contain('Yes, by the door.');
    // The same conversation is the member's in /Mail too.
    expect((await ann.get(`/Mail/${conversationId}`).expect(200)).text).to.contain('Yes, by the door.');

    // Another event admin, not yet in it, joins by answering.
    const other = await eventAdmin();
    expect((await other.get(`${base}/${conversationId}`).expect(200)).text).to.contain('Answer to join it');
    const again = (await ann.api('/api/Events/WriteToEventOrganisers', { eventId: event.id, body: 'Thanks!' }).expect(200)).body;
    expect(again.conversationId, 'one conversation per member and event').to.equal(conversationId);
    expect(await counts(other)).to.deep.include({ eventAdmin: 1, eventAdminNotificationsCount: 1 });
    // An answer written in /Mail itself (mail's Reply) counts as the organisers' answer too.
    await admin.api('/api/Mail/Reply', { conversationId, body: 'You are welcome.' }).expect(200);
    await jobsSettled();
    expect(await counts(other)).to.deep.include({ eventAdminNotificationsCount: 0 });
    const bad = await ann.api('/api/Events/WriteToEventOrganisers', { eventId: event.id, body: '' }).expect(400);
    expect(JSON.stringify(bad.body)).to.contain('body');
  });

  it('events:admin grants, lists and revokes the role; an unknown profile or action fails', async () => {
    const m = await memberWithApi({ member: true });
    const grant = await adminOnTestDb('events:admin', 'grant', m.profile.name);
    expect(grant).to.deep.equal({ code: 0, out: `"${m.profile.name}" is now an event admin.\n` });
    expect((await adminOnTestDb('events:admin', 'grant', m.profile.email)).out).to.contain('was already an event admin');
    expect((await adminOnTestDb('events:admin', 'list')).out).to.contain(m.profile.name);
    await createEvent(m);
    expect((await adminOnTestDb('events:admin', 'revoke', m.profile.name)).out).to.contain('is no longer an event admin');
    await m.api('/api/Events/CreateEvent', { title: 'x', startsAt: '2030-01-01T10:00' }).expect(403);
    expect((await adminOnTestDb('events:admin', 'grant', 'nobody-by-this-name')).code).to.equal(1);
    expect((await adminOnTestDb('events:admin', 'promote', m.profile.name)).code).to.equal(1);
    expect((await adminOnTestDb('events:admin', 'grant')).code).to.equal(1);
  });

  it('exports what a member organised and erases the role; the event stays for those signed up, no longer naming its organiser', async () => {
    const admin = await eventAdmin();
    const event = await createEvent(admin);
    const member = await memberWithApi({ member: true });
    await member.api('/api/Events/SignUpForEvent', { eventId: event.id }).expect(200);
    await member.api('/api/Events/WriteToEventOrganisers', { eventId: event.id, body: 'See you there' }).expect(200);
    const holder = personalDataHolders().find((h) => h.module === 'events')!;
    const exported = JSON.stringify((await holder.exporter(testDb(), admin.profile.id)).data);
    expect(exported).to.contain('"eventAdmin":true').and.to.contain('Harbour party');
    const theirs = (await holder.exporter(testDb(), member.profile.id)).data as { conversationsWithOrganisers: { eventId: number }[]; eventsOrganised: unknown[] };
    expect(theirs.conversationsWithOrganisers.map((c) => c.eventId)).to.deep.equal([event.id]);
    expect(theirs.eventsOrganised).to.deep.equal([]);
    await deleteAccountNow(admin);
    expect(await testDb()('event_admins').where({ profile_id: admin.profile.id })).to.have.length(0);
    const row = await testDb()('events').where({ id: event.id }).first();
    expect(row.created_by).to.equal(null);
    expect((await member.get('/api/Events/GetEvent').query({ eventId: event.id }).expect(200)).body).to.include({ title: 'Harbour party', viewerState: 'Confirmed' });
  });
});
