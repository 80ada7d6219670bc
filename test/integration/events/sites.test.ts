import { expect } from 'chai';
import { setSiteSetting } from '../../../src/modules/sites/index.ts';
import { jobsSettled, memberWithApi } from '../../support/accounts.ts';
import { testDb } from '../../support/context.ts';
import { createEvent, dark, eventAdmin, fields, forgetEventPlaces } from '../../support/events.ts';

/** Issue 34 "Events": the site's disabledEvents (spec §2, §5) and the dark site's events (never on the regular site). */
describe('events: disabled events and the dark site (issue 34)', () => {
  beforeEach(forgetEventPlaces);
  afterEach(jobsSettled);

  const regularSiteId = async () => Number((await testDb()('sites').where({ dark: false }).orderBy('id').first('id')).id);
  const shownSections = (html: string) => [...html.matchAll(/<section class="start-section" id="section-([\w:]+)"/g)].map((x) => x[1]);

  it('with disabledEvents every event page and call is a 404, and the drawer link and the UpcomingEvents section go', async () => {
    const admin = await eventAdmin();
    const event = await createEvent(admin);
    const member = await memberWithApi({ member: true });
    await member.api('/api/Events/SignUpForEvent', { eventId: event.id }).expect(200);
    const start = (await member.get('/Start').expect(200)).text;
    expect(shownSections(start)).to.include('UpcomingEvents');
    expect(start).to.contain('Harbour party');
    expect(start, 'the drawer link').to.contain('href="/Community/Events/Upcoming"');

    const siteId = await regularSiteId();
    await setSiteSetting(testDb(), siteId, 'disabledEvents', 'true');
    try {
      const base = `/Community/Events/Event/${event.id}`;
      const pages = ['/Community/Events', '/Community/Events/Upcoming', '/Community/Events/MyEvents', '/Community/Events/Create', base, `${base}/Harbour-party`, `${base}.ics`, `${base}/Edit`, `${base}/Attendees`, `${base}/Mail`, `${base}/Mail/1`];
      for (const path of pages) await admin.get(path).expect(404);
      for (const path of ['/Community/Events/Create', `${base}/Edit`, `${base}/SignUp`, `${base}/Quit`, `${base}/Cancel`, `${base}/Mail`, `${base}/Comment`]) await admin.form(path, { guests: '0', text: 'x', body: 'x' }).expect(404);
      const gets = ['GetUpcomingEvents', 'GetMyEvents', 'GetEvent', 'GetEventAttendees', 'GetEventComments'];
      for (const action of gets) await admin.get(`/api/Events/${action}`).query({ eventId: event.id }).expect(404);
      const posts = ['CreateEvent', 'EditEvent', 'CancelEvent', 'SignUpForEvent', 'QuitEvent', 'WriteToEventOrganisers', 'AddEventComment'];
      for (const action of posts) await admin.api(`/api/Events/${action}`, { eventId: event.id, ...fields(), body: 'Hello', text: 'Hello' }).expect(404);
      const without = (await member.get('/Start').expect(200)).text;
      expect(shownSections(without)).to.not.include('UpcomingEvents');
      expect(without).to.not.contain('href="/Community/Events/Upcoming"');
      expect(await testDb()('events').where({ id: event.id }).first('cancelled_at')).to.deep.equal({ cancelled_at: null });
    } finally {
      await setSiteSetting(testDb(), siteId, 'disabledEvents', 'false');
    }
    await member.get('/Community/Events/Upcoming').expect(200);
  });

  it('a dark-site event never shows on the regular site: a 404 there and absent from its lists; a regular event likewise on the dark site', async () => {
    const darkAdmin = await eventAdmin(dark);
    const darkEvent = await createEvent(darkAdmin, { title: 'Masked ball' });
    const regularAdmin = await eventAdmin();
    const regularEvent = await createEvent(regularAdmin, { title: 'Harbour party' });
    expect((await testDb()('events').where({ id: darkEvent.id }).first()).dark).to.equal(true);

    const regular = await memberWithApi({ member: true, darkStatus: 3 });
    await regular.get(`/Community/Events/Event/${darkEvent.id}`).expect(404);
    await regular.get(`/Community/Events/Event/${darkEvent.id}.ics`).expect(404);
    await regular.get('/api/Events/GetEvent').query({ eventId: darkEvent.id }).expect(404);
    await regular.api('/api/Events/SignUpForEvent', { eventId: darkEvent.id }).expect(404);
    await regular.api('/api/Events/AddEventComment', { eventId: darkEvent.id, text: 'Hello' }).expect(404);
    const lists = [(await regular.get('/api/Events/GetUpcomingEvents').expect(200)).text, (await regular.get('/Community/Events/Upcoming').expect(200)).text, (await regular.get('/Start').expect(200)).text];
    for (const text of lists) expect(text).to.contain('Harbour party').and.not.to.contain('Masked ball');
    // The regular site's admin manages nothing of the dark site's from there either.
    await regularAdmin.api('/api/Events/CancelEvent', { eventId: darkEvent.id }).expect(404);

    const onDark = await memberWithApi({ member: true, darkStatus: 3 }, dark);
    await onDark.get(`/Community/Events/Event/${darkEvent.id}`).expect(200);
    await onDark.api('/api/Events/SignUpForEvent', { eventId: darkEvent.id }).expect(200);
    await onDark.get(`/Community/Events/Event/${regularEvent.id}`).expect(404);
    const darkList = (await onDark.get('/api/Events/GetUpcomingEvents').expect(200)).text;
    expect(darkList).to.contain('Masked ball').and.not.to.contain('Harbour party');
  });
});
