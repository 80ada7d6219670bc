import { expect } from 'chai';
import { heartbeat } from '../../src/modules/presence/index.ts';
import { updateConfiguration } from '../../src/modules/profiles/index.ts';
import request from 'supertest';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { testApp, testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';
import { buildProfile } from '../support/factories.ts';
import { cameraJpeg, upload } from '../support/media.ts';

type Person = { gender?: string; age?: number; orientation?: string; relationship?: string; body_build?: string };

/** A logged-on searcher (en-GB unless told), with `form` (POST with the form token). */
async function searcher(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile);
  return Object.assign(agent, { profile, form: (path: string, body: Record<string, unknown>) => agent.postForm(path, body) });
}
type Searcher = Awaited<ReturnType<typeof searcher>>;

/** A birthday that makes a person `age` today (well inside the year). */
function birthdayFor(age: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - 30);
  return d.toISOString().slice(0, 10);
}

async function dk(): Promise<number> {
  return Number((await testDb()('countries').where({ code: 'DK' }).first('id')).id);
}

/** Gives the profile persons (one, or two for a couple) and optionally an area (a Danish demo postal code) and a text. */
async function describe_(profileId: number, persons: Person[], opts: { postalCode?: string; text?: string } = {}) {
  await testDb()('profile_persons').insert(
    persons.map((p, position) => ({ profile_id: profileId, position, birthday: birthdayFor(p.age ?? 30), gender: p.gender ?? 'Female', orientation: p.orientation ?? null, relationship: p.relationship ?? null, body_build: p.body_build ?? null })),
  );
  if (opts.postalCode) {
    const countryId = await dk();
    const code = await testDb()('postal_codes').where({ country_id: countryId, code: opts.postalCode }).first('latitude', 'longitude');
    await testDb()('profile_areas').insert({ profile_id: profileId, country_id: countryId, postal_code: opts.postalCode, latitude: code.latitude, longitude: code.longitude });
  }
  if (opts.text) await testDb()('profile_details').insert({ profile_id: profileId, presentation: opts.text });
}

async function target(persons: Person[] = [{}], opts: { postalCode?: string; text?: string; overrides?: Partial<NewProfile> } = {}) {
  const profile = await buildProfile(opts.overrides ?? {});
  await describe_(profile.id, persons, opts);
  return profile.id;
}

const hideField = (profileId: number, field: string, audience: string) => testDb()('profile_field_visibility').insert({ profile_id: profileId, field, audience });
const b64 = (options: object) => Buffer.from(JSON.stringify(options)).toString('base64url');
const idsIn = (html: string) => [...html.matchAll(/data-id="(\d+)"/g)].map((m) => Number(m[1]));
const advanced = async (s: Searcher, options: object) => idsIn((await s.get('/Search/Advanced').query({ searchOptions: b64(options) }).expect(200)).text);

describe('search (/Search …)', () => {
  afterEach(jobsSettled);

  it('sends a visitor to log on from every page and refuses the forms', async () => {
    for (const path of ['/Search', '/Search/Newest', '/Search/Online', '/Search/Advanced', `/Search/Advanced?searchOptions=${b64({})}`, '/Search/1']) {
      expect((await request(testApp()).get(path).expect(302)).headers.location, path).to.match(/^\/\?u=/);
    }
    for (const path of ['/Search/Save', '/Search/1/Rename', '/Search/1/Delete']) {
      expect((await request(testApp()).post(path).type('form').send({ name: 'x' }).expect(302)).headers.location, path).to.match(/^\/\?u=/);
    }
  });

  it('/Search goes to Newest; Newest lists newest first, never oneself, never blocked either way, not Active or held for validation', async () => {
    const me = await searcher();
    await me.get('/Search').expect(302).expect('Location', '/Search/Newest');
    const older = await target();
    const newer = await target();
    const blockedByMe = await target();
    const blocksMe = await target();
    const locked = await target([{}], { overrides: { status: 4 } });
    const held = await target([{}], { overrides: { forcedValidation: true } });
    await testDb()('profile_blocks').insert([{ blocker_id: me.profile.id, blocked_id: blockedByMe }, { blocker_id: blocksMe, blocked_id: me.profile.id }]);
    const ids = idsIn((await me.get('/Search/Newest').expect(200)).text);
    expect(ids).to.deep.equal([newer, older]);
    for (const hidden of [me.profile.id, blockedByMe, blocksMe, locked, held]) expect(ids).not.to.include(hidden);
    // The same rule in an advanced search and online.
    expect(await advanced(me, {})).to.deep.equal([newer, older]);
    for (const id of [blockedByMe, blocksMe, locked, held, newer]) await heartbeat(testDb(), id);
    expect(idsIn((await me.get('/Search/Online').expect(200)).text)).to.deep.equal([newer]);
  });

  it('Online lists those with a heartbeat in the last 3 minutes, the latest first, with the online dot; never one hiding it', async () => {
    const me = await searcher();
    const recent = await target();
    const earlier = await target();
    const away = await target();
    const hiding = await target();
    await heartbeat(testDb(), recent, Date.now() - 60_000);
    await heartbeat(testDb(), earlier, Date.now() - 2 * 60_000);
    await heartbeat(testDb(), away, Date.now() - 10 * 60_000);
    await heartbeat(testDb(), hiding);
    await updateConfiguration(testDb(), hiding, 'showOnlineStatus', 'false');
    const page = (await me.get('/Search/Online').expect(200)).text;
    expect(idsIn(page)).to.deep.equal([recent, earlier]);
    expect(page).to.include('class="online-dot"');
    expect(await advanced(me, { onlineNow: true })).to.deep.equal([earlier, recent]);
  });

  it('filters by gender, age (either person of a couple), orientation, relationship, body and text', async () => {
    const me = await searcher();
    const woman30 = await target([{ gender: 'Female', age: 30, orientation: 'Bisexual', relationship: 'Single', body_build: 'Athletic' }], { text: 'I love hiking in the mountains' });
    const man40 = await target([{ gender: 'Male', age: 40, orientation: 'Heterosexual', relationship: 'Married', body_build: 'Average' }], { text: 'Cooking and films' });
    const couple = await target([{ gender: 'Male', age: 50 }, { gender: 'Female', age: 27 }]);
    expect(await advanced(me, { genders: ['Male'] })).to.have.members([man40, couple]);
    expect(await advanced(me, { genders: ['Female', 'Transsexual'] })).to.have.members([woman30, couple]);
    expect(await advanced(me, { ageFrom: 25, ageTo: 32 })).to.have.members([woman30, couple]);
    expect(await advanced(me, { ageFrom: 40, ageTo: 40 })).to.deep.equal([man40]);
    expect(await advanced(me, { ageFrom: 45 })).to.deep.equal([couple]);
    expect(await advanced(me, { orientation: ['Bisexual'] })).to.deep.equal([woman30]);
    expect(await advanced(me, { relationship: ['Married', 'Divorced'] })).to.deep.equal([man40]);
    expect(await advanced(me, { body: ['Athletic'] })).to.deep.equal([woman30]);
    expect(await advanced(me, { text: 'hiking' })).to.deep.equal([woman30]);
    expect(idsIn((await me.get('/Search/Advanced').query({ searchOptions: b64({}), textSearch: 'films' }).expect(200)).text)).to.deep.equal([man40]);
    expect(await advanced(me, { genders: ['Female'], ageFrom: 25, ageTo: 35, text: 'mountains' })).to.deep.equal([woman30]);
  });

  it('filters by distance from the member’s area or from a postal code, showing town and region, never the code', async () => {
    const me = await searcher();
    await describe_(me.profile.id, [{}], { postalCode: '2100' });
    const near = await target([{}], { postalCode: '2100' });
    const far = await target([{}], { postalCode: '8000' });
    const nowhere = await target();
    expect(await advanced(me, { distanceKm: 20 })).to.deep.equal([near]);
    expect(await advanced(me, { distanceKm: 300 })).to.have.members([near, far]);
    expect(await advanced(me, { distanceKm: 20, postalCode: '8000', countryId: await dk() })).to.deep.equal([far]);
    expect(await advanced(me, {})).to.include(nowhere);
    const page = (await me.get('/Search/Advanced').query({ searchOptions: b64({ distanceKm: 300 }), view: 'Detailed' }).expect(200)).text;
    expect(page).to.include('Aarhus C, Region Midtjylland');
    expect(page).not.to.match(/>[^<]*\b8000\b[^<]*</);
    const unknown = await me.get('/Search/Advanced').query({ searchOptions: b64({ distanceKm: 20, postalCode: '0000', countryId: await dk() }) }).expect(400);
    expect(unknown.text).to.include('We do not know that postal code');
  });

  it('a hidden age, place or orientation never matches a filter on it (nobody; members for members; favourites for favourites)', async () => {
    const me = await searcher();
    await describe_(me.profile.id, [{}], { postalCode: '2100' });
    const hidesAll = await target([{ age: 30, orientation: 'Queer' }], { postalCode: '2100' });
    for (const field of ['age', 'place', 'orientation']) await hideField(hidesAll, field, 'nobody');
    const forMembers = await target([{ age: 30, orientation: 'Queer' }], { postalCode: '2100' });
    for (const field of ['age', 'place', 'orientation']) await hideField(forMembers, field, 'members');
    const forFavourites = await target([{ age: 30, orientation: 'Queer' }], { postalCode: '2100' });
    for (const field of ['age', 'place', 'orientation']) await hideField(forFavourites, field, 'favourites');
    await testDb()('profile_favourites').insert({ profile_id: forFavourites, favourite_id: me.profile.id });
    for (const options of [{ ageFrom: 25, ageTo: 35 }, { distanceKm: 10 }, { orientation: ['Queer'] }]) {
      expect(await advanced(me, options), JSON.stringify(options)).to.deep.equal([forFavourites]);
    }
    // Unfiltered, all three are listed, but the hidden age and place are not shown.
    const page = (await me.get('/Search/Newest').query({ view: 'Detailed' }).expect(200)).text;
    expect(idsIn(page)).to.have.members([hidesAll, forMembers, forFavourites]);
    const card = (id: number) => page.slice(page.indexOf(`data-id="${id}"`), page.indexOf('</li>', page.indexOf(`data-id="${id}"`)));
    expect(card(hidesAll)).not.to.include('30 years');
    expect(card(hidesAll)).not.to.include('search-card-place');
    expect(card(forFavourites)).to.include('search-card-place');
    expect(card(forFavourites)).to.include('30 years');
    const member = await searcher({ member: true });
    await describe_(member.profile.id, [{}], { postalCode: '2100' });
    for (const options of [{ ageFrom: 25, ageTo: 35 }, { distanceKm: 10 }, { orientation: ['Queer'] }]) {
      const found = await advanced(member, options);
      expect(found, JSON.stringify(options)).to.include(forMembers);
      expect(found, JSON.stringify(options)).not.to.include(hidesAll);
      expect(found, JSON.stringify(options)).not.to.include(forFavourites);
    }
  });

  it('filters by has pictures (with the picture on the card) and by a validated profile', async () => {
    const me = await searcher();
    const owner = await searcher();
    await describe_(owner.profile.id, [{}]);
    const token = await owner.csrf('/Start');
    await upload(owner, token, await cameraJpeg(320, 240, { seed: 7 }), 'p.jpg', { albumTypeId: 1 }).expect(200);
    await jobsSettled();
    const validated = await target();
    await testDb()('media_validations').insert({ profile_id: validated, method: 'Personal', status: 'Valid' });
    const stale = await target();
    await testDb()('media_validations').insert([{ profile_id: stale, method: 'Personal', status: 'Valid' }, { profile_id: stale, method: 'Personal', status: 'Invalid' }]);
    expect(await advanced(me, { hasPictures: true })).to.deep.equal([owner.profile.id]);
    expect(await advanced(me, { validated: true })).to.deep.equal([validated]);
    const page = (await me.get('/Search/Advanced').query({ searchOptions: b64({ hasPictures: true }), view: 'Gallery' }).expect(200)).text;
    expect(page).to.include('<picture');
  });

  it('pages by 30: a next link (htmx on reveal), the rest, then the end; htmx gets only the cards', async () => {
    const me = await searcher();
    const ids: number[] = [];
    for (let i = 0; i < 65; i++) ids.push(await target());
    const newestFirst = [...ids].reverse();
    const first = (await me.get('/Search/Newest').expect(200)).text;
    expect(idsIn(first)).to.deep.equal(newestFirst.slice(0, 30));
    // The next page starts after this page's last profile (keyset), so a profile made meanwhile shifts nothing.
    const after = newestFirst[29];
    expect(first).to.match(new RegExp(`<a class="button secondary" rel="next" href="/Search/Newest\\?view=Gallery&amp;page=2&amp;after=${after}" hx-get="[^"]+after=${after}" hx-trigger="revealed"`));
    const newcomer = await target();
    const second = await me.get('/Search/Newest').query({ view: 'Gallery', page: 2, after }).set('HX-Request', 'true').expect(200);
    expect(second.text).not.to.include('<html');
    expect(idsIn(second.text)).to.deep.equal(newestFirst.slice(30, 60));
    expect(second.text).to.include(`page=3&amp;after=${newestFirst[59]}`);
    expect(idsIn((await me.get('/Search/Newest').query({ page: 2 }).expect(200)).text), 'by offset, the newcomer shifted the page').to.deep.equal(newestFirst.slice(29, 59));
    expect(idsIn((await me.get('/Search/Newest').expect(200)).text)[0]).to.equal(newcomer);
    await testDb()('profiles').where({ id: newcomer }).update({ status: 4 });
    const last = (await me.get('/Search/Newest').query({ page: 3 }).expect(200)).text;
    expect(idsIn(last)).to.deep.equal(newestFirst.slice(60));
    expect(last).not.to.include('hx-trigger="revealed"');
    expect(last).to.include('rel="prev"');
    expect(idsIn((await me.get('/Search/Newest').query({ page: 4 }).expect(200)).text)).to.deep.equal([]);
  });

  it('shows the three view styles and remembers the chosen one', async () => {
    const me = await searcher();
    await target();
    expect((await me.get('/Search/Newest').expect(200)).text).to.include('search-results-gallery');
    expect((await me.get('/Search/Newest').query({ view: 'List' }).expect(200)).text).to.include('search-results-list');
    expect((await me.get('/Search/Online').expect(200)).text).to.include('aria-label="View"');
    expect((await me.get('/Search/Newest').expect(200)).text).to.include('search-results-list');
    expect((await me.get('/Search/Newest').query({ view: 'Detailed' }).expect(200)).text).to.include('search-results-detailed');
    await me.get('/Search/Newest').query({ view: 'Bogus' }).expect(400);
  });

  it('turns the no-JavaScript form into searchOptions and links to the shareable search', async () => {
    const me = await searcher();
    const woman = await target([{ gender: 'Female', age: 30 }]);
    await target([{ gender: 'Male', age: 30 }]);
    const form = (await me.get('/Search/Advanced').expect(200)).text;
    expect(form).to.include('<form method="get" action="/Search/Advanced"');
    const res = await me.get('/Search/Advanced?run=1&genders=Female&genders=Transsexual&ageFrom=25&ageTo=&distanceKm=&text=').expect(200);
    expect(idsIn(res.text)).to.deep.equal([woman]);
    const share = /href="\/Search\/Advanced\?searchOptions=([\w-]+)"/.exec(res.text)![1]!;
    expect(JSON.parse(Buffer.from(share, 'base64url').toString())).to.deep.equal({ genders: ['Female', 'Transsexual'], ageFrom: 25 });
    expect(idsIn((await me.get(`/Search/Advanced?searchOptions=${share}`).expect(200)).text)).to.deep.equal([woman]);
    await me.get('/Search/Advanced?run=1&ageFrom=abc').expect(400);
  });

  it('refuses bad searchOptions with a 400 page in the member’s language', async () => {
    const me = await searcher({ language: 'da-DK' });
    const bad = ['not base64 at all!', Buffer.from('{not json').toString('base64'), b64({ ageFrom: 5 }), b64({ ageFrom: 40, ageTo: 30 }), b64({ genders: ['Robot'] }), b64({ distanceKm: 100000 }), b64({ unknown: 1 }), b64({ postalCode: '2100' })];
    for (const searchOptions of bad) {
      const res = await me.get('/Search/Advanced').query({ searchOptions }).expect(400);
      expect(res.text, searchOptions).to.include('Denne søgning kunne ikke læses');
    }
  });

  it('saves, re-runs, renames and deletes a search; another member’s is a 404', async () => {
    const me = await searcher();
    const other = await searcher();
    const woman = await target([{ gender: 'Female' }]);
    await target([{ gender: 'Male' }]);
    await me.csrf('/Search/Advanced');
    const saved = await me.form('/Search/Save', { name: 'Women', searchOptions: b64({ genders: ['Female'] }) }).expect(303);
    const id = Number(/\/Search\/(\d+)$/.exec(saved.headers.location!)![1]);
    const page = (await me.get(`/Search/${id}`).expect(200)).text;
    expect(page).to.include('Women');
    expect(idsIn(page)).to.deep.equal([woman]);
    expect((await me.get('/Search/Advanced').expect(200)).text).to.include(`href="/Search/${id}"`);
    await me.form(`/Search/${id}/Rename`, { name: 'Ladies' }).expect(303);
    expect((await testDb()('saved_searches').where({ id }).first()).name).to.equal('Ladies');
    await me.form('/Search/Save', { name: '', searchOptions: b64({}) }).expect(400);
    await me.form('/Search/Save', { name: 'Bad', searchOptions: 'x!' }).expect(400);

    await other.csrf('/Search/Advanced');
    await other.get(`/Search/${id}`).expect(404);
    await other.form(`/Search/${id}/Rename`, { name: 'Mine' }).expect(404);
    await other.form(`/Search/${id}/Delete`, {}).expect(404);
    await other.get('/Search/999999').expect(404);
    expect((await testDb()('saved_searches').where({ id }).first()).name).to.equal('Ladies');

    await me.form(`/Search/${id}/Delete`, {}).expect(303).expect('Location', '/Search/Advanced');
    expect(await testDb()('saved_searches').where({ id }).first()).to.equal(undefined);
    await me.get(`/Search/${id}`).expect(404);
  });
});
