import { expect } from 'chai';
import path from 'node:path';
import request from 'supertest';
import { z } from 'zod';
import type { Express } from 'express';
import { definePage, type AppModule } from '../../src/platform/http/define.ts';
import { forgetLodgeMedia, lodgeMediaWaiting } from '../../src/modules/lodges/index.ts';
import type { LodgeRole } from '../../src/modules/lodges/index.ts';
import { actorOf } from '../../src/platform/auth/actor.ts';
import { jobsSettled, memberWithApi } from '../support/accounts.ts';
import { pauseJobWorker, testAppWith, testDb } from '../support/context.ts';
import { viewerOf } from '../support/factories.ts';
import { cameraJpeg, copyright } from '../support/media.ts';
import { cookieOf } from '../support/sse.ts';

type Member = Awaited<ReturnType<typeof memberWithApi>>;

/** A lodge with its members at their roles (the core's membership calls are another area's; rows are enough here). */
async function lodgeWith(members: [Member, LodgeRole][], name = 'Harbour swimmers'): Promise<number> {
  const [row] = await testDb()('lodges').insert({ name, category_id: 1 }).returning('id');
  const lodgeId = Number(row.id);
  if (members.length) await testDb()('lodge_members').insert(members.map(([m, role]) => ({ lodge_id: lodgeId, profile_id: m.profile.id, role, joined_at: new Date() })));
  return lodgeId;
}

const media = (lodgeId: number, rest = '') => `/Community/Lodges/Lodge/${lodgeId}/Media${rest}`;

async function uploadAs(m: Member, lodgeId: number, albumId: number, seed: number, status: number, confirm = true) {
  const token = await m.csrf(media(lodgeId, `/Album/${albumId}`));
  const req = m.post(media(lodgeId, `/Album/${albumId}/Upload`)).query({ _csrf: token });
  if (confirm) req.field('copyright', copyright);
  return req.attach('file', await cameraJpeg(640, 480, { seed }), 'me.jpg').expect(status);
}

const newestItem = async (lodgeId: number) => Number((await testDb()('lodge_media').where({ lodge_id: lodgeId }).orderBy('media_id', 'desc').first('media_id')).media_id);
async function fileUrlOf(mediaId: number): Promise<string> {
  const row = await testDb()('media').where({ id: mediaId }).first('variants');
  const variants = (typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants) as Record<string, string>;
  return `/media/${mediaId}/${path.posix.basename(variants['w480.jpg'] ?? Object.values(variants)[0]!)}`;
}

const actorFor = (m: Member) => actorOf(viewerOf({ id: m.profile.id }), { id: 1, dark: false });

describe('lodges: media with approval (issue 33 item 5)', () => {
  afterEach(jobsSettled);

  it('a member’s upload waits hidden until an assistant accepts it; a rejected one is gone with its files; a moderator’s shows at once', async () => {
    const [owner, assistant, member, other, stranger] = [await memberWithApi(), await memberWithApi(), await memberWithApi(), await memberWithApi(), await memberWithApi()];
    const lodgeId = await lodgeWith([[owner, 'Owner'], [assistant, 'Assistant'], [member, 'Member'], [other, 'Member']]);
    const created = (await owner.api('/api/Lodges/SaveLodgeAlbum', { lodgeId, name: 'Summer 2026' }).expect(200)).body;
    const albumId = created.albumId as number;

    await uploadAs(member, lodgeId, albumId, 2, 303);
    const waitingId = await newestItem(lodgeId);
    expect(await testDb()('lodge_media').where({ media_id: waitingId }).first('state', 'uploader_id')).to.deep.equal({ state: 'Waiting', uploader_id: member.profile.id });
    expect(await testDb()('media').where({ id: waitingId }).first('type', 'album_id')).to.deep.equal({ type: 'Picture', album_id: null });
    const waitingFile = await fileUrlOf(waitingId);

    // Hidden from the other members (page and file) until accepted; the uploader and the moderators see the file.
    expect((await other.get(media(lodgeId, `/Album/${albumId}`)).expect(200)).text).not.to.include(`item-${waitingId}`).and.not.to.include('waiting for approval here');
    expect((await member.get(media(lodgeId, `/Album/${albumId}`)).expect(200)).text, 'the uploader is told').to.include('Your uploads waiting for approval here: 1');
    await other.get(waitingFile).expect(404);
    await member.get(waitingFile).expect(200);
    await assistant.get(waitingFile).expect(200);
    expect((await other.get('/api/Lodges/GetLodgeAlbumMedia').expect(400)).body.error.field).to.equal('albumId');
    expect((await other.get('/api/Lodges/GetLodgeAlbumMedia').query({ albumId }).expect(200)).body.items).to.deep.equal([]);

    // The counts: the lodge's Validation count, and the moderators' count over their lodges.
    expect((await assistant.get('/api/Lodges/GetLodgeMediaValidationCount').query({ lodgeId }).expect(200)).body).to.deep.equal({ count: 1 });
    await member.get('/api/Lodges/GetLodgeMediaValidationCount').query({ lodgeId }).expect(403);
    expect(await lodgeMediaWaiting(testDb(), actorFor(assistant))).to.equal(1);
    expect(await lodgeMediaWaiting(testDb(), actorFor(owner))).to.equal(1);
    expect(await lodgeMediaWaiting(testDb(), actorFor(member))).to.equal(0);
    expect((await assistant.get(media(lodgeId)).expect(200)).text).to.include('Waiting for approval: 1');
    expect((await member.get(media(lodgeId)).expect(200)).text).not.to.include('Waiting for approval');
    const validation = (await assistant.get(media(lodgeId, '/Validation')).expect(200)).text;
    expect(validation).to.include(`item-${waitingId}`).and.include('Summer 2026').and.include(`By ${member.profile.name}`);
    await member.get(media(lodgeId, '/Validation')).expect(403);
    await member.api('/api/Lodges/AcceptLodgeMediaItem', { mediaId: waitingId }).expect(403);

    // Accept (the no-JavaScript form): now every member sees it.
    await assistant.postForm(media(lodgeId, `/Validation/${waitingId}/Accept`), {}).expect(303);
    expect((await other.get(media(lodgeId, `/Album/${albumId}`)).expect(200)).text).to.include(`item-${waitingId}`);
    await other.get(waitingFile).expect(200);
    // A lodge's files are seen on its own site only: were it a dark lodge, its member gets a 404 on the regular site.
    await testDb()('lodges').where({ id: lodgeId }).update({ dark: true });
    await other.get(waitingFile).expect(404);
    await testDb()('lodges').where({ id: lodgeId }).update({ dark: false });
    expect(await lodgeMediaWaiting(testDb(), actorFor(assistant))).to.equal(0);
    await assistant.api('/api/Lodges/AcceptLodgeMediaItem', { mediaId: waitingId }).expect(409);
    await assistant.api('/api/Lodges/RejectLodgeMediaItem', { mediaId: waitingId }).expect(409);

    // A second upload, rejected: the item and its media row are gone, its files after the commit.
    await uploadAs(member, lodgeId, albumId, 3, 303);
    const rejectedId = await newestItem(lodgeId);
    const rejectedFile = await fileUrlOf(rejectedId);
    await owner.api('/api/Lodges/RejectLodgeMediaItem', { mediaId: rejectedId }).expect(200);
    expect(await testDb()('lodge_media').where({ media_id: rejectedId }).first()).to.equal(undefined);
    expect(await testDb()('media').where({ id: rejectedId }).first()).to.equal(undefined);
    await jobsSettled();
    await member.get(rejectedFile).expect(404);

    // A moderator's upload is approved at once.
    await uploadAs(assistant, lodgeId, albumId, 4, 303);
    const moderatorsId = await newestItem(lodgeId);
    expect((await testDb()('lodge_media').where({ media_id: moderatorsId }).first('state')).state).to.equal('Approved');
    const items = (await member.get('/api/Lodges/GetLodgeAlbumMedia').query({ albumId }).expect(200)).body.items as { mediaId: number; canDelete: boolean }[];
    expect(items.map((i) => i.mediaId)).to.deep.equal([moderatorsId, waitingId]);
    expect(items.map((i) => i.canDelete), 'the member deletes only their own').to.deep.equal([false, true]);

    // Strangers: the album page, the tab and the files are 404, as for a visitor.
    await stranger.get(media(lodgeId, `/Album/${albumId}`)).expect(404);
    await stranger.get(media(lodgeId)).expect(404);
    await stranger.get(await fileUrlOf(moderatorsId)).expect(404);
    await stranger.get('/api/Lodges/GetLodgeAlbumMedia').query({ albumId }).expect(404);
    await request(testAppWith([])).get(media(lodgeId, `/Album/${albumId}`)).expect(404);
  });

  it('refuses an upload without the copyright confirmation (400 naming it) and keeps nothing', async () => {
    const [owner, member] = [await memberWithApi(), await memberWithApi()];
    const lodgeId = await lodgeWith([[owner, 'Owner'], [member, 'Member']]);
    const { albumId } = (await owner.api('/api/Lodges/SaveLodgeAlbum', { lodgeId, name: 'Walks' }).expect(200)).body;
    const res = await uploadAs(member, lodgeId, albumId, 5, 400, false);
    expect(res.text).to.include('id="copyright-error"');
    expect(await testDb()('lodge_media').where({ lodge_id: lodgeId })).to.deep.equal([]);
  });

  it('album rights: moderators create, rename and delete; members only look; a bad name is a 400 naming it', async () => {
    const [owner, assistant, member, stranger] = [await memberWithApi(), await memberWithApi(), await memberWithApi(), await memberWithApi()];
    const lodgeId = await lodgeWith([[owner, 'Owner'], [assistant, 'Assistant'], [member, 'Member']]);
    await member.api('/api/Lodges/SaveLodgeAlbum', { lodgeId, name: 'Mine' }).expect(403);
    await stranger.api('/api/Lodges/SaveLodgeAlbum', { lodgeId, name: 'Mine' }).expect(403);
    expect((await owner.api('/api/Lodges/SaveLodgeAlbum', { lodgeId, name: '' }).expect(400)).body.error.field).to.equal('name');
    // The no-JavaScript form: a refused name comes back in the page with its error.
    expect((await assistant.postForm(media(lodgeId), { name: '' }).expect(400)).text).to.include('id="name-error"');
    const made = await assistant.postForm(media(lodgeId), { name: 'Boats' }).expect(303);
    const albumId = Number(/Album\/(\d+)/.exec(made.headers.location!)![1]);
    await member.api('/api/Lodges/UpdateLodgeMediaAlbum', { albumId, name: 'Ships' }).expect(403);
    await assistant.api('/api/Lodges/UpdateLodgeMediaAlbum', { albumId, name: 'Ships' }).expect(200);
    expect((await member.get('/api/Lodges/GetLodgeMediaAlbums').query({ lodgeId }).expect(200)).body).to.deep.equal({ albums: [{ id: albumId, name: 'Ships', count: 0 }], waiting: null });
    await uploadAs(assistant, lodgeId, albumId, 6, 303);
    const itemId = await newestItem(lodgeId);
    await member.api('/api/Lodges/DeleteLodgeMediaAlbum', { albumId }).expect(403);
    await member.api('/api/Lodges/DeleteLodgeMedia', { mediaId: itemId }).expect(403);
    await owner.postForm(media(lodgeId, `/Album/${albumId}/Delete`), {}).expect(303);
    expect(await testDb()('lodge_media_albums').where({ id: albumId }).first()).to.equal(undefined);
    expect(await testDb()('media').where({ id: itemId }).first(), 'its items go with it').to.equal(undefined);
  });

  it('moves an item only between albums of the same lodge; an album of another lodge is a 400 naming albumId', async () => {
    const [owner, member, elsewhere] = [await memberWithApi(), await memberWithApi(), await memberWithApi()];
    const lodgeId = await lodgeWith([[owner, 'Owner'], [member, 'Member']]);
    const otherLodge = await lodgeWith([[owner, 'Owner'], [elsewhere, 'Member']], 'Mountain walkers');
    const first = (await owner.api('/api/Lodges/SaveLodgeAlbum', { lodgeId, name: 'One' }).expect(200)).body.albumId as number;
    const second = (await owner.api('/api/Lodges/SaveLodgeAlbum', { lodgeId, name: 'Two' }).expect(200)).body.albumId as number;
    const foreign = (await owner.api('/api/Lodges/SaveLodgeAlbum', { lodgeId: otherLodge, name: 'Three' }).expect(200)).body.albumId as number;
    await uploadAs(owner, lodgeId, first, 7, 303);
    const itemId = await newestItem(lodgeId);
    await member.api('/api/Lodges/MoveLodgeAlbumMedia', { mediaId: itemId, albumId: second }).expect(403);
    expect((await owner.api('/api/Lodges/MoveLodgeAlbumMedia', { mediaId: itemId, albumId: foreign }).expect(400)).body.error.field).to.equal('albumId');
    await owner.postForm(media(lodgeId, `/Item/${itemId}/Move`), { albumId: second }).expect(303);
    expect((await testDb()('lodge_media').where({ media_id: itemId }).first('album_id')).album_id).to.equal(second);
    // Another lodge's album under this lodge's path: 404.
    await owner.get(media(lodgeId, `/Album/${foreign}`)).expect(404);
    await elsewhere.get(await fileUrlOf(itemId)).expect(404);
  });

  it('a member who leaves loses the files at once; the uploader deletes their own item', async () => {
    const [owner, member, leaver] = [await memberWithApi(), await memberWithApi(), await memberWithApi()];
    const lodgeId = await lodgeWith([[owner, 'Owner'], [member, 'Member'], [leaver, 'Member']]);
    const { albumId } = (await owner.api('/api/Lodges/SaveLodgeAlbum', { lodgeId, name: 'Nights' }).expect(200)).body;
    await uploadAs(owner, lodgeId, albumId, 8, 303);
    const file = await fileUrlOf(await newestItem(lodgeId));
    await leaver.get(file).expect(200);
    await testDb()('lodge_members').where({ lodge_id: lodgeId, profile_id: leaver.profile.id }).delete();
    await leaver.get(file).expect(404);
    await leaver.get(media(lodgeId)).expect(404);

    await uploadAs(member, lodgeId, albumId, 9, 303);
    const ownId = await newestItem(lodgeId);
    await member.postForm(media(lodgeId, `/Item/${ownId}/Delete`), {}).expect(303);
    expect(await testDb()('lodge_media').where({ media_id: ownId }).first()).to.equal(undefined);
  });

  it('forgets a deleted lodge’s media items with their files (the core’s DeleteLodge calls it in its transaction)', async () => {
    const [owner, member] = [await memberWithApi(), await memberWithApi()];
    const lodgeId = await lodgeWith([[owner, 'Owner'], [member, 'Member']]);
    const { albumId } = (await owner.api('/api/Lodges/SaveLodgeAlbum', { lodgeId, name: 'Last' }).expect(200)).body;
    await uploadAs(owner, lodgeId, albumId, 13, 303);
    const itemId = await newestItem(lodgeId);
    const file = await fileUrlOf(itemId);
    await testDb().transaction(async (trx) => {
      await forgetLodgeMedia(trx, lodgeId);
      await trx('lodges').where({ id: lodgeId }).delete();
    });
    await jobsSettled();
    expect(await testDb()('media').where({ id: itemId }).first()).to.equal(undefined);
    expect(await testDb()('lodge_media_albums').where({ lodge_id: lodgeId })).to.deep.equal([]);
    await owner.get(file).expect(404);
  });

  describe('the album page in two statements after the session', () => {
    const sessionOnly: AppModule = {
      name: 'test-session-only-lodge-media',
      pages: [definePage({ path: '/Test/LodgeMediaSession/:id', access: 'user', params: z.object({ id: z.coerce.number() }), handler: (_input, _req, res) => void res.send('ok') })],
    };
    let app: Express;
    let counted: string[] = [];
    // The session store's own reads are the session's, not the page's (they come and go with its keep-alive cache).
    const onQuery = (q: { sql: string }) => void (/from "sessions"/.test(q.sql) || counted.push(q.sql));
    before(() => {
      app = testAppWith([sessionOnly]);
      testDb().on('query', onQuery);
    });
    after(() => testDb().removeListener('query', onQuery));
    // The job worker's polling is no page's statement.
    let resumeJobs: () => void;
    beforeEach(async () => (resumeJobs = await pauseJobWorker()));
    afterEach(() => resumeJobs());

    it('reads the lodge with the role in one statement and the album with its page in one more', async () => {
      const [owner, member] = [await memberWithApi(), await memberWithApi()];
      const lodgeId = await lodgeWith([[owner, 'Owner'], [member, 'Member']]);
      const { albumId } = (await owner.api('/api/Lodges/SaveLodgeAlbum', { lodgeId, name: 'Counted' }).expect(200)).body;
      for (const seed of [10, 11, 12]) await uploadAs(owner, lodgeId, albumId, seed, 303);
      const cookie = (await import('../support/accounts.ts')).loggedOnAs;
      const agent = await cookie(member.profile, { app });
      const open = () => request(app).get(media(lodgeId, `/Album/${albumId}`)).set('Cookie', cookieOf(agent)).expect(200);
      const session = () => request(app).get(`/Test/LodgeMediaSession/${lodgeId}`).set('Cookie', cookieOf(agent)).expect(200);
      await session();
      counted = [];
      await session();
      const sessionCost = counted.length;
      await open();
      counted = [];
      const html = (await open()).text;
      const statements = [...counted];
      expect(html).to.include('Counted');
      expect(html.match(/class="media-tile"/g)).to.have.length(3);
      expect(statements, statements.join('\n---\n')).to.have.length.of.at.most(2 + sessionCost);
      // The Media tab (the albums with their counts) too.
      const tab = () => request(app).get(media(lodgeId)).set('Cookie', cookieOf(agent)).expect(200);
      await tab();
      counted = [];
      expect((await tab()).text).to.include('Counted');
      expect(counted, counted.join('\n---\n')).to.have.length.of.at.most(2 + sessionCost);
    });
  });
});
