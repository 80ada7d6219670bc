import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile } from '../../../src/modules/accounts/index.ts';
import { mediaStorage } from '../../../src/platform/storage/index.ts';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../../support/accounts.ts';
import { cameraJpeg, upload } from '../../support/media.ts';

const dark = 'dark.localhost';
const base = '/EditProfile/PicturesAndVideos';
let seed = 100;

type Uploaded = { id: number; albumId: number };

/** A member logged on (an approved dark member at the dark site with `host: dark`), who uploads and posts the edit forms. */
async function member(opts: { host?: string; overrides?: Partial<NewProfile> } = {}) {
  const darkSite = opts.host === dark ? { darkStatus: 3, member: true } : {};
  const profile = await buildMember({ language: 'en-GB', ...darkSite, ...opts.overrides });
  const agent = await loggedOnAs(profile, opts.host ? { host: opts.host } : {});
  const token = await agent.csrf('/Start');
  /** A picture into the album albumTypeId names; the same `picture` seed twice is the same file (they share stored files). */
  const put = async (albumTypeId: number, extra: { albumId?: number; picture?: number } = {}): Promise<Uploaded> => {
    const query = { albumTypeId, ...(extra.albumId ? { albumId: extra.albumId } : {}) };
    return (await upload(agent, token, await cameraJpeg(320, 240, { seed: extra.picture ?? ++seed }), 'p.jpg', query).expect(200)).body as Uploaded;
  };
  const post = (path: string, form: Record<string, unknown> = {}) => agent.postForm(`${base}${path}`, form);
  return { profile, agent, token, put, post };
}

const albumsOf = (profileId: number) => testDb()('media_albums').where({ profile_id: profileId }).orderBy('id');
const mediaRow = (id: number) => testDb()('media').where({ id }).first();
/** The album's items in the member's order. */
const order = async (albumId: number) => (await testDb()('media').where({ album_id: albumId }).orderBy([{ column: 'position' }, { column: 'id' }]).select('id')).map((r: { id: number }) => Number(r.id));
const storedKeys = async (id: number) => {
  const { variants } = await mediaRow(id);
  return Object.values(typeof variants === 'string' ? JSON.parse(variants) : variants) as string[];
};
const stored = async (keys: string[]) => (await Promise.all(keys.map((k) => mediaStorage().get(k)))).map((s) => {
  s?.stream.destroy();
  return s !== null;
});

describe('/EditProfile/PicturesAndVideos: albums', () => {
  it('opens for the owner only: a visitor logs on; the pages carry the upload form for their album', async () => {
    for (const path of ['', '/Albums', '/ProfilePictures', '/FileArchive', '/Album/1', '/FileArchive/1']) {
      await request(testApp()).get(`${base}${path}`).expect(302).expect('Location', `/?u=${encodeURIComponent(`${base}${path}`)}`);
    }
    const owner = await member();
    const overview = (await owner.agent.get(base).expect(200)).text;
    expect(overview).to.include(`href="${base}/ProfilePictures"`).and.to.include(`href="${base}/Albums"`).and.to.include(`href="${base}/FileArchive"`);
    const profilePictures = (await owner.agent.get(`${base}/ProfilePictures`).expect(200)).text;
    expect(profilePictures).to.include('You have no profile pictures yet.');
    expect(profilePictures, 'the upload form').to.include(`${base}/Upload?albumTypeId=1`);
    expect((await owner.agent.get(`${base}/FileArchive`).expect(200)).text).to.include('Your file archive is empty.');
    expect((await owner.agent.get('/EditProfile').expect(200)).text, 'a way here from /EditProfile').to.include(`href="${base}"`);
  });

  it('creates an album with a name (Red only on the dark site), refusing a bad one next to its field in the member\'s language', async () => {
    const owner = await member();
    const made = await owner.post('/Albums', { kind: 'Private', name: '  Summer  ' }).expect(303);
    const [album] = await albumsOf(owner.profile.id);
    expect(album).to.include({ kind: 'Private', name: 'Summer' });
    expect(made.headers.location).to.equal(`${base}/Album/${album.id}`);
    const page = (await owner.agent.get(made.headers.location!).expect(200)).text;
    expect(page).to.include('The album Summer is ready.');
    expect(page, 'the upload goes into this album').to.include(`albumTypeId=3&amp;albumId=${album.id}`);

    const cases: [Record<string, string>, string, string][] = [
      [{ kind: 'Ordinary', name: '' }, 'name', 'Give the album a name.'],
      [{ kind: 'Ordinary', name: 'x'.repeat(61) }, 'name', 'An album name can be at most 60 characters.'],
      [{ kind: 'Profile', name: 'Me' }, 'kind', 'Choose the kind of album.'],
      [{ kind: 'Red', name: 'Night' }, 'kind', 'Red albums exist only on the dark site.'],
    ];
    for (const [form, field, message] of cases) {
      const res = await owner.post('/Albums', form).expect(400);
      expect(res.text, message).to.include(`<p class="field-error" id="${field}-error">${message}</p>`);
    }
    expect(await albumsOf(owner.profile.id)).to.have.length(1);

    const dane = await member({ overrides: { language: 'da-DK' } });
    expect((await dane.post('/Albums', { kind: 'Ordinary', name: '' }).expect(400)).text).to.include('Giv albummet et navn.');
    const onDark = await member({ host: dark });
    await onDark.post('/Albums', { kind: 'Red', name: 'Night' }).expect(303);
    expect((await onDark.agent.get(`${base}/Albums`).expect(200)).text).to.include('Night').and.to.include('<option value="Red"');
    expect((await owner.agent.get(`${base}/Albums`).expect(200)).text).not.to.include('<option value="Red"');
    // A red album is not there off the dark site.
    const [red] = await albumsOf(onDark.profile.id);
    const offDark = await loggedOnAs(onDark.profile);
    await offDark.get(`${base}/Album/${red.id}`).expect(404);
  });

  it('renames an album; another member\'s album is a 403, an unknown one a 404, and profile pictures keep their name', async () => {
    const owner = await member();
    await owner.post('/Albums', { kind: 'Ordinary', name: 'Summer' }).expect(303);
    const [album] = await albumsOf(owner.profile.id);
    await owner.post('/Albums/Rename', { albumId: album.id, name: 'Winter' }).expect(303).expect('Location', `${base}/Albums`);
    expect((await albumsOf(owner.profile.id))[0].name).to.equal('Winter');
    expect((await owner.agent.get(`${base}/Albums`).expect(200)).text).to.include('The album is now called Winter.');

    const refused = (await owner.post('/Albums/Rename', { albumId: album.id, name: '' }).expect(400)).text;
    expect(refused).to.include(`<p class="field-error" id="name-${album.id}-error">Give the album a name.</p>`);
    const other = await member();
    await other.post('/Albums/Rename', { albumId: album.id, name: 'Mine' }).expect(403);
    await other.post('/Albums/Rename', { albumId: album.id + 100, name: 'Mine' }).expect(404);
    await other.agent.get(`${base}/Album/${album.id}`).expect(403);
    const picture = await owner.put(1);
    expect((await owner.post('/Albums/Rename', { albumId: picture.albumId, name: 'Me' }).expect(400)).text).to.include('cannot be renamed or deleted');
    expect((await albumsOf(owner.profile.id))[0].name).to.equal('Winter');
  });

  it('deletes an album: its media go to the file archive in their order, or are deleted with the files no other picture shares', async () => {
    const owner = await member();
    const a1 = await owner.put(2);
    const a2 = await owner.put(2, { albumId: a1.albumId });
    await owner.post(`/Album/${a1.albumId}/Delete`, { media: 'archive' }).expect(303).expect('Location', `${base}/Albums`);
    const archive = (await albumsOf(owner.profile.id)).find((a) => a.kind === 'Archive');
    expect(await order(archive.id)).to.deep.equal([a1.id, a2.id]);
    expect((await albumsOf(owner.profile.id)).map((a) => a.kind)).to.deep.equal(['Archive']);
    expect((await owner.agent.get(`${base}/Albums`).expect(200)).text).to.include('Its pictures and videos (2) are in your file archive.');
    expect((await owner.agent.get(`${base}/FileArchive`).expect(200)).text).to.include(`href="${base}/FileArchive/${a1.id}"`);

    const shared = await owner.put(1, { picture: 7 });
    await owner.post('/Albums', { kind: 'Ordinary', name: 'Doomed' }).expect(303);
    const doomed = (await albumsOf(owner.profile.id)).find((a) => a.name === 'Doomed');
    const own = await owner.put(2, { albumId: doomed.id });
    const twin = await owner.put(2, { albumId: doomed.id, picture: 7 });
    const [ownKeys, sharedKeys] = [await storedKeys(own.id), await storedKeys(shared.id)];
    expect(await storedKeys(twin.id)).to.deep.equal(sharedKeys);

    const other = await member();
    await other.post(`/Album/${doomed.id}/Delete`, { media: 'delete' }).expect(403);
    expect((await owner.post(`/Album/${shared.albumId}/Delete`, { media: 'delete' }).expect(400)).text).to.include('cannot be renamed or deleted');
    await owner.post(`/Album/${doomed.id}/Delete`, { media: 'delete' }).expect(303);
    expect((await owner.agent.get(`${base}/Albums`).expect(200)).text).to.include('Doomed is deleted, with its pictures and videos (2).');
    expect(await mediaRow(own.id)).to.equal(undefined);
    expect(await mediaRow(twin.id)).to.equal(undefined);
    await jobsSettled();
    expect(await stored(ownKeys), 'its files are gone').to.deep.equal(ownKeys.map(() => false));
    expect(await stored(sharedKeys), 'the files another picture uses stay').to.deep.equal(sharedKeys.map(() => true));
  });
});

describe('/EditProfile/PicturesAndVideos: one picture or video', () => {
  it('sets the caption and the explicit mark, refusing a long caption next to that picture in the member\'s language', async () => {
    const owner = await member({ overrides: { language: 'sv-SE' } });
    const picture = await owner.put(2);
    await owner.post(`/Media/${picture.id}/Save`, { caption: ' At the beach ', explicit: 'on' }).expect(303).expect('Location', `${base}/Album/${picture.albumId}#media-${picture.id}`);
    expect(await mediaRow(picture.id)).to.include({ caption: 'At the beach', explicit: true });
    const page = (await owner.agent.get(`${base}/Album/${picture.albumId}`).expect(200)).text;
    expect(page).to.include('Sparat.').and.to.include('>At the beach</textarea>').and.to.include('name="explicit" checked');

    const refused = (await owner.post(`/Media/${picture.id}/Save`, { caption: 'x'.repeat(501) }).expect(400)).text;
    expect(refused).to.include(`<p class="field-error" id="caption-${picture.id}-error">En bildtext får vara högst 500 tecken.</p>`);
    await owner.post(`/Media/${picture.id}/Save`, { caption: '' }).expect(303);
    expect(await mediaRow(picture.id)).to.include({ caption: '', explicit: false });
  });

  it('moves up, down and first without JavaScript; first among the profile pictures is the main picture', async () => {
    const owner = await member();
    const [a, b, c] = [await owner.put(1), await owner.put(1), await owner.put(1)];
    await owner.post(`/Media/${c.id}/Reorder`, { move: 'up' }).expect(303).expect('Location', `${base}/ProfilePictures#media-${c.id}`);
    expect(await order(a.albumId)).to.deep.equal([a.id, c.id, b.id]);
    await owner.post(`/Media/${a.id}/Reorder`, { move: 'down' }).expect(303);
    expect(await order(a.albumId)).to.deep.equal([c.id, a.id, b.id]);
    await owner.post(`/Media/${c.id}/Reorder`, { move: 'up' }).expect(303);
    expect(await order(a.albumId), 'the first cannot go higher').to.deep.equal([c.id, a.id, b.id]);
    await owner.post(`/Media/${b.id}/Reorder`, { move: 'first' }).expect(303);
    expect(await order(a.albumId)).to.deep.equal([b.id, c.id, a.id]);
    const page = (await owner.agent.get(`${base}/ProfilePictures`).expect(200)).text;
    expect(page).to.include('This is now your main profile picture.');
    const ids = [...page.matchAll(/<li class="card media-edit-item" id="media-(\d+)">/g)].map((m) => Number(m[1]));
    expect(ids).to.deep.equal([b.id, c.id, a.id]);
    expect(page.match(/name="move" value="first"/g)).to.have.length(2);
  });

  it('moves an item to another of the member\'s albums (to its end) and deletes one with its files', async () => {
    const owner = await member();
    const [a, b] = [await owner.put(2), await owner.put(2)];
    const archived = await owner.put(5);
    await owner.post(`/Media/${a.id}/Move`, { albumId: archived.albumId }).expect(303).expect('Location', `${base}/Album/${a.albumId}`);
    expect(await order(archived.albumId)).to.deep.equal([archived.id, a.id]);
    expect((await owner.agent.get(`${base}/Album/${b.albumId}`).expect(200)).text).to.include('Moved to File archive.');

    const keys = await storedKeys(b.id);
    await owner.post(`/Media/${b.id}/Delete`).expect(303).expect('Location', `${base}/Album/${b.albumId}`);
    expect(await mediaRow(b.id)).to.equal(undefined);
    expect((await owner.agent.get(`${base}/Album/${b.albumId}`).expect(200)).text).to.include('Deleted.').and.to.include('The album is empty.');
    await jobsSettled();
    expect(await stored(keys)).to.deep.equal(keys.map(() => false));
  });

  it("refuses another member's picture (403), a missing one (404), and moving into another member's album", async () => {
    const owner = await member();
    const picture = await owner.put(2);
    const other = await member();
    const theirs = await other.put(2);
    for (const [path, form] of [['Save', { caption: 'Mine' }], ['Move', { albumId: theirs.albumId }], ['Delete', {}], ['Reorder', { move: 'up' }]] as const) {
      await other.post(`/Media/${picture.id}/${path}`, form).expect(403);
      await other.post(`/Media/${picture.id + 1000}/${path}`, form).expect(404);
    }
    await owner.post(`/Media/${picture.id}/Move`, { albumId: theirs.albumId }).expect(403);
    expect(await mediaRow(picture.id)).to.include({ caption: '', album_id: picture.albumId });
    await other.agent.get(`${base}/FileArchive/${picture.id}`).expect(403);
  });

  it('shows one item of the file archive with its forms; other albums send their items to their own pages', async () => {
    const owner = await member();
    const archived = await owner.put(5);
    const profilePicture = await owner.put(1);
    const page = (await owner.agent.get(`${base}/FileArchive/${archived.id}`).expect(200)).text;
    expect(page).to.include(`action="${base}/Media/${archived.id}/Save?back=${encodeURIComponent(`${base}/FileArchive/${archived.id}`)}"`);
    await owner.post(`/Media/${archived.id}/Save?back=${encodeURIComponent(`${base}/FileArchive/${archived.id}`)}`, { caption: 'Old' }).expect(303).expect('Location', `${base}/FileArchive/${archived.id}`);
    await owner.agent.get(`${base}/FileArchive/${profilePicture.id}`).expect(302).expect('Location', `${base}/FileArchive`);
    await owner.agent.get(`${base}/Album/${archived.albumId}`).expect(302).expect('Location', `${base}/FileArchive`);
    await owner.agent.get(`${base}/Album/${profilePicture.albumId}`).expect(302).expect('Location', `${base}/ProfilePictures`);
    await owner.agent.get(`${base}/FileArchive/${archived.id + 1000}`).expect(404);
  });
});
