import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';
import { heartbeat, onlineWindowMs } from '../../../src/modules/presence/index.ts';

describe('favourites (/Favorites and the TopMenu calls)', () => {
  it('sends a visitor to log on and answers 401 to the calls', async () => {
    const res = await request(testApp()).get('/Favorites').expect(302);
    expect(res.headers.location).to.equal('/?u=%2FFavorites');
    await request(testApp()).get('/api/TopMenu/Favorites').expect(401);
    await request(testApp()).get('/api/TopMenu/OnlineFavorites').expect(401);
  });

  it('adds a profile, lists it newest first, and removes it', async () => {
    const me = await buildMember();
    const [first, second] = [await buildMember(), await buildMember()];
    const mine = await loggedOnAs(me);
    expect((await mine.get('/Favorites').expect(200)).text).to.include('You have no favourites yet.');

    await mine.postForm('/Favorites/Add', { profileId: first.id }).expect(303).expect('Location', `/Profile/${first.id}`);
    await testDb()('profile_favourites').where({ favourite_id: first.id }).update({ created_at: new Date(Date.now() - 60_000) });
    await mine.postForm('/Favorites/Add', { profileId: second.id }).expect(303);
    await mine.postForm('/Favorites/Add', { profileId: second.id }).expect(303); // twice is still once

    const page = (await mine.get('/Favorites').expect(200)).text;
    expect(page).to.include(`${second.name} is now one of your favourites.`);
    expect(page.indexOf(second.name)).to.be.lessThan(page.indexOf(`<strong>${first.name}</strong>`));
    expect(page).to.include('action="/Favorites/Remove"').and.include(`href="/Notes/${first.id}"`);

    await mine.postForm('/Favorites/Remove', { profileId: first.id }).expect(303).expect('Location', '/Favorites');
    const after = (await mine.get('/Favorites').expect(200)).text;
    expect(after).to.include(`${first.name} is no longer one of your favourites.`).and.not.include(`<strong>${first.name}</strong>`);
    await mine.postForm('/Favorites/Remove', { profileId: first.id }).expect(404);
  });

  it('names the field for a bad id (400), refuses oneself (400) and an unknown or hidden profile (404)', async () => {
    const me = await buildMember();
    const hidden = await buildMember({ forcedValidation: true });
    const inactive = await buildMember({ status: 4 });
    const mine = await loggedOnAs(me);
    const bad = await mine.postForm('/Favorites/Add', { profileId: 'abc' }).expect(400);
    expect(bad.text).to.match(/profileId/);
    await mine.postForm('/Favorites/Add', { profileId: me.id }).expect(400);
    await mine.postForm('/Favorites/Add', { profileId: 987654321 }).expect(404);
    await mine.postForm('/Favorites/Add', { profileId: hidden.id }).expect(404);
    await mine.postForm('/Favorites/Add', { profileId: inactive.id }).expect(404);
    await mine.post('/Favorites/Add').type('form').send({ profileId: hidden.id }).expect(403);
  });

  it('pages 30 at a time with a plain next link', async () => {
    const me = await buildMember();
    const mine = await loggedOnAs(me);
    const others = [];
    for (let i = 0; i < 31; i++) others.push(await buildMember());
    await testDb()('profile_favourites').insert(others.map((o, i) => ({ profile_id: me.id, favourite_id: o.id, created_at: new Date(Date.now() - i * 1000) })));
    const first = (await mine.get('/Favorites').expect(200)).text;
    expect(first).to.include('href="/Favorites?page=2"').and.include(`<strong>${others[0]!.name}</strong>`).and.not.include(`<strong>${others[30]!.name}</strong>`);
    const second = (await mine.get('/Favorites?page=2').expect(200)).text;
    expect(second).to.include(`<strong>${others[30]!.name}</strong>`).and.not.include('href="/Favorites?page=3"');
  });

  it('has the JSON twins, and OnlineFavorites counts favourites with a heartbeat within 3 minutes (presence)', async () => {
    const me = await buildMember();
    const online = await buildMember();
    const away = await buildMember();
    const mine = await loggedOnAs(me);
    const token = await mine.csrf('/Start');
    const post = (path: string, body: object) => mine.post(path).set('x-csrf-token', token).send(body);

    expect((await post('/api/Profiles/AddFavorite', { profileId: 'x' }).expect(400)).body.error.field).to.equal('profileId');
    await post('/api/Profiles/AddFavorite', { profileId: 987654321 }).expect(404);
    await post('/api/Profiles/AddFavorite', { profileId: online.id }).expect(200, { success: true });
    await post('/api/Profiles/AddFavorite', { profileId: away.id }).expect(200);
    await heartbeat(testDb(), online.id, Date.now() - 60_000);
    await heartbeat(testDb(), away.id, Date.now() - onlineWindowMs - 60_000);

    const list = await mine.get('/api/TopMenu/Favorites').query({ page: 1, take: 1 }).expect(200);
    expect(list.body.items).to.have.length(1);
    expect(list.body.hasMore).to.equal(true);
    expect(list.body.items[0]).to.include({ id: away.id, name: away.name, online: false });
    expect((await mine.get('/api/TopMenu/Favorites').query({ take: 'x' }).expect(400)).body.error.field).to.equal('take');

    const onlineNow = await mine.get('/api/TopMenu/OnlineFavorites').expect(200);
    expect(onlineNow.body.count).to.equal(1);
    expect(onlineNow.body.items.map((f: { id: number }) => f.id)).to.deep.equal([online.id]);

    await post('/api/Profiles/RemoveFavorite', { profileId: online.id }).expect(200);
    await post('/api/Profiles/RemoveFavorite', { profileId: online.id }).expect(404);
    expect((await mine.get('/api/TopMenu/OnlineFavorites').expect(200)).body.count).to.equal(0);
  });
});
