import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../../support/accounts.ts';
import { publish } from '../../../src/platform/events/index.ts';
import { profileViewed } from '../../../src/modules/profiles/index.ts';

describe('visitors (/Visitors, GetVisitors, HideVisit, Visits, SetVisitsAsSeen)', () => {
  it('sends a visitor to log on and answers 401 to the calls', async () => {
    await request(testApp()).get('/Visitors').expect(302);
    await request(testApp()).post('/api/Profiles/GetVisitors').send({}).expect(401);
    await request(testApp()).get('/api/TopMenu/Visits').expect(401);
  });

  it('records a visit once per visitor (never one’s own), marks new ones until I look, and hides a visitor', async () => {
    const me = await buildMember();
    const [ann, bo] = [await buildMember(), await buildMember()];
    const mine = await loggedOnAs(me);
    await mine.get(`/Profile/${me.id}`).expect(200);
    await (await loggedOnAs(ann)).get(`/Profile/${me.id}`).expect(200);
    const bos = await loggedOnAs(bo);
    await bos.get(`/Profile/${me.id}`).expect(200);
    await bos.get(`/Profile/${me.id}`).expect(200);
    await jobsSettled();
    expect(await testDb()('profile_visits').where({ profile_id: me.id }).count('* as n').first()).to.deep.include({ n: 2 });

    const visits = await mine.get('/api/TopMenu/Visits').expect(200);
    expect(visits.body.newCount).to.equal(2);
    expect(visits.body.items.map((v: { id: number; isNew: boolean }) => [v.id, v.isNew])).to.deep.equal([[bo.id, true], [ann.id, true]]);

    const page = (await mine.get('/Visitors').expect(200)).text;
    expect(page).to.include(`<strong>${bo.name}</strong>`).and.include(`<strong>${ann.name}</strong>`).and.include('>New</span>');
    const again = (await mine.get('/Visitors').expect(200)).text;
    expect(again, 'looking marks them seen').not.to.include('>New</span>');
    expect((await mine.get('/api/TopMenu/Visits').expect(200)).body.newCount).to.equal(0);

    await mine.postForm('/Visitors/Hide', { profileId: ann.id }).expect(303).expect('Location', '/Visitors');
    const hidden = (await mine.get('/Visitors').expect(200)).text;
    expect(hidden).to.include('The visitor is hidden from your list.').and.not.include(`<strong>${ann.name}</strong>`);
    await mine.postForm('/Visitors/Hide', { profileId: ann.id }).expect(404);
    expect((await mine.postForm('/Visitors/Hide', { profileId: '' }).expect(400)).text).to.match(/profileId/);
  });

  it('has the JSON twins: GetVisitors, HideVisit (400 naming the field, 404) and SetVisitsAsSeen', async () => {
    const me = await buildMember();
    const other = await buildMember();
    await (await loggedOnAs(other)).get(`/Profile/${me.id}`).expect(200);
    await jobsSettled();
    const mine = await loggedOnAs(me);
    const token = await mine.csrf('/Start');
    const post = (path: string, body: object) => mine.post(path).set('x-csrf-token', token).send(body);

    expect((await post('/api/Profiles/GetVisitors', { page: 0 }).expect(400)).body.error.field).to.equal('page');
    const list = await post('/api/Profiles/GetVisitors', {}).expect(200);
    expect(list.body.items[0]).to.include({ id: other.id, isNew: true });
    await post('/api/TopMenu/SetVisitsAsSeen', {}).expect(200, { success: true });
    expect((await post('/api/Profiles/GetVisitors', {}).expect(200)).body.items[0].isNew).to.equal(false);

    expect((await post('/api/Profiles/HideVisit', { profileId: -1 }).expect(400)).body.error.field).to.equal('profileId');
    await post('/api/Profiles/HideVisit', { profileId: 987654321 }).expect(404);
    await post('/api/Profiles/HideVisit', { profileId: other.id }).expect(200, { success: true });
    expect((await post('/api/Profiles/GetVisitors', {}).expect(200)).body.items).to.deep.equal([]);
  });

  it('does not record a visit between profiles blocked either way', async () => {
    const me = await buildMember();
    const other = await buildMember();
    await (await loggedOnAs(me)).postForm(`/Profile/${other.id}/Block`, {}).expect(303);
    // Views that reach the subscriber anyway (published before the block, or by a page that forgot the rule).
    await publish(testDb(), profileViewed, { viewerId: other.id, profileId: me.id });
    await publish(testDb(), profileViewed, { viewerId: me.id, profileId: other.id });
    await publish(testDb(), profileViewed, { viewerId: me.id, profileId: me.id });
    await jobsSettled();
    expect(await testDb()('profile_visits').whereIn('profile_id', [me.id, other.id])).to.deep.equal([]);
  });
});
