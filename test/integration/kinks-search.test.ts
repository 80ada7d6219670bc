import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile, ProfileRecord } from '../../src/modules/accounts/index.ts';
import { blockProfile } from '../../src/modules/profiles/index.ts';
import { testApp, testDb } from '../support/context.ts';
import { buildProfile } from '../support/factories.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';

const dark = 'dark.localhost';
const search = '/api/DarkKinks/SearchItemsByKinks';

const kinkId = async (key: string) => Number((await testDb()('kinks').where({ key }).first('id')).id);

/** An approved dark member (overrides make one that is not) with these catalogue kinks and custom kinks. */
async function withKinks(name: string, keys: string[], overrides: Partial<NewProfile> = {}, custom: string[] = []): Promise<ProfileRecord> {
  const profile = await buildProfile({ name, darkStatus: 3, member: true, ...overrides });
  for (const key of keys) await testDb()('profile_kinks').insert({ profile_id: profile.id, kink_id: await kinkId(key) });
  for (const text of custom) await testDb()('profile_custom_kinks').insert({ profile_id: profile.id, text, text_key: text.toLowerCase() });
  return profile;
}

/** The viewer: an approved dark member logged on at the dark site, with its form token. */
async function darkViewer(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ darkStatus: 3, member: true, language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile, { host: dark });
  const token = await agent.csrf('/Kinks');
  const find = (body: object) => agent.post(search).set('x-csrf-token', token).send(body);
  return { profile, agent, token, find };
}

const names = (body: { items: { name: string }[] }) => body.items.map((p) => p.name);

describe('searching profiles by kinks (/api/DarkKinks/SearchItemsByKinks)', () => {
  it('asks a visitor to log on (401), and names a bad field (400)', async () => {
    await request(testApp()).post(search).set('Host', dark).send({ kinks: ['rope'] }).expect(401);
    const { find } = await darkViewer();
    const none = await find({ kinks: [] }).expect(400);
    expect(none.body.error).to.deep.include({ field: 'kinks', message: 'Choose at least one kink.' });
    expect((await find({ kinks: ['rope'], take: 31 }).expect(400)).body.error.field).to.equal('take');
    expect((await find({ kinks: ['rope'], skip: -1 }).expect(400)).body.error.field).to.equal('skip');
    expect((await find({ kinks: ['rope', ' '] }).expect(400)).body.error.field).to.equal('kinks.1');
  });

  it('finds the approved dark members with every kink, by name, in full pages, never a blocked or hidden one', async () => {
    const { find, profile: me } = await darkViewer();
    const both = ['rope', 'latex'];
    // Visible ones, and between them by name the ones that must never show: a short page would show a filter after paging.
    const shown = [];
    for (const n of ['kA1', 'kA3', 'kA5', 'kA7', 'kA9']) shown.push(await withKinks(n, both));
    const blockedByMe = await withKinks('kA2', both);
    const blockingMe = await withKinks('kA4', both);
    await blockProfile(testDb(), me.id, blockedByMe.id);
    await blockProfile(testDb(), blockingMe.id, me.id);
    await withKinks('kA6', both, { darkStatus: 1 });
    await withKinks('kA6b', both, { member: false });
    await withKinks('kA6c', both, { status: 4 });
    await withKinks('kA6d', both, { forcedValidation: true });
    const secret = await withKinks('kA8', both);
    await testDb()('profile_field_visibility').insert({ profile_id: secret.id, field: 'dark', audience: 'nobody' });
    await withKinks('kA8b', ['rope']);
    await testDb()('profile_kinks').insert([{ profile_id: me.id, kink_id: await kinkId('rope') }, { profile_id: me.id, kink_id: await kinkId('latex') }]);

    const pages = [];
    for (let skip = 0; ; skip += 2) {
      const page = (await find({ kinks: both, skip, take: 2 }).expect(200)).body;
      pages.push(names(page));
      if (!page.hasMore) break;
    }
    expect(pages).to.deep.equal([['kA1', 'kA3'], ['kA5', 'kA7'], ['kA9']]);

    const all = (await find({ kinks: both }).expect(200)).body;
    expect(all.hasMore).to.equal(false);
    expect(all.items.map((p: { id: number }) => p.id)).to.deep.equal(shown.map((p) => p.id));
    expect(all.items[0]).to.have.keys(['id', 'name', 'ages', 'town']);
    expect(names((await find({ kinks: ['rope'] }).expect(200)).body), 'one kink of the two').to.deep.equal(['kA1', 'kA3', 'kA5', 'kA7', 'kA8b', 'kA9']);
  });

  it('matches a custom kink by its text in any case, and a catalogue kink by its key', async () => {
    const { find } = await darkViewer();
    await withKinks('kB1', ['rope'], {}, ['Candle-lit dinners']);
    await withKinks('kB2', [], {}, ['candle-lit DINNERS']);
    await withKinks('kB3', ['rope']);
    expect(names((await find({ kinks: ['CANDLE-LIT dinners'] }).expect(200)).body)).to.deep.equal(['kB1', 'kB2']);
    expect(names((await find({ kinks: ['Rope', 'candle-lit dinners'] }).expect(200)).body)).to.deep.equal(['kB1']);
    expect((await find({ kinks: ['no-such-kink'] }).expect(200)).body).to.deep.equal({ items: [], hasMore: false });
  });

  it('is not there on the regular site (404) and is refused on the dark site to a member not approved (403)', async () => {
    const approved = await buildMember({ darkStatus: 3, member: true, language: 'en-GB' });
    const regular = await loggedOnAs(approved);
    const token = await regular.csrf('/Start');
    const res = await regular.post(search).set('x-csrf-token', token).send({ kinks: ['rope'] }).expect(404);
    expect(res.body.error.message).to.equal('This is only found on the dark site.');

    const applicant = await buildMember({ darkStatus: 1, member: true });
    const agent = await loggedOnAs(applicant, { host: dark });
    const darkToken = await agent.csrf('/EditProfile/DarkProfile');
    await agent.post(search).set('x-csrf-token', darkToken).send({ kinks: ['rope'] }).expect(403);
  });
});
