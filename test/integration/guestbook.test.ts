import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile, ProfileRecord } from '../../src/modules/accounts/index.ts';
import { modules } from '../../src/app.ts';
import { on, registerSubscribers } from '../../src/platform/events/index.ts';
import { entryWritten } from '../../src/modules/guestbook/index.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';
import { pauseJobWorker, testApp, testDb } from '../support/context.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';

const dark = 'dark.localhost';

/** An approved dark member logged on at the dark site, with `api` for JSON calls carrying the form token. */
async function darkMember(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ darkStatus: 3, member: true, language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile, { host: dark });
  const token = await agent.csrf('/Kinks');
  const api = (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body);
  return Object.assign(agent, { profile, api });
}

const entriesOn = (profileId: number) => testDb()('guestbook_entries').where({ profile_id: profileId }).orderBy('id');
const write = (agent: Awaited<ReturnType<typeof darkMember>>, owner: ProfileRecord, text: string) => agent.postForm(`/Profile/${owner.id}/Guestbook`, { text });
const block = (agent: Awaited<ReturnType<typeof darkMember>>, other: ProfileRecord) => agent.postForm(`/Profile/${other.id}/Block`, {}).expect(303);

describe('guestbook (/Profile/{id}/Guestbook, /api/Guestbook)', () => {
  it('sends a visitor to log on and answers 401 to the calls', async () => {
    const owner = await buildMember({ darkStatus: 3, member: true });
    await request(testApp()).get(`/Profile/${owner.id}/Guestbook`).set('Host', dark).expect(302).expect('Location', `/?u=%2FProfile%2F${owner.id}%2FGuestbook`);
    await request(testApp()).get('/api/Guestbook/GetEntries').query({ profileId: owner.id }).set('Host', dark).expect(401);
    await request(testApp()).post('/api/Guestbook/AddEntry').set('Host', dark).send({ profileId: owner.id, text: 'Hi' }).expect(401);
    await request(testApp()).post('/api/Guestbook/DeleteEntry').set('Host', dark).send({ entryId: 1 }).expect(401);
  });

  it('is About on the regular site (spec §2): the tab and the posts redirect, the calls answer 404', async () => {
    const owner = await buildMember();
    const agent = await loggedOnAs(await buildMember({ language: 'da-DK' }));
    await agent.get(`/Profile/${owner.id}/Guestbook`).expect(302).expect('Location', `/Profile/${owner.id}`);
    await agent.postForm(`/Profile/${owner.id}/Guestbook`, { text: 'Hej' }).expect(303).expect('Location', `/Profile/${owner.id}`);
    expect(await entriesOn(owner.id)).to.have.length(0);
    const token = await agent.csrf('/Start');
    const res = await agent.post('/api/Guestbook/AddEntry').set('x-csrf-token', token).send({ profileId: owner.id, text: 'Hej' }).expect(404);
    expect(res.body.error.message).to.equal('Dette findes kun på den mørke side.');
  });

  it('writes an entry: the row, the event job in the same transaction, and the entry on the tab with a link to the writer', async () => {
    const owner = await darkMember();
    const writer = await darkMember();
    const resume = await pauseJobWorker();
    registerSubscribers([...modules.filter((m) => m.name !== 'notifications'), { name: 'notifications', subscribers: [on(entryWritten, async () => undefined)] }]);
    try {
      await write(writer, owner.profile, '  Lovely to meet you at the party!  ').expect(303).expect('Location', `/Profile/${owner.profile.id}/Guestbook`);
      const [row] = await entriesOn(owner.profile.id);
      expect(row).to.include({ text: 'Lovely to meet you at the party!' });
      expect(Number(row.writer_id)).to.equal(writer.profile.id);
      const job = await testDb()('jobs').where({ name: 'event:guestbook.entryWritten:notifications' }).first();
      expect(job.payload).to.deep.equal({ profileId: owner.profile.id, entryId: Number(row.id), writerId: writer.profile.id });
    } finally {
      registerSubscribers(modules);
      resume();
    }
    const page = (await writer.get(`/Profile/${owner.profile.id}/Guestbook`).expect(200)).text;
    expect(page).to.include('Your entry is in the guestbook.').and.include('Lovely to meet you at the party!');
    expect(page).to.include(`<a href="/Profile/${writer.profile.id}"><strong>${writer.profile.name}</strong></a>`);
    const own = (await owner.get(`/Profile/${owner.profile.id}/Guestbook`).expect(200)).text;
    expect(own, 'no form on one\'s own guestbook').not.to.include(`action="/Profile/${owner.profile.id}/Guestbook"`);
    expect(own).to.include('Lovely to meet you at the party!');
  });

  it('refuses a bad text with the error next to the field, in the member\'s language (400), and one\'s own guestbook', async () => {
    const owner = await darkMember();
    const writer = await darkMember({ language: 'sv-SE' });
    const empty = await write(writer, owner.profile, '   ').expect(400);
    expect(empty.text).to.include('<p class="field-error" id="text-error">Skriv något innan du skickar.</p>');
    const long = await write(writer, owner.profile, 'x'.repeat(2001)).expect(400);
    expect(long.text).to.include('Skriv högst 2 000 tecken.').and.include('x'.repeat(2001));
    await write(writer, owner.profile, 'x'.repeat(2000)).expect(303);
    const ownPage = await write(owner, owner.profile, 'Hello me').expect(400);
    expect(ownPage.text).to.include('You cannot write in your own guestbook.');
    expect(await entriesOn(owner.profile.id)).to.have.length(1);

    const bad = await writer.api('/api/Guestbook/AddEntry', { profileId: owner.profile.id, text: '' }).expect(400);
    expect(bad.body.error.field).to.equal('text');
    expect(bad.body.error.message).to.equal('Skriv något innan du skickar.');
    expect((await writer.api('/api/Guestbook/AddEntry', { profileId: 'x', text: 'Hej' }).expect(400)).body.error.field).to.equal('profileId');
    expect((await owner.api('/api/Guestbook/AddEntry', { profileId: owner.profile.id, text: 'Hi' }).expect(400)).body.error.field).to.equal('profileId');
    expect((await writer.get('/api/Guestbook/GetEntries').query({ profileId: owner.profile.id, take: 0 }).expect(400)).body.error.field).to.equal('take');
    await writer.post(`/Profile/${owner.profile.id}/Guestbook`).type('form').send({ text: 'no token' }).expect(403);
  });

  it('refuses a writer blocked either way and a profile the writer may not see with the same 404, never revealing the block', async () => {
    const owner = await darkMember();
    const writer = await darkMember({ language: 'nb-NO' });
    await block(owner, writer.profile);
    const refused = await write(writer, owner.profile, 'Hei').expect(404);
    expect(refused.text).to.include('Profilen finnes ikke eller er ikke tilgjengelig.');
    const api = await writer.api('/api/Guestbook/AddEntry', { profileId: owner.profile.id, text: 'Hei' }).expect(404);
    expect(api.body.error.message).to.equal('Profilen finnes ikke eller er ikke tilgjengelig.');
    const blocker = await darkMember();
    await block(blocker, owner.profile);
    await blocker.api('/api/Guestbook/AddEntry', { profileId: owner.profile.id, text: 'Hi' }).expect(404);
    await writer.get(`/Profile/${owner.profile.id}/Guestbook`).expect(404);

    const locked = await buildMember({ darkStatus: 3, member: true, status: ProfileStatus.Locked });
    await writer.get(`/Profile/${locked.id}/Guestbook`).expect(404);
    await write(writer, locked, 'Hei').expect(404);
    await writer.get('/api/Guestbook/GetEntries').query({ profileId: locked.id }).expect(404);
    expect(await entriesOn(owner.profile.id)).to.have.length(0);
    expect(await entriesOn(locked.id)).to.have.length(0);
  });

  it('leaves out entries by writers now blocked either way or no longer visible', async () => {
    const owner = await darkMember();
    const reader = await darkMember();
    const [kept, blockedByReader, blockerOfReader, locked] = [await darkMember(), await darkMember(), await darkMember(), await darkMember()];
    for (const w of [kept, blockedByReader, blockerOfReader, locked]) await write(w, owner.profile, `Entry by ${w.profile.name}`).expect(303);
    await block(reader, blockedByReader.profile);
    await block(blockerOfReader, reader.profile);
    await testDb()('profiles').where({ id: locked.profile.id }).update({ status: ProfileStatus.Locked });

    const page = (await reader.get(`/Profile/${owner.profile.id}/Guestbook`).expect(200)).text;
    expect(page).to.include(`Entry by ${kept.profile.name}`);
    for (const w of [blockedByReader, blockerOfReader, locked]) expect(page).not.to.include(`Entry by ${w.profile.name}`);
    const api = (await reader.get('/api/Guestbook/GetEntries').query({ profileId: owner.profile.id }).expect(200)).body;
    expect(api.entries.map((e: { writer: { id: number } }) => e.writer.id)).to.deep.equal([kept.profile.id]);
    expect(api.entries[0]).to.include({ text: `Entry by ${kept.profile.name}`, canDelete: false });
    const ownerView = (await owner.get('/api/Guestbook/GetEntries').query({ profileId: owner.profile.id }).expect(200)).body;
    expect(ownerView.entries, 'the owner blocked no one: all but the locked writer').to.have.length(3);
  });

  it('pages 20 entries at a time, newest first, with a plain next link; GetEntries takes skip and take', async () => {
    const owner = await darkMember();
    const writer = await darkMember();
    const base = Date.now() - 100 * 60_000;
    await testDb()('guestbook_entries').insert(
      Array.from({ length: 23 }, (_, i) => ({ profile_id: owner.profile.id, writer_id: writer.profile.id, text: `Entry number ${i + 1}.`, created_at: new Date(base + i * 60_000) })),
    );
    const first = (await owner.get(`/Profile/${owner.profile.id}/Guestbook`).expect(200)).text;
    expect(first.indexOf('Entry number 23.')).to.be.lessThan(first.indexOf('Entry number 22.'));
    expect(first).to.include('Entry number 4.').and.not.include('Entry number 3.');
    expect(first).to.include(`<a rel="next" class="button secondary" href="/Profile/${owner.profile.id}/Guestbook?page=2">`);
    const second = (await owner.get(`/Profile/${owner.profile.id}/Guestbook?page=2`).expect(200)).text;
    expect(second).to.include('Entry number 3.').and.include('Entry number 1.').and.not.include('Entry number 4.');
    expect(second).not.to.include('rel="next"');

    const api = (await writer.get('/api/Guestbook/GetEntries').query({ profileId: owner.profile.id, skip: 2, take: 3 }).expect(200)).body;
    expect(api.entries.map((e: { text: string }) => e.text)).to.deep.equal(['Entry number 21.', 'Entry number 20.', 'Entry number 19.']);
    expect(api.hasMore).to.equal(true);
    expect(api.entries[0]).to.have.keys(['id', 'profileId', 'writer', 'text', 'createdAt', 'canDelete']);
    expect(api.entries[0].canDelete, 'the writer may delete their own').to.equal(true);
  });

  it('lets the owner delete any entry and a writer their own, nobody else (403)', async () => {
    const owner = await darkMember();
    const writer = await darkMember();
    const other = await darkMember();
    await write(writer, owner.profile, 'First').expect(303);
    await write(writer, owner.profile, 'Second').expect(303);
    const [first, second] = (await entriesOn(owner.profile.id)).map((r) => Number(r.id));

    const refused = await other.postForm(`/Profile/${owner.profile.id}/Guestbook/${first}/Delete`, {}).expect(403);
    expect(refused.text).to.include('Only the guestbook&#39;s owner and the writer can delete this entry.');
    await other.api('/api/Guestbook/DeleteEntry', { entryId: first }).expect(403);
    await other.postForm(`/Profile/${other.profile.id}/Guestbook/${first}/Delete`, {}).expect(404);

    await owner.postForm(`/Profile/${owner.profile.id}/Guestbook/${first}/Delete`, {}).expect(303).expect('Location', `/Profile/${owner.profile.id}/Guestbook`);
    expect((await owner.get(`/Profile/${owner.profile.id}/Guestbook`)).text).to.include('The entry has been deleted.').and.not.include('>First<');
    await writer.api('/api/Guestbook/DeleteEntry', { entryId: second }).expect(200, { success: true });
    await writer.api('/api/Guestbook/DeleteEntry', { entryId: second }).expect(404);
    expect((await writer.api('/api/Guestbook/DeleteEntry', { entryId: 'x' }).expect(400)).body.error.field).to.equal('entryId');
    expect(await entriesOn(owner.profile.id)).to.have.length(0);
  });

  it('allows 10 entries an hour per writer, then answers 429 saying when', async () => {
    const owner = await darkMember();
    const writer = await darkMember();
    for (let i = 0; i < 10; i++) await writer.api('/api/Guestbook/AddEntry', { profileId: owner.profile.id, text: `Note ${i}` }).expect(200);
    const limited = await writer.api('/api/Guestbook/AddEntry', { profileId: owner.profile.id, text: 'One more' }).expect(429);
    expect(Number(limited.headers['retry-after'])).to.be.within(3500, 3600);
    expect(limited.body.error.message).to.equal('You have written many entries in a short time. You can write again in 60 minutes.');
    const page = await write(writer, owner.profile, 'One more').expect(429);
    expect(page.text).to.include('You can write again in 60 minutes.').and.include('One more</textarea>');
    expect(await entriesOn(owner.profile.id)).to.have.length(10);
  });
});
