import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import type { NewProfile } from '../../../src/modules/accounts/index.ts';
import { pauseJobWorker, testApp, testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';
import { cameraJpeg, upload } from '../../support/media.ts';
import { describeRequireConsent } from '../../../src/modules/media/index.ts';

const dark = 'dark.localhost';
const exec = promisify(execFile);
const ffmpegBin = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** Waits for a video's transcoding job to make it Live; its stored files by name. */
async function waitUntilLive(id: number): Promise<Record<string, string>> {
  for (let i = 0; i < 600; i++) {
    const row = await testDb()('media').where({ id }).first('status', 'variants');
    if (row.status === 'Live') return typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants;
    if (row.status === 'ConversionFailed') throw new Error(`video ${id} failed`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`video ${id} not Live within a minute`);
}
let seed = 0;

type Uploaded = { id: number; albumId: number; picture: { src: string; webp: string; jpeg: string } };

/** A member logged on (at the dark site with `host: dark`, as an approved dark member), who uploads through UploadTempMedia. */
async function member(opts: { host?: string; overrides?: Partial<NewProfile> } = {}) {
  const darkSite = opts.host === dark ? { darkStatus: 3, member: true } : {};
  const profile = await buildMember({ language: 'en-GB', ...darkSite, ...opts.overrides });
  const agent = await loggedOnAs(profile, opts.host ? { host: opts.host } : {});
  const token = await agent.csrf('/Start');
  /** Uploads a small picture of its own (a new seed: no two share their files) into the album albumTypeId names. */
  const put = async (albumTypeId: number, extra: { albumId?: number; explicit?: boolean } = {}): Promise<Uploaded> => {
    const query = { albumTypeId, ...(extra.albumId ? { albumId: extra.albumId } : {}) };
    const res = await upload(agent, token, await cameraJpeg(320, 240, { seed: ++seed }), 'p.jpg', query, extra.explicit ? { explicit: 'true' } : {});
    if (res.status !== 200) throw new Error(`upload to album type ${albumTypeId} answered ${res.status}: ${res.text}`);
    return res.body as Uploaded;
  };
  return { profile, agent, token, put };
}

const file = (url: string) => path.posix.basename(url);
/** The error box of a page (the same for a missing item and one the viewer may not see). */
const errorBox = (html: string) => /<section class="error-page"[\s\S]*?<\/section>/.exec(html)?.[0];

describe('media pages: the Pictures tab and its sub-paths', () => {
  it('asks a visitor to log on', async () => {
    const owner = await buildMember();
    for (const url of [`/Profile/${owner.id}/Pictures`, `/Profile/${owner.id}/Pictures/p1`, `/Profile/${owner.id}/Pictures/Albums`, '/Pictures', '/EditProfile/PicturesAndVideos/Albums']) {
      await request(testApp()).get(url).expect(302).expect('Location', `/?u=${encodeURIComponent(url)}`);
    }
    await request(testApp()).get('/api/EditDarkProfile/GetRedMediaAlbums').set('Host', dark).expect(401);
  });

  it('shows the albums each viewer may see: the owner all, another member profile and ordinary ones, private only to favourites', async () => {
    const owner = await member();
    const profilePicture = await owner.put(1);
    const ordinary = await owner.put(2);
    const privately = await owner.put(3);
    const archived = await owner.put(5);

    const own = (await owner.agent.get(`/Profile/${owner.profile.id}/Pictures`).expect(200)).text;
    for (const m of [profilePicture, ordinary, privately]) expect(own, `own ${m.id}`).to.include(`/Pictures/p${m.id}"`);
    expect(own, 'the file archive is not on the profile').not.to.include(`/Pictures/p${archived.id}"`);
    expect(own).to.include('href="/EditProfile/PicturesAndVideos"');

    const viewer = await member();
    const seen = (await viewer.agent.get(`/Profile/${owner.profile.id}/Pictures`).expect(200)).text;
    expect(seen).to.include(`/Pictures/p${profilePicture.id}"`).and.to.include(`/Pictures/p${ordinary.id}"`);
    expect(seen, 'private album').not.to.include(`/Pictures/p${privately.id}"`);
    expect(seen).not.to.include(`/Pictures/p${archived.id}"`);
    expect(seen).not.to.include('/EditProfile/PicturesAndVideos');
    // A <picture>: WebP sources at each width, a JPEG fallback, lazy and not draggable.
    const tile = new RegExp(`<picture>\\s*<source type="image/webp" srcset="([^"]+)" sizes="[^"]+">\\s*<img src="([^"]+)" srcset="([^"]+)" sizes="[^"]+" width="320" height="240" loading="lazy" decoding="async" alt="Picture from ${owner.profile.name}" draggable="false">`);
    const [, webp, src, jpeg] = tile.exec(seen) ?? [];
    expect(webp).to.equal(profilePicture.picture.webp);
    expect(jpeg).to.equal(profilePicture.picture.jpeg);
    expect(src).to.equal(profilePicture.picture.src);

    await owner.agent.postForm('/Favorites/Add', { profileId: viewer.profile.id }).expect(303);
    const asFavourite = (await viewer.agent.get(`/Profile/${owner.profile.id}/Pictures`).expect(200)).text;
    expect(asFavourite, 'private album, now a favourite').to.include(`/Pictures/p${privately.id}"`);
    expect(asFavourite).to.include('Private album');
    await viewer.agent.get(`/Profile/${owner.profile.id}/Pictures/p${privately.id}`).expect(200);
  });

  it('answers every sub-path, and the same 404 for what the viewer may not see as for what is not there', async () => {
    const owner = await member();
    const first = await owner.put(2);
    const second = await owner.put(2);
    const third = await owner.put(2);
    const archived = await owner.put(5);
    const privately = await owner.put(3);
    const viewer = await member();
    const base = `/Profile/${owner.profile.id}/Pictures`;

    const single = (await viewer.agent.get(`${base}/p${second.id}`).expect(200)).text;
    expect(single).to.include(`rel="prev" class="button secondary" href="${base}/p${first.id}"`);
    expect(single).to.include(`rel="next" class="button secondary" href="${base}/p${third.id}"`);
    expect(single, 'the large picture loads at once').to.include('loading="eager"');
    expect(single).to.include('aria-current="page">Pictures</a>');
    const atStart = (await viewer.agent.get(`${base}/Media/Picture/${first.id}`).expect(200)).text;
    expect(atStart).not.to.include('rel="prev"');
    expect(atStart).to.include(`href="${base}/p${second.id}"`);

    const album = (await viewer.agent.get(`${base}/Media/Album/2/${first.albumId}`).expect(200)).text;
    for (const m of [first, second, third]) expect(album).to.include(`${base}/p${m.id}"`);
    const albums = (await viewer.agent.get(`${base}/Albums`).expect(200)).text;
    expect(albums).to.include(`href="${base}/Media/Album/2/${first.albumId}"`);
    expect(albums).not.to.include(`/Media/Album/3/`);

    const missing = errorBox((await viewer.agent.get(`${base}/p${third.id + 1000}`).expect(404)).text);
    expect(missing).to.be.a('string');
    for (const url of [
      `${base}/p${archived.id}`,
      `${base}/p${privately.id}`,
      `${base}/Media/Picture/${archived.id}`,
      `${base}/v${first.id}`,
      `${base}/Media/Video/${first.id}`,
      `/Profile/${viewer.profile.id}/Pictures/p${first.id}`,
      `${base}/Media/Album/3/${first.albumId}`,
      `${base}/Media/Album/3/${privately.albumId}`,
      `${base}/Media/Album/5/${archived.albumId}`,
    ]) {
      expect(errorBox((await viewer.agent.get(url).expect(404)).text), url).to.equal(missing);
    }
    await viewer.agent.get(`${base}/pabc`).expect(404);
    await owner.agent.get(`${base}/Media/Album/3/${privately.albumId}`).expect(200);
  });

  it('is a 404 for a blocked member either way, like a profile that is not there, and for a locked profile', async () => {
    const owner = await member();
    const picture = await owner.put(1);
    const blocked = await member();
    const blocker = await member();
    await owner.agent.postForm(`/Profile/${blocked.profile.id}/Block`, {}).expect(303);
    await blocker.agent.postForm(`/Profile/${owner.profile.id}/Block`, {}).expect(303);
    const nobody = errorBox((await blocked.agent.get('/Profile/999999/Pictures').expect(404)).text);
    for (const viewer of [blocked, blocker]) {
      for (const url of ['', '/Albums', `/p${picture.id}`, `/Media/Album/1/${picture.albumId}`]) {
        expect(errorBox((await viewer.agent.get(`/Profile/${owner.profile.id}/Pictures${url}`).expect(404)).text)).to.equal(nobody);
      }
      await viewer.agent.get(picture.picture.src).expect(404);
    }
    await testDb()('profiles').where({ id: owner.profile.id }).update({ status: 4 });
    const other = await member();
    await other.agent.get(`/Profile/${owner.profile.id}/Pictures`).expect(404);
  });

  it('says so kindly when there is nothing to show, and offers the owner the upload', async () => {
    const owner = await member();
    const viewer = await member();
    const seen = (await viewer.agent.get(`/Profile/${owner.profile.id}/Pictures`).expect(200)).text;
    expect(seen).to.include(`${owner.profile.name} has no pictures yet.`);
    await owner.put(3);
    expect((await viewer.agent.get(`/Profile/${owner.profile.id}/Pictures`).expect(200)).text, 'only a private album').to.include('has no pictures yet.');
    const own = (await (await member()).agent.get(`/Profile/${viewer.profile.id}/Pictures`)).text;
    expect(own).to.include('has no pictures yet.');
    const mine = (await viewer.agent.get(`/Profile/${viewer.profile.id}/Pictures`).expect(200)).text;
    expect(mine).to.include('You have no pictures on your profile yet.').and.to.include('href="/EditProfile/PicturesAndVideos/ProfilePictures"');
  });

  it('blurs explicit pictures with a way to the setting, and shows them once the viewer opts in (without JavaScript)', async () => {
    const owner = await member();
    const explicit = await owner.put(2, { explicit: true });
    const row = await testDb()('media').where({ id: explicit.id }).first('variants');
    const variants = typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants;
    const viewer = await member();
    const tab = `/Profile/${owner.profile.id}/Pictures`;

    const blurred = (await viewer.agent.get(tab).expect(200)).text;
    expect(blurred).to.include('class="media-picture blurred"');
    expect(blurred).to.include(`/media/${explicit.id}/${file(variants['blur.jpg'])}`);
    expect(blurred, 'no full-size file').not.to.include(file(variants['w240.jpg']));
    const link = /<a class="explicit-show" href="([^"]+)">Explicit — show<\/a>/.exec(blurred)?.[1];
    expect(link).to.equal(`/Pictures/Explicit?u=${encodeURIComponent(tab)}`);

    const setting = (await viewer.agent.get(link!).expect(200)).text;
    expect(setting).to.include('Explicit pictures and videos are blurred for you.');
    await viewer.agent.postForm('/Pictures/Explicit', { show: 'true', u: tab }).expect(303).expect('Location', tab);
    const shown = (await viewer.agent.get(tab).expect(200)).text;
    expect(shown).to.include('Explicit pictures and videos are now shown to you.');
    expect(shown).not.to.include('media-picture blurred');
    expect(shown).to.include(file(variants['w240.jpg']));
    await viewer.agent.postForm('/Pictures/Explicit', { show: 'false', u: '//evil.example/x' }).expect(303).expect('Location', '/Pictures');
    expect((await viewer.agent.get(tab).expect(200)).text).to.include('media-picture blurred');
    expect((await owner.agent.get(tab).expect(200)).text, 'the owner sees their own as they are').not.to.include('media-picture blurred');
  });

  it('shows red albums only on the dark site, and GetRedMediaAlbums lists them with their counts', async () => {
    const owner = await member({ host: dark });
    const red = await owner.put(4);
    await owner.put(4, { albumId: red.albumId });
    const ordinary = await owner.put(2);
    const onDark = await member({ host: dark });
    const tab = `/Profile/${owner.profile.id}/Pictures`;
    const darkTab = (await onDark.agent.get(tab).expect(200)).text;
    expect(darkTab).to.include(`${tab}/p${red.id}"`).and.to.include('Red album');
    await onDark.agent.get(`${tab}/Media/Album/4/${red.albumId}`).expect(200);

    const regular = await member();
    const regularTab = (await regular.agent.get(tab).expect(200)).text;
    expect(regularTab).to.include(`${tab}/p${ordinary.id}"`);
    expect(regularTab).not.to.include(`${tab}/p${red.id}"`);
    await regular.agent.get(`${tab}/p${red.id}`).expect(404);
    await regular.agent.get(`${tab}/Media/Album/4/${red.albumId}`).expect(404);

    const albums = (await owner.agent.get('/api/EditDarkProfile/GetRedMediaAlbums').expect(200)).body;
    expect(albums).to.deep.equal([{ id: red.albumId, name: '', pictureCount: 2, videoCount: 0, mediaCount: 2 }]);
    const refused = await regular.agent.get('/api/EditDarkProfile/GetRedMediaAlbums').expect(404);
    expect(refused.body.error.message).to.equal('This is only found on the dark site.');
  });
});

type MediaRecord = Record<string, unknown> & { id: number; created_at: Date };

/** Copies of an uploaded picture's row, each older than the last (they share its files, as the same picture uploaded again would). */
async function olderCopies(mediaId: number, count: number, profileId?: number): Promise<number[]> {
  const row: Partial<MediaRecord> & { variant_keys?: unknown } = { ...((await testDb()('media').where({ id: mediaId }).first()) as MediaRecord) };
  delete row.id;
  delete row.variant_keys; // computed by the database
  const at = new Date(row.created_at!).getTime();
  const rows = Array.from({ length: count }, (_, i) => ({
    ...row,
    ...(profileId ? { profile_id: profileId } : {}),
    variants: JSON.stringify(typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants),
    created_at: new Date(at - (i + 1) * 60_000),
  }));
  const inserted = await testDb()('media').insert(rows).returning('id');
  return inserted.map((r: { id: number }) => Number(r.id));
}

const shownOn = (html: string) => [...html.matchAll(/<li class="media-tile" id="media-(\d+)">/g)].map((m) => Number(m[1]));

describe('/Pictures: the newest pictures', () => {
  it('shows the newest pictures of the profiles the viewer may see, 30 a page, newest first, with a plain next link', async () => {
    const viewer = await member();
    const newest = await member();
    const first = await newest.put(1);
    const explicit = await newest.put(2, { explicit: true });
    const copies = await olderCopies(first.id, 30);

    // None of these may show: blocked either way, locked, held for validation, private or archived, and copyright consent pending.
    const blockedByViewer = await member();
    const blockingViewer = await member();
    const locked = await member();
    const validating = await member();
    const consentPending = await member();
    const hidden = [await blockedByViewer.put(1), await blockingViewer.put(1), await locked.put(1), await validating.put(1), await newest.put(3), await newest.put(5), await consentPending.put(1)];
    await viewer.agent.postForm(`/Profile/${blockedByViewer.profile.id}/Block`, {}).expect(303);
    await blockingViewer.agent.postForm(`/Profile/${viewer.profile.id}/Block`, {}).expect(303);
    await testDb()('profiles').where({ id: locked.profile.id }).update({ status: 4 });
    await testDb()('profiles').where({ id: validating.profile.id }).update({ forced_validation: true });
    await describeRequireConsent(testDb(), consentPending.profile.name);

    const page1 = (await viewer.agent.get('/Pictures').expect(200)).text;
    expect(shownOn(page1)).to.deep.equal([explicit.id, first.id, ...copies.slice(0, 28)]);
    expect(page1).to.include('rel="next" class="button secondary" href="/Pictures?page=2"');
    expect(page1).not.to.include('rel="prev"');
    expect(page1, 'explicit, blurred').to.match(new RegExp(`id="media-${explicit.id}">\\s*<div class="media-picture blurred">`));
    expect(page1).to.include(`<a class="media-tile-link" href="/Profile/${newest.profile.id}">${newest.profile.name}</a>`);
    const page2 = (await viewer.agent.get('/Pictures?page=2').expect(200)).text;
    expect(shownOn(page2)).to.deep.equal(copies.slice(28));
    expect(page2).not.to.include('rel="next"');
    expect(page2).to.include('href="/Pictures?page=1"');
    for (const m of hidden) expect(page1 + page2, `hidden ${m.id}`).not.to.include(`id="media-${m.id}"`);
    expect((await viewer.agent.get('/Pictures?page=3').expect(200)).text).to.include('There is nothing more here.');
  });

  it('on the dark site adds red albums and filters by a kink list (profiles with every kink of it); elsewhere neither', async () => {
    const [rope, latex] = await Promise.all(['rope', 'latex'].map(async (key) => Number((await testDb()('kinks').where({ key }).first('id')).id)));
    const tied = await member({ host: dark });
    const both = await member({ host: dark });
    const none = await member({ host: dark });
    await tied.agent.post('/api/DarkKinks/SetProfileKinks').set('x-csrf-token', tied.token).send({ kinkIds: [rope] }).expect(200);
    await both.agent.post('/api/DarkKinks/SetProfileKinks').set('x-csrf-token', both.token).send({ kinkIds: [rope, latex], customKinks: ['Candle wax'] }).expect(200);
    const [a, b, c, red] = [await tied.put(1), await both.put(2), await none.put(1), await none.put(4)];
    const viewer = await member({ host: dark });

    expect(shownOn((await viewer.agent.get('/Pictures').expect(200)).text)).to.have.members([a.id, b.id, c.id, red.id]);
    const roped = (await viewer.agent.get('/Pictures?query=rope').expect(200)).text;
    expect(shownOn(roped)).to.have.members([a.id, b.id]);
    expect(roped, 'the filter form keeps the choice').to.match(/name="query" value="rope" checked/);
    expect(shownOn((await viewer.agent.get('/Pictures?query=rope&query=latex').expect(200)).text)).to.deep.equal([b.id]);
    expect(shownOn((await viewer.agent.get('/Pictures?query=rope,candle%20WAX').expect(200)).text), 'a custom kink, any case').to.deep.equal([b.id]);
    const nobody = (await viewer.agent.get('/Pictures?query=rope,nosuchkink').expect(200)).text;
    expect(shownOn(nobody)).to.deep.equal([]);
    expect(nobody).to.include('No profile with all of these kinks has shared pictures yet.');

    const regular = await member();
    const plain = (await regular.agent.get('/Pictures?query=rope').expect(200)).text;
    expect(shownOn(plain), 'no red album, no kink filter').to.have.members([a.id, b.id, c.id]);
    expect(plain).not.to.include('name="query"');
  });

  it('walks the newest-pictures index instead of sorting the table (EXPLAIN on a few thousand rows)', async function () {
    this.timeout(60_000);
    const owners = await Promise.all(Array.from({ length: 20 }, () => buildMember()));
    const albums: { id: number; profile_id: number; kind: string }[] = [];
    for (const owner of owners) {
      for (const kind of ['Profile', 'Ordinary', 'Archive']) albums.push((await testDb()('media_albums').insert({ profile_id: owner.id, kind }).returning(['id', 'profile_id', 'kind']))[0]);
    }
    const picture = await (await member()).put(1);
    const { variants } = await testDb()('media').where({ id: picture.id }).first('variants');
    const now = Date.now();
    const rows = Array.from({ length: 4000 }, (_, i) => {
      const album = albums[i % albums.length]!;
      return { profile_id: album.profile_id, album_id: album.id, type: i % 7 === 0 ? 'AlbumVideo' : 'Picture', status: 'Live', width: 320, height: 240, variants: typeof variants === 'string' ? variants : JSON.stringify(variants), created_at: new Date(now - i * 1000) };
    });
    for (let i = 0; i < rows.length; i += 500) await testDb()('media').insert(rows.slice(i, i + 500));
    await testDb().raw('analyze media');
    await testDb().raw('analyze media_albums');
    await testDb().raw('analyze profiles');

    const viewer = await member();
    const queries: { sql: string; bindings: unknown[] }[] = [];
    const record = (q: { sql: string; bindings: unknown[] }) => queries.push(q);
    testDb().on('query', record);
    try {
      await viewer.agent.get('/Pictures?page=3').expect(200);
    } finally {
      testDb().off('query', record);
    }
    const newest = queries.find((q) => q.sql.includes("m.type = 'Picture' and m.status = 'Live'") && /order by/i.test(q.sql));
    expect(newest, 'the newest-pictures query').to.not.equal(undefined);
    const sql = newest!.sql.replace(/\$\d+/g, '?');
    const plan = ((await testDb().raw(`explain ${sql}`, newest!.bindings as never)).rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
    expect(plan, plan).to.include('media_newest_live_pictures');
    expect(plan, plan).not.to.match(/Seq Scan on media m\b/);
    // At most an incremental sort of the rows that share a created_at (the id breaks ties), never a sort of all of them.
    expect(plan, plan).not.to.match(/(^|->\s+)Sort\s+\([^)]*\)\s*\n\s*Sort Key: m\.created_at/m);
  });
});

describe('videos and the main picture on the profile', () => {
  it('plays a Live video on the tab and on its own page in <video controls preload="none" poster>', async function () {
    this.timeout(120_000);
    const owner = await member();
    const dir = mkdtempSync(path.join(tmpdir(), 'nordlys-clips-'));
    try {
      const clip = path.join(dir, 'clip.mp4');
      await exec(ffmpegBin, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
      const viewer = await member();
      // The transcoding job waits until the page has been looked at, so "not before it is Live" is what it says.
      const resumeJobs = await pauseJobWorker();
      const res = await upload(owner.agent, owner.token, readFileSync(clip), 'clip.mp4', { albumTypeId: 2, allowUploadVideo: true }).expect(200);
      const id = Number(res.body.id);
      const tab = `/Profile/${owner.profile.id}/Pictures`;
      try {
        expect((await viewer.agent.get(tab).expect(200)).text, 'not before it is Live').not.to.include(`/v${id}"`);
      } finally {
        resumeJobs();
      }
      const live = await waitUntilLive(id);
      const video = `<video controls preload="none" playsinline draggable="false" poster="/media/${id}/${file(live['poster.jpg']!)}" width="320" height="240" aria-label="`;
      const onTab = (await viewer.agent.get(tab).expect(200)).text;
      expect(onTab).to.include(video).and.to.include(`<source src="/media/${id}/${file(live['video.mp4']!)}" type="video/mp4">`);
      expect(onTab).to.include(`href="${tab}/v${id}"`);
      expect((await viewer.agent.get(`${tab}/v${id}`).expect(200)).text).to.include(video);
      await viewer.agent.get(`${tab}/Media/Video/${id}`).expect(200);
      await viewer.agent.get(`${tab}/p${id}`).expect(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("shows the main profile picture in the header, for the owner and others, blurred when explicit; 'use as main' changes it", async () => {
    const owner = await member();
    const viewer = await member();
    const header = async (agent: typeof viewer.agent) => /<div class="media-picture[^"]*avatar-picture[^"]*">[\s\S]*?<\/div>/.exec((await agent.get(`/Profile/${owner.profile.id}`).expect(200)).text)?.[0] ?? '';
    expect(await header(viewer.agent), 'no picture: the initial').to.equal('');
    const first = await owner.put(1, { explicit: true });
    const second = await owner.put(1);
    expect(await header(owner.agent)).to.include(`/media/${first.id}/`);
    const blurred = await header(viewer.agent);
    expect(blurred).to.include('media-picture blurred').and.to.include(`/media/${first.id}/`);
    expect(blurred, 'no link inside the small avatar').not.to.include('explicit-show');
    await owner.agent.postForm(`/EditProfile/PicturesAndVideos/Media/${second.id}/Reorder`, { move: 'first' }).expect(303);
    expect(await header(viewer.agent)).to.include(`/media/${second.id}/`).and.not.to.include('blurred');
  });
});
