import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile, ProfileRecord } from '../../src/modules/accounts/index.ts';
import { profileKinkNames } from '../../src/modules/kinks/index.ts';
import { testApp, testDb } from '../support/context.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';

const dark = 'dark.localhost';
const calls = ['GetAllKinks', 'GetKinks', 'GetMostPopularKinks', 'GetPopularKinks', 'GetNonPopularKinks', 'SearchKinks', 'GetProfileKinks'];

/** A member with an approved dark profile, logged on at the dark site, with a form token for the calls. */
async function darkMember(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ darkStatus: 3, member: true, language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile, { host: dark });
  const token = await agent.csrf('/Kinks/Mine');
  const set = (body: object) => agent.post('/api/DarkKinks/SetProfileKinks').set('x-csrf-token', token).send(body);
  const postForm = (pairs: [string, string | number][]) =>
    agent
      .post('/Kinks/Mine')
      .type('form')
      .send(new URLSearchParams([['_csrf', token], ...pairs.map(([k, v]): [string, string] => [k, String(v)])]).toString());
  return { profile, agent, set, postForm };
}

const kinkId = async (key: string) => Number((await testDb()('kinks').where({ key }).first('id')).id);
const names = (body: { name: string }[]) => body.map((k) => k.name);

describe('kinks (/Kinks and /api/DarkKinks)', () => {
  it('asks a visitor to log on: 401 for every call, and /Kinks sends to the front page', async () => {
    for (const call of calls) await request(testApp()).get(`/api/DarkKinks/${call}`).set('Host', dark).expect(401);
    await request(testApp()).get('/Kinks').set('Host', dark).expect(302).expect('Location', '/?u=%2FKinks');
  });

  it('is not there on the regular site: 404 with a message in the member\'s language', async () => {
    const member = await buildMember({ language: 'da-DK' });
    const agent = await loggedOnAs(member);
    const token = await agent.csrf('/Start');
    for (const call of calls) {
      const res = await agent.get(`/api/DarkKinks/${call}`).query({ query: 'reb', profileId: member.id }).expect(404);
      expect(res.body.error.message, call).to.equal('Dette findes kun på den mørke side.');
    }
    await agent.post('/api/DarkKinks/SetProfileKinks').set('x-csrf-token', token).send({ kinkIds: [] }).expect(404);
    expect((await agent.get('/Kinks').expect(404)).text).to.include('Dette findes kun på den mørke side.');
    await agent.get('/Kinks/Mine').expect(404);
  });

  it('lists the catalogue in the member\'s language: all, popular, the others a page at a time', async () => {
    const { agent } = await darkMember({ language: 'da-DK' });
    const all = (await agent.get('/api/DarkKinks/GetAllKinks').expect(200)).body;
    expect(all.length).to.be.at.least(30);
    expect(all.find((k: { query: string }) => k.query === 'rope')).to.deep.include({ name: 'Rebbondage', custom: false, popular: true });

    const popular = (await agent.get('/api/DarkKinks/GetPopularKinks').expect(200)).body;
    expect(popular.length).to.be.within(5, all.length - 1);
    expect(popular.every((k: { popular: boolean }) => k.popular)).to.equal(true);

    const others = (await agent.get('/api/DarkKinks/GetNonPopularKinks').query({ skip: 2, take: 3 }).expect(200)).body;
    const allOthers = all.filter((k: { popular: boolean }) => !k.popular);
    expect(names(others)).to.deep.equal(names(allOthers.slice(2, 5)));
    expect((await agent.get('/api/DarkKinks/GetNonPopularKinks').query({ take: 0 }).expect(400)).body.error.field).to.equal('take');
    expect((await agent.get('/api/DarkKinks/GetNonPopularKinks').query({ skip: -1 }).expect(400)).body.error.field).to.equal('skip');
  });

  it('sets the member\'s kinks in one go, replaces them, and names the field of a bad value', async () => {
    const { set, agent, profile } = await darkMember();
    const [rope, latex, spanking] = [await kinkId('rope'), await kinkId('latex'), await kinkId('spanking')];

    const saved = (await set({ kinkIds: [rope, latex], customKinks: ['Candle-lit dinners'] }).expect(200)).body;
    expect(names(saved)).to.deep.equal(['Latex', 'Rope bondage', 'Candle-lit dinners']);
    expect(saved[2]).to.deep.equal({ id: null, name: 'Candle-lit dinners', query: 'Candle-lit dinners', custom: true, popular: false });

    await set({ kinkIds: [spanking] }).expect(200);
    expect(names((await agent.get('/api/DarkKinks/GetKinks').expect(200)).body)).to.deep.equal(['Spanking']);

    expect((await set({ kinkIds: [spanking, 987654] }).expect(400)).body.error.field).to.equal('kinkIds');
    expect((await set({ kinkIds: ['x'] }).expect(400)).body.error.field).to.equal('kinkIds.0');
    const long = await set({ customKinks: ['fine', 'x'.repeat(41)] }).expect(400);
    expect(long.body.error.field).to.equal('customKinks.1');
    expect(long.body.error.message).to.equal('A kink of your own can be at most 40 characters.');
    expect(names((await agent.get('/api/DarkKinks/GetKinks').expect(200)).body), 'a refused call changes nothing').to.deep.equal(['Spanking']);
    expect(await profileKinkNames(testDb(), profile.id, 'sv-SE')).to.deep.equal(['Spanking']);
  });

  it('keeps a custom kink once whatever its case, and one that is a catalogue name becomes that kink', async () => {
    const { set, profile } = await darkMember();
    const saved = (await set({ customKinks: ['Rope lover', 'rope LOVER', '  Rope   lover ', 'BONDAGE', 'rebbondage'] }).expect(200)).body;
    expect(saved.map((k: { name: string; custom: boolean }) => [k.name, k.custom])).to.deep.equal([
      ['Bondage', false],
      ['Rope bondage', false],
      ['Rope lover', true],
    ]);
    expect(await testDb()('profile_custom_kinks').where({ profile_id: profile.id }).count('* as n').first()).to.deep.include({ n: 1 });
    expect(await profileKinkNames(testDb(), profile.id, 'da-DK')).to.deep.equal(['Bondage', 'Rebbondage', 'Rope lover']);
  });

  it('ranks the most popular kinks by how many profiles have them', async () => {
    const [a, b, c] = [await darkMember(), await darkMember(), await darkMember()];
    const [latex, spanking] = [await kinkId('latex'), await kinkId('spanking')];
    await a.set({ kinkIds: [latex, spanking] }).expect(200);
    await b.set({ kinkIds: [spanking] }).expect(200);
    const top = (await c.agent.get('/api/DarkKinks/GetMostPopularKinks').expect(200)).body;
    expect(top.map((k: { name: string; profileCount: number }) => [k.name, k.profileCount])).to.deep.equal([
      ['Spanking', 2],
      ['Latex', 1],
    ]);
    expect((await c.agent.get('/api/DarkKinks/GetMostPopularKinks').query({ take: 1 }).expect(200)).body).to.have.length(1);
  });

  it('searches the catalogue, and custom kinks of profiles the viewer may see when asked', async () => {
    const me = await darkMember();
    const other = await darkMember();
    const blocker = await darkMember();
    await other.set({ customKinks: ['Rope lover'] }).expect(200);
    await blocker.set({ customKinks: ['Rope artist'] }).expect(200);
    await testDb()('profile_blocks').insert({ blocker_id: blocker.profile.id, blocked_id: me.profile.id });

    const plain = (await me.agent.get('/api/DarkKinks/SearchKinks').query({ query: 'ROPE' }).expect(200)).body;
    expect(names(plain)).to.deep.equal(['Rope bondage']);
    const withCustom = (await me.agent.get('/api/DarkKinks/SearchKinks').query({ query: 'rope', custom: true }).expect(200)).body;
    expect(names(withCustom)).to.deep.equal(['Rope bondage', 'Rope lover']);
    expect((await me.agent.get('/api/DarkKinks/SearchKinks').query({ query: '%' }).expect(200)).body).to.deep.equal([]);
    expect((await me.agent.get('/api/DarkKinks/SearchKinks').expect(400)).body.error.field).to.equal('query');
    expect((await me.agent.get('/api/DarkKinks/SearchKinks').query({ query: 'rope', custom: 'maybe' }).expect(400)).body.error.field).to.equal('custom');
  });

  it("shows another profile's kinks only when that profile is visible: 404 when blocked either way or not active", async () => {
    const me = await darkMember();
    const other = await darkMember();
    await other.set({ kinkIds: [await kinkId('leather')], customKinks: ['Forest walks'] }).expect(200);
    const get = (profile: ProfileRecord) => me.agent.get('/api/DarkKinks/GetProfileKinks').query({ profileId: profile.id });

    expect(names((await get(other.profile).expect(200)).body)).to.deep.equal(['Leather', 'Forest walks']);
    expect(names((await get(me.profile).expect(200)).body)).to.deep.equal([]);
    expect((await me.agent.get('/api/DarkKinks/GetProfileKinks').query({ profileId: 'x' }).expect(400)).body.error.field).to.equal('profileId');
    await me.agent.get('/api/DarkKinks/GetProfileKinks').query({ profileId: 987654321 }).expect(404);

    await testDb()('profile_blocks').insert({ blocker_id: other.profile.id, blocked_id: me.profile.id });
    await get(other.profile).expect(404);
    await testDb()('profile_blocks').del();
    await testDb()('profile_blocks').insert({ blocker_id: me.profile.id, blocked_id: other.profile.id });
    await get(other.profile).expect(404);
    await testDb()('profile_blocks').del();
    await get(other.profile).expect(200);
    await testDb()('profiles').where({ id: other.profile.id }).update({ status: 4 });
    await get(other.profile).expect(404);
  });

  it('shows the Popular tab by default and All 60 a page with a plain next link', async () => {
    const { agent } = await darkMember();
    const extra = Array.from({ length: 30 }, (_, i) => `Zz paging kink ${String(i + 1).padStart(2, '0')}`);
    const ids: number[] = [];
    try {
      for (const name of extra) {
        const [row] = await testDb()('kinks').insert({ key: name.replace(/ /g, '-').toLowerCase(), popular: false }).returning('id');
        ids.push(Number(row.id));
        await testDb()('kink_names').insert(['en-GB', 'da-DK', 'nb-NO', 'sv-SE'].map((locale) => ({ kink_id: row.id, locale, name })));
      }
      const popular = (await agent.get('/Kinks').expect(200)).text;
      expect(popular).to.include('<li class="badge">Rope bondage</li>').and.not.include('>Latex<');
      expect(popular).to.match(/href="\/Kinks" aria-current="page">Popular/).and.include('href="/Kinks?tab=All"');
      expect(popular).not.to.include('rel="next"');

      const first = (await agent.get('/Kinks?tab=All').expect(200)).text;
      expect(first).to.include('>Latex<').and.include('>Rope bondage<').and.not.include('Zz paging kink 30');
      expect(first).to.include('href="/Kinks?tab=All&amp;page=2"');
      const second = (await agent.get('/Kinks?tab=All&page=2').expect(200)).text;
      expect(second).to.include('Zz paging kink 30').and.not.include('>Latex<').and.not.include('rel="next"');
      expect(second).to.include('href="/Kinks?tab=All&amp;page=1"');
      expect((await agent.get('/Kinks?tab=Nonsense&page=x').expect(200)).text).to.include('<li class="badge">Rope bondage</li>');

      // Every link on the page answers: the kinks themselves link nowhere.
      const hrefs = [...new Set([...first.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')))].filter((h) => !h.startsWith('/build/'));
      for (const href of hrefs) expect((await agent.get(href)).status, href).to.be.below(400);
    } finally {
      await testDb()('kinks').whereIn('id', ids).del();
    }
  });

  it('saves the member\'s kinks from the form without JavaScript, keeping a custom kink once', async () => {
    const { agent, postForm, profile } = await darkMember();
    const [rope, latex] = [await kinkId('rope'), await kinkId('latex')];
    const form = (await agent.get('/Kinks/Mine').expect(200)).text;
    expect(form).to.include(`name="kinkIds" value="${rope}"`).and.include('id="newKink"').and.not.match(/name="kinkIds" value="\d+" checked/);
    expect((await agent.get('/Kinks').expect(200)).text).to.include('You have not chosen any kinks yet.').and.include('href="/Kinks/Mine"');

    await postForm([['kinkIds', rope], ['kinkIds', latex], ['newKink', 'Rope lover']]).expect(303).expect('Location', '/Kinks');
    const page = (await agent.get('/Kinks').expect(200)).text;
    expect(page).to.include('Your kinks have been saved.').and.include('<li class="badge badge-brand">Latex</li>').and.include('<li class="badge">Rope lover</li>');

    const again = (await agent.get('/Kinks/Mine').expect(200)).text;
    expect(again).to.include(`value="${rope}" checked`).and.include('name="customKinks" value="Rope lover" checked');
    await postForm([['kinkIds', rope], ['customKinks', 'Rope lover'], ['newKink', 'ROPE lover']]).expect(303);
    expect(await profileKinkNames(testDb(), profile.id, 'en-GB')).to.deep.equal(['Rope bondage', 'Rope lover']);

    const refused = await postForm([['kinkIds', latex], ['newKink', 'y'.repeat(41)]]).expect(400);
    expect(refused.text).to.include('A kink of your own can be at most 40 characters.').and.include(`value="${latex}" checked`).and.include('id="newKink-error"');
    await postForm([['kinkIds', 987654]]).expect(400);
    expect(await profileKinkNames(testDb(), profile.id, 'en-GB'), 'a refused form changes nothing').to.deep.equal(['Rope bondage', 'Rope lover']);

    await agent.post('/Kinks/Mine').type('form').send('kinkIds=1').expect(403);
  });

  it('shows a profile\'s kinks under About on the dark site, to whoever may see its dark answers', async () => {
    const { profile, set, agent: ownAgent } = await darkMember();
    await set({ kinkIds: [await kinkId('rope')], customKinks: ['Rope lover'] }).expect(200);
    const other = await darkMember();
    const about = (await other.agent.get(`/Profile/${profile.id}`).expect(200)).text;
    expect(about).to.include('<li class="badge">Rope bondage</li>').and.include('<li class="badge">Rope lover</li>').and.not.include('href="/Kinks/Mine"');
    expect((await ownAgent.get(`/Profile/${profile.id}`).expect(200)).text, 'the owner gets a way to change them').to.include('href="/Kinks/Mine"');
    const regular = await loggedOnAs(other.profile);
    expect((await regular.get(`/Profile/${profile.id}`).expect(200)).text, 'not on the regular site').not.to.include('Rope bondage');
    await testDb()('profile_field_visibility').insert({ profile_id: profile.id, field: 'dark', audience: 'nobody' });
    expect((await other.agent.get(`/Profile/${profile.id}`).expect(200)).text, 'hidden with the dark answers').not.to.include('Rope bondage');
  });
});
